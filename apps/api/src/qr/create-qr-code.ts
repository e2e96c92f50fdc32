// Creates a QR code: Postgres first, then its KV record.
import { newId } from "@qr/core/ids";
import type { MetadataValue } from "@qr/core/metadata";
import { isReservedSlug, isSlugShaped, randomSlug, SLUG_RULE } from "@qr/core/slug";
import { schema } from "@qr/db";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import { ApiError, validationFailed } from "../errors/api-error.ts";
import type { RequestContext } from "../request-context.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import { checkedStyle } from "./style.ts";

export interface CreateQrCodeInput {
  url: string;
  team_id?: string | undefined;
  metadata?: Record<string, MetadataValue> | undefined;
  slug?: string | undefined;
  style?: Record<string, unknown> | undefined;
  forward_query?: boolean | undefined;
}

const RANDOM_SLUG_ATTEMPTS = 5;

export async function createQrCode(ctx: RequestContext, input: CreateQrCodeInput): Promise<QrCode> {
  const url = validDestination(input.url, ctx.scanBaseUrl);
  if (input.team_id !== undefined && input.team_id !== ctx.caller.teamId) {
    throw validationFailed([{ path: "team_id", message: "team_id must be the team the request acts in" }]);
  }
  if (input.slug !== undefined) checkCustomSlug(input.slug);
  const { warnings } = checkedStyle(input.style);

  const attempts = input.slug === undefined ? RANDOM_SLUG_ATTEMPTS : 1;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [row] = await ctx.db
      .insert(schema.qrCodes)
      .values({
        id: newId("qr"),
        teamId: ctx.caller.teamId,
        slug: input.slug ?? randomSlug(),
        url,
        metadata: input.metadata ?? {},
        style: input.style ?? {},
        forwardQuery: input.forward_query ?? false,
      })
      .onConflictDoNothing({ target: schema.qrCodes.slug })
      .returning();
    if (row) {
      await recordActivity(ctx.db, {
        teamId: row.teamId,
        actor: actorOf(ctx.caller),
        action: "qr.created",
        targetId: row.id,
        details: { slug: row.slug, url: row.url },
      });
      await syncEdge(ctx, row);
      return withWarnings(toQrCode(row, ctx.scanBaseUrl), warnings);
    }
  }
  if (input.slug !== undefined)
    throw new ApiError("slug_taken", `The slug "${input.slug}" is already taken.`);
  throw new Error("could not find a free random slug");
}

/** A custom slug's shape and reserved words (422 on `slug`); whether it is taken is the database's to say. */
export function checkCustomSlug(slug: string): void {
  if (!isSlugShaped(slug)) {
    throw validationFailed([{ path: "slug", message: `slug must be ${SLUG_RULE}` }]);
  }
  if (isReservedSlug(slug)) throw validationFailed([{ path: "slug", message: `slug "${slug}" is reserved` }]);
}
