// An API key as the credential: `Authorization: Bearer <key>`. A malformed key or a wrong checksum is refused before
// any database read. The key must exist, not be revoked or expired, and its user must still be a member of its live
// team; its permissions are narrowed to what that member's role allows now.
//
// The isolate remembers a key it has read (by its secret's hash), so a request need not read it again before its
// work; every request sends the key's verification ahead of its first statement (verify_api_key, migration 0008),
// in the same round trip. So revocation, expiry, removal and demotion take effect on the very next request, as if
// the key were read each time (docs/decisions/0009).

import { hashApiKey, isWellFormedApiKey } from "@qr/core/api-key";
import { BoundedCache } from "@qr/core/bounded-cache";
import { machineTime } from "@qr/core/clock";
import { type Permission, ROLE_PERMISSIONS, type Role } from "@qr/core/permissions";
import { type RequestDatabase, schema } from "@qr/db";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";

import { type Caller, keyCaller } from "./caller.ts";
import { originOf } from "./caller-origin.ts";

interface KeyRead {
  id: string;
  teamId: string;
  userId: string;
  role: Role;
  permissions: string[];
  folderIds: string[] | null;
  expiresAt: number | null;
}

const keys = new BoundedCache<KeyRead>({ capacity: 10_000 });

/** The caller of `Authorization: Bearer <key>`, or a 401 saying what is wrong with the key. */
export async function keyCallerOf(c: Context<AppEnv>, authorization: string): Promise<Caller> {
  const secret = bearerSecret(authorization);
  if (!secret) throw new ApiError("api_key_missing", "Send an API key as `Authorization: Bearer <key>`.");
  if (!isWellFormedApiKey(secret)) throw invalidKey("The API key is malformed.");

  const hash = await hashApiKey(secret);
  const remembered = c.var.rereadCredential ? undefined : keys.get(hash);
  const key = remembered && !expired(remembered) ? remembered : await readKey(c, hash);
  keys.set(hash, key);
  c.set("forgetCredential", () => keys.delete(hash));
  c.var
    .statements()
    .sendAhead(sql`select verify_api_key(${key.id}, ${key.teamId}, ${key.userId}, ${key.role})`);

  const allowed = new Set<string>(ROLE_PERMISSIONS[key.role]);
  return {
    ...keyCaller(
      key.id,
      key.teamId,
      key.userId,
      key.role,
      key.permissions.filter((p): p is Permission => allowed.has(p)),
      key.folderIds,
    ),
    origin: originOf(c.req.raw.headers, c.get("requestId") ?? null),
  };
}

function readKey(c: Context<AppEnv>, hash: string): Promise<KeyRead> {
  return liveKeyRead(c.var.db(), hash);
}

/** The key of this secret hash as it is now, or a 401 saying why it does not work (also for an OAuth refresh). */
export async function liveKeyRead(db: RequestDatabase, hash: string): Promise<KeyRead> {
  const [key] = await db
    .select({
      id: schema.apiKeys.id,
      teamId: schema.apiKeys.teamId,
      userId: schema.apiKeys.userId,
      permissions: schema.apiKeys.permissions,
      folderIds: schema.apiKeys.folderIds,
      expiresAt: schema.apiKeys.expiresAt,
      revokedAt: schema.apiKeys.revokedAt,
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
    .where(eq(schema.apiKeys.secretHash, hash))
    .limit(1);
  if (!key) throw invalidKey("The API key is not valid.");
  if (key.revokedAt) throw invalidKey("The API key has been revoked.");
  const read = { ...key, expiresAt: key.expiresAt?.getTime() ?? null };
  if (expired(read)) throw invalidKey("The API key has expired.");
  return read;
}

function expired(key: KeyRead): boolean {
  return key.expiresAt !== null && key.expiresAt <= machineTime();
}

/** The credential of `Authorization: Bearer <secret>`, if the header has that form. */
export function bearerSecret(header: string | undefined): string | undefined {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
}

function invalidKey(detail: string) {
  return new ApiError("api_key_invalid", detail);
}
