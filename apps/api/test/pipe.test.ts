// The whole local pipe: redirect worker → KV miss → api worker (service binding) → Postgres through the
// Neon driver and the WebSocket proxy → KV repaired → 302 → scan event on the queue → the api worker's
// consumer → a row in scan_events.
import { redirectKey } from "@qr/core/redirect-record";
import { openNodeDatabase } from "@qr/db/node";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootstrapTeam } from "../src/access/teams/bootstrap-team.ts";

const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

let stack: TestStack;
let teamId: string;

beforeAll(async () => {
  stack = await startTestStack();
  const session = openNodeDatabase(stack.databaseUrl);
  teamId = (await bootstrapTeam(session.db, { teamName: "Pipe", ownerEmail: "pipe@example.com" })).teamId;
  await session.close();
});

afterAll(async () => {
  await stack?.stop();
});

async function insertCode(id: string, slug: string, url: string) {
  await stack.sql.query("insert into qr_codes (id, team_id, slug, url) values ($1, $2, $3, $4)", [
    id,
    teamId,
    slug,
    url,
  ]);
}

/** Scans as a phone in Germany behind one address. */
const scanFromGermany = (slug: string) =>
  scan(stack, slug, { ip: "203.0.113.7", country: "DE", colo: "FRA", ua: IPHONE_UA });

describe("the local pipe", () => {
  it("resolves a code missing from KV through the api worker, repairs KV and records the scan", async () => {
    await insertCode("qr_pipe1", "pipe-menu", "https://example.com/menu");

    const response = await scanFromGermany("pipe-menu");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.com/menu");

    const kv = await stack.kv();
    const record = JSON.parse((await kv.get(redirectKey(null, "pipe-menu"))) ?? "null");
    expect(record).toEqual({
      v: 1,
      qr_id: "qr_pipe1",
      team_id: teamId,
      url: "https://example.com/menu",
      status: "active",
      forward_query: false,
      version: 1,
    });
    await eventually(async () => {
      const { rows } = await stack.sql.query("select kv_synced_version from qr_codes where id = 'qr_pipe1'");
      return rows[0].kv_synced_version === "1" || undefined;
    });

    const row = await eventually(async () => {
      const { rows } = await stack.sql.query("select * from scan_events where qr_id = 'qr_pipe1'");
      return rows[0];
    });
    expect(row).toMatchObject({
      team_id: teamId,
      slug: "pipe-menu",
      country: "DE",
      colo: "FRA",
      device: "mobile",
    });
    expect(row.os).toBe("iOS");
    expect(row.bot).toBe(false);
    expect(row.visitor).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain("203.0.113.7");
  });

  it("serves the next scan from KV without asking Postgres", async () => {
    await stack.sql.query(
      "update qr_codes set url = 'https://example.com/changed-behind-kv' where id = 'qr_pipe1'",
    );
    const response = await scanFromGermany("pipe-menu");
    expect(response.headers.get("Location")).toBe("https://example.com/menu");
  });

  it("lets the cron trigger repair a KV record that lags its row", async () => {
    await stack.sql.query(
      'update qr_codes set url = \'https://example.com/new-menu\', version = version + 1, last_change = \'{"kind":"updated","by":{"kind":"system"}}\', updated_at = now() where id = \'qr_pipe1\'',
    );
    await stack.runCron();

    const kv = await stack.kv();
    const record = JSON.parse((await kv.get(redirectKey(null, "pipe-menu"))) ?? "null");
    expect(record).toMatchObject({ url: "https://example.com/new-menu", version: 2 });
    const { rows } = await stack.sql.query("select kv_synced_version from qr_codes where id = 'qr_pipe1'");
    expect(rows[0].kv_synced_version).toBe("2");
  });

  it("answers 404 for an unknown slug and 410 for a disabled code", async () => {
    expect((await scanFromGermany("no-such-code")).status).toBe(404);
    await insertCode("qr_pipe2", "pipe-off", "https://example.com/off");
    await stack.sql.query("update qr_codes set status = 'disabled' where id = 'qr_pipe2'");
    expect((await scanFromGermany("pipe-off")).status).toBe(410);
  });
});

describe("health endpoints", () => {
  it("reports the api worker and its database as healthy", async () => {
    const response = await fetch(`${stack.apiUrl}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Request-Id")).toMatch(/^req_/);
    const body = await response.json();
    expect(body).toMatchObject({ status: "ok", database: { status: "ok" } });
  });

  it("reports the redirect worker as healthy", async () => {
    const response = await fetch(`${stack.redirectUrl}/_health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
