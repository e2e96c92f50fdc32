// Where a team's saved designs are read (drawing/images/draw-code.ts layers them under a code's own style). Every read
// goes through the team.
import { type DesignRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";

export async function findDesign(
  db: RequestDatabase,
  teamId: string,
  id: string,
): Promise<DesignRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.designs)
    .where(and(eq(schema.designs.id, id), eq(schema.designs.teamId, teamId)))
    .limit(1);
  return row;
}

export async function defaultDesign(db: RequestDatabase, teamId: string): Promise<DesignRow | undefined> {
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
