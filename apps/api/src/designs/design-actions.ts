// Saved designs: create, read, change (every code using it follows at its next render), make the team's
// default (one per team: the previous default stops being it in the same transaction), delete (its codes fall
// back to the team default).
import { newId } from "@qr/core/ids";
import { type DesignRow, schema } from "@qr/db";
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { decodeCursor, toPage } from "../pagination.ts";
import { assertLogosExist, checkedStyle } from "../qr/style.ts";
import type { RequestContext } from "../request-context.ts";
import { designNotFound, findDesign, toDesign } from "./design-store.ts";

interface DesignInput {
  name?: string | undefined;
  style?: Record<string, unknown> | undefined;
  is_default?: boolean | undefined;
}

export async function createDesign(ctx: RequestContext, input: DesignInput & { name: string }) {
  const { warnings } = checkedStyle(input.style ?? {});
  await assertLogosExist(ctx, [{ path: "style.logo_id", style: input.style }]);
  const row = await ctx.db.transaction(async (tx) => {
    if (input.is_default) await clearDefault(tx as unknown as RequestContext["db"], ctx.caller.teamId);
    const [inserted] = await tx
      .insert(schema.designs)
      .values({
        id: newId("design"),
        teamId: ctx.caller.teamId,
        name: input.name,
        style: input.style ?? {},
        isDefault: input.is_default ?? false,
      })
      .returning();
    return inserted as DesignRow;
  });
  await logged(ctx, "design.created", row);
  return withWarnings(row, warnings);
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
  await assertLogosExist(ctx, [{ path: "style.logo_id", style: input.style }]);
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as RequestContext["db"];
    if (input.is_default) await clearDefault(db, ctx.caller.teamId, id);
    const [updated] = await tx
      .update(schema.designs)
      .set({ name: input.name, style: input.style, isDefault: input.is_default, updatedAt: new Date() })
      .where(and(eq(schema.designs.id, id), eq(schema.designs.teamId, ctx.caller.teamId)))
      .returning();
    return updated;
  });
  if (!row) designNotFound();
  await logged(ctx, "design.updated", row);
  return withWarnings(row, warnings);
}

export async function deleteDesign(ctx: RequestContext, id: string): Promise<void> {
  const [row] = await ctx.db
    .delete(schema.designs)
    .where(and(eq(schema.designs.id, id), eq(schema.designs.teamId, ctx.caller.teamId)))
    .returning();
  if (!row) designNotFound();
  await logged(ctx, "design.deleted", row);
}

/** Makes room for a new default: serialised per team, so two callers cannot both leave a default behind. */
async function clearDefault(db: RequestContext["db"], teamId: string, except?: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`designs-default:${teamId}`}))`);
  await db
    .update(schema.designs)
    .set({ isDefault: false })
    .where(
      and(
        eq(schema.designs.teamId, teamId),
        eq(schema.designs.isDefault, true),
        except ? ne(schema.designs.id, except) : undefined,
      ),
    );
}

function withWarnings(row: DesignRow, warnings: string[]) {
  const design = toDesign(row);
  return warnings.length > 0 ? { ...design, warnings } : design;
}

async function logged(
  ctx: RequestContext,
  action: "design.created" | "design.updated" | "design.deleted",
  row: DesignRow,
) {
  await recordActivity(ctx.db, {
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action,
    targetId: row.id,
    details: { name: row.name, is_default: row.isDefault },
  });
}
