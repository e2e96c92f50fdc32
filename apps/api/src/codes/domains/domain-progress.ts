// Moves a domain along its steps: DNS is checked; a pending claim whose two records hold becomes verified (the
// hostname's one owner, by the database's unique index); its certificate is asked of Cloudflare for SaaS and
// followed until active. Run by `POST /domains/{id}/verify` and by the cron (every few minutes while pending,
// every minute while the certificate is coming, daily after).
import { machineTime } from "@qr/core/clock";
import { type ActivityAction, type DomainChecks, type DomainRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq, type SQL, type Subquery, sql } from "drizzle-orm";
import { type Actor, changeLog } from "../../access/activity/record-activity.ts";
import { constraintOf } from "../../lib/log.ts";
import {
  type CertificateState,
  CloudflareError,
  certificateStateOf,
  createCustomHostname,
  getCustomHostname,
  refreshCustomHostname,
} from "./custom-hostnames.ts";
import { checkDomainDns } from "./domain-dns.ts";
import type { DomainSettings } from "./domain-settings.ts";

const PENDING_RECHECK_MS = 5 * 60_000;
const CERTIFICATE_RECHECK_MS = 60_000;
const DAILY_MS = 24 * 60 * 60_000;

export interface ProgressDeps {
  db: RequestDatabase;
  settings: DomainSettings;
  actor: Actor;
}

export interface Progress {
  row: DomainRow;
  /** The records hold, but another team verified the hostname first. */
  taken: boolean;
}

type CertificateFields = Pick<DomainRow, "certificateStatus" | "certificateDetail" | "cloudflareId">;

/** Checks DNS and moves the domain on; `retryCertificate` asks Cloudflare to validate a failed certificate again. */
export async function progressDomain(
  deps: ProgressDeps,
  row: DomainRow,
  options: { retryCertificate?: boolean } = {},
): Promise<Progress> {
  const checks = await checkDomainDns(deps.settings, row.hostname, row.verificationToken);
  if (row.status === "pending") {
    if (!checks.ownership.ok || !checks.routing.ok) {
      return {
        row: await recordChecks(deps.db, row, { checks, nextCheckAt: pendingRecheck(row) }),
        taken: false,
      };
    }
    const certificate = await certificateOf(deps.settings, row, false);
    try {
      return { row: await markVerified(deps, row, checks, certificate), taken: false };
    } catch (error) {
      if (constraintOf(error) !== "domains_owner_key") throw error;
      const problem = `${row.hostname} is already verified by another team: a hostname has one owner`;
      const taken = { ...checks, ownership: { ...checks.ownership, ok: false, problem } };
      return {
        row: await recordChecks(deps.db, row, { checks: taken, nextCheckAt: pendingRecheck(row) }),
        taken: true,
      };
    }
  }
  // Verified or archived: what DNS holds is reported (a printed code is never switched off for it), and the
  // certificate followed.
  const certificate = await certificateOf(deps.settings, row, options.retryCertificate ?? false);
  return {
    row: await recordChecks(deps.db, row, {
      checks,
      ...certificate,
      nextCheckAt: certificateRecheck(certificate),
    }),
    taken: false,
  };
}

/** The certificate's state: asked for when the domain has none yet, followed when it has one. */
async function certificateOf(
  settings: DomainSettings,
  row: DomainRow,
  retry: boolean,
): Promise<CertificateFields> {
  if (!settings.cloudflare) {
    return { certificateStatus: "not_configured", certificateDetail: null, cloudflareId: row.cloudflareId };
  }
  try {
    let custom = row.cloudflareId
      ? await getCustomHostname(settings.cloudflare, row.cloudflareId).catch(missing)
      : undefined;
    custom ??= await createCustomHostname(settings.cloudflare, row.hostname);
    let state: CertificateState = certificateStateOf(custom);
    if (state.status === "failed" && retry) {
      custom = await refreshCustomHostname(settings.cloudflare, custom.id);
      state = certificateStateOf(custom);
    }
    return { certificateStatus: state.status, certificateDetail: state.detail, cloudflareId: custom.id };
  } catch (error) {
    if (!(error instanceof CloudflareError)) throw error;
    // Not being able to ask is not a failed certificate: keep what was known, and ask again soon.
    const known = row.certificateStatus === "active" || row.certificateStatus === "failed";
    return {
      certificateStatus: known ? row.certificateStatus : "pending",
      certificateDetail: `${error.message}; asked again in a minute.`,
      cloudflareId: row.cloudflareId,
    };
  }
}

/** A custom hostname Cloudflare no longer has is asked for again. */
function missing(error: unknown): undefined {
  if (error instanceof CloudflareError && error.status === 404) return undefined;
  throw error;
}

/** Records a check (and the certificate) on the row as it was read; answers the row as it is now. */
async function recordChecks(
  db: RequestDatabase,
  row: DomainRow,
  changes: { checks: DomainChecks; nextCheckAt: Date | null } & Partial<CertificateFields>,
): Promise<DomainRow> {
  const { domains } = schema;
  const [written] = await db
    .update(domains)
    .set({ ...changes, updatedAt: new Date(machineTime()) })
    .where(and(eq(domains.id, row.id), eq(domains.status, row.status)))
    .returning();
  if (written) return written;
  // Changed meanwhile (archived, removed, verified by another request): that state stands.
  const [now] = await db.select().from(domains).where(eq(domains.id, row.id));
  return now ?? row;
}

async function markVerified(
  deps: ProgressDeps,
  row: DomainRow,
  checks: DomainChecks,
  certificate: CertificateFields,
): Promise<DomainRow> {
  const { db } = deps;
  const { domains } = schema;
  const verified = db.$with("verified").as(
    db
      .update(domains)
      .set({
        status: "verified",
        verifiedAt: new Date(machineTime()),
        checks,
        ...certificate,
        nextCheckAt: certificateRecheck(certificate),
        version: sql`${domains.version} + 1`,
        updatedAt: new Date(machineTime()),
      })
      .where(and(eq(domains.id, row.id), eq(domains.status, "pending")))
      .returning(),
  );
  const [written] = await db
    .with(verified, domainLog(db, verified, deps.actor, "domain.verified"))
    .select()
    .from(verified);
  if (written) return written;
  const [now] = await db.select().from(domains).where(eq(domains.id, row.id));
  return now ?? row;
}

export type DomainAction = Extract<ActivityAction, `domain.${string}`>;

/**
 * The activity entry of a change of domains made by a `WITH` part that returns their rows (`from`): the
 * entry's columns read that part's own (team_id, id, hostname).
 */
export function domainLog(
  db: RequestDatabase,
  from: Subquery,
  actor: Actor,
  action: DomainAction,
  options: { name?: string; details?: SQL } = {},
) {
  return changeLog(db, {
    from,
    teamId: sql`team_id`,
    actor,
    action,
    targetId: sql`id`,
    details: options.details ?? sql`jsonb_build_object('hostname', hostname)`,
    ...(options.name ? { name: options.name } : {}),
  });
}

/** While pending: again in a few minutes, or at the claim's expiry if that comes first. */
function pendingRecheck(row: DomainRow): Date {
  return new Date(Math.min(machineTime() + PENDING_RECHECK_MS, row.claimExpiresAt.getTime()));
}

function certificateRecheck(certificate: CertificateFields): Date {
  return new Date(
    machineTime() + (certificate.certificateStatus === "pending" ? CERTIFICATE_RECHECK_MS : DAILY_MS),
  );
}
