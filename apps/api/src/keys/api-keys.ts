// API key management for a team: create (the secret is returned once), list (never a secret), revoke.
// A key never grants more than the key that creates it holds, which is itself capped by its owner's role.
import { generateApiKey, hashApiKey } from "@qr/core/api-key";
import { newId } from "@qr/core/ids";
import { type Permission, PRESETS, type Preset } from "@qr/core/permissions";
import { type Database, schema } from "@qr/db";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Caller } from "../auth/caller.ts";
import { Forbidden, Invalid, NotFound } from "../errors.ts";

type ApiKeyRow = typeof schema.apiKeys.$inferSelect;

export interface KeysContext {
  db: Database;
  caller: Caller;
}

export interface CreateApiKeyInput {
  name: string;
  preset?: Preset | undefined;
  permissions?: Permission[] | undefined;
  expires_at?: string | undefined;
}

export function toApiKey(row: ApiKeyRow) {
  return {
    id: row.id,
    team_id: row.teamId,
    user_id: row.userId,
    name: row.name,
    hint: row.hint,
    permissions: row.permissions as Permission[],
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function createApiKey(ctx: KeysContext, input: CreateApiKeyInput) {
  const requested = [...new Set(input.preset ? PRESETS[input.preset] : (input.permissions ?? []))];
  const beyondCaller = requested.filter((permission) => !ctx.caller.permissions.has(permission));
  if (beyondCaller.length > 0) {
    throw new Forbidden(
      `A key cannot grant more than the key creating it holds; this one lacks \`${beyondCaller.join("`, `")}\`.`,
    );
  }
  const expiresAt = input.expires_at === undefined ? null : new Date(input.expires_at);
  if (expiresAt && expiresAt.getTime() <= Date.now()) {
    throw new Invalid([{ path: "expires_at", message: "expires_at must be in the future" }]);
  }
  const key = generateApiKey();
  const [row] = await ctx.db
    .insert(schema.apiKeys)
    .values({
      id: newId("key"),
      teamId: ctx.caller.teamId,
      userId: ctx.caller.userId,
      name: input.name,
      hint: key.hint,
      secretHash: await hashApiKey(key.secret),
      permissions: requested,
      expiresAt,
    })
    .returning();
  if (!row) throw new Error("api key insert returned no row");
  return { ...toApiKey(row), secret: key.secret };
}

export async function listApiKeys(ctx: KeysContext) {
  const rows = await ctx.db
    .select()
    .from(schema.apiKeys)
    .where(eq(schema.apiKeys.teamId, ctx.caller.teamId))
    .orderBy(desc(schema.apiKeys.createdAt), desc(schema.apiKeys.id))
    .limit(1000);
  return { data: rows.map(toApiKey) };
}

/** Revokes a key of the caller's team at once; revoking a revoked key changes nothing. */
export async function revokeApiKey(ctx: KeysContext, id: string): Promise<void> {
  const inTeam = and(eq(schema.apiKeys.id, id), eq(schema.apiKeys.teamId, ctx.caller.teamId));
  const [existing] = await ctx.db
    .select({ id: schema.apiKeys.id })
    .from(schema.apiKeys)
    .where(inTeam)
    .limit(1);
  if (!existing) throw new NotFound("No API key with this id.");
  await ctx.db
    .update(schema.apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(inTeam, isNull(schema.apiKeys.revokedAt)));
}
