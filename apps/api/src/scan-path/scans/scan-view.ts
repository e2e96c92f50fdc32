// A raw scan as the API shows it, the same object everywhere: a code's scans, the team's, the scans export and the
// `scan.batch` webhook. Read with its code (domain, tags) and the version that answered it, which gives the
// destination the scan was sent to, the variant of a split included (what the edge adds to it, the forwarded
// query, UTM parameters and the scan id, is not part of it).
import { schema } from "@qr/db";
import { type SQL, sql } from "drizzle-orm";

const { scanEvents: scans, qrCodes: codes, qrCodeVersions: versions } = schema;

/** A scan row with what the view adds, as `scanSelect` reads it. */
export interface ScanRow {
  id: string;
  qr_id: string;
  slug: string;
  domain: string | null;
  ts: string | Date;
  country: string;
  region: string | null;
  colo: string | null;
  device: string;
  os: string;
  browser: string;
  ua: string;
  referer_host: string | null;
  lang: string | null;
  visitor: string;
  bot: boolean;
  answered_by: string | null;
  version: number | string | null;
  /** The index of the split's variant that answered; null when no split did. */
  variant: number | null;
  destination: string | null;
  /** The code's tags, by id and by name: what a webhook's filter matches (not shown). */
  tags: string[];
}

const col = (name: string) => sql.identifier(name);
const variant = sql`s.${col(scans.variant.name)}`;
/** The split an answer chose from: the version's own variants for `default`, else the answering rule's. */
const rule = sql`(select r from jsonb_array_elements(v.${col(versions.rules.name)}) r
      where r ->> 'id' = s.${col(scans.answeredBy.name)} limit 1)`;
const chosen = sql`case s.${col(scans.answeredBy.name)}
    when 'default' then jsonb_build_object('url', v.${col(versions.url.name)}, 'variants', v.${col(versions.variants.name)})
    when 'fallback' then jsonb_build_object('url', v.${col(versions.fallbackUrl.name)})
    else ${rule} end`;
/**
 * The URL an answer sent the scan to: the code's url, its fallback or the matched rule's at the version, or the
 * variant of its split that answered (unknown, null, for a variant scan of a version the history kept no split of).
 */
const destination = sql`case when ${variant} is null then a.chosen ->> 'url'
    else a.chosen -> 'variants' -> ${variant}::int ->> 'url' end`;

/** `select … from scan_events s` with the code and its version joined, for `where` (on `s`, `c`) to narrow. */
export function scanSelect(where: SQL, orderAndLimit: SQL = sql``): SQL {
  return sql`select s.id::text as id, s.qr_id, s.slug, c.domain, s.ts, s.country, s.region, s.colo, s.device, s.os,
      s.browser, s.ua, s.referer_host, s.lang, s.visitor, s.bot, s.answered_by, s.version, ${variant} as variant,
      ${destination} as destination, event_tags(coalesce(c.tags, '[]')) as tags
    from ${scans} s
    left join ${codes} c on c.id = s.qr_id
    left join ${versions} v on v.qr_id = s.qr_id and v.version = s.version
    left join lateral (select ${chosen} as chosen) a on true
    where ${where} ${orderAndLimit}`;
}

export function toScan(row: ScanRow, scanHost: string) {
  return {
    id: row.id,
    qr_id: row.qr_id,
    slug: row.slug,
    domain: row.domain ?? scanHost,
    ts: new Date(row.ts).toISOString(),
    country: row.country,
    region: row.region,
    colo: row.colo,
    device: row.device,
    os: row.os,
    browser: row.browser,
    ua: row.ua,
    referer_host: row.referer_host,
    lang: row.lang,
    visitor: row.visitor,
    bot: row.bot,
    answered_by: row.answered_by,
    version: row.version === null ? null : Number(row.version),
    destination: row.destination,
    variant: row.variant === null ? null : { index: row.variant, url: row.destination },
  };
}

export type Scan = ReturnType<typeof toScan>;
