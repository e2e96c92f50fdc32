// Which of the codes a caller reaches a filter selects (deleted ones never match): the list and the exports share it.
import type { ContentType } from "@qr/core/content/types";
import { schema } from "@qr/db";
import { eq, ilike, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { type Reach, withinReach } from "../folders/reach.ts";
import { holdingTag } from "../tags/holding-tag.ts";

export interface CodeFilter {
  status?: "active" | "disabled" | undefined;
  type?: ContentType | undefined;
  search?: string | undefined;
  tag?: string[] | undefined;
  metadata_key?: string | undefined;
  metadata_value?: string | undefined;
  bulk_id?: string | undefined;
  /** The codes whose UTM campaign is this. */
  campaign?: string | undefined;
  /** The codes in this folder; null: in none. */
  folder?: string | null | undefined;
  /** The codes printing this hostname; null: the service's own scan host. */
  printing?: string | null | undefined;
}

/**
 * The conditions of a filter over the codes the caller reaches (deleted ones never match): lists and exports
 * share them.
 */
export function codeFilters(reach: Reach, filter: CodeFilter): (SQL | undefined)[] {
  const { qrCodes } = schema;
  const { teamId } = reach;
  const filters: (SQL | undefined)[] = [
    eq(qrCodes.teamId, teamId),
    ne(qrCodes.status, "deleted"),
    withinReach(reach),
  ];
  if (filter.folder !== undefined) {
    filters.push(filter.folder === null ? isNull(qrCodes.folderId) : eq(qrCodes.folderId, filter.folder));
  }
  if (filter.status) filters.push(eq(qrCodes.status, filter.status));
  if (filter.type) filters.push(eq(qrCodes.type, filter.type));
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    filters.push(or(ilike(qrCodes.name, pattern), ilike(qrCodes.url, pattern), ilike(qrCodes.slug, pattern)));
  }
  if (filter.tag !== undefined && filter.tag.length > 0) {
    filters.push(or(...filter.tag.map((tag) => holdingTag(qrCodes.tags, teamId, tag))));
  }
  if (filter.metadata_key !== undefined) {
    filters.push(
      filter.metadata_value === undefined
        ? sql`${qrCodes.metadata} ? ${filter.metadata_key}`
        : sql`${qrCodes.metadata} ->> ${filter.metadata_key} = ${filter.metadata_value}`,
    );
  }
  if (filter.bulk_id !== undefined) filters.push(eq(qrCodes.bulkId, filter.bulk_id));
  if (filter.campaign !== undefined) filters.push(sql`${qrCodes.utm} ->> 'campaign' = ${filter.campaign}`);
  if (filter.printing !== undefined) {
    filters.push(filter.printing === null ? isNull(qrCodes.domain) : eq(qrCodes.domain, filter.printing));
  }
  return filters;
}
