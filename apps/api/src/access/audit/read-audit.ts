// Reading a team's audit log: newest first, filtered by actor, action (one, or a kind's), target and time, a page at
// a time (keyset on the time-sortable id), or all of a filter's entries as a CSV or NDJSON file, read a thousand at
// a time while the file streams out, up to MAX_EXPORTED_ENTRIES.
import { csvText } from "@qr/core/csv";
import { isId } from "@qr/core/ids";
import { type RequestDatabase, schema } from "@qr/db";
import { and, desc, eq, gte, like, lt, type SQL } from "drizzle-orm";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import { MAX_EXPORTED_ENTRIES } from "./schemas.ts";

type EntryRow = typeof schema.teamActivity.$inferSelect;

export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

const log = schema.teamActivity;

export function toAuditEntry(row: EntryRow) {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId },
    action: row.action,
    target_id: row.targetId,
    details: row.details,
    change: row.change ?? null,
    ip: row.ip,
    user_agent: row.userAgent,
    request_id: row.requestId,
  };
}

function conditions(teamId: string, filter: AuditFilter, before?: string): SQL | undefined {
  const action = filter.action;
  return and(
    eq(log.teamId, teamId),
    filter.actor === undefined ? undefined : eq(log.actorId, filter.actor),
    action === undefined
      ? undefined
      : action.endsWith(".*")
        ? like(log.action, `${action.slice(0, -1)}%`)
        : eq(log.action, action as EntryRow["action"]),
    filter.target === undefined ? undefined : eq(log.targetId, filter.target),
    filter.from === undefined ? undefined : gte(log.createdAt, filter.from),
    filter.to === undefined ? undefined : lt(log.createdAt, filter.to),
    before === undefined ? undefined : lt(log.id, before),
  );
}

export async function listAuditLog(
  db: RequestDatabase,
  teamId: string,
  input: AuditFilter & { limit: number; cursor?: string | undefined },
) {
  const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor, entryIdOf);
  const rows = await db
    .select()
    .from(log)
    .where(conditions(teamId, input, before))
    .orderBy(desc(log.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, toAuditEntry, (row) => ({ id: row.id }));
}

const CSV_COLUMNS = [
  "id",
  "at",
  "actor_kind",
  "actor_id",
  "action",
  "target_id",
  "ip",
  "user_agent",
  "request_id",
  "details",
  "change",
] as const;

const PAGE = 1_000;

/** The filter's entries, newest first, as a file's bytes: a CSV with a header, or one JSON object a line. */
export function auditExport(
  db: RequestDatabase,
  teamId: string,
  filter: AuditFilter,
  format: "csv" | "ndjson",
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: string | undefined;
  let written = 0;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      if (!started && format === "csv") controller.enqueue(encoder.encode(csvText([[...CSV_COLUMNS]])));
      started = true;
      const room = Math.min(PAGE, MAX_EXPORTED_ENTRIES - written);
      const rows =
        room > 0
          ? await db
              .select()
              .from(log)
              .where(conditions(teamId, filter, before))
              .orderBy(desc(log.id))
              .limit(room)
          : [];
      if (rows.length > 0) {
        const entries = rows.map(toAuditEntry);
        controller.enqueue(
          encoder.encode(
            format === "csv"
              ? csvText(entries.map(csvRow))
              : entries.map((entry) => `${JSON.stringify(entry)}\n`).join(""),
          ),
        );
        written += rows.length;
        before = rows.at(-1)?.id;
      }
      if (rows.length < room || room === 0) controller.close();
    },
  });
}

function csvRow(entry: ReturnType<typeof toAuditEntry>): string[] {
  return [
    entry.id,
    entry.at,
    entry.actor.kind,
    entry.actor.id,
    entry.action,
    entry.target_id ?? "",
    entry.ip ?? "",
    entry.user_agent ?? "",
    entry.request_id ?? "",
    JSON.stringify(entry.details),
    entry.change === null ? "" : JSON.stringify(entry.change),
  ];
}

function entryIdOf(fields: Record<string, unknown>): string | undefined {
  return typeof fields.id === "string" && isId("activity", fields.id) ? fields.id : undefined;
}
