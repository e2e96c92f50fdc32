// Which domain a new code prints. Chosen inside the statement that inserts the code (code_domain, migration
// 0009), so that creating a code stays one round trip and a domain deleted or archived meanwhile cannot get one:
// the team's verified domain the request names, else its default domain, else the service's own scan host.
import { parseHostname } from "@qr/core/hostname";
import { type RequestDatabase, schema } from "@qr/db";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { validationFailed } from "../../http/errors/api-error.ts";

/** The SQLSTATE code_domain raises for a named domain that is not a verified domain of the team. */
export const DOMAIN_REFUSED = "QRD01";

/** What a create asks: a named domain, or the team's default (`useDefault`), or the service's own (neither). */
export interface DomainChoice {
  named: string | null;
  useDefault: boolean;
}

/** `domain` as sent: omitted → the team default; null or the service's scan host → the service's own. */
export function domainChoiceOf(
  scanBaseUrl: string,
  domain: string | null | undefined,
  path = "domain",
): DomainChoice {
  if (domain === undefined) return { named: null, useDefault: true };
  const scanHost = new URL(scanBaseUrl).hostname;
  if (domain === null || domain.trim().toLowerCase() === scanHost) return { named: null, useDefault: false };
  const parsed = parseHostname(domain);
  if (!parsed.ok) throw validationFailed([{ path, message: `domain ${parsed.problem}` }]);
  return parsed.hostname === scanHost
    ? { named: null, useDefault: false }
    : { named: parsed.hostname, useDefault: false };
}

/** The value of a new code's `domain` column, decided by the database as the code is inserted. */
export function codeDomainValue(teamId: string, choice: DomainChoice): SQL | null {
  if (choice.named === null && !choice.useDefault) return null;
  return sql`code_domain(${teamId}, ${choice.named}, ${choice.useDefault})`;
}

/** The team's default domain, if it has a verified one: to know a new code's short URL before inserting it. */
export function defaultDomainRead(db: RequestDatabase, teamId: string) {
  const { domains } = schema;
  return db
    .select({ hostname: domains.hostname })
    .from(domains)
    .where(and(eq(domains.teamId, teamId), eq(domains.isDefault, true), eq(domains.status, "verified")));
}

/** A GS1 code names its branded domain: its path is the product's identifier on the brand's own domain. */
export function assertOnBrandedDomain(choice: DomainChoice, path = "domain"): void {
  if (choice.named === null) {
    throw validationFailed([
      {
        path,
        message: "a gs1 code lives on a verified branded domain of the team: name it (GET /api/v1/domains)",
      },
    ]);
  }
}

export function domainRefused(path = "domain") {
  return validationFailed([
    { path, message: "domain is not a verified domain of this team (GET /api/v1/domains lists them)" },
  ]);
}
