// Uploading, listing and deleting a team's logos. A logo that codes or saved designs still draw cannot be
// deleted (409): their images would change without anyone asking.

import { toHex } from "@qr/core/hash";
import { newId } from "@qr/core/ids";
import { schema } from "@qr/db";
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import { deleteTeamFiles, storeTeamFile } from "../../lib/team-files.ts";
import type { RequestContext } from "../../request-context.ts";
import { inspectLogo } from "./inspect-logo.ts";
import { findLogo, logoNotFound, toLogo } from "./logo-store.ts";

export async function uploadLogo(ctx: RequestContext, bytes: Uint8Array, name: string | undefined) {
  const inspected = inspectLogo(bytes);
  const id = newId("logo");
  // The file first: a row never points at a file that is not there (a failed insert leaves an orphan file,
  // which costs storage, not correctness). And the caller first, so no file is stored for a changed credential.
  await ctx.verifyCredential();
  const key = await storeTeamFile(ctx.files, ctx.caller.teamId, "logos", id, bytes, inspected.contentType);
  const values = {
    id,
    teamId: ctx.caller.teamId,
    name: name ?? `logo-${id.slice(-6)}`,
    contentType: inspected.contentType,
    width: inspected.width,
    height: inspected.height,
    bytes: bytes.length,
    sha256: toHex(await crypto.subtle.digest("SHA-256", bytes)),
    r2Key: key,
  };
  const uploaded = ctx.db.$with("uploaded").as(ctx.db.insert(schema.logos).values(values).returning());
  const logged = changeLog(ctx.db, {
    from: uploaded,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "logo.uploaded",
    targetId: id,
    details: { name: values.name, content_type: values.contentType },
  });
  const [row] = await ctx.db.with(uploaded, logged).select().from(uploaded);
  if (!row) throw new Error("insert returned no row");
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

/** Deletes a logo nothing draws, in one statement (its file after it); otherwise a second read says why. */
export async function deleteLogo(ctx: RequestContext, id: string): Promise<void> {
  const { logos } = schema;
  const ours = and(eq(logos.id, id), eq(logos.teamId, ctx.caller.teamId));
  const { inCodes, inDesigns } = uses(ctx.caller.teamId, id);
  const deleted = ctx.db.$with("deleted").as(
    ctx.db
      .delete(logos)
      .where(and(ours, sql`${inCodes} + ${inDesigns} = 0`))
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: deleted,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "logo.deleted",
    targetId: id,
    details: sql`jsonb_build_object('name', ${deleted.name})`,
  });
  const [row] = await ctx.db.with(deleted, logged).select().from(deleted);
  if (row) {
    await deleteTeamFiles(ctx.files, [row.r2Key]);
    return;
  }
  const [found] = await ctx.db
    .select({ inCodes: inCodes.mapWith(Number), inDesigns: inDesigns.mapWith(Number) })
    .from(logos)
    .where(ours);
  if (!found) logoNotFound();
  throw new ApiError(
    "logo_in_use",
    `${found.inCodes} code(s) and ${found.inDesigns} saved design(s) draw this logo; set their logo_id to null first.`,
  );
}

/** How many of the team's live codes and saved designs draw the logo. */
function uses(teamId: string, logoId: string) {
  const { qrCodes, designs } = schema;
  return {
    inCodes: sql<number>`(select count(*)::int from ${qrCodes} where ${and(
      eq(qrCodes.teamId, teamId),
      ne(qrCodes.status, "deleted"),
      sql`${qrCodes.style} ->> 'logo_id' = ${logoId}`,
    )})`,
    inDesigns: sql<number>`(select count(*)::int from ${designs} where ${and(
      eq(designs.teamId, teamId),
      sql`${designs.style} ->> 'logo_id' = ${logoId}`,
    )})`,
  };
}
