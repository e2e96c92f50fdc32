// The api tests' harness: seeds teams, hands out keys with chosen permissions and roles, and a small
// typed HTTP client for the api worker running in workerd.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { PERMISSIONS, type Permission, ROLE_PERMISSIONS, type Role } from "@qr/core/permissions";
import { openNodeDatabase } from "@qr/db/node";
import type { TestStack } from "@qr/local/test-harness";
import type { z } from "zod";
import { type Caller, keyCaller } from "../../src/access/auth/caller.ts";
import { createApiKey } from "../../src/access/keys/api-keys.ts";
import type { CreatedApiKeySchema } from "../../src/access/keys/schemas.ts";
import { bootstrapTeam } from "../../src/access/teams/bootstrap-team.ts";
import { acceptInvitation, inviteMember } from "../../src/access/teams/invitations.ts";
import type {
  AcceptedInvitationSchema,
  InvitationSchema,
  MembersSchema,
} from "../../src/access/teams/schemas.ts";
import type { DomainSchema } from "../../src/codes/domains/schemas.ts";
import type { QrCodeSchema } from "../../src/codes/qr/schemas.ts";
import type { ProblemSchema } from "../../src/http/openapi/shared-schemas.ts";
import type { AnalyticsSchema } from "../../src/scan-path/analytics/schemas.ts";

export interface TestTeam {
  id: string;
  /** An owner's key with every permission. */
  adminKey: string;
  /** That owner, acting on the team as the API would let them. */
  owner: Caller;
  /** The owner's address (mail the team gets goes there). */
  ownerEmail: string;
}

export async function seedTeam(stack: TestStack, name = "Test team"): Promise<TestTeam> {
  const session = openNodeDatabase(stack.databaseUrl);
  try {
    const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
    const team = await bootstrapTeam(session.db, { teamName: name, ownerEmail: email });
    const owner = keyCaller(team.keyId, team.teamId, team.userId, "owner", PERMISSIONS);
    return { id: team.teamId, adminKey: team.secret, owner, ownerEmail: email };
  } finally {
    await session.close();
  }
}

export interface KeyOptions {
  /** The role of the new member who holds the key; owner by default. */
  role?: Role;
  /** The key's permissions; all the role allows by default. */
  permissions?: readonly Permission[];
  /** A past instant makes an expired key. */
  expiresAt?: Date;
}

/**
 * A key of a new member of `team`, made the way the service makes one: the owner invites the member, the member
 * accepts (which yields a key with the role's permissions) and, for narrower permissions, creates another key.
 */
export async function issueKey(stack: TestStack, team: TestTeam, options: KeyOptions = {}): Promise<string> {
  const role = options.role ?? "owner";
  const session = openNodeDatabase(stack.databaseUrl);
  try {
    const email = `member-${randomBytes(4).toString("hex")}@example.com`;
    const invitation = await inviteMember(
      { db: session.db, caller: team.owner, now: Date.now },
      team.id,
      { email, role },
      `${stack.apiUrl}/api/v1/invitations/accept`,
    );
    const accepted = await acceptInvitation(session.db, invitation.token);
    if (!accepted.api_key) throw new Error("an acceptance without a session makes a key");
    if (options.permissions === undefined && options.expiresAt === undefined) return accepted.api_key.secret;
    const member = keyCaller(accepted.api_key.id, team.id, accepted.user_id, role, ROLE_PERMISSIONS[role]);
    const key = await createApiKey(
      { db: session.db, caller: member, now: Date.now },
      { name: "test key", permissions: [...(options.permissions ?? ROLE_PERMISSIONS[role])] },
    );
    if (options.expiresAt) {
      // Time passing: the API only accepts an expiry in the future.
      await stack.sql.query("update api_keys set expires_at = $1 where id = $2", [options.expiresAt, key.id]);
    }
    return key.secret;
  } finally {
    await session.close();
  }
}

/** A new member of `team` with this role: their id and the key their acceptance made. */
export async function addMember(
  stack: TestStack,
  team: TestTeam,
  role: Role,
): Promise<{ userId: string; key: string }> {
  const session = openNodeDatabase(stack.databaseUrl);
  try {
    const email = `member-${randomBytes(4).toString("hex")}@example.com`;
    const invitation = await inviteMember(
      { db: session.db, caller: team.owner, now: Date.now },
      team.id,
      { email, role },
      `${stack.apiUrl}/api/v1/invitations/accept`,
    );
    const accepted = await acceptInvitation(session.db, invitation.token);
    if (!accepted.api_key) throw new Error("an acceptance without a session makes a key");
    return { userId: accepted.user_id, key: accepted.api_key.secret };
  } finally {
    await session.close();
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export interface RequestOptions {
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** Sent exactly as is (for malformed-body tests). */
  raw?: string;
  headers?: Record<string, string>;
}

export function apiClient(stack: TestStack, key?: string) {
  const request = async <T = unknown>(method: string, path: string, options: RequestOptions = {}) => {
    const headers: Record<string, string> = { ...(key ? { Authorization: `Bearer ${key}` } : {}) };
    let payload: string | undefined = options.raw;
    if (payload === undefined && options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers["Content-Type"] = "application/json";
    }
    const response = await fetch(`${stack.apiUrl}${path}`, {
      method,
      headers: { ...headers, ...options.headers },
      body: payload,
    });
    const text = await response.text();
    const type = response.headers.get("Content-Type") ?? "";
    const body = (type.includes("json") && text ? JSON.parse(text) : text) as T;
    return { status: response.status, headers: response.headers, body } satisfies ApiResponse<T>;
  };
  return {
    request,
    get: <T = unknown>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
    post: <T = unknown>(path: string, body: unknown, options?: RequestOptions) =>
      request<T>("POST", path, { ...options, body }),
    patch: <T = unknown>(path: string, body: unknown, options?: RequestOptions) =>
      request<T>("PATCH", path, { ...options, body }),
    put: <T = unknown>(path: string, body: unknown, options?: RequestOptions) =>
      request<T>("PUT", path, { ...options, body }),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

// Response bodies, inferred from the schemas the API validates and documents them with.
export type QrCodeBody = z.output<typeof QrCodeSchema>;
export type ProblemBody = z.output<typeof ProblemSchema>;
export type AnalyticsBody = z.output<typeof AnalyticsSchema>;
export type CreatedKeyBody = z.output<typeof CreatedApiKeySchema>;
export type InvitationBody = z.output<typeof InvitationSchema>;
export type AcceptedBody = z.output<typeof AcceptedInvitationSchema>;
export type MembersBody = z.output<typeof MembersSchema>;

export type DomainBody = z.output<typeof DomainSchema>;

/** Uploads `test/fixtures/<name>` as a logo of the key's team; its id. */
export async function uploadFixtureLogo(stack: TestStack, key: string, name: string, type: string) {
  const response = await fetch(`${stack.apiUrl}/api/v1/logos?name=${name}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${key}`, "Content-Type": type },
    body: new Uint8Array(readFileSync(new URL(`../fixtures/${name}`, import.meta.url))),
  });
  if (response.status !== 201)
    throw new Error(`uploading ${name}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Adds `hostname` to the team, publishes the records its answer lists in the local DNS, and verifies it, as a
 * team admin would: the domain, verified (with `makeDefault`, the team's default too).
 */
export async function verifiedDomain(
  stack: TestStack,
  client: ApiClient,
  hostname: string,
  options: { makeDefault?: boolean } = {},
): Promise<DomainBody> {
  const added = await client.post<DomainBody>("/api/v1/domains", { hostname });
  if (added.status !== 201)
    throw new Error(`adding ${hostname}: ${added.status} ${JSON.stringify(added.body)}`);
  for (const record of added.body.records) stack.dns.publish(record);
  const verified = await client.post<DomainBody>(`/api/v1/domains/${added.body.id}/verify`, undefined);
  if (verified.body.status !== "verified") {
    throw new Error(`verifying ${hostname}: ${verified.status} ${JSON.stringify(verified.body)}`);
  }
  if (!options.makeDefault) return verified.body;
  return (await client.patch<DomainBody>(`/api/v1/domains/${added.body.id}`, { is_default: true })).body;
}

/**
 * What an operator's CLI (apps/api/src/cli/<name>.ts) prints, run against the stack's database. Run without blocking
 * the test's event loop: blocked for seconds, its fetch could reuse a connection workerd closed meanwhile.
 */
export async function operatorCli(stack: TestStack, name: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, [`src/cli/${name}.ts`, ...args], {
    cwd: fileURLToPath(new URL("../../", import.meta.url)),
    env: { ...process.env, DATABASE_URL: stack.databaseUrl },
    encoding: "utf8",
  });
  return stdout;
}
