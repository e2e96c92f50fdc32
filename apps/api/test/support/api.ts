// The api tests' harness: seeds teams, hands out keys with chosen permissions and roles, and a small
// typed HTTP client for the api worker running in workerd.
import { randomBytes } from "node:crypto";
import { generateApiKey, hashApiKey } from "@qr/core/api-key";
import { newId } from "@qr/core/ids";
import { type Permission, PRESETS, type Role } from "@qr/core/permissions";
import { openNodeDatabase } from "@qr/db/node";
import type { TestStack } from "@qr/local/test-harness";
import { bootstrapTeam } from "../../src/teams/bootstrap-team.ts";

export interface TestTeam {
  id: string;
  /** An owner's key with every permission. */
  adminKey: string;
}

export async function seedTeam(stack: TestStack, name = "Test team"): Promise<TestTeam> {
  const session = openNodeDatabase(stack.databaseUrl);
  try {
    const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
    const team = await bootstrapTeam(session.db, { teamName: name, ownerEmail: email });
    return { id: team.teamId, adminKey: team.secret };
  } finally {
    await session.close();
  }
}

export interface KeyOptions {
  permissions?: readonly Permission[];
  role?: Role;
  expiresAt?: Date;
}

/** A key for a new member of `team` with the given role (owner by default) and permissions (all by default). */
export async function issueKey(stack: TestStack, team: TestTeam, options: KeyOptions = {}): Promise<string> {
  const userId = newId("user");
  const key = generateApiKey();
  await stack.sql.query("insert into users (id, email) values ($1, $2)", [userId, `${userId}@example.com`]);
  await stack.sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, $3)", [
    team.id,
    userId,
    options.role ?? "owner",
  ]);
  await stack.sql.query(
    "insert into api_keys (id, team_id, user_id, name, hint, secret_hash, permissions, expires_at) values ($1, $2, $3, 'test key', $4, $5, $6, $7)",
    [
      newId("key"),
      team.id,
      userId,
      key.hint,
      await hashApiKey(key.secret),
      [...(options.permissions ?? PRESETS.admin)],
      options.expiresAt ?? null,
    ],
  );
  return key.secret;
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
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A QR code as the API returns it. */
export interface QrCodeBody {
  id: string;
  team_id: string;
  url: string;
  slug: string;
  short_url: string;
  metadata: Record<string, unknown>;
  style: Record<string, unknown>;
  status: string;
  forward_query: boolean;
  created_at: string;
  updated_at: string;
}

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  request_id: string;
  errors?: { path: string; message: string }[];
}

/** Scans a slug through the redirect worker with a phone's user agent. */
export function scan(stack: TestStack, slug: string) {
  return stack.workers.mf.dispatchFetch(`http://scan.local/${slug}`, {
    redirect: "manual",
    headers: { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148" },
    cf: { country: "FR" },
  });
}
