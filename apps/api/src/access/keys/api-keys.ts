// API key management for a team: create (the secret is returned once), list (never a secret), revoke.
// A key never grants more than the key that creates it holds, which is itself capped by its owner's role
// (access/auth/authority.ts).
import { generateApiKey, hashApiKey } from "@qr/core/api-key";
import { isId, newId } from "@qr/core/ids";
import { FOLDER_KEY_PERMISSIONS, type Permission, PRESETS, type Preset } from "@qr/core/permissions";
import { outer, schema } from "@qr/db";
import { and, desc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { foldersReached } from "../../codes/folders/folder-reads.ts";
import { ApiError, validationFailed } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import type { CallerContext } from "../../request-context.ts";
import { actorOf, changeLog } from "../activity/record-activity.ts";
import { assertMayActOn, assertMayGrantPermissions, mayActOnRole } from "../auth/authority.ts";
import { toApiKey } from "./api-key.ts";

export interface CreateApiKeyInput {
  name: string;
  team_id?: string | undefined;
  preset?: Preset | undefined;
  permissions?: Permission[] | undefined;
  expires_at?: string | undefined;
  folder_ids?: string[] | undefined;
}

export async function createApiKey(ctx: CallerContext, input: CreateApiKeyInput) {
  if (input.team_id !== undefined && input.team_id !== ctx.caller.teamId) {
    throw validationFailed([{ path: "team_id", message: "team_id must be the team the request acts in" }]);
  }
  const requested = [...new Set(input.preset ? PRESETS[input.preset] : (input.permissions ?? []))];
  assertMayGrantPermissions(ctx.caller, requested);
  const folderIds = await keyFolders(ctx, input.folder_ids, requested);
  const expiresAt = input.expires_at === undefined ? null : new Date(input.expires_at);
  if (expiresAt && expiresAt.getTime() <= ctx.now()) {
    throw validationFailed([{ path: "expires_at", message: "expires_at must be in the future" }]);
  }
  const key = generateApiKey();
  const id = newId("key");
  const created = ctx.db.$with("created").as(
    ctx.db
      .insert(schema.apiKeys)
      .values({
        id,
        teamId: ctx.caller.teamId,
        userId: ctx.caller.userId,
        name: input.name,
        hint: key.hint,
        secretHash: await hashApiKey(key.secret),
        permissions: requested,
        folderIds,
        expiresAt,
      })
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: created,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "key.created",
    targetId: id,
    details: { name: input.name },
  });
  const [row] = await ctx.db.with(created, logged).select().from(created);
  if (!row) throw new Error("api key insert returned no row");
  return { ...toApiKey(row), secret: key.secret };
}

/**
 * The folders a new key is limited to, checked: the team's folders the caller sees, within the caller's own
 * limit; such a key holds only the permissions of codes (FOLDER_KEY_PERMISSIONS).
 */
async function keyFolders(
  ctx: CallerContext,
  wanted: string[] | undefined,
  permissions: readonly Permission[],
): Promise<string[] | null> {
  if (wanted === undefined) return ctx.caller.folderIds ? [...ctx.caller.folderIds] : null;
  const folderIds = [...new Set(wanted)];
  const beyond = permissions.filter((permission) => !FOLDER_KEY_PERMISSIONS.includes(permission));
  if (beyond.length > 0) {
    throw validationFailed([
      {
        path: "folder_ids",
        message: `a key limited to folders cannot hold \`${beyond.join("`, `")}\`: ask for ${FOLDER_KEY_PERMISSIONS.join(", ")} at most`,
      },
    ]);
  }
  const reached = await foldersReached(ctx, folderIds);
  const errors = wanted.flatMap((id, index) =>
    reached.has(id)
      ? []
      : [{ path: `folder_ids.${index}`, message: "no folder with this id that you can see" }],
  );
  if (errors.length > 0) throw validationFailed(errors);
  return folderIds;
}

export interface ListApiKeysInput {
  limit: number;
  cursor?: string | undefined;
}

/** The team's keys, newest first, keyset-paginated on the time-sortable id. */
export async function listApiKeys(ctx: CallerContext, input: ListApiKeysInput) {
  const { apiKeys } = schema;
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, keyIdOf);
  const rows = await ctx.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.teamId, ctx.caller.teamId), after ? lt(apiKeys.id, after) : undefined))
    .orderBy(desc(apiKeys.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, toApiKey, (row) => ({ id: row.id }));
}

function keyIdOf(fields: Record<string, unknown>): string | undefined {
  return typeof fields.id === "string" && isId("key", fields.id) ? fields.id : undefined;
}

/**
 * Revokes a key of the caller's team at once; revoking a revoked key changes nothing. Only a key whose owner
 * ranks at most the caller may be revoked (a key of a former member has no rank left to protect).
 */
export async function revokeApiKey(ctx: CallerContext, id: string): Promise<void> {
  const { apiKeys, memberships } = schema;
  const inTeam = and(eq(apiKeys.id, id), eq(apiKeys.teamId, ctx.caller.teamId));
  const ownerRole = sql`(select ${memberships.role} from ${memberships}
    where ${memberships.teamId} = ${outer(apiKeys.teamId)} and ${memberships.userId} = ${outer(apiKeys.userId)})`;
  const revoked = ctx.db.$with("revoked").as(
    ctx.db
      .update(apiKeys)
      .set({ revokedAt: new Date(ctx.now()) })
      .where(
        and(
          inTeam,
          isNull(apiKeys.revokedAt),
          or(sql`${ownerRole} is null`, mayActOnRole(ctx.caller, ownerRole)),
        ),
      )
      .returning({ id: apiKeys.id }),
  );
  const logged = changeLog(ctx.db, {
    from: revoked,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "key.revoked",
    targetId: id,
  });
  const [row] = await ctx.db.with(revoked, logged).select().from(revoked);
  if (row) return;
  // Nothing revoked: an unknown key, one the caller may not revoke, or one revoked already (nothing to do).
  const [existing] = await ctx.db
    .select({ ownerRole: memberships.role })
    .from(apiKeys)
    .leftJoin(
      memberships,
      and(eq(memberships.teamId, apiKeys.teamId), eq(memberships.userId, apiKeys.userId)),
    )
    .where(inTeam)
    .limit(1);
  if (!existing) throw new ApiError("api_key_not_found", "No API key with this id.");
  if (existing.ownerRole) assertMayActOn(ctx.caller, existing.ownerRole, "revoke the keys");
}
