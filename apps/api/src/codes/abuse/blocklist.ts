// The two lists every destination is checked against (migration 0015): blocked hosts (an operator's, or a public
// phishing list's), each blocking its subdomains too, and unsafe URLs (reported by the URL-reputation service, or
// named by an operator). Changing either flags the live codes that now lead somewhere blocked, or clears the flags
// an entry set once it no longer blocks (flags.ts). What operators run through the CLIs, and the cron.
import { machineTime } from "@qr/core/clock";
import { type Database, type RequestDatabase, rowsOf, schema } from "@qr/db";
import { and, eq, like, sql } from "drizzle-orm";
import { clearFlagsBy, type FlaggedCode, flagBlockedCodes } from "./flags.ts";

const MAX_REASON_LENGTH = 200;

export async function blockHost(db: Database, host: string, reason: string): Promise<FlaggedCode[]> {
  const said = reason.trim().slice(0, MAX_REASON_LENGTH);
  await db
    .insert(schema.blockedHosts)
    .values({ host, reason: said, source: "operator" })
    .onConflictDoUpdate({ target: schema.blockedHosts.host, set: { reason: said, source: "operator" } });
  return flagBlockedCodes(db);
}

export async function unblockHost(
  db: Database,
  host: string,
): Promise<{ removed: boolean; cleared: FlaggedCode[] }> {
  const gone = await db.delete(schema.blockedHosts).where(eq(schema.blockedHosts.host, host)).returning();
  return { removed: gone.length > 0, cleared: await clearFlagsBy(db, `host ${host}`) };
}

/** An operator names one URL unsafe: refused from now on, even if it was cleared before; its codes are flagged. */
export async function markUrlUnsafe(db: Database, url: string, reason: string): Promise<FlaggedCode[]> {
  const said = reason.trim().slice(0, MAX_REASON_LENGTH);
  const { unsafeUrls } = schema;
  await db
    .insert(unsafeUrls)
    .values({ url, reason: said, source: "operator" })
    .onConflictDoUpdate({
      target: unsafeUrls.url,
      set: { reason: said, source: "operator", clearedAt: null, clearedNote: null },
    });
  return flagBlockedCodes(db);
}

/** An operator found a report false: the URL is allowed again, stays so, and its flags are cleared. */
export async function clearUnsafeUrl(
  db: Database,
  url: string,
  note: string,
): Promise<{ found: boolean; cleared: FlaggedCode[] }> {
  const { unsafeUrls } = schema;
  const updated = await db
    .update(unsafeUrls)
    .set({ clearedAt: new Date(machineTime()), clearedNote: note.trim().slice(0, MAX_REASON_LENGTH) })
    .where(eq(unsafeUrls.url, url))
    .returning();
  return { found: updated.length > 0, cleared: await clearFlagsBy(db, `url ${url}`) };
}

export interface HostList {
  /** `package@version`: an import replaces the hosts of earlier versions of the same package. */
  source: string;
  reason: string;
  hosts: string[];
}

/**
 * Loads a public list into blocked_hosts beside the operators' entries (which win where both name a host), drops
 * the hosts an earlier version of the list had and this one has not, and flags or clears codes accordingly.
 */
export async function importHostList(db: Database, list: HostList) {
  const { blockedHosts } = schema;
  const family = `${list.source.slice(0, list.source.lastIndexOf("@"))}@%`;
  const hosts = [...new Set(list.hosts)];
  const dropped = await db
    .delete(blockedHosts)
    .where(
      and(like(blockedHosts.source, family), sql`${blockedHosts.host} <> all(${sql.param(hosts)}::text[])`),
    )
    .returning({ host: blockedHosts.host });
  let added = 0;
  for (let start = 0; start < hosts.length; start += 5_000) {
    const chunk = hosts.slice(start, start + 5_000);
    const inserted = await rowsOf<{ new: boolean }>(
      db,
      sql`insert into blocked_hosts (host, reason, source)
      select h, ${list.reason}, ${list.source} from unnest(${sql.param(chunk)}::text[]) h
      on conflict (host) do update set source = excluded.source where blocked_hosts.source like ${family}
      returning (xmax = 0) as new`,
    );
    added += inserted.filter((row) => row.new).length;
  }
  const cleared: FlaggedCode[] = [];
  for (const { host } of dropped) cleared.push(...(await clearFlagsBy(db, `host ${host}`)));
  return {
    listed: hosts.length,
    added,
    dropped: dropped.length,
    flagged: await flagBlockedCodes(db),
    cleared,
  };
}

/** A URL the reputation service reported while a request checked it: refused from now on, flagged by the cron. */
export async function recordReportedUrl(db: RequestDatabase, url: string, reason: string): Promise<void> {
  await db.insert(schema.unsafeUrls).values({ url, reason, source: "web-risk" }).onConflictDoNothing();
}
