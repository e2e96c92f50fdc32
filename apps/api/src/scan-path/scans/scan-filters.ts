// Which scans a list or an export wants: a time range and the code, tag, domain, country, device and bot filters,
// as one `where` over `scanSelect`'s `s` (the scan) and `c` (its code). A tag is named as the code list's filter
// names it (holding-tag.ts); the service's own scan host is the domain of codes without a branded one.
import { type SQL, sql } from "drizzle-orm";
import { type Reach, withinReach } from "../../codes/folders/reach.ts";
import { holdingTag } from "../../codes/tags/holding-tag.ts";

export interface ScanFilter {
  from?: Date | undefined;
  to?: Date | undefined;
  code?: string | undefined;
  tag?: string | undefined;
  domain?: string | undefined;
  country?: string | undefined;
  device?: string | undefined;
  bot?: boolean | undefined;
}

/** The scans of the codes the caller reaches (folders/reach.ts) that the filter selects. */
export function scanFilterSql(reach: Reach, filter: ScanFilter, scanHost: string): SQL {
  const { teamId } = reach;
  const parts: SQL[] = [sql`s.team_id = ${teamId}`];
  const reached = withinReach(reach, "view", sql`c.folder_id`);
  if (reached) parts.push(reached);
  if (filter.from) parts.push(sql`s.ts >= ${filter.from.toISOString()}`);
  if (filter.to) parts.push(sql`s.ts < ${filter.to.toISOString()}`);
  if (filter.code) parts.push(sql`s.qr_id = ${filter.code}`);
  if (filter.tag) parts.push(holdingTag(sql`c.tags`, teamId, filter.tag));
  if (filter.domain) {
    parts.push(filter.domain === scanHost ? sql`c.domain is null` : sql`c.domain = ${filter.domain}`);
  }
  if (filter.country) parts.push(sql`s.country = ${filter.country}`);
  if (filter.device) parts.push(sql`s.device = ${filter.device}`);
  if (filter.bot !== undefined) parts.push(sql`s.bot = ${filter.bot}`);
  return sql.join(parts, sql` and `);
}
