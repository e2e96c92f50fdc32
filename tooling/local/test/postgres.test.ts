import { chmodSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { runMigrations } from "@qr/db/migrate";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { isListening } from "../src/free-port.ts";
import { startNeonProxy } from "../src/neon-proxy.ts";
import { type RunningPostgres, startPostgresServer } from "../src/postgres-server.ts";

const TABLES = [
  "abuse_reports",
  "accounts",
  "api_keys",
  "auth_rate_limits",
  "blocked_hosts",
  "conversions",
  "designs",
  "domains",
  "events",
  "export_jobs",
  "export_parts",
  "files",
  "folder_members",
  "folders",
  "ga4_streams",
  "idempotency_keys",
  "invitations",
  "logos",
  "mail_outbox",
  "memberships",
  "passkeys",
  "qr_code_versions",
  "qr_codes",
  "saml_assertions_used",
  "saml_requests",
  "scan_clicks",
  "scan_daily_rollups",
  "scan_events",
  "scan_hourly_rollups",
  "scan_monthly_rollups",
  "scan_team_visitors",
  "scan_total_rollups",
  "scim_connections",
  "scim_group_members",
  "scim_groups",
  "scim_users",
  "sessions",
  "sso_connections",
  "tags",
  "team_activity",
  "teams",
  "two_factors",
  "unsafe_urls",
  "users",
  "utm_templates",
  "verifications",
  "webhook_attempts",
  "webhook_deliveries",
  "webhook_endpoints",
];

describe("the throwaway PostgreSQL server", () => {
  let server: RunningPostgres;
  beforeAll(async () => {
    server = await startPostgresServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("applies every migration, and applying them again changes nothing", async () => {
    await runMigrations(server.url);
    await runMigrations(server.url);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const { rows } = await client.query(
      `select relname from pg_class join pg_namespace on pg_namespace.oid = relnamespace
       where nspname = 'public' and relkind in ('r', 'p') and not relispartition order by 1`,
    );
    await client.end();
    expect(rows.map((r) => r.relname)).toEqual(TABLES);
  });

  it("lets two runners migrate at once without conflict", async () => {
    const fresh = await startPostgresServer();
    try {
      await Promise.all([runMigrations(fresh.url), runMigrations(fresh.url)]);
    } finally {
      await fresh.stop();
    }
  });

  it("is gone, port and files, after stop()", async () => {
    const throwaway = await startPostgresServer();
    const directory = throwaway.directory ?? "";
    try {
      expect(existsSync(directory)).toBe(true);
      expect(await isListening(throwaway.port)).toBe(true);
    } finally {
      await throwaway.stop(); // also when an expectation failed: a server must not outlive its test
    }
    expect(await isListening(throwaway.port)).toBe(false);
    expect(existsSync(directory)).toBe(false);
  });
});

describe("a PostgreSQL server with a data directory", () => {
  it("keeps its data across a restart", async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), "qr-pg-keep-")), "postgres");
    chmodSync(dirname(dataDir), 0o755);
    const first = await startPostgresServer({ dataDir });
    const write = new pg.Client({ connectionString: first.url });
    await write.connect();
    await write.query("create table kept (note text); insert into kept values ('still here')");
    await write.end();
    await first.stop();
    expect(existsSync(dataDir)).toBe(true);

    const second = await startPostgresServer({ dataDir });
    try {
      const read = new pg.Client({ connectionString: second.url });
      await read.connect();
      const { rows } = await read.query("select note from kept");
      await read.end();
      expect(rows).toEqual([{ note: "still here" }]);
    } finally {
      await second.stop();
      rmSync(dirname(dataDir), { recursive: true, force: true });
    }
  });
});

describe("the stand-in for Neon's proxy", () => {
  it("forwards only to the database it was started for", async () => {
    const proxy = await startNeonProxy({ host: "127.0.0.1", port: 5999 });
    try {
      const close = await new Promise<number>((resolve) => {
        const ws = new WebSocket(`ws://${proxy.address}/v2?address=169.254.169.254:80`);
        ws.on("close", (code) => resolve(code));
      });
      expect(close).toBe(1008);
    } finally {
      await proxy.stop();
    }
  });
});
