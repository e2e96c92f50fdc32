// Exports of raw scans: a range and filters (as GET /scans takes them) written as CSV or NDJSON, each scan the
// object the API shows. Made with the count of scans it will write (a range past EXPORT_MAX_SCANS is refused, to
// be exported in parts) and the oldest instant raw scans are kept from; written by the export consumer a page at
// a time in (ts, id) order, so a retry starts over and a scan stored meanwhile is in or out, never twice.
import { csvText } from "@qr/core/csv";
import { isId, newId } from "@qr/core/ids";
import { ROLES, type Role } from "@qr/core/permissions";
import { type ExportJobRow, firstRowOf, type RequestDatabase, rowsOf, schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { assertMay } from "../../access/auth/require-permission.ts";
import { type Reach, wholeTeam } from "../../codes/folders/reach.ts";
import { validationFailed } from "../../http/errors/api-error.ts";
import type { RequestContext } from "../../request-context.ts";
import { type ScanFilter, scanFilterSql } from "../../scan-path/scans/scan-filters.ts";
import { rawScansKeptSince } from "../../scan-path/scans/scan-retention.ts";
import { type Scan, type ScanRow, scanSelect, toScan } from "../../scan-path/scans/scan-view.ts";
import type { ChunkedUpload } from "./chunked-upload.ts";
import { EXPORT_KEPT_DAYS } from "./export-store.ts";
import { type CreateExport, EXPORT_MAX_SCANS } from "./schemas.ts";

type ScansExport = Extract<CreateExport, { kind: "scans" }>;

/** Scans read per statement while writing. */
const PAGE = 5_000;

const COLUMNS = [
  "id",
  "qr_id",
  "slug",
  "domain",
  "ts",
  "country",
  "region",
  "colo",
  "device",
  "os",
  "browser",
  "ua",
  "referer_host",
  "lang",
  "visitor",
  "bot",
  "answered_by",
  "version",
  "variant",
  "destination",
] as const;

/** What a scan export keeps of its request in `options`. */
type ScansOptions = {
  kind: "scans";
  filter: Record<string, string | boolean>;
  raw_scans_since: string | null;
  /** Whose reach the scans are read with when the job runs: the caller's, as it was when asking. */
  reach?: { user_id: string; role: Role; folder_ids: string[] | null };
};

export async function createScansExport(
  ctx: Pick<RequestContext, "db" | "caller" | "exportQueue" | "scanBaseUrl" | "scanRetentionMonths" | "now">,
  input: ScansExport,
) {
  assertMay(ctx.caller, "scans:read");
  const filter = input.filter ?? {};
  if (filter.code !== undefined && !isId("qr", filter.code)) {
    throw validationFailed([{ path: "filter.code", message: "code is a code's id (qr_…)" }]);
  }
  const keptSince = rawScansKeptSince(ctx.scanRetentionMonths, new Date(ctx.now()));
  const where = scanFilterSql(ctx.caller, filter, new URL(ctx.scanBaseUrl).hostname);
  const counted = await firstRowOf<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from (${scanSelect(where, sql`limit ${EXPORT_MAX_SCANS + 1}`)}) counted`,
  );
  const total = counted?.n ?? 0;
  if (total > EXPORT_MAX_SCANS) {
    throw validationFailed([
      { path: "filter", message: `the range holds more than ${EXPORT_MAX_SCANS} scans: export it in parts` },
    ]);
  }
  const options: ScansOptions = {
    kind: "scans",
    filter: Object.fromEntries(
      Object.entries(filter).map(([key, value]) => [
        key,
        value instanceof Date ? value.toISOString() : value,
      ]),
    ) as ScansOptions["filter"],
    raw_scans_since: keptSince?.toISOString() ?? null,
    reach: {
      user_id: ctx.caller.userId,
      role: ctx.caller.role,
      folder_ids: ctx.caller.folderIds?.slice() ?? null,
    },
  };
  const id = newId("export");
  const created = ctx.db.$with("created").as(
    ctx.db
      .insert(schema.exportJobs)
      .values({
        id,
        teamId: ctx.caller.teamId,
        format: input.format,
        options,
        codeIds: [],
        total,
        expiresAt: new Date(ctx.now() + EXPORT_KEPT_DAYS * 86_400_000),
      })
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: created,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "export.created",
    targetId: id,
    details: { format: input.format, scans: total },
  });
  const [row] = await ctx.db.with(created, logged).select().from(created);
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Writes the job's scans into `upload`, reporting after each page how many are written. */
export async function writeScans(
  db: RequestDatabase,
  job: ExportJobRow,
  upload: ChunkedUpload,
  scanBaseUrl: string,
  progress: (done: number) => Promise<unknown>,
): Promise<void> {
  const scanHost = new URL(scanBaseUrl).hostname;
  const given = storedFilterOf(job.options);
  const filter: ScanFilter = {
    ...given,
    from: typeof given.from === "string" ? new Date(given.from) : undefined,
    to: typeof given.to === "string" ? new Date(given.to) : undefined,
  } as ScanFilter;
  const where = scanFilterSql(storedReachOf(job), filter, scanHost);
  const encoder = new TextEncoder();
  if (job.format === "csv") upload.push(encoder.encode(csvText([[...COLUMNS]])));
  let after: { ts: string; id: string } | undefined;
  let done = 0;
  for (;;) {
    const rows = await rowsOf<ScanRow>(
      db,
      scanSelect(
        after ? sql`${where} and (s.ts, s.id) > (${after.ts}::timestamptz, ${after.id}::uuid)` : where,
        sql`order by s.ts, s.id limit ${PAGE}`,
      ),
    );
    if (rows.length === 0) break;
    const scans = rows.map((row) => toScan(row, scanHost));
    const text =
      job.format === "csv"
        ? csvText(scans.map((scan) => COLUMNS.map((column) => cell(csvRow(scan)[column]))))
        : `${scans.map((scan) => JSON.stringify(scan)).join("\n")}\n`;
    upload.push(encoder.encode(text));
    await upload.flush();
    done += rows.length;
    await progress(done);
    const last = rows.at(-1) as ScanRow;
    after = { ts: new Date(last.ts).toISOString(), id: last.id };
    if (rows.length < PAGE) break;
  }
}

/** A scan as a CSV row: its variant by index (the destination column holds the variant's URL). */
function csvRow(scan: Scan) {
  return { ...scan, variant: scan.variant?.index ?? null };
}

function cell(value: string | number | boolean | null): string | number {
  if (value === null) return "";
  return typeof value === "boolean" ? String(value) : value;
}

/** The reach a scan export stored (one made before folders had none: the whole team, as it was asked then). */
function storedReachOf(job: ExportJobRow): Reach {
  const stored = job.options.reach;
  if (stored === undefined) return wholeTeam(job.teamId);
  if (!isStoredReach(stored)) throw new Error("a scan export's reach is not one");
  return { teamId: job.teamId, userId: stored.user_id, role: stored.role, folderIds: stored.folder_ids };
}

function isStoredReach(value: unknown): value is NonNullable<ScansOptions["reach"]> {
  if (typeof value !== "object" || value === null) return false;
  const { user_id, role, folder_ids } = value as Record<string, unknown>;
  return (
    typeof user_id === "string" &&
    ROLES.includes(role as Role) &&
    (folder_ids === null || (Array.isArray(folder_ids) && folder_ids.every((id) => typeof id === "string")))
  );
}

/** The filter a scan export stored in its options (createScansExport wrote it), checked as it is read back. */
function storedFilterOf(options: Record<string, unknown>): ScansOptions["filter"] {
  const filter: unknown = options.filter;
  if (typeof filter !== "object" || filter === null) throw new Error("a scan export without its filter");
  const entries = Object.entries(filter);
  if (!entries.every(([, value]) => typeof value === "string" || typeof value === "boolean"))
    throw new Error("a scan export's filter holds a value that is neither text nor a flag");
  return Object.fromEntries(entries);
}
