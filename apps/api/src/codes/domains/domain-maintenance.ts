// The cron's part for branded domains: claims not proved within 7 days expire; domains due a check are checked
// (every few minutes while pending, every minute while the certificate is coming, daily after); edge records
// that lag their rows are written again; removed domains are taken off Cloudflare and then deleted.
import { machineTime } from "@qr/core/clock";
import { type RequestDatabase, schema } from "@qr/db";
import { and, asc, inArray, lte, sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "../../access/activity/record-activity.ts";
import { logError } from "../../lib/log.ts";
import type { EdgeStore } from "../../lib/stores.ts";
import { inParallel } from "../edge-sync/in-parallel.ts";
import { finishRemoval } from "./domain-actions.ts";
import { readBackDomains, repairLaggingDomains } from "./domain-edge.ts";
import { domainLog, progressDomain } from "./domain-progress.ts";
import type { DomainSettings } from "./domain-settings.ts";

/** Domains checked per pass: each asks DNS (and Cloudflare) a few times. */
const CHECKS_PER_PASS = 10;
const REMOVALS_PER_PASS = 20;
const RETRY_AFTER_ERROR_MS = 5 * 60_000;

export async function maintainDomains(db: RequestDatabase, kv: EdgeStore, settings: DomainSettings) {
  const { domains } = schema;
  const expired = db.$with("expired").as(
    db
      .update(domains)
      .set({ status: "expired", nextCheckAt: null, updatedAt: new Date(machineTime()) })
      .where(and(sql`${domains.status} = 'pending'`, lte(domains.claimExpiresAt, new Date(machineTime()))))
      .returning(),
  );
  const claimsExpired = (
    await db
      .with(expired, domainLog(db, expired, SYSTEM_ACTOR, "domain.claim_expired"))
      .select()
      .from(expired)
  ).length;

  const due = await db
    .select()
    .from(domains)
    .where(
      and(
        lte(domains.nextCheckAt, new Date(machineTime())),
        inArray(domains.status, ["pending", "verified", "archived"]),
      ),
    )
    .orderBy(asc(domains.nextCheckAt))
    .limit(CHECKS_PER_PASS);
  await inParallel(due, async (row) => {
    try {
      await progressDomain({ db, settings, actor: SYSTEM_ACTOR }, row);
    } catch (error) {
      logError("domain check failed", error, { domain_id: row.id });
      await db
        .update(domains)
        .set({ nextCheckAt: new Date(machineTime() + RETRY_AFTER_ERROR_MS) })
        .where(sql`${domains.id} = ${row.id}`);
    }
  });

  const domainsRepaired = await repairLaggingDomains(db, kv);
  const domainsRestored = await readBackDomains(db, kv, new Date(machineTime()));

  const removed = await db
    .select()
    .from(domains)
    .where(and(sql`${domains.status} = 'removed'`, sql`${domains.kvSyncedVersion} >= ${domains.version}`))
    .limit(REMOVALS_PER_PASS);
  await inParallel(removed, (row) =>
    finishRemoval(db, settings, row).catch((error) =>
      logError("domain removal failed", error, { domain_id: row.id }),
    ),
  );
  return {
    claimsExpired,
    domainsChecked: due.length,
    domainsRepaired,
    domainsRestored,
    domainsRemoved: removed.length,
  };
}
