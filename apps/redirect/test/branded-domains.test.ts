// Scans on branded domains, in workerd with real Host headers: the host picks the namespace (compared in one
// spelling), a domain's root and unknown paths answer its URLs or the neutral and 404 pages, a host nobody
// verified gets the 404 page, archived domains keep answering, and nothing of the host is ever echoed.
import { request as httpRequest } from "node:http";
import { type ApiClient, apiClient, type QrCodeBody, seedTeam, verifiedDomain } from "@qr/api/test-support";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let stack: TestStack;
let api: ApiClient;
let hostname: string;
let code: QrCodeBody;

beforeAll(async () => {
  stack = await startTestStack();
  const team = await seedTeam(stack, "Brand");
  api = apiClient(stack, team.adminKey);
  hostname = (await verifiedDomain(stack, api, "go.brand.localhost")).hostname;
  code = (
    await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/menu",
      slug: "menu",
      domain: hostname,
      forward_query: true,
    })
  ).body;
});
afterAll(async () => {
  await stack?.stop();
});

/** A request over a real socket, with the Host header exactly as given. */
function withHost(host: string, path: string) {
  const { port } = new URL(stack.redirectUrl);
  return new Promise<{ status: number; location: string | undefined; headers: string; body: string }>(
    (resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path, headers: { Host: host } }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            headers: JSON.stringify(response.headers),
            body,
          }),
        );
      });
      request.on("error", reject);
      request.end();
    },
  );
}

describe("a scan on a branded domain", () => {
  it("is answered from the code's record, exactly as on the scan host", async () => {
    const response = await scan(stack, "menu", { host: hostname, query: "?table=7" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.com/menu?table=7");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    // The same slug on the scan host is another namespace: no code there.
    expect((await scan(stack, "menu")).status).toBe(404);
  });

  it("compares the host lower-case, without its port or a trailing dot", async () => {
    const { port } = new URL(stack.redirectUrl);
    for (const host of [`GO.Brand.LocalHost:${port}`, `go.brand.localhost.:${port}`, "go.brand.localhost"]) {
      const response = await withHost(host, "/menu");
      expect(response.status, host).toBe(302);
      expect(response.location).toBe("https://example.com/menu");
    }
  });

  it("counts the scan in the code's analytics", async () => {
    await scan(stack, "menu", { host: hostname });
    const total = await eventually(async () => {
      const { body } = await api.get<{ analytics: { totalScans: number } }>(
        `/api/v1/qr/${code.id}/analytics`,
      );
      return body.analytics.totalScans > 0 ? body.analytics.totalScans : undefined;
    });
    expect(total).toBeGreaterThan(0);
  });

  it("answers the root and unknown paths with the domain's URLs, else the neutral and 404 pages", async () => {
    const root = await scan(stack, "/", { host: hostname });
    expect(root.status).toBe(200);
    expect(await root.text()).toContain("This address serves QR codes");
    expect((await scan(stack, "no-such-code", { host: hostname })).status).toBe(404);
    expect((await scan(stack, "/favicon.ico", { host: hostname })).status).toBe(404);

    const domainId = (
      await api.get<{ data: { id: string; hostname: string }[] }>("/api/v1/domains")
    ).body.data.find((domain) => domain.hostname === hostname)?.id;
    await api.patch(`/api/v1/domains/${domainId}`, {
      root_url: "https://brand.example.com/",
      not_found_url: "https://brand.example.com/lost",
    });
    const rooted = await scan(stack, "/", { host: hostname });
    expect(rooted.status).toBe(302);
    expect(rooted.headers.get("Location")).toBe("https://brand.example.com/");
    expect((await scan(stack, "no-such-code", { host: hostname })).headers.get("Location")).toBe(
      "https://brand.example.com/lost",
    );
    expect((await scan(stack, "/a/b", { host: hostname })).headers.get("Location")).toBe(
      "https://brand.example.com/lost",
    );
    // The code still answers, and the root of the scan host is still a 404.
    expect((await scan(stack, "menu", { host: hostname })).status).toBe(302);
    expect((await scan(stack, "/")).status).toBe(404);
    await api.patch(`/api/v1/domains/${domainId}`, { root_url: null, not_found_url: null });
  });

  it("gets the 404 page on a host nobody verified, echoing nothing of it", async () => {
    await api.post("/api/v1/domains", { hostname: "pending.brand.localhost" });
    // (A Host that is no hostname at all never reaches a worker: Cloudflare, and locally Miniflare, refuse it.)
    for (const host of [
      "pending.brand.localhost",
      "evil.example",
      "go.brand.localhost.evil.example",
      "script-evil.example",
    ]) {
      const response = await withHost(host, "/menu");
      expect(response.status, host).toBe(404);
      expect(response.location).toBeUndefined();
      expect(response.headers + response.body).not.toMatch(/evil|script|pending\.brand/);
    }
  });

  it("keeps answering an archived domain's codes", async () => {
    const domains = (await api.get<{ data: { id: string; hostname: string }[] }>("/api/v1/domains")).body
      .data;
    const id = domains.find((domain) => domain.hostname === hostname)?.id;
    await api.patch(`/api/v1/domains/${id}`, { archived: true });
    expect((await scan(stack, "menu", { host: hostname })).status).toBe(302);
    await api.patch(`/api/v1/domains/${id}`, { archived: false });
  });

  it("is found by the api worker when KV has lost the domain's and the code's records", async () => {
    const kv = await stack.kv();
    await kv.delete(`domain:${hostname}`);
    await kv.delete(`slug:${hostname}/menu`);
    expect((await scan(stack, "menu", { host: hostname })).status).toBe(302);
    expect(await kv.get(`domain:${hostname}`)).not.toBeNull();
    expect(await kv.get(`slug:${hostname}/menu`)).not.toBeNull();
  });
});
