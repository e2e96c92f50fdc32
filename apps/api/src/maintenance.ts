// The cron trigger's work: apply scheduled changes that are due, repair KV records that lag Postgres (and read
// back those confirmed a minute ago, codes/edge-sync/read-back.ts), forget
// idempotency keys after 24 hours, delete expired exports (file and row), fail exports that stopped without a
// word, keep raw scans within their retention (scan-path/scans/scan-retention.ts), delete audit entries past their
// team's retention (access/audit/retention.ts), and move branded domains along
// (codes/domains/domain-maintenance.ts), re-check destinations against the URL-reputation service
// (codes/abuse/reputation-recheck.ts), look after events and webhooks (events/webhooks/maintenance.ts), and send the email
// other work queued (mail-outbox.ts).

import { machineTime } from "@qr/core/clock";
import type { Database } from "@qr/db";
import { schema } from "@qr/db";
import { and, inArray, lt } from "drizzle-orm";
import { pruneAuditLog } from "./access/audit/retention.ts";
import type { Mailer } from "./access/mail/mail.ts";
import { sendQueuedMail } from "./access/mail/mail-outbox.ts";
import { pruneSamlState } from "./access/sso/saml/saml-sign-in.ts";
import { recheckReputation } from "./codes/abuse/reputation-recheck.ts";
import type { WebRiskSettings } from "./codes/abuse/web-risk.ts";
import { maintainDomains } from "./codes/domains/domain-maintenance.ts";
import type { DomainSettings } from "./codes/domains/domain-settings.ts";
import { readBackCodes, repairLaggingRecords } from "./codes/edge-sync/repair.ts";
import { applyDueChanges } from "./codes/routing/schedule.ts";
import { discardFragments } from "./drawing/exports/export-store.ts";
import { maintainWebhooks, type WebhookMaintenance } from "./events/webhooks/maintenance.ts";
import type { EdgeStore, FileStore } from "./lib/stores.ts";
import { deleteTeamFiles } from "./lib/team-files.ts";
import { maintainScanRetention } from "./scan-path/scans/scan-retention.ts";

const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Far beyond the longest export the queue lets run (its retries included). */
const STALLED_EXPORT_MS = 60 * 60 * 1000;
const EXPIRED_EXPORTS_PER_PASS = 100;
/**
 * The codes' repair and read-back's share of the 1,000 KV operations one invocation may make: the domains' take
 * up to 120, scheduled changes and the rest the remainder.
 */
const CODES_KV_OPERATIONS = 780;

export interface MaintenanceSettings {
  /** Months of raw scans kept; 0 keeps them all. */
  scanRetentionMonths: number;
  domains: DomainSettings;
  webRisk: WebRiskSettings | null;
  mailer: Mailer;
  webhooks: WebhookMaintenance;
}

export async function runMaintenance(
  db: Database,
  kv: EdgeStore,
  files: FileStore,
  settings: MaintenanceSettings,
  now = new Date(machineTime()),
) {
  // Edges already switched at each change's instant; this records the changes as versions.
  const scheduledChangesApplied = await applyDueChanges(db, kv, now);
  // Before the KV repair, so codes it flags reach the edge in this same run.
  const reputation = await recheckReputation(db, settings.webRisk);
  const edge = await repairLaggingRecords(db, kv);
  // The read-back takes what the repair (a read and a write a row) left of its share of KV operations.
  const readBack = await readBackCodes(
    db,
    kv,
    now,
    Math.max(0, CODES_KV_OPERATIONS - 2 * (edge.repaired + edge.failed)),
  );
  const expired = await db
    .delete(schema.idempotencyKeys)
    .where(lt(schema.idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS)))
    .returning({ key: schema.idempotencyKeys.key });
  return {
    ...reputation,
    ...edge,
    recordsReadBack: readBack.readBack,
    recordsRestored: readBack.restored,
    scheduledChangesApplied,
    idempotencyKeysPruned: expired.length,
    exportsExpired: await deleteExpiredExports(db, files),
    exportsStalled: await failStalledExports(db),
    ...(await maintainScanRetention(db, settings.scanRetentionMonths)),
    ...(await pruneAuditLog(db)),
    ...(await pruneSamlState(db, now)),
    ...(await maintainDomains(db, kv, settings.domains)),
    ...(await maintainWebhooks(db, settings.webhooks, now)),
    // Last: the email the passes above queued goes out in the same run.
    mailsSent: await sendQueuedMail(db, settings.mailer),
  };
}

async function deleteExpiredExports(db: Database, files: FileStore): Promise<number> {
  const { exportJobs } = schema;
  const due = await db
    .select({
      id: exportJobs.id,
      teamId: exportJobs.teamId,
      r2Key: exportJobs.r2Key,
      parts: exportJobs.parts,
    })
    .from(exportJobs)
    .where(lt(exportJobs.expiresAt, new Date(machineTime())))
    .limit(EXPIRED_EXPORTS_PER_PASS);
  if (due.length === 0) return 0;
  // The files first (and any fragments a job drawn in parts left): a row is never gone while its file stays behind.
  const keys = due.flatMap((job) => (job.r2Key ? [job.r2Key] : []));
  await deleteTeamFiles(files, keys);
  for (const job of due) if (job.parts > 0) await discardFragments(files, job);
  await db.delete(exportJobs).where(
    inArray(
      exportJobs.id,
      due.map((job) => job.id),
    ),
  );
  return due.length;
}

async function failStalledExports(db: Database): Promise<number> {
  const { exportJobs } = schema;
  const stalled = await db
    .update(exportJobs)
    .set({
      status: "failed",
      error: "the export stopped before it finished; make it again",
      finishedAt: new Date(machineTime()),
    })
    .where(
      and(
        inArray(exportJobs.status, ["queued", "running"]),
        lt(exportJobs.createdAt, new Date(machineTime() - STALLED_EXPORT_MS)),
      ),
    )
    .returning({ id: exportJobs.id });
  return stalled.length;
}
