// Where a team's logos live: the file in R2 under the team's prefix, its description in Postgres. Every read
// goes through the team, so another team's logo is as absent as one that never existed.

import { toBase64 } from "@qr/core/base64";
import { type LogoRow, type RequestDatabase, schema } from "@qr/db";
import type { LogoImage } from "@qr/qr";
import { and, eq } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import type { FileStore } from "../../lib/stores.ts";
import { teamFileBytes } from "../../lib/team-files.ts";

export async function findLogo(
  db: RequestDatabase,
  teamId: string,
  id: string,
): Promise<LogoRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.logos)
    .where(and(eq(schema.logos.id, id), eq(schema.logos.teamId, teamId)))
    .limit(1);
  return row;
}

export function logoNotFound(): never {
  throw new ApiError("logo_not_found", "No logo with this id.");
}

export async function logoBytes(files: FileStore, row: LogoRow): Promise<Uint8Array> {
  const bytes = await teamFileBytes(files, row.r2Key);
  if (!bytes) throw new Error(`logo ${row.id} is missing from storage`);
  return bytes;
}

/** The logo as the renderer draws it: a data: URL (nothing is fetched while rendering) and its shape. */
export async function logoImage(files: FileStore, row: LogoRow): Promise<LogoImage> {
  const bytes = await logoBytes(files, row);
  return { href: `data:${row.contentType};base64,${toBase64(bytes)}`, aspect: row.width / row.height };
}

export function toLogo(row: LogoRow) {
  return {
    id: row.id,
    team_id: row.teamId,
    name: row.name,
    content_type: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    file_url: `/api/v1/logos/${row.id}/file`,
    created_at: row.createdAt.toISOString(),
  };
}
