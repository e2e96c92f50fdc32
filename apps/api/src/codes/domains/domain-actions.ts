// A team's branded domains: add one (a claim with a TXT token of its own), list and read them, change their root
// and not-found answers, make one the default, archive or unarchive, verify now, and delete one no live code
// uses. Another team's domain is absent (404). Each is one or two round trips, plus DNS and Cloudflare when
// verifying.
import { isUnderHosts, parseHostname } from "@qr/core/hostname";
import { newId } from "@qr/core/ids";
import { randomBase62 } from "@qr/core/random";
import { type AppLinks, type DomainRow, inOneTrip, outer, type RequestDatabase, schema } from "@qr/db";
import { and, asc, eq, getTableColumns, ne, type SQL, sql } from "drizzle-orm";
import { actorOf } from "../../access/activity/record-activity.ts";
import { ApiError, ASSUMPTION_FAILED, validationFailed } from "../../http/errors/api-error.ts";
import { logError, sqlStateOf } from "../../lib/log.ts";
import type { RequestContext } from "../../request-context.ts";
import { validDestination } from "../abuse/destination-checks.ts";
import { deleteCustomHostname } from "./custom-hostnames.ts";
import { confirmDomainsWritten, syncDomainEdge, writeDomainRecord } from "./domain-edge.ts";
import { domainLog, progressDomain } from "./domain-progress.ts";
import { type Domain, type DomainWithUse, toDomain } from "./domain-view.ts";

export const MAX_DOMAINS_PER_TEAM = 50;
const CLAIM_MS = 7 * 24 * 60 * 60_000;
const TOKEN_LENGTH = 32;

export interface DomainChange {
  root_url?: string | null | undefined;
  not_found_url?: string | null | undefined;
  is_default?: boolean | undefined;
  archived?: boolean | undefined;
  app_links?: AppLinksChange | null | undefined;
}

/** Each file given replaces its own; null removes it. */
type AppLinksChange = { [P in keyof AppLinks]?: AppLinks[P] | null };

/** Claims a hostname for the team: pending until DNS proves it (or, expired, claimed afresh). */
export async function addDomain(ctx: RequestContext, input: { hostname: string }): Promise<Domain> {
  const hostname = claimableHostname(ctx, input.hostname);
  const { domains } = schema;
  const teamId = ctx.caller.teamId;
  const now = ctx.now();
  const claim = {
    status: "pending" as const,
    verificationToken: randomBase62(TOKEN_LENGTH),
    claimExpiresAt: new Date(now + CLAIM_MS),
    nextCheckAt: new Date(now + 60_000),
    checks: null,
  };
  // Room for one more: expired claims count, but claiming one of them afresh adds no row.
  const room = sql`(select count(*) from ${domains} where ${domains.teamId} = ${teamId}
    and ${domains.status} <> 'removed' and ${domains.hostname} <> ${hostname}) < ${MAX_DOMAINS_PER_TEAM}`;
  let row: DomainRow | undefined;
  try {
    [, [row]] = await inOneTrip(ctx.db, (db) => {
      const added = db.$with("added").as(
        db
          .insert(domains)
          .values({ id: newId("domain"), teamId, hostname, ...claim })
          // An expired claim of the team is claimed afresh, with a new token; any other is the team's already.
          .onConflictDoUpdate({
            target: [domains.teamId, domains.hostname],
            targetWhere: sql`${domains.status} <> 'removed'`,
            set: { ...claim, updatedAt: new Date(now) },
            setWhere: sql`${domains.status} = 'expired'`,
          })
          .returning(),
      );
      return [
        db.execute(sql`select assert_holds(${room}, 'the team has room for a domain')`),
        db
          .with(added, domainLog(db, added, actorOf(ctx.caller), "domain.added"))
          .select()
          .from(added),
      ];
    });
  } catch (error) {
    if (sqlStateOf(error) !== ASSUMPTION_FAILED) throw error;
    throw new ApiError("domain_limit_reached", `A team holds at most ${MAX_DOMAINS_PER_TEAM} domains.`);
  }
  if (row) return toDomain({ ...row, codes: 0 }, ctx.domains);
  throw new ApiError("domain_exists", `The team already has ${hostname}.`);
}

export async function listDomains(ctx: RequestContext) {
  const rows = await domainsWithUse(ctx.db, sql`${schema.domains.teamId} = ${ctx.caller.teamId}`);
  return { data: rows.map((row) => toDomain(row, ctx.domains)), next_cursor: null };
}

export async function getDomain(ctx: RequestContext, id: string): Promise<Domain> {
  return toDomain(await findDomain(ctx.db, ctx.caller.teamId, id), ctx.domains);
}

/** Checks DNS now and moves the domain on (verified, certificate asked for or followed). */
export async function verifyDomain(ctx: RequestContext, id: string): Promise<Domain> {
  const row = await findDomain(ctx.db, ctx.caller.teamId, id);
  if (row.status === "expired") {
    throw new ApiError("domain_claim_expired", `The claim of ${row.hostname} expired: add the domain again.`);
  }
  const progress = await progressDomain(
    { db: ctx.db, settings: ctx.domains, actor: actorOf(ctx.caller) },
    row,
    {
      retryCertificate: true,
    },
  );
  await syncDomainEdge(ctx, [progress.row]);
  if (progress.taken)
    throw new ApiError("domain_taken", `${row.hostname} is already verified by another team.`);
  return toDomain({ ...progress.row, codes: row.codes }, ctx.domains);
}

/** Root and not-found answers, the team default, archive and unarchive: one round trip to read, one to write. */
export async function updateDomain(ctx: RequestContext, id: string, input: DomainChange): Promise<Domain> {
  const row = await findDomain(ctx.db, ctx.caller.teamId, id);
  const set = changesOf(ctx, row, input);
  const { domains } = schema;
  const becomesDefault = input.is_default === true && !row.isDefault;
  const moves =
    set.rootUrl !== undefined ||
    set.notFoundUrl !== undefined ||
    set.status !== undefined ||
    set.appLinks !== undefined;
  const [, , [written]] = await inOneTrip(ctx.db, (db) => {
    const updated = db.$with("updated").as(
      db
        .update(domains)
        .set({
          ...set,
          ...(moves ? { version: sql`${domains.version} + 1` } : {}),
          updatedAt: new Date(ctx.now()),
        })
        // Written only over the row as read: a change made meanwhile is a 409, not silently undone.
        .where(and(eq(domains.id, row.id), eq(domains.version, row.version), eq(domains.status, row.status)))
        .returning(),
    );
    const logs = activityOf(row, input).map((action, n) =>
      domainLog(db, updated, actorOf(ctx.caller), action, {
        name: `logged_${n}`,
        ...(action === "domain.updated"
          ? {
              details: sql`jsonb_build_object('hostname', hostname, 'root_url', root_url, 'not_found_url', not_found_url)`,
            }
          : {}),
      }),
    );
    return [
      // One default per team: the previous one stops being it in the same transaction (serialised per team).
      db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`domains-default:${ctx.caller.teamId}`})) where ${becomesDefault}`,
      ),
      db
        .update(domains)
        .set({ isDefault: false, updatedAt: new Date(ctx.now()) })
        .where(
          and(
            eq(domains.teamId, ctx.caller.teamId),
            eq(domains.isDefault, true),
            ne(domains.id, row.id),
            sql`${becomesDefault}`,
          ),
        ),
      db
        .with(updated, ...logs)
        .select()
        .from(updated),
    ];
  });
  if (!written)
    throw new ApiError(
      "concurrent_change",
      "The domain changed while this request ran; read it again and retry.",
    );
  await syncDomainEdge(ctx, [written]);
  return toDomain({ ...written, codes: row.codes }, ctx.domains);
}

/**
 * Deletes a domain no live code prints (409 naming how many do: a printed code must never break). In one
 * transaction: the row is locked, so a code being created on it is committed first and counted; then the domain
 * is marked removed, its edge record taken off before the answer, its certificate after; the cron finishes.
 */
export async function deleteDomain(ctx: RequestContext, id: string): Promise<void> {
  const { domains, qrCodes } = schema;
  const teamId = ctx.caller.teamId;
  const ours = and(eq(domains.id, id), eq(domains.teamId, teamId), ne(domains.status, "removed"));
  const live = sql`(select count(*)::int from ${qrCodes} where ${qrCodes.domain} = ${outer(domains.hostname)}
    and ${qrCodes.teamId} = ${teamId} and ${qrCodes.status} <> 'deleted')`;
  const [, [row], [inUse]] = await inOneTrip(ctx.db, (db) => {
    const removed = db.$with("removed").as(
      db
        .update(domains)
        .set({
          status: "removed",
          isDefault: false,
          nextCheckAt: new Date(ctx.now()),
          version: sql`${domains.version} + 1`,
          updatedAt: new Date(ctx.now()),
        })
        .where(and(ours, sql`${live} = 0`))
        .returning(),
    );
    return [
      db.select({ id: domains.id }).from(domains).where(ours).for("update"),
      db
        .with(removed, domainLog(db, removed, actorOf(ctx.caller), "domain.removed"))
        .select()
        .from(removed),
      db.select({ hostname: domains.hostname, codes: live }).from(domains).where(ours),
    ];
  });
  if (!row) {
    if (!inUse) domainNotFound();
    throw new ApiError(
      "domain_in_use",
      `${inUse.codes} ${inUse.codes === 1 ? "code prints" : "codes print"} ${inUse.hostname}: delete ${inUse.codes === 1 ? "it" : "them"} first, or archive the domain instead.`,
    );
  }
  // Its scans get the 404 page from now on (the record is gone before the answer); the rest follows.
  try {
    await writeDomainRecord(ctx.kv, row);
  } catch (error) {
    logError("KV removal of a domain failed; the cron trigger will repair it", error, { domain_id: row.id });
    return;
  }
  ctx.background(async (db) => {
    await confirmDomainsWritten(db, ctx.kv, [row]);
    await finishRemoval(db, ctx.domains, row);
  });
}

/** Takes a removed domain's hostname off Cloudflare, then its row away (the cron retries what fails here). */
export async function finishRemoval(
  db: RequestDatabase,
  settings: RequestContext["domains"],
  row: DomainRow,
): Promise<void> {
  const { domains } = schema;
  if (row.cloudflareId && settings.cloudflare) {
    // Another claim of the hostname may have taken the same custom hostname over meanwhile: it stays.
    const [shared] = await db
      .select({ id: domains.id })
      .from(domains)
      .where(and(eq(domains.cloudflareId, row.cloudflareId), ne(domains.id, row.id)));
    if (!shared) await deleteCustomHostname(settings.cloudflare, row.cloudflareId);
  }
  await db
    .delete(domains)
    .where(
      and(
        eq(domains.id, row.id),
        eq(domains.status, "removed"),
        sql`${domains.kvSyncedVersion} >= ${domains.version}`,
      ),
    );
}

/** The team's domain with this id (never a removed one), with how many live codes print it; else a 404. */
export async function findDomain(db: RequestDatabase, teamId: string, id: string): Promise<DomainWithUse> {
  const [row] = await domainsWithUse(
    db,
    and(eq(schema.domains.id, id), eq(schema.domains.teamId, teamId)) as SQL,
  );
  return row ?? domainNotFound();
}

function domainsWithUse(db: RequestDatabase, where: SQL): Promise<DomainWithUse[]> {
  const { domains, qrCodes } = schema;
  return db
    .select({
      ...getTableColumns(domains),
      codes: sql<number>`(select count(*)::int from ${qrCodes} where ${qrCodes.domain} = ${outer(domains.hostname)}
        and ${qrCodes.teamId} = ${outer(domains.teamId)} and ${qrCodes.status} <> 'deleted')`,
    })
    .from(domains)
    .where(and(where, ne(domains.status, "removed")))
    .orderBy(asc(domains.hostname));
}

export function domainNotFound(): never {
  throw new ApiError("domain_not_found", "No domain with this id.");
}

/** A hostname as typed, in the kept spelling, that a team may claim; else a 422 on `hostname`. */
function claimableHostname(ctx: RequestContext, typed: string): string {
  const parsed = parseHostname(typed);
  if (!parsed.ok) throw validationFailed([{ path: "hostname", message: `hostname ${parsed.problem}` }]);
  if (isUnderHosts(parsed.hostname, ctx.domains.serviceHosts)) {
    throw validationFailed([
      { path: "hostname", message: "hostname is this service's own (or under it): use a domain of yours" },
    ]);
  }
  return parsed.hostname;
}

/** The columns a change sets, checked against the domain as read (422 for a bad URL, 409 for a state it cannot take). */
function changesOf(ctx: RequestContext, row: DomainRow, input: DomainChange): Partial<DomainRow> {
  const set: Partial<DomainRow> = {};
  const url = (value: string | null | undefined, path: "root_url" | "not_found_url") => {
    if (value === undefined || value === null) return value;
    const checked = validDestination(value, ctx.destinations, path);
    if (new URL(checked).hostname === row.hostname) {
      throw validationFailed([
        { path, message: `${path} must not point at ${row.hostname} itself (a loop)` },
      ]);
    }
    return checked;
  };
  const rootUrl = url(input.root_url, "root_url");
  const notFoundUrl = url(input.not_found_url, "not_found_url");
  if (rootUrl !== undefined && rootUrl !== row.rootUrl) set.rootUrl = rootUrl;
  if (notFoundUrl !== undefined && notFoundUrl !== row.notFoundUrl) set.notFoundUrl = notFoundUrl;
  const archived = input.archived ?? row.status === "archived";
  if (archived !== (row.status === "archived")) {
    if (row.status !== (archived ? "verified" : "archived"))
      notVerified(row, archived ? "archived" : "unarchived");
    set.status = archived ? "archived" : "verified";
    set.archivedAt = archived ? new Date(ctx.now()) : null;
    if (archived) set.isDefault = false;
  }
  if (input.is_default !== undefined && input.is_default !== row.isDefault) {
    if (input.is_default && (set.status ?? row.status) !== "verified") notVerified(row, "made the default");
    set.isDefault = input.is_default;
  }
  if (input.app_links !== undefined) {
    if (input.app_links !== null && row.status !== "verified" && row.status !== "archived")
      notVerified(row, "given app links");
    set.appLinks = mergedAppLinks(row.appLinks, input.app_links);
  }
  return set;
}

function notVerified(row: DomainRow, what: string): never {
  throw new ApiError("domain_not_verified", `${row.hostname} is ${row.status}: it cannot be ${what}.`);
}

/** The entries a change writes, one per kind of change. */
function activityOf(row: DomainRow, input: DomainChange) {
  const actions: ("domain.updated" | "domain.made_default" | "domain.archived" | "domain.unarchived")[] = [];
  const urlChanged =
    (input.root_url !== undefined && input.root_url !== row.rootUrl) ||
    (input.not_found_url !== undefined && input.not_found_url !== row.notFoundUrl);
  if (urlChanged) actions.push("domain.updated");
  if (input.is_default === true && !row.isDefault) actions.push("domain.made_default");
  if (input.archived === true && row.status === "verified") actions.push("domain.archived");
  if (input.archived === false && row.status === "archived") actions.push("domain.unarchived");
  return actions;
}

/** The app links after a change: each file given replaces its own, null removes it; none left is null. */
function mergedAppLinks(current: AppLinks | null, change: AppLinksChange | null): AppLinks | null {
  if (change === null) return null;
  const merged: AppLinks = { ...current };
  for (const platform of ["ios", "android"] as const) {
    const file = change[platform];
    if (file === null) delete merged[platform];
    else if (file !== undefined) (merged as Record<string, unknown>)[platform] = file;
  }
  return merged.ios || merged.android ? merged : null;
}
