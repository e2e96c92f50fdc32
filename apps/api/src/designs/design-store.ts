// Where a team's saved designs are read (images/draw-code.ts layers them under a code's own style). Every read
// goes through the team.
import { type Database, type DesignRow, schema } from "@qr/db";
import { and, eq, inArray } from "drizzle-orm";
import { ApiError, type FieldError } from "../errors/api-error.ts";

export async function findDesign(db: Database, teamId: string, id: string): Promise<DesignRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.designs)
    .where(and(eq(schema.designs.id, id), eq(schema.designs.teamId, teamId)))
    .limit(1);
  return row;
}

export async function defaultDesign(db: Database, teamId: string): Promise<DesignRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.designs)
    .where(and(eq(schema.designs.teamId, teamId), eq(schema.designs.isDefault, true)))
    .limit(1);
  return row;
}

export function designNotFound(): never {
  throw new ApiError("design_not_found", "No saved design with this id.");
}

export function toDesign(row: DesignRow) {
  return {
    id: row.id,
    team_id: row.teamId,
    name: row.name,
    style: row.style,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Each design_id named must be a design of the team: the failures, by the path given. */
export async function missingDesigns(
  db: Database,
  teamId: string,
  references: { path: string; designId: string | null | undefined }[],
): Promise<FieldError[]> {
  const named = references.filter(
    (r): r is { path: string; designId: string } => typeof r.designId === "string",
  );
  if (named.length === 0) return [];
  const found = await db
    .select({ id: schema.designs.id })
    .from(schema.designs)
    .where(
      and(
        eq(schema.designs.teamId, teamId),
        inArray(schema.designs.id, [...new Set(named.map((r) => r.designId))]),
      ),
    );
  const known = new Set(found.map((row) => row.id));
  return named
    .filter((r) => !known.has(r.designId))
    .map((r) => ({ path: r.path, message: "no saved design with this id in your team" }));
}
