// The redirect worker's fallback on a KV miss, reached only through its service binding (a named RPC
// entrypoint has no public route): resolves one code (by its domain and slug) or one branded domain from
// Postgres in one round trip (the HTTP query path) and repairs KV on the way; the repair's confirmation runs
// after the answer.

import { WorkerEntrypoint } from "cloudflare:workers";
import { isGs1Slug } from "@qr/core/gs1/digital-link";
import { parseHostname } from "@qr/core/hostname";
import type { DomainRecord, RedirectRecord } from "@qr/core/redirect-record";
import { isSlugShaped } from "@qr/core/slug";
import type { SlugResolverRpc } from "@qr/core/slug-resolver";
import { openHttpDatabase, schema } from "@qr/db";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { confirmDomainsWritten, domainRecordOf, writeDomainRecord } from "./codes/domains/domain-edge.ts";
import { confirmWritten, redirectRecordOf, writeRedirectRecord } from "./codes/edge-sync/redirect-record.ts";
import { databaseConfig } from "./lib/config.ts";
import { logError } from "./lib/log.ts";

export class SlugResolver extends WorkerEntrypoint<Env> implements SlugResolverRpc {
  async resolve(slug: string, domain: string | null = null): Promise<RedirectRecord | null> {
    // A GS1 code's slug is its identifier's path, and lives on a branded domain only.
    const shaped = isSlugShaped(slug) || (domain !== null && isGs1Slug(slug));
    if (!shaped || (domain !== null && !isKeptHostname(domain))) return null;
    const { qrCodes } = schema;
    const { db } = openHttpDatabase(databaseConfig(this.env));
    const [row] = await db
      .select()
      .from(qrCodes)
      .where(
        and(eq(qrCodes.slug, slug), domain === null ? isNull(qrCodes.domain) : eq(qrCodes.domain, domain)),
      )
      .limit(1);
    if (!row) return null;
    try {
      const record = await writeRedirectRecord(this.env.LINKS, row);
      this.ctx.waitUntil(confirmWritten(db, this.env.LINKS, [row]).catch(() => undefined));
      return record;
    } catch (error) {
      // KV is down or refusing writes: the scan is still answered from Postgres, and the cron repairs KV.
      logError("resolver could not repair KV", error, { slug });
      return redirectRecordOf(row);
    }
  }

  async resolveDomain(hostname: string): Promise<DomainRecord | null> {
    if (!isKeptHostname(hostname)) return null;
    const { domains } = schema;
    const { db } = openHttpDatabase(databaseConfig(this.env));
    const [row] = await db
      .select()
      .from(domains)
      .where(and(eq(domains.hostname, hostname), inArray(domains.status, ["verified", "archived"])))
      .limit(1);
    if (!row) return null;
    try {
      await writeDomainRecord(this.env.LINKS, row);
      this.ctx.waitUntil(confirmDomainsWritten(db, this.env.LINKS, [row]).catch(() => undefined));
    } catch (error) {
      logError("resolver could not repair a domain's KV record", error, { domain_id: row.id });
    }
    return domainRecordOf(row);
  }
}

/** A hostname in the spelling domains are kept in: anything else names no domain (and costs no query). */
function isKeptHostname(hostname: string): boolean {
  const parsed = parseHostname(hostname);
  return parsed.ok && parsed.hostname === hostname;
}
