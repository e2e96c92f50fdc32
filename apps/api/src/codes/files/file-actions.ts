// Uploading, listing and deleting a team's page files. A file that a live code shows cannot be deleted (409):
// its page would lose it without anyone asking. Replacing a code's file is a change of its content's file_id.

import { toHex } from "@qr/core/hash";
import { newId } from "@qr/core/ids";
import { schema } from "@qr/db";
import { and, desc, eq, lt, ne, or, sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import { deleteTeamFiles, storeTeamFile } from "../../lib/team-files.ts";
import type { RequestContext } from "../../request-context.ts";
import { fileNotFound, findFile, toFile } from "./file-store.ts";
import { inspectFile } from "./inspect-file.ts";

export async function uploadFile(ctx: RequestContext, bytes: Uint8Array, name: string | undefined) {
  const inspected = inspectFile(bytes);
  const id = newId("file");
  // The caller first, so no file is stored for a changed credential; then the bytes, so a row never names a
  // file that is not there (a failed insert leaves an orphan, which costs storage, not correctness).
  await ctx.verifyCredential();
  const key = await storeTeamFile(ctx.files, ctx.caller.teamId, "files", id, bytes, inspected.contentType);
  const values = {
    id,
    teamId: ctx.caller.teamId,
    name: name ?? `${inspected.contentType === "application/pdf" ? "document" : "image"}-${id.slice(-6)}`,
    contentType: inspected.contentType,
    width: inspected.width ?? null,
    height: inspected.height ?? null,
    bytes: bytes.length,
    sha256: toHex(await crypto.subtle.digest("SHA-256", bytes)),
    r2Key: key,
  };
  const uploaded = ctx.db.$with("uploaded").as(ctx.db.insert(schema.files).values(values).returning());
  const logged = changeLog(ctx.db, {
    from: uploaded,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "file.uploaded",
    targetId: id,
    details: { name: values.name, content_type: values.contentType, bytes: values.bytes },
  });
  const [row] = await ctx.db.with(uploaded, logged).select().from(uploaded);
  if (!row) throw new Error("insert returned no row");
  return toFile(row);
}

export async function getFile(ctx: RequestContext, id: string) {
  return toFile((await findFile(ctx.db, ctx.caller.teamId, id)) ?? fileNotFound());
}

export async function listFiles(ctx: RequestContext, input: { limit: number; cursor?: string | undefined }) {
  const { files } = schema;
  const after =
    input.cursor === undefined
      ? undefined
      : lt(
          files.id,
          decodeCursor(input.cursor, (f) => (typeof f.id === "string" ? f.id : undefined)),
        );
  const rows = await ctx.db
    .select()
    .from(files)
    .where(and(eq(files.teamId, ctx.caller.teamId), after))
    .orderBy(desc(files.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, toFile, (row) => ({ id: row.id }));
}

/** Deletes a file no live code shows, in one statement (its bytes after it); otherwise a second read says why. */
export async function deleteFile(ctx: RequestContext, id: string): Promise<void> {
  const { files } = schema;
  const ours = and(eq(files.id, id), eq(files.teamId, ctx.caller.teamId));
  const inCodes = codesShowing(ctx.caller.teamId, id);
  const deleted = ctx.db.$with("deleted").as(
    ctx.db
      .delete(files)
      .where(and(ours, sql`${inCodes} = 0`))
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: deleted,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "file.deleted",
    targetId: id,
    details: sql`jsonb_build_object('name', ${deleted.name})`,
  });
  const [row] = await ctx.db.with(deleted, logged).select().from(deleted);
  if (row) {
    await deleteTeamFiles(ctx.files, [row.r2Key]);
    return;
  }
  const [found] = await ctx.db
    .select({ inCodes: inCodes.mapWith(Number) })
    .from(files)
    .where(ours);
  if (!found) fileNotFound();
  throw new ApiError(
    "file_in_use",
    `${found.inCodes} code(s) show this file; give them another file (or delete them) first.`,
  );
}

/** How many of the team's live codes show the file (a file code's file, a card's photo, a page's avatar). */
function codesShowing(teamId: string, fileId: string) {
  const { qrCodes } = schema;
  return sql<number>`(select count(*)::int from ${qrCodes} where ${and(
    eq(qrCodes.teamId, teamId),
    ne(qrCodes.status, "deleted"),
    or(
      sql`${qrCodes.content} ->> 'file_id' = ${fileId}`,
      sql`${qrCodes.content} ->> 'photo_file_id' = ${fileId}`,
      sql`${qrCodes.content} ->> 'avatar_file_id' = ${fileId}`,
    ),
  )})`;
}
