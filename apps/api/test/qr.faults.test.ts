// Faults on the edge-sync path: a KV outage never fails a write or loses it, racing writers leave KV at the
// newest version, and an older record landing after the newest was confirmed is written over by the cron.
import { redirectKey } from "@qr/core/redirect-record";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, type QrCodeBody, seedTeam } from "./support/api.ts";

let stack: TestStack;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack({ injectKvFaults: true });
  api = apiClient(stack, (await seedTeam(stack)).adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

async function kvRecord(slug: string) {
  const raw = await (await stack.kv()).get(redirectKey(null, slug));
  return raw === null ? null : JSON.parse(raw);
}

async function syncState(id: string) {
  const { rows } = await stack.sql.query("select version, kv_synced_version from qr_codes where id = $1", [
    id,
  ]);
  return { version: Number(rows[0].version), synced: Number(rows[0].kv_synced_version) };
}

describe("a KV outage", () => {
  it("still answers 2xx, scans still resolve through the api worker, and the cron repairs KV", async () => {
    await stack.failKvWrites(true);
    try {
      const created = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/during-outage" });
      expect(created.status).toBe(201);
      const code = created.body;
      expect(await kvRecord(code.slug)).toBeNull();
      expect(await syncState(code.id)).toEqual({ version: 1, synced: 0 });

      const scanned = await scan(stack, code.slug);
      expect(scanned.status).toBe(302);
      expect(scanned.headers.get("Location")).toBe("https://example.com/during-outage");

      const updated = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, {
        url: "https://example.com/still-down",
      });
      expect(updated.status).toBe(200);
      expect(await syncState(code.id)).toEqual({ version: 2, synced: 0 });

      await stack.runCron(); // KV still down: nothing repaired, nothing lost
      expect(await syncState(code.id)).toEqual({ version: 2, synced: 0 });

      await stack.failKvWrites(false);
      await stack.runCron();
      expect(await kvRecord(code.slug)).toMatchObject({ url: "https://example.com/still-down", version: 2 });
      expect(await syncState(code.id)).toEqual({ version: 2, synced: 2 });
    } finally {
      await stack.failKvWrites(false);
    }
  });

  it("answers a delete during the outage and the cron then turns scans into 410", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/doomed" });
    expect((await scan(stack, code.slug)).status).toBe(302);
    await stack.failKvWrites(true);
    expect((await api.delete(`/api/v1/qr/${code.id}`)).status).toBe(204);
    await stack.failKvWrites(false);
    await stack.runCron();
    expect(await kvRecord(code.slug)).toMatchObject({ status: "deleted", version: 2 });
    expect((await scan(stack, code.slug)).status).toBe(410);
  });
});

describe("concurrent writers", () => {
  it("leave KV at the newest version after parallel PATCHes", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/v1" });
    for (let round = 0; round < 5; round++) {
      const responses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          api.patch(`/api/v1/qr/${code.id}`, { url: `https://example.com/r${round}-${i}` }),
        ),
      );
      expect(responses.map((r) => r.status)).toEqual(Array(6).fill(200));
      // Each writer confirms its KV write after answering; a writer whose write landed after a newer one finds the
      // row moved and writes the newest again. So KV converges on the newest version: wait for that, not only for
      // the confirmation (the newest writer may confirm before a slower writer's older write lands and is undone).
      const row = await eventually(async () => {
        const { rows } = await stack.sql.query(
          "select url, version, kv_synced_version from qr_codes where id = $1",
          [code.id],
        );
        const record = (await kvRecord(code.slug)) as { version?: number } | null;
        const settled = rows[0].kv_synced_version === rows[0].version;
        return settled && record?.version === Number(rows[0].version) ? rows[0] : undefined;
      });
      expect(await kvRecord(code.slug)).toMatchObject({ url: row.url, version: Number(row.version) });
    }
    expect((await syncState(code.id)).version).toBe(31);
  });
});

describe("a slower writer's older record, landing after the newest was confirmed", () => {
  it("is found by the cron's read-back a minute later and written over with the newest", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/first" });
    const older = await eventually(async () => {
      const record = await kvRecord(code.slug);
      return record?.version === 1 ? record : undefined;
    });
    await api.patch(`/api/v1/qr/${code.id}`, { url: "https://example.com/newest" });
    await eventually(async () => {
      const { version, synced } = await syncState(code.id);
      return version === 2 && synced === 2 ? true : undefined;
    });
    // The slower writer's put of version 1 lands now, and its invocation ends before its own confirmation could
    // see the row moved: KV is behind while the row reads confirmed, out of the outbox's sight.
    await (await stack.kv()).put(redirectKey(null, code.slug), JSON.stringify(older));
    await stack.runCron();
    expect(await kvRecord(code.slug)).toMatchObject({ url: "https://example.com/first", version: 1 });

    // Read back at least a minute after its confirmation (KV serves a write everywhere within one).
    await stack.sql.query("update qr_codes set kv_synced_at = now() - interval '90 seconds' where id = $1", [
      code.id,
    ]);
    await stack.runCron();
    expect(await kvRecord(code.slug)).toMatchObject({ url: "https://example.com/newest", version: 2 });
    expect(await syncState(code.id)).toEqual({ version: 2, synced: 2 });
    expect(stack.workerLogs().some((line) => line.includes("not its confirmed row's"))).toBe(true);

    // Written again, so confirmed again: read back once more a minute on, it holds, and is read back no more.
    const confirmedAt = async () =>
      (await stack.sql.query("select kv_synced_at from qr_codes where id = $1", [code.id])).rows[0]
        .kv_synced_at;
    expect(await confirmedAt()).not.toBeNull();
    await stack.sql.query("update qr_codes set kv_synced_at = now() - interval '90 seconds' where id = $1", [
      code.id,
    ]);
    await stack.runCron();
    expect(await confirmedAt()).toBeNull();
    expect(await kvRecord(code.slug)).toMatchObject({ url: "https://example.com/newest", version: 2 });
  });
});
