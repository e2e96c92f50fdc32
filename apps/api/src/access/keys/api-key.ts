// An API key as the API shows it: everything but the secret, which is shown once, at creation.
import type { Permission } from "@qr/core/permissions";
import type { ApiKeyRow } from "@qr/db";

export function toApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    team_id: row.teamId,
    user_id: row.userId,
    name: row.name,
    hint: row.hint,
    permissions: row.permissions as Permission[],
    folder_ids: row.folderIds,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}
