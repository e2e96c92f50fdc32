// Keeps the redirect worker's record of each branded domain (`domain:{hostname}` in KV) in step with its row,
// as edge-sync does for codes: a verified or archived domain has a record, any other state none, so a hostname
// nobody has verified gets the 404 page. After a write, `kv_synced_version` records it (only if the row still
// has that version); rows where it lags are the outbox the cron drains, and the cron reads back each record a
// minute after its confirmation (a slower writer's older record may have landed since; decision 2).
import { type DomainRecord, domainKey, parseDomainRecord } from "@qr/core/redirect-record";
import { type DomainRow, jsonRows, type RequestDatabase, schema } from "@qr/db";
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { logError } from "../../lib/log.ts";
import type { EdgeStore } from "../../lib/stores.ts";
import type { RequestContext } from "../../request-context.ts";
import { inParallel } from "../edge-sync/in-parallel.ts";
import { readBackConfirmed } from "../edge-sync/read-back.ts";

const MAX_ROUNDS = 3;
const REPAIR_BATCH = 100;
const READ_BACK_BATCH = 20;

type RecordFields = Pick<
  DomainRow,
  "id" | "teamId" | "hostname" | "status" | "rootUrl" | "notFoundUrl" | "version" | "appLinks"
>;

/** The record of a domain the redirect worker answers for, or null when it answers for it no more. */
export function domainRecordOf(row: RecordFields): DomainRecord | null {
  if (row.status !== "verified" && row.status !== "archived") return null;
  return {
    v: 1,
    domain_id: row.id,
    team_id: row.teamId,
    status: row.status,
    root_url: row.rootUrl,
    not_found_url: row.notFoundUrl,
    version: row.version,
    ...(row.appLinks
      ? {
          app_links: {
            ...(row.appLinks.ios ? { ios: JSON.stringify(row.appLinks.ios) } : {}),
            ...(row.appLinks.android ? { android: JSON.stringify(row.appLinks.android) } : {}),
          },
        }
      : {}),
  };
}

export async function writeDomainRecord(kv: EdgeStore, row: RecordFields): Promise<void> {
  const record = domainRecordOf(row);
  if (record) await kv.put(domainKey(row.hostname), JSON.stringify(record));
  else await kv.delete(domainKey(row.hostname));
}

/** Writes the records of rows just changed before the answer; their confirmation runs beside it. */
export async function syncDomainEdge(ctx: Pick<RequestContext, "kv" | "background">, rows: DomainRow[]) {
  const lagging = rows.filter((row) => row.kvSyncedVersion < row.version);
  const written: DomainRow[] = [];
  await inParallel(lagging, async (row) => {
    try {
      await writeDomainRecord(ctx.kv, row);
      written.push(row);
    } catch (error) {
      logError("KV sync of a domain failed; the cron trigger will repair it", error, { domain_id: row.id });
    }
  });
  if (written.length === 0) return;
  ctx.background((db) =>
    confirmDomainsWritten(db, ctx.kv, written).catch((error) =>
      logError("KV sync of a domain not confirmed; the cron trigger will confirm it", error),
    ),
  );
}

/** Records the versions just written; a row that moved meanwhile is written again from its newest state. */
export async function confirmDomainsWritten(
  db: RequestDatabase,
  kv: EdgeStore,
  written: Pick<DomainRow, "id" | "version">[],
): Promise<string[]> {
  const { domains } = schema;
  let pending = written;
  for (let round = 0; pending.length > 0 && round < MAX_ROUNDS; round++) {
    const confirmed = await db
      .update(domains)
      .set({ kvSyncedVersion: sql`v.version`, kvSyncedAt: sql`now()` })
      .from(
        sql`${jsonRows(
          pending.map(({ id, version }) => ({ id, version })),
          { id: "text", version: "bigint" },
        )} as v`,
      )
      .where(and(eq(domains.id, sql`v.id`), eq(domains.version, sql`v.version`)))
      .returning({ id: domains.id });
    const done = new Set(confirmed.map((row) => row.id));
    const moved = pending.filter((row) => !done.has(row.id));
    if (moved.length === 0) return [];
    const rows = await db
      .select()
      .from(domains)
      .where(
        inArray(
          domains.id,
          moved.map((row) => row.id),
        ),
      );
    await inParallel(rows, (row) => writeDomainRecord(kv, row));
    pending = rows;
  }
  return pending.map((row) => row.id);
}

/** The cron pass: re-writes every domain record that lags its row. */
export async function repairLaggingDomains(db: RequestDatabase, kv: EdgeStore): Promise<number> {
  const { domains } = schema;
  const lagging = await db
    .select()
    .from(domains)
    .where(lt(domains.kvSyncedVersion, domains.version))
    .orderBy(asc(domains.updatedAt))
    .limit(REPAIR_BATCH);
  const written: DomainRow[] = [];
  await inParallel(lagging, async (row) => {
    try {
      await writeDomainRecord(kv, row);
      written.push(row);
    } catch (error) {
      logError("edge repair of a domain failed", error, { domain_id: row.id });
    }
  });
  const unconfirmed = written.length > 0 ? await confirmDomainsWritten(db, kv, written) : [];
  return written.length - unconfirmed.length;
}

/** The cron's read-back of domain records confirmed a minute or more ago (codes/edge-sync/read-back.ts). */
export async function readBackDomains(db: RequestDatabase, kv: EdgeStore, now: Date): Promise<number> {
  const { restored } = await readBackConfirmed<DomainRow>(
    db,
    {
      table: schema.domains,
      // A verified or archived domain's record at its version or newer; any other state's, none.
      holds: async (row) => {
        const stored = parseDomainRecord(await kv.get(domainKey(row.hostname)));
        return domainRecordOf(row) ? stored !== null && stored.version >= row.version : stored === null;
      },
      write: (row) => writeDomainRecord(kv, row),
      confirm: (rows) => confirmDomainsWritten(db, kv, rows),
      describe: (row) => ({ domain_id: row.id, version: row.version }),
    },
    now,
    READ_BACK_BATCH,
  );
  return restored;
}
