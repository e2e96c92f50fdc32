// Changes up to 1,000 codes in one request, each named by its id or by the value of a metadata key (the
// "asset id" case: the team's own identifier, printed on the asset). A row changes what `PATCH /qr/{id}` can
// change, checked and planned the same way (change/); the report says what became of every row. Two round trips:
// the matched codes are read (with what the rows name) and planned, then written together in the one change
// statement only if none changed since it was read; a concurrent change is never overwritten: the rows are planned
// again under the codes' locks.
import { inOneTrip, type QrCodeRow, type RequestDatabase, schema, type Utm } from "@qr/db";
import { and, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import { changeBy } from "../../access/activity/version-change.ts";
import { NO_SUCH_TEMPLATE, templatesNamedIn } from "../../campaigns/utm/utm-templates.ts";
import { ApiError, type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import { fieldErrors } from "../../http/openapi/router.ts";
import type { RequestContext } from "../../request-context.ts";
import { ONE_AT_A_TIME } from "../content/access.ts";
import { syncEdgeAll } from "../edge-sync/sync-edge.ts";
import { type Reach, withinReach } from "../folders/reach.ts";
import { resolveTags, teamTagsRead, throwIfTagRefused } from "../tags/code-tags.ts";
import { MAX_TAGS_PER_CODE } from "../tags/tag-rules.ts";
import { type BulkMode, byRow, failForeignReferences, KV_SYNC_BUDGET, namedBy } from "./bulk-rows.ts";
import { effectiveBy } from "./change/apply-change.ts";
import { type ChangeToWrite, writeChanges } from "./change/change-statement.ts";
import { planChange } from "./change/plan-change.ts";
import { type CodeChange, changesTags, checkChange } from "./change/requested-change.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import { BulkUpdateRowSchema } from "./schemas.ts";
import {
  type TeamReferences,
  teamFilesRead,
  teamReferenceReads,
  teamReferencesOf,
} from "./team-references.ts";

export type BulkUpdateRowResult = { index: number; line?: number } & (
  | { status: "updated"; code: QrCode }
  | { status: "failed"; errors: FieldError[] }
);

/** A row as checked on its own: the code it names, and what it changes. */
interface Row {
  index: number;
  match: string;
  change: CodeChange;
}

type Matched = QrCodeRow & { revision: string };

export async function bulkUpdateQrCodes(
  ctx: RequestContext,
  input: { mode?: BulkMode | undefined; match_by?: string | undefined; updates: unknown[] },
  lines?: number[],
) {
  const mode = input.mode ?? "all_or_nothing";
  const matchBy = input.match_by ?? "id";
  const rowFailures = new Map<number, FieldError[]>();
  const templates = await templatesNamedIn(ctx, input.updates);
  const rows = checkRows(ctx, input.updates, templates, rowFailures);
  const how = changeBy(ctx.caller, "updated");
  let failures = rowFailures;
  const attempt = async (db: RequestDatabase) => {
    failures = new Map(rowFailures);
    const [logos, designs, files, current, teamTags] = await inOneTrip(db, (trip) => [
      ...teamReferenceReads(trip, ctx.caller.teamId, namedBy(referencesOf(rows))),
      teamFilesRead(
        trip,
        ctx.caller.teamId,
        rows.map((row) => row.change.content),
      ),
      matches(trip, ctx.caller, matchBy, rows),
      teamTagsRead(trip, rows.some((row) => changesTags(row.change)) ? ctx.caller.teamId : ""),
    ]);
    const references = teamReferencesOf(logos, designs, files);
    // What a row names is checked before the code it matches: the row's own errors come first.
    failForeignReferences(references, "updates", referencesOf(rows), failures);
    const good = rows.filter((row) => !failures.has(row.index));
    const planned = plan(ctx, good, { current, matchBy, references, teamTags }, failures);
    if (mode === "all_or_nothing" && failures.size > 0) throw validationFailed(byRow(failures));
    if (planned.length === 0) return [];
    const written = await writeChanges(
      db,
      ctx.caller,
      planned.map(({ write }) => ({ ...write, how })),
    ).catch((error: unknown) => {
      // The rows' tags were checked against the team's as read: one deleted since is a refusal of the statement.
      throwIfTagRefused(error, "updates.");
      throw error;
    });
    if (written.length !== planned.length) return undefined;
    const byId = new Map(written.map((entry) => [entry.row.id, entry]));
    return planned.map(({ index, write, warnings }) => ({
      index,
      warnings,
      ...(byId.get(write.id) as NonNullable<ReturnType<typeof byId.get>>),
    }));
  };
  // A bulk change that lost its race to another writer is planned again under the codes' locks.
  const written =
    (await attempt(ctx.db)) ??
    (await ctx.serialized(async (db) => {
      await matches(db, ctx.caller, matchBy, rows).orderBy(schema.qrCodes.id).for("update");
      const again = await attempt(db);
      if (!again) throw new Error("locked codes changed under their locks");
      return again;
    }));

  const lagging = written.filter(({ row }) => row.kvSyncedVersion < row.version);
  await syncEdgeAll(
    ctx,
    lagging.slice(0, KV_SYNC_BUDGET).map(({ row }) => row),
  );

  const byIndex = new Map(written.map((entry) => [entry.index, entry]));
  const results: BulkUpdateRowResult[] = input.updates.map((_, index) => {
    const entry = byIndex.get(index);
    const at = lines ? { index, line: lines[index] as number } : { index };
    return entry
      ? { ...at, status: "updated", code: withWarnings(toQrCode(entry.row, ctx.scanBaseUrl), entry.warnings) }
      : { ...at, status: "failed", errors: failures.get(index) ?? [] };
  });
  return {
    mode,
    match_by: matchBy,
    updated: written.length,
    failed: input.updates.length - written.length,
    ...(lagging.length > 0 ? { effective_by: effectiveBy(ctx) } : {}),
    results,
  };
}

/** Every row shaped by its schema and checked on its own; a bad row's errors are kept under `updates.<i>.`. */
function checkRows(
  ctx: RequestContext,
  updates: unknown[],
  templates: Map<string, Utm>,
  failures: Map<number, FieldError[]>,
): Row[] {
  const rows: Row[] = [];
  updates.forEach((raw, index) => {
    const prefix = `updates.${index}.`;
    const parsed = BulkUpdateRowSchema.safeParse(raw);
    if (!parsed.success) {
      failures.set(index, fieldErrors(parsed.error, prefix));
      return;
    }
    const { match, access, utm_template_id: templateId, ...fields } = parsed.data;
    if (access !== undefined) {
      failures.set(index, [{ path: `${prefix}access`, message: ONE_AT_A_TIME }]);
      return;
    }
    const template = templateId === undefined ? undefined : templates.get(templateId);
    if (templateId !== undefined && (!template || fields.utm !== undefined)) {
      const message = template ? "send utm or utm_template_id, not both" : NO_SUCH_TEMPLATE;
      failures.set(index, [{ path: `${prefix}utm_template_id`, message }]);
      return;
    }
    const input = template ? { ...fields, utm: template } : fields;
    const change = rowErrors(prefix, failures, index, () => checkChange(input, ctx.destinations));
    if (change) rows.push({ index, match: String(match), change });
  });
  return rows;
}

function referencesOf(rows: Row[]) {
  return rows.map(({ index, change }) => ({
    index,
    style: change.style,
    designId: change.design_id,
    content: change.content,
  }));
}

/** Runs a check of row `index`: its value, or undefined with its field errors kept under `prefix`. */
function rowErrors<T>(
  prefix: string,
  failures: Map<number, FieldError[]>,
  index: number,
  check: () => T,
): T | undefined {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof ApiError) || !error.errors) throw error;
    const errors = error.errors.map((e) => ({ path: `${prefix}${e.path}`, message: e.message }));
    failures.set(index, [...(failures.get(index) ?? []), ...errors]);
    return undefined;
  }
}

interface Read {
  current: Matched[];
  matchBy: string;
  references: TeamReferences;
  teamTags: { id: string; name: string }[];
}

/** Each good row's code and its planned change; a row that names no code, several, or one already named fails. */
function plan(
  ctx: RequestContext,
  rows: Row[],
  read: Read,
  failures: Map<number, FieldError[]>,
): { index: number; write: Omit<ChangeToWrite, "how">; warnings: string[] }[] {
  const key = read.matchBy === "id" ? undefined : metadataKeyOf(read.matchBy);
  const byMatch = new Map<string, Matched[]>();
  for (const row of read.current) {
    const value = key === undefined ? row.id : String(row.metadata[key]);
    byMatch.set(value, [...(byMatch.get(value) ?? []), row]);
  }
  const claimed = new Map<string, number>();
  const planned = [];
  for (const { index, match, change } of rows) {
    const prefix = `updates.${index}.`;
    const fail = (path: string, message: string) =>
      failures.set(index, [{ path: `${prefix}${path}`, message }]);
    const found = byMatch.get(match) ?? [];
    const [code] = found;
    if (!code) {
      fail(
        "match",
        key === undefined ? `no QR code with id "${match}"` : `no QR code with ${key} = "${match}"`,
      );
      continue;
    }
    if (found.length > 1) {
      fail("match", `${found.length} QR codes have ${key} = "${match}"; a match must name one code`);
      continue;
    }
    const earlier = claimed.get(code.id);
    if (earlier !== undefined) {
      fail("match", `row ${earlier} already changes this code`);
      continue;
    }
    claimed.set(code.id, index);
    const tagged = rowErrors(prefix, failures, index, () => withTagIds(change, code, read.teamTags));
    if (!tagged) continue;
    const { revision, ...row } = code;
    const result = rowErrors(prefix, failures, index, () =>
      planChange({ row, revision, references: read.references }, tagged, ctx.scanBaseUrl, ctx.destinations),
    );
    if (result)
      planned.push({ index, write: { id: code.id, revision, sets: result.sets }, warnings: result.warnings });
  }
  return planned;
}

/** The row's tags to set or add as the team's tag ids, within the most a code may have (else a 422). */
function withTagIds(
  change: CodeChange,
  row: QrCodeRow,
  teamTags: { id: string; name: string }[],
): CodeChange {
  if (!changesTags(change)) return change;
  const resolved = { ...change };
  const errors: FieldError[] = [];
  for (const field of ["tags", "add_tags"] as const) {
    const wanted = change[field];
    if (wanted === undefined) continue;
    const found = resolveTags(teamTags, wanted, field === "tags" ? "" : "add_");
    errors.push(...found.errors);
    resolved[field] = found.ids;
  }
  if (errors.length > 0) throw validationFailed(errors);
  if (tagCountAfter(row, resolved) > MAX_TAGS_PER_CODE) {
    throw validationFailed([{ path: "tags", message: `a code has at most ${MAX_TAGS_PER_CODE} tags` }]);
  }
  return resolved;
}

/** How many tags the code has after the change (its tag ids resolved). */
function tagCountAfter(row: QrCodeRow, change: CodeChange): number {
  if (change.tags !== undefined) return change.tags.length;
  const removed = new Set((change.remove_tags ?? []).map((entry) => entry.toLowerCase()));
  const kept = row.tags
    .filter((tag) => !removed.has(tag.id.toLowerCase()) && !removed.has(tag.name.toLowerCase()))
    .map((tag) => tag.id);
  return new Set([...kept, ...(change.add_tags ?? [])]).size;
}

/** The team's live codes the rows name that the caller may change, with their revisions. */
function matches(db: RequestDatabase, reach: Reach, matchBy: string, rows: Row[]) {
  const { qrCodes } = schema;
  const values = [...new Set(rows.map((row) => row.match))];
  const matchColumn =
    matchBy === "id" ? sql`${qrCodes.id}` : sql`${qrCodes.metadata} ->> ${metadataKeyOf(matchBy)}`;
  return db
    .select({ ...getTableColumns(qrCodes), revision: sql<string>`${qrCodes}.xmin::text` })
    .from(qrCodes)
    .where(
      and(
        eq(qrCodes.teamId, reach.teamId),
        ne(qrCodes.status, "deleted"),
        inArray(matchColumn, values),
        withinReach(reach, "edit"),
      ),
    );
}

function metadataKeyOf(matchBy: string): string {
  return matchBy.slice("metadata.".length);
}
