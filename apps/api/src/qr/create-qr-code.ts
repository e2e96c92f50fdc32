// Creates a QR code: Postgres first, then its KV record.
import { newId } from "@qr/core/ids";
import { isReservedSlug, isSlugShaped, randomSlug } from "@qr/core/slug";
import { schema } from "@qr/db";
import { Conflict, Invalid } from "../errors.ts";
import { validDestination } from "./destination.ts";
import { type QrCode, type QrContext, toQrCode, withWarnings } from "./qr-code.ts";
import { checkedStyle } from "./style.ts";
import { syncEdge } from "./sync.ts";

export interface CreateQrCodeInput {
  url: string;
  team_id?: string | undefined;
  metadata?: Record<string, string | number | boolean> | undefined;
  slug?: string | undefined;
  style?: Record<string, unknown> | undefined;
  forward_query?: boolean | undefined;
}

const RANDOM_SLUG_ATTEMPTS = 5;

export async function createQrCode(ctx: QrContext, input: CreateQrCodeInput): Promise<QrCode> {
  const url = validDestination(input.url, ctx.scanBaseUrl);
  if (input.team_id !== undefined && input.team_id !== ctx.teamId) {
    throw new Invalid([{ path: "team_id", message: "team_id must be the team of the API key" }]);
  }
  if (input.slug !== undefined) checkCustomSlug(input.slug);
  const { warnings } = checkedStyle(input.style);

  const attempts = input.slug === undefined ? RANDOM_SLUG_ATTEMPTS : 1;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const [row] = await ctx.db
      .insert(schema.qrCodes)
      .values({
        id: newId("qr"),
        teamId: ctx.teamId,
        slug: input.slug ?? randomSlug(),
        url,
        metadata: input.metadata ?? {},
        style: input.style ?? {},
        forwardQuery: input.forward_query ?? false,
      })
      .onConflictDoNothing({ target: schema.qrCodes.slug })
      .returning();
    if (row) {
      await syncEdge(ctx, row);
      return withWarnings(toQrCode(row, ctx.scanBaseUrl), warnings);
    }
  }
  if (input.slug !== undefined) throw new Conflict(`The slug "${input.slug}" is already taken.`);
  throw new Error("could not find a free random slug");
}

function checkCustomSlug(slug: string): void {
  if (!isSlugShaped(slug)) {
    throw new Invalid([
      { path: "slug", message: "slug must be 3-64 letters, digits, - or _, starting with a letter or digit" },
    ]);
  }
  if (isReservedSlug(slug)) throw new Invalid([{ path: "slug", message: `slug "${slug}" is reserved` }]);
}
