// Creates a QR code: Postgres first, then its KV record.
import { newId } from "@qr/core/ids";
import type { MetadataValue } from "@qr/core/metadata";
import { isReservedSlug, isSlugShaped, randomSlug, SLUG_RULE } from "@qr/core/slug";
import { schema } from "@qr/db";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { defaultDesign, findDesign } from "../designs/design-store.ts";
import { syncEdge } from "../edge-sync/sync-edge.ts";
import { ApiError, validationFailed } from "../errors/api-error.ts";
import type { RequestContext } from "../request-context.ts";
import {
  assertCoherent,
  NEW_CODE_ROUTING,
  type RoutingInput,
  routingChanges,
} from "../routing/routing-columns.ts";
import { changeBy } from "../routing/version-change.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, toQrCode, withWarnings } from "./qr-code.ts";
import { assertLogosExist, checkedStyle } from "./style.ts";

export interface CreateQrCodeInput extends RoutingInput {
  url: string;
  team_id?: string | undefined;
  metadata?: Record<string, MetadataValue> | undefined;
  slug?: string | undefined;
  style?: Record<string, unknown> | undefined;
  forward_query?: boolean | undefined;
  design_id?: string | undefined;
}

const RANDOM_SLUG_ATTEMPTS = 5;

export async function createQrCode(ctx: RequestContext, input: CreateQrCodeInput): Promise<QrCode> {
  const url = validDestination(input.url, ctx.scanBaseUrl);
  if (input.team_id !== undefined && input.team_id !== ctx.caller.teamId) {
    throw validationFailed([{ path: "team_id", message: "team_id must be the team the request acts in" }]);
  }
  if (input.slug !== undefined) checkCustomSlug(input.slug);
  const firstSlug = input.slug ?? randomSlug(); // random slugs all have one length: one check fits them all
  const { warnings } = await checkedCodeStyle(ctx, input, firstSlug);
  const routing = routingChanges(input, ctx.scanBaseUrl);
  assertCoherent({
    ...NEW_CODE_ROUTING,
    id: newId("qr"), // as long as the real one: the record's size is measured
    teamId: ctx.caller.teamId,
    url,
    forwardQuery: input.forward_query ?? false,
    ...routing,
  });

  const attempts = input.slug === undefined ? RANDOM_SLUG_ATTEMPTS : 1;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [row] = await ctx.db
      .insert(schema.qrCodes)
      .values({
        id: newId("qr"),
        teamId: ctx.caller.teamId,
        slug: attempt === 0 ? firstSlug : randomSlug(),
        url,
        metadata: input.metadata ?? {},
        style: input.style ?? {},
        designId: input.design_id ?? null,
        forwardQuery: input.forward_query ?? false,
        ...routing,
        lastChange: changeBy(ctx.caller, "created"),
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

/**
 * The code's style checked over the design beneath it (its design_id's, else the team default's): print safety,
 * its logo the team's own, and that logo fitting this code's short URL.
 */
export async function checkedCodeStyle(
  ctx: RequestContext,
  input: { style?: Record<string, unknown> | undefined; design_id?: string | null | undefined },
  slug: string,
): Promise<{ warnings: string[] }> {
  const design =
    input.design_id === undefined || input.design_id === null
      ? await defaultDesign(ctx.db, ctx.caller.teamId)
      : await findDesign(ctx.db, ctx.caller.teamId, input.design_id);
  if (input.design_id && !design)
    throw validationFailed([{ path: "design_id", message: "no saved design with this id in your team" }]);
  await assertLogosExist(ctx, [{ path: "style.logo_id", style: input.style }]);
  const content = `${ctx.scanBaseUrl.replace(/\/+$/, "")}/${slug}`;
  // A code without a style of its own is still drawn with its design (or the team's default): check that too.
  return checkedStyle(input.style ?? (design ? {} : undefined), { content, beneath: design?.style ?? {} });
}

/** A custom slug's shape and reserved words (422 on `slug`); whether it is taken is the database's to say. */
export function checkCustomSlug(slug: string): void {
  if (!isSlugShaped(slug)) {
    throw validationFailed([{ path: "slug", message: `slug must be ${SLUG_RULE}` }]);
  }
  if (isReservedSlug(slug)) throw validationFailed([{ path: "slug", message: `slug "${slug}" is reserved` }]);
}
