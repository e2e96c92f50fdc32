// The branded domain as the API shows it: the records to create and what DNS held at the last check, the
// certificate's state, and the next step, each in plain words.
import type { DomainRow } from "@qr/db";
import { ownershipRecord, routingRecords } from "./domain-dns.ts";
import type { DomainSettings } from "./domain-settings.ts";

export type DomainWithUse = DomainRow & { codes: number };

const NOT_CONFIGURED =
  "This deployment has no Cloudflare for SaaS zone (CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN), so it cannot request a certificate: scans of this domain over HTTPS fail until an operator sets one up (docs/domains.md).";

export function toDomain(row: DomainWithUse, settings: DomainSettings) {
  const records = [
    ownershipRecord(row.hostname, row.verificationToken),
    ...routingRecords(settings, row.hostname),
  ];
  return {
    id: row.id,
    team_id: row.teamId,
    hostname: row.hostname,
    status: row.status,
    is_default: row.isDefault,
    root_url: row.rootUrl,
    not_found_url: row.notFoundUrl,
    app_links: { ios: row.appLinks?.ios ?? null, android: row.appLinks?.android ?? null },
    records: records.map((record) => {
      const check = row.checks?.[record.purpose];
      return {
        ...record,
        status:
          check === undefined ? ("unchecked" as const) : check.ok ? ("ok" as const) : ("problem" as const),
        found: check?.found ?? [],
        problem: check?.problem ?? null,
      };
    }),
    certificate: {
      status: row.certificateStatus,
      detail:
        row.certificateDetail ??
        (row.certificateStatus === "not_configured"
          ? NOT_CONFIGURED
          : row.certificateStatus === "not_requested"
            ? "Requested once the domain is verified."
            : null),
    },
    codes: row.codes,
    next_step: nextStep(row),
    checked_at: row.checks?.checked_at ?? null,
    next_check_at: row.nextCheckAt?.toISOString() ?? null,
    claim_expires_at:
      row.status === "pending" || row.status === "expired" ? row.claimExpiresAt.toISOString() : null,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    archived_at: row.archivedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type Domain = ReturnType<typeof toDomain>;

function nextStep(row: DomainRow): string {
  switch (row.status) {
    case "removed":
      return "Removed.";
    case "pending":
      return "Create both DNS records at your DNS provider, then verify. Checked every few minutes until the claim expires.";
    case "expired":
      return "This claim expired before DNS proved it: add the domain again for a new claim.";
    case "archived":
      return "Archived: its codes keep working; new codes cannot use it. Unarchive it to use it again.";
    case "verified":
      if (row.certificateStatus === "active") return "Ready: new codes can print this domain.";
      if (row.certificateStatus === "pending")
        return "Verified. Waiting for the certificate; checked every minute.";
      if (row.certificateStatus === "failed")
        return "The certificate could not be issued: check the routing record, then verify again.";
      if (row.certificateStatus === "not_configured")
        return "Verified; codes can use it, but HTTPS needs a certificate this deployment cannot request (see the certificate).";
      return "Verified.";
  }
}
