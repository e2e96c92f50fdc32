// Saved designs: create, read, change (every code using it follows at its next render), make the team's
// default (one per team: the previous default stops being it in the same transaction), delete (its codes fall
// back to the team default). A change is one round trip, plus one first when its style names a logo.
import { newId } from "@qr/core/ids";
import { type DesignRow, inOneTrip, type RequestDatabase, schema } from "@qr/db";
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { validationFailed } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import type { RequestContext } from "../../request-context.ts";
import { checkedStyle } from "../qr/style.ts";
import { teamReferenceReads, teamReferencesOf, unknownLogos } from "../qr/team-references.ts";
import { designNotFound, findDesign, toDesign } from "./design-store.ts";

interface DesignInput {
  name?: string | undefined;
  style?: Record<string, unknown> | undefined;
  is_default?: boolean | undefined;
}

export async function createDesign(ctx: RequestContext, input: DesignInput & { name: string }) {
  const { warnings } = checkedStyle(input.style ?? {});
  await assertLogosExist(ctx, input.style);
  const { designs } = schema;
  const id = newId("design");
  const [, , [row]] = await inOneTrip(ctx.db, (db) => {
    const created = db.$with("created").as(
      db
        .insert(designs)
        .values({
          id,
          teamId: ctx.caller.teamId,
          name: input.name,
          style: input.style ?? {},
          isDefault: input.is_default ?? false,
        })
        .returning(),
    );
    return [
      ...makeRoomForDefault(db, ctx.caller.teamId, input.is_default ? sql`true` : sql`false`),
      db
        .with(created, logged(ctx, db, "design.created", created))
        .select()
        .from(created),
    ];
  });
  return withWarnings(row as DesignRow, warnings);
}

export async function getDesign(ctx: RequestContext, id: string) {
  return toDesign((await findDesign(ctx.db, ctx.caller.teamId, id)) ?? designNotFound());
}

export async function listDesigns(
  ctx: RequestContext,
  input: { limit: number; cursor?: string | undefined },
) {
  const { designs } = schema;
  const after =
    input.cursor === undefined
      ? undefined
      : lt(
          designs.id,
          decodeCursor(input.cursor, (f) => (typeof f.id === "string" ? f.id : undefined)),
        );
  const rows = await ctx.db
    .select()
    .from(designs)
    .where(and(eq(designs.teamId, ctx.caller.teamId), after))
    .orderBy(desc(designs.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, toDesign, (row) => ({ id: row.id }));
}

export async function updateDesign(ctx: RequestContext, id: string, input: DesignInput) {
  const { warnings } = checkedStyle(input.style);
  await assertLogosExist(ctx, input.style);
  const { designs } = schema;
  const ours = and(eq(designs.id, id), eq(designs.teamId, ctx.caller.teamId));
  const [, , [row]] = await inOneTrip(ctx.db, (db) => {
    const updated = db.$with("updated").as(
      db
        .update(designs)
        .set({
          name: input.name,
          style: input.style,
          isDefault: input.is_default,
          updatedAt: new Date(ctx.now()),
        })
        .where(ours)
        .returning(),
    );
    const becomesDefault = input.is_default
      ? sql`exists (select 1 from ${designs} where ${ours})`
      : sql`false`;
    return [
      ...makeRoomForDefault(db, ctx.caller.teamId, becomesDefault, id),
      db
        .with(updated, logged(ctx, db, "design.updated", updated))
        .select()
        .from(updated),
    ];
  });
  if (!row) designNotFound();
  return withWarnings(row, warnings);
}

export async function deleteDesign(ctx: RequestContext, id: string): Promise<void> {
  const deleted = ctx.db.$with("deleted").as(
    ctx.db
      .delete(schema.designs)
      .where(and(eq(schema.designs.id, id), eq(schema.designs.teamId, ctx.caller.teamId)))
      .returning(),
  );
  const [row] = await ctx.db
    .with(deleted, logged(ctx, ctx.db, "design.deleted", deleted))
    .select()
    .from(deleted);
  if (!row) designNotFound();
}

/** A style's logo must be one of the team's (a round trip only when it names one). */
async function assertLogosExist(ctx: RequestContext, style: Record<string, unknown> | undefined) {
  if (typeof style?.logo_id !== "string") return;
  const [logos, designs] = await inOneTrip(ctx.db, (db) =>
    teamReferenceReads(db, ctx.caller.teamId, { logoIds: [style.logo_id] }),
  );
  const unknown = unknownLogos(teamReferencesOf(logos, designs), [{ path: "style.logo_id", style }]);
  if (unknown.length > 0) throw validationFailed(unknown);
}

/**
 * Makes room for a new default when `becomes` holds: serialised per team (an advisory lock held to the end of
 * the transaction), so two callers cannot both leave a default behind.
 */
function makeRoomForDefault(
  db: RequestDatabase,
  teamId: string,
  becomes: ReturnType<typeof sql>,
  except?: string,
) {
  const { designs } = schema;
  return [
    db.execute(sql`select pg_advisory_xact_lock(hashtext(${`designs-default:${teamId}`})) where ${becomes}`),
    db
      .update(designs)
      .set({ isDefault: false })
      .where(
        and(
          eq(designs.teamId, teamId),
          eq(designs.isDefault, true),
          except ? ne(designs.id, except) : undefined,
          becomes,
        ),
      ),
  ] as const;
}

function withWarnings(row: DesignRow, warnings: string[]) {
  const design = toDesign(row);
  return warnings.length > 0 ? { ...design, warnings } : design;
}

/** The activity entry of a design change made by the same statement. */
function logged(
  ctx: RequestContext,
  db: RequestDatabase,
  action: "design.created" | "design.updated" | "design.deleted",
  from: Parameters<typeof changeLog>[1]["from"] & { id: unknown; name: unknown; isDefault: unknown },
) {
  return changeLog(db, {
    from,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action,
    targetId: sql`${from.id}`,
    details: sql`jsonb_build_object('name', ${from.name}, 'is_default', ${from.isDefault})`,
  });
}
