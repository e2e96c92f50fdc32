// Uploading, listing and deleting a team's logos. A logo that codes or saved designs still draw cannot be
// deleted (409): their images would change without anyone asking.
import { toHex } from "@qr/core/hash";
import { newId } from "@qr/core/ids";
import { schema } from "@qr/db";
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { ApiError } from "../errors/api-error.ts";
import { decodeCursor, toPage } from "../pagination.ts";
import type { RequestContext } from "../request-context.ts";
import { inspectLogo } from "./inspect-logo.ts";
import { findLogo, logoKey, logoNotFound, toLogo } from "./logo-store.ts";

export async function uploadLogo(ctx: RequestContext, bytes: Uint8Array, name: string | undefined) {
  const inspected = inspectLogo(bytes);
  const id = newId("logo");
  const key = logoKey(ctx.caller.teamId, id);
  // The file first: a row never points at a file that is not there (a failed insert leaves an orphan file,
  // which costs storage, not correctness).
  await ctx.files.put(key, bytes, { httpMetadata: { contentType: inspected.contentType } });
  const [row] = await ctx.db
    .insert(schema.logos)
    .values({
      id,
      teamId: ctx.caller.teamId,
      name: name ?? `logo-${id.slice(-6)}`,
      contentType: inspected.contentType,
      width: inspected.width,
      height: inspected.height,
      bytes: bytes.length,
      sha256: toHex(await crypto.subtle.digest("SHA-256", bytes)),
      r2Key: key,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  await recordActivity(ctx.db, {
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "logo.uploaded",
    targetId: id,
    details: { name: row.name, content_type: row.contentType },
  });
  return toLogo(row);
}

export async function getLogo(ctx: RequestContext, id: string) {
  return toLogo((await findLogo(ctx.db, ctx.caller.teamId, id)) ?? logoNotFound());
}

export async function listLogos(ctx: RequestContext, input: { limit: number; cursor?: string | undefined }) {
  const { logos } = schema;
  const after =
    input.cursor === undefined
      ? undefined
      : lt(
          logos.id,
          decodeCursor(input.cursor, (f) => (typeof f.id === "string" ? f.id : undefined)),
        );
  const rows = await ctx.db
    .select()
    .from(logos)
    .where(and(eq(logos.teamId, ctx.caller.teamId), after))
    .orderBy(desc(logos.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, toLogo, (row) => ({ id: row.id }));
}

export async function deleteLogo(ctx: RequestContext, id: string): Promise<void> {
  const row = (await findLogo(ctx.db, ctx.caller.teamId, id)) ?? logoNotFound();
  const [codes, designs] = await Promise.all([
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.qrCodes)
      .where(
        and(
          eq(schema.qrCodes.teamId, ctx.caller.teamId),
          ne(schema.qrCodes.status, "deleted"),
          sql`${schema.qrCodes.style} ->> 'logo_id' = ${id}`,
        ),
      ),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.designs)
      .where(
        and(eq(schema.designs.teamId, ctx.caller.teamId), sql`${schema.designs.style} ->> 'logo_id' = ${id}`),
      ),
  ]);
  const inCodes = codes[0]?.n ?? 0;
  const inDesigns = designs[0]?.n ?? 0;
  if (inCodes + inDesigns > 0)
    throw new ApiError(
      "logo_in_use",
      `${inCodes} code(s) and ${inDesigns} saved design(s) draw this logo; set their logo_id to null first.`,
    );
  await ctx.db.delete(schema.logos).where(eq(schema.logos.id, row.id));
  await ctx.files.delete(row.r2Key);
  await recordActivity(ctx.db, {
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "logo.deleted",
    targetId: id,
    details: { name: row.name },
  });
}
