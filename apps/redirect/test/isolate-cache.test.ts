// The redirect worker's isolate cache, with a window of 3 s instead of the deployed 5 s: a hot code is served from
// memory, and a destination change or a disabled code reaches scans once the window has passed.

import { type ApiClient, apiClient, type QrCodeBody, seedTeam } from "@qr/api/test-support";
import { redirectKey } from "@qr/core/redirect-record";
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const WINDOW_SECONDS = 3;
let stack: TestStack;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack({ isolateCacheTtl: WINDOW_SECONDS });
  api = apiClient(stack, (await seedTeam(stack)).adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

async function locationOf(slug: string, at: number): Promise<string | null> {
  const response = await scan(stack, slug, { at });
  await response.body?.cancel();
  return response.status === 302 ? response.headers.get("Location") : String(response.status);
}

describe("the isolate cache", () => {
  // Scans are made at chosen instants on the stack's test clock: the window is stepped through, not waited for.
  it("serves a hot code from memory, then the new destination once the window has passed", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/old" });
    const cachedAt = Date.now();
    expect(await locationOf(code.slug, cachedAt)).toBe("https://example.com/old");

    await api.patch(`/api/v1/qr/${code.id}`, { url: "https://example.com/new" });
    const kv = await stack.kv();
    expect(JSON.parse((await kv.get(redirectKey(null, code.slug))) ?? "null")).toMatchObject({
      url: "https://example.com/new",
    });
    const windowEnds = cachedAt + WINDOW_SECONDS * 1000;
    expect(await locationOf(code.slug, cachedAt + 1)).toBe("https://example.com/old");
    expect(await locationOf(code.slug, windowEnds - 1)).toBe("https://example.com/old");
    expect(await locationOf(code.slug, windowEnds)).toBe("https://example.com/new");
  });

  it("stops redirecting a disabled code once the window has passed", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu" });
    const cachedAt = Date.now();
    expect(await locationOf(code.slug, cachedAt)).toBe("https://example.com/menu");
    await api.patch(`/api/v1/qr/${code.id}`, { status: "disabled" });
    expect(await locationOf(code.slug, cachedAt + WINDOW_SECONDS * 1000 - 1)).toBe(
      "https://example.com/menu",
    );
    expect(await locationOf(code.slug, cachedAt + WINDOW_SECONDS * 1000)).toBe("410");
  });

  it("caches a record the api worker resolved after a KV miss", async () => {
    const { body: code } = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/resolved" });
    const kv = await stack.kv();
    await kv.delete(redirectKey(null, code.slug));
    expect(await locationOf(code.slug, Date.now())).toBe("https://example.com/resolved");
    // The resolver repaired KV; a second scan is answered as well (from memory or KV).
    expect(await locationOf(code.slug, Date.now())).toBe("https://example.com/resolved");
    expect(await kv.get(redirectKey(null, code.slug))).not.toBeNull();
  });
});
