// Reports of abuse from anyone (`POST /api/v1/abuse-reports`, the web app's /report page that every page of the
// redirect worker links to). A report names an address (one of our short links, or where it led) and what is wrong
// with it; when the address is one of our codes, the report is tied to it. Each network may send REPORTS_PER_HOUR
// reports an hour, counted under a keyed hash of its address (the address itself is never stored). The count, the
// code's lookup and the report are one statement: one round trip.
import { machineTime } from "@qr/core/clock";
import { newId } from "@qr/core/ids";
import { type AbuseCategory, firstRowOf, type RequestDatabase, schema } from "@qr/db";
import { type SQL, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";

const REPORTS_PER_HOUR = 10;
const WINDOW_MS = 3600_000;

export interface ReportInput {
  url: string;
  category: AbuseCategory;
  details?: string | undefined;
  email?: string | undefined;
  /** The code the page the reporter came from named (the redirect worker's link carries it). */
  code?: string | undefined;
}

export interface ReportContext {
  db: RequestDatabase;
  scanBaseUrl: string;
  /** A keyed hash of the reporter's network address: what its reports are counted under. */
  clientKey: string;
}

export async function reportAbuse(ctx: ReportContext, input: ReportInput) {
  const { abuseReports, authRateLimits, qrCodes } = schema;
  const now = machineTime();
  const windowStart = now - WINDOW_MS;
  const id = newId("abuseReport");
  const row = await firstRowOf<{ since: string; id: string | null; created_at: string | null }>(
    ctx.db,
    sql`
    with counted as (
      insert into ${authRateLimits} (id, key, count, last_request)
      values (${newId("verification")}, ${`report:${ctx.clientKey}`}, 1, ${now})
      on conflict (key) do update set
        count = case when ${authRateLimits.lastRequest} < ${windowStart} then 1 else ${authRateLimits.count} + 1 end,
        last_request = case when ${authRateLimits.lastRequest} < ${windowStart} then ${now} else ${authRateLimits.lastRequest} end
      returning count, last_request
    ), code as (
      select ${qrCodes.id} as id from ${qrCodes} where ${codeNamed(ctx.scanBaseUrl, input)} limit 1
    ), saved as (
      insert into ${abuseReports} (id, qr_id, reported_url, category, details, reporter_email)
      select ${id}, (select id from code), ${input.url}, ${input.category}, ${input.details ?? null}, ${input.email ?? null}
      where (select count from counted) <= ${REPORTS_PER_HOUR}
      returning id, created_at
    )
    select (select last_request from counted) as since, saved.id, saved.created_at
    from (select 1) one left join saved on true`,
  );
  if (!row?.id) {
    const retryAfter = Math.max(1, Math.ceil((Number(row?.since ?? now) + WINDOW_MS - now) / 1000));
    throw new ApiError(
      "abuse_reports_limited",
      "Too many reports were sent from this network; try again later.",
      {
        headers: { "Retry-After": String(retryAfter) },
      },
    );
  }
  return { id: row.id, received_at: new Date(row.created_at ?? now).toISOString() };
}

/** The code a report is about: the one its page named, else the one its address is the short link of. */
function codeNamed(scanBaseUrl: string, input: ReportInput): SQL {
  const { qrCodes } = schema;
  const byId = input.code ? sql`${qrCodes.id} = ${input.code}` : sql`false`;
  const link = shortLinkOf(scanBaseUrl, input.url);
  if (!link) return byId;
  const onDomain =
    link.domain === null ? sql`${qrCodes.domain} is null` : sql`${qrCodes.domain} = ${link.domain}`;
  return sql`(${byId} or (${onDomain} and ${qrCodes.slug} = ${link.slug}))`;
}

/** The domain (null: the scan host) and slug of an address that may be one of our short links. */
function shortLinkOf(scanBaseUrl: string, address: string): { domain: string | null; slug: string } | null {
  let url: URL;
  try {
    url = new URL(address.includes("://") ? address : `https://${address}`);
  } catch {
    return null;
  }
  const slug = url.pathname.replace(/^\/|\/$/g, "");
  if (slug === "" || slug.includes("/")) return null;
  const host = url.hostname.replace(/\.$/, "");
  return { domain: host === new URL(scanBaseUrl).hostname ? null : host, slug };
}
