// A team's GS1 products: its GS1 codes grouped by branded domain and primary key, each group one row, by domain
// and key, a page at a time. A code's slug is its canonical Digital Link path (`01/{gtin}/10/{lot}`), so its first
// two segments are its product; only codes the caller reaches are counted (code-filters.ts).
import { parseHostname } from "@qr/core/hostname";
import { shortUrlOf } from "@qr/core/short-url";
import { schema } from "@qr/db";
import { and, sql } from "drizzle-orm";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import type { RequestContext } from "../../request-context.ts";
import { codeFilters } from "../qr/code-filters.ts";

export interface ListGs1ProductsInput {
  limit: number;
  cursor?: string | undefined;
  domain?: string | undefined;
}

const { qrCodes } = schema;
/** The product's path: the slug's primary key and its value. */
const productPath = sql<string>`split_part(${qrCodes.slug}, '/', 1) || '/' || split_part(${qrCodes.slug}, '/', 2)`;
const keyLevel = sql`${qrCodes.slug} = ${productPath}`;

export async function listGs1Products(ctx: RequestContext, input: ListGs1ProductsInput) {
  const printing = input.domain === undefined ? undefined : hostnameOf(input.domain);
  const filters = codeFilters(ctx.caller, { type: "gs1", ...(printing ? { printing } : {}) });
  if (input.cursor !== undefined) {
    const after = decodeCursor(input.cursor, positionOf);
    filters.push(sql`(${qrCodes.domain}, ${productPath}) > (${after.domain}, ${after.path})`);
  }
  const rows = await ctx.db
    .select({
      domain: sql<string>`${qrCodes.domain}`,
      path: productPath,
      levels: sql<number>`count(*)::int`,
      keyCodeId: sql<string | null>`max(${qrCodes.id}) filter (where ${keyLevel})`,
      newestId: sql<string>`max(${qrCodes.id})`,
      description: sql<string | null>`coalesce(
        max(${qrCodes.content} ->> 'description') filter (where ${keyLevel}),
        min(${qrCodes.content} ->> 'description'))`,
      updatedAt: sql<string>`max(${qrCodes.updatedAt})`,
    })
    .from(qrCodes)
    .where(and(...filters, sql`${qrCodes.domain} is not null`))
    .groupBy(qrCodes.domain, productPath)
    .orderBy(qrCodes.domain, productPath)
    .limit(input.limit + 1);
  return toPage(
    rows,
    input.limit,
    (row) => {
      const [ai = "", value = ""] = row.path.split("/");
      return {
        domain: row.domain,
        key: { ai, value },
        uri: shortUrlOf(ctx.scanBaseUrl, row.domain, row.path),
        description: row.description,
        levels: row.levels,
        code_id: row.keyCodeId ?? row.newestId,
        has_key_level: row.keyCodeId !== null,
        updated_at: new Date(row.updatedAt).toISOString(),
      };
    },
    (row) => ({ domain: row.domain, path: row.path }),
  );
}

function positionOf(fields: Record<string, unknown>): { domain: string; path: string } | undefined {
  const { domain, path } = fields;
  return typeof domain === "string" && typeof path === "string" && domain.length <= 1024 && path.length <= 200
    ? { domain, path }
    : undefined;
}

function hostnameOf(domain: string): string {
  const parsed = parseHostname(domain);
  return parsed.ok ? parsed.hostname : domain;
}
