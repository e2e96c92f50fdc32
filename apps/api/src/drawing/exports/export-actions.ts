// Making, reading and listing a team's exports. Making one freezes the selection (the codes, in the order they
// will be printed; or a scan range, scans-export.ts) into the job and queues it; the queue consumer draws or writes
// it (run-export.ts).
import { newId } from "@qr/core/ids";
import { inOneTrip, schema } from "@qr/db";
import { and, asc, desc, eq, inArray, lt, ne } from "drizzle-orm";
import { activityEntry, actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { withinReach } from "../../codes/folders/reach.ts";
import { codeFilters } from "../../codes/qr/code-filters.ts";
import { validationFailed } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import type { RequestContext } from "../../request-context.ts";
import { codeName, naturalOrder } from "./code-names.ts";
import { EXPORT_KEPT_DAYS, exportNotFound, exportsSeen, findExport, toExport } from "./export-store.ts";
import { createScansExport } from "./scans-export.ts";
import { type CreateExport, EXPORT_MAX_CODES } from "./schemas.ts";

export async function createExport(ctx: RequestContext, input: CreateExport) {
  const row =
    input.kind === "scans" ? await createScansExport(ctx, input) : await createCodesExport(ctx, input);
  try {
    await ctx.exportQueue.send({ export_id: row.id });
  } catch (error) {
    // Nothing would ever run it: take the job back rather than leave it queued forever; the log (append-only) says so.
    await inOneTrip(ctx.db, (db) => [
      db.delete(schema.exportJobs).where(eq(schema.exportJobs.id, row.id)),
      activityEntry(db, {
        teamId: ctx.caller.teamId,
        actor: actorOf(ctx.caller),
        action: "export.failed",
        targetId: row.id,
        details: { reason: "the export queue did not take it" },
      }),
    ]);
    throw error;
  }
  return toExport(row);
}

type CodesExport = Exclude<CreateExport, { kind: "scans" }>;

async function createCodesExport(ctx: RequestContext, input: CodesExport) {
  const { selection, format, kind: _codes, ...options } = input;
  const codes = await selectedCodes(ctx, selection, EXPORT_MAX_CODES);
  const ordered =
    options.name_by && options.name_by !== "slug"
      ? [...codes].sort((a, b) => naturalOrder(codeName(a, options.name_by), codeName(b, options.name_by)))
      : codes;
  const id = newId("export");
  const created = ctx.db.$with("created").as(
    ctx.db
      .insert(schema.exportJobs)
      .values({
        id,
        teamId: ctx.caller.teamId,
        format,
        options,
        codeIds: ordered.map((code) => code.id),
        total: ordered.length,
        expiresAt: new Date(ctx.now() + EXPORT_KEPT_DAYS * 86_400_000),
      })
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: created,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "export.created",
    targetId: id,
    details: { format, codes: ordered.length },
  });
  const [row] = await ctx.db.with(created, logged).select().from(created);
  if (!row) throw new Error("insert returned no row");
  return row;
}

type Selection = CodesExport["selection"];

/** The selected codes, in selection order: as the ids were given, else oldest first (a bulk: its row order). */
async function selectedCodes(ctx: RequestContext, selection: Selection, max: number) {
  const { qrCodes } = schema;
  const columns = { id: qrCodes.id, slug: qrCodes.slug, metadata: qrCodes.metadata, name: qrCodes.name };
  if (selection.ids) {
    const wanted = [...new Set(selection.ids)];
    if (wanted.length > max) throw tooMany(max);
    const found = await ctx.db
      .select(columns)
      .from(qrCodes)
      .where(
        and(
          eq(qrCodes.teamId, ctx.caller.teamId),
          ne(qrCodes.status, "deleted"),
          inArray(qrCodes.id, wanted),
          withinReach(ctx.caller),
        ),
      );
    const byId = new Map(found.map((code) => [code.id, code]));
    const missing = selection.ids.flatMap((id, index) =>
      byId.has(id)
        ? []
        : [{ path: `selection.ids.${index}`, message: "no code with this id that you can see" }],
    );
    if (missing.length > 0) throw validationFailed(missing.slice(0, 100));
    return wanted.map((id) => byId.get(id) as (typeof found)[number]);
  }
  const filter = selection.filter ?? { bulk_id: selection.bulk_id };
  const found = await ctx.db
    .select(columns)
    .from(qrCodes)
    .where(and(...codeFilters(ctx.caller, filter)))
    .orderBy(asc(qrCodes.id))
    .limit(max + 1);
  if (found.length > max) throw tooMany(max);
  if (found.length === 0)
    throw validationFailed([{ path: "selection", message: "the selection matches no code" }]);
  return found;
}

function tooMany(max: number) {
  return validationFailed([
    {
      path: "selection",
      message: `the selection has more than ${max} codes: narrow it, or export it in parts`,
    },
  ]);
}

export async function getExport(ctx: RequestContext, id: string) {
  return toExport((await findExport(ctx.db, ctx.caller, id)) ?? exportNotFound());
}

export async function listExports(
  ctx: RequestContext,
  input: { limit: number; cursor?: string | undefined },
) {
  const { exportJobs } = schema;
  const after =
    input.cursor === undefined
      ? undefined
      : lt(
          exportJobs.id,
          decodeCursor(input.cursor, (f) => (typeof f.id === "string" ? f.id : undefined)),
        );
  const rows = await ctx.db
    .select()
    .from(exportJobs)
    .where(and(exportsSeen(ctx.caller), after))
    .orderBy(desc(exportJobs.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, toExport, (row) => ({ id: row.id }));
}
