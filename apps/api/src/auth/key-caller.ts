// An API key as the credential: `Authorization: Bearer <key>`. A malformed key or a wrong checksum is refused before any
// database read. The key must exist, not be revoked or expired, and its user must still be a member of
// its team; its permissions are narrowed to what that member's role allows now, so revocation, expiry,
// removal and demotion all take effect on the next request.
import { hashApiKey, isWellFormedApiKey } from "@qr/core/api-key";
import { type Permission, ROLE_PERMISSIONS } from "@qr/core/permissions";
import { schema } from "@qr/db";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../errors/api-error.ts";
import { logError } from "../log.ts";
import { type Caller, keyCaller } from "./caller.ts";

const LAST_USED_RESOLUTION_MS = 60_000; // last_used_at is written at most once a minute per key

/** The caller of `Authorization: Bearer <key>`, or a 401 saying what is wrong with the key. */
export async function keyCallerOf(c: Context<AppEnv>, authorization: string): Promise<Caller> {
  const secret = bearerSecret(authorization);
  if (!secret) throw new ApiError("api_key_missing", "Send an API key as `Authorization: Bearer <key>`.");
  if (!isWellFormedApiKey(secret)) throw invalidKey("The API key is malformed.");

  const db = c.var.db();
  const [key] = await db
    .select({
      id: schema.apiKeys.id,
      teamId: schema.apiKeys.teamId,
      userId: schema.apiKeys.userId,
      permissions: schema.apiKeys.permissions,
      expiresAt: schema.apiKeys.expiresAt,
      revokedAt: schema.apiKeys.revokedAt,
      lastUsedAt: schema.apiKeys.lastUsedAt,
      role: schema.memberships.role,
    })
    .from(schema.apiKeys)
    .innerJoin(
      schema.memberships,
      and(
        eq(schema.memberships.teamId, schema.apiKeys.teamId),
        eq(schema.memberships.userId, schema.apiKeys.userId),
      ),
    )
    // A deleted team's keys stop working at once.
    .innerJoin(schema.teams, and(eq(schema.teams.id, schema.apiKeys.teamId), isNull(schema.teams.deletedAt)))
    .where(eq(schema.apiKeys.secretHash, await hashApiKey(secret)))
    .limit(1);

  if (!key) throw invalidKey("The API key is not valid.");
  if (key.revokedAt) throw invalidKey("The API key has been revoked.");
  const now = new Date();
  if (key.expiresAt && key.expiresAt <= now) throw invalidKey("The API key has expired.");

  const allowed = new Set<string>(ROLE_PERMISSIONS[key.role]);
  const caller = keyCaller(
    key.id,
    key.teamId,
    key.userId,
    key.role,
    key.permissions.filter((p): p is Permission => allowed.has(p)),
  );

  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    c.executionCtx.waitUntil(
      db
        .update(schema.apiKeys)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(schema.apiKeys.id, key.id),
            or(isNull(schema.apiKeys.lastUsedAt), lt(schema.apiKeys.lastUsedAt, stale)),
          ),
        )
        .then(() => undefined)
        .catch((error) => logError("last_used_at not written", error)),
    );
  }
  return caller;
}

/** The credential of `Authorization: Bearer <secret>`, if the header has that form. */
export function bearerSecret(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
}

function invalidKey(detail: string) {
  return new ApiError("api_key_invalid", detail);
}
