// Where a team's page files live: the bytes in R2 under the key the redirect worker reads too
// (@qr/core/content/files), the description in Postgres. Every read goes through the team, so another team's
// file is as absent as one that never existed.
import { type FileRow, type RequestDatabase, schema } from "@qr/db";
import { and, eq } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";

export async function findFile(
  db: RequestDatabase,
  teamId: string,
  id: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.files)
    .where(and(eq(schema.files.id, id), eq(schema.files.teamId, teamId)))
    .limit(1);
  return row;
}

export function fileNotFound(): never {
  throw new ApiError("file_not_found", "No file with this id.");
}

export function toFile(row: FileRow) {
  return {
    id: row.id,
    team_id: row.teamId,
    name: row.name,
    content_type: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    sha256: row.sha256,
    content_url: `/api/v1/files/${row.id}/content`,
    created_at: row.createdAt.toISOString(),
  };
}
