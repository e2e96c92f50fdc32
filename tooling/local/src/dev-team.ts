// Seeds the dev team and its admin key once, through the operator CLI, and keeps the key in a git-ignored
// file so that a restart shows the same key (the data survives restarts too).
import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { promisify } from "node:util";
import { hashApiKey } from "@qr/core/api-key";
import pg from "pg";
import { REPO_ROOT } from "./paths.ts";

const BOOTSTRAP_CLI = `${REPO_ROOT}apps/api/src/cli/bootstrap-team.ts`;

export interface DevTeam {
  apiKey: string;
  teamId: string;
  created: boolean;
}

export async function ensureDevTeam(databaseUrl: string, keyFile: string): Promise<DevTeam> {
  if (existsSync(keyFile)) {
    const apiKey = readFileSync(keyFile, "utf8").trim();
    const teamId = await teamOfLiveKey(databaseUrl, apiKey);
    if (teamId) return { apiKey, teamId, created: false };
  }
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [BOOTSTRAP_CLI, "--team", "Dev team", "--email", "dev@localhost", "--key-name", "local dev admin key"],
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
