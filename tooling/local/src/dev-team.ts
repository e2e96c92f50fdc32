// Seeds the dev team, its admin key and the dev user who owns it, once, through the operator CLIs, and keeps
// the key and the user's sign-in in git-ignored files so that a restart shows the same ones (the data survives
// restarts too).
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { hashApiKey } from "@qr/core/api-key";
import pg from "pg";
import { REPO_ROOT } from "./paths.ts";

const BOOTSTRAP_CLI = `${REPO_ROOT}apps/api/src/cli/bootstrap-team.ts`;
const SET_PASSWORD_CLI = `${REPO_ROOT}apps/api/src/cli/set-password.ts`;
export const DEV_USER_EMAIL = "dev@example.com";

export interface DevUser {
  email: string;
  password: string;
}

/** The dev user's sign-in (`userFile`: line 1 email, line 2 password), setting a password the first time. */
export async function ensureDevUser(databaseUrl: string, userFile: string): Promise<DevUser> {
  if (existsSync(userFile)) {
    const [email = "", password = ""] = readFileSync(userFile, "utf8").split("\n");
    if (email && password) return { email, password };
  }
  const password = `dev-${randomBytes(12).toString("base64url")}`;
  await new Promise<void>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [SET_PASSWORD_CLI, "--email", DEV_USER_EMAIL],
      { env: { ...process.env, DATABASE_URL: databaseUrl } },
      (error) => (error ? reject(error) : resolve()),
    );
    child.stdin?.end(password);
  });
  writeFileSync(userFile, `${DEV_USER_EMAIL}\n${password}\n`, { mode: 0o600 });
  return { email: DEV_USER_EMAIL, password };
}

export interface DevTeam {
  apiKey: string;
  teamId: string;
  created: boolean;
}

/** A new team, its owner and an admin key, made by the operator CLI (as a deployment's first team is). */
export async function bootstrapTeamKey(
  databaseUrl: string,
  teamName: string,
): Promise<{ apiKey: string; teamId: string }> {
  const email = `owner-${randomBytes(4).toString("hex")}@example.com`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [BOOTSTRAP_CLI, "--team", teamName, "--email", email, "--key-name", `${teamName} key`],
    { env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  const created = JSON.parse(stdout) as { team_id: string; api_key: string };
  return { apiKey: created.api_key, teamId: created.team_id };
}

export async function ensureDevTeam(databaseUrl: string, keyFile: string): Promise<DevTeam> {
  if (existsSync(keyFile)) {
    const apiKey = readFileSync(keyFile, "utf8").trim();
    const teamId = await teamOfLiveKey(databaseUrl, apiKey);
    if (teamId) return { apiKey, teamId, created: false };
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [BOOTSTRAP_CLI, "--team", "Dev team", "--email", DEV_USER_EMAIL, "--key-name", "local dev admin key"],
    { env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  const created = JSON.parse(stdout) as { team_id: string; api_key: string };
  writeFileSync(keyFile, `${created.api_key}\n`, { mode: 0o600 });
  return { apiKey: created.api_key, teamId: created.team_id, created: true };
}

async function teamOfLiveKey(databaseUrl: string, apiKey: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ team_id: string }>(
      "select team_id from api_keys where secret_hash = $1 and revoked_at is null",
      [await hashApiKey(apiKey)],
    );
    return rows[0]?.team_id;
  } finally {
    await client.end();
  }
}
