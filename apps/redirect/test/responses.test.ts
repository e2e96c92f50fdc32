// The redirect worker in workerd: the exact response headers, nothing of the request echoed, hostile
// input, HEAD, the KV-miss fallback and the negative cache for unknown slugs.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { type ApiClient, apiClient, type QrCodeBody, seedTeam } from "@qr/api/test-support";
import { redirectKey } from "@qr/core/redirect-record";
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const REDIRECT_HEADERS = [
  "cache-control",
  "location",
  "referrer-policy",
  "strict-transport-security",
  "x-content-type-options",
  "x-robots-tag",
];
// Added by the HTTP layer, not by the worker.
const TRANSPORT_HEADERS = new Set(["content-length", "date", "connection", "keep-alive"]);

let stack: TestStack;
let api: ApiClient;
let code: QrCodeBody;

beforeAll(async () => {
  stack = await startTestStack();
  api = apiClient(stack, (await seedTeam(stack)).adminKey);
  code = (
    await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/menu?lang=en", forward_query: true })
  ).body;
});
afterAll(async () => {
  await stack?.stop();
});

function headerNames(headers: Record<string, unknown>) {
  return Object.keys(headers)
    .filter((name) => !TRANSPORT_HEADERS.has(name))
    .sort();
}

/** A request over a real socket to the redirect worker, with headers exactly as given (Host included). */
function rawRequest(path: string, headers: Record<string, string> = {}, method = "GET") {
  const { port } = new URL(stack.redirectUrl);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe("the redirect response", () => {
  it("carries exactly the allowlisted headers", async () => {
    const response = await rawRequest(`/${code.slug}`);
    expect(response.status).toBe(302);
    expect(headerNames(response.headers)).toEqual(REDIRECT_HEADERS);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers["referrer-policy"]).toBe("no-referrer");
    expect(response.body).toBe("");
  });

  it("echoes nothing of a hostile request and builds Location only from the stored URL", async () => {
    const hostile = {
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "javascript",
      "X-Original-URL": "/admin",
      Cookie: "session=stolen; qr=1",
      Origin: "https://evil.example",
      Referer: "https://evil.example/phish",
      "User-Agent": "Mozilla/5.0 <script>alert(1)</script>",
      "Accept-Language": "xx-EVIL",
      "X-Injected": "value",
    };
    const response = await rawRequest(`/${code.slug}`, hostile);
    expect(response.status).toBe(302);
    expect(headerNames(response.headers)).toEqual(REDIRECT_HEADERS);
    expect(response.headers.location).toBe("https://example.com/menu?lang=en");
    const everything = JSON.stringify(response.headers);
    for (const value of ["evil", "stolen", "script", "javascript", "admin", "Injected", "xx-EVIL"]) {
      expect(everything).not.toContain(value);
    }
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("answers a host nobody verified with the 404 page, echoing nothing of it", async () => {
    const response = await rawRequest(`/${code.slug}`, {
      Host: "evil.example",
      "X-Forwarded-Host": "localhost",
    });
    expect(response.status).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(JSON.stringify(response.headers) + response.body).not.toContain("evil");
  });

  it("gives each scan its own code's Location and the same headers, however scans of codes interleave", async () => {
    // Headers of redirects to stored URLs are reused from one scan to the next: nothing may carry over.
    const other = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.org/other" })).body;
    const expected = [
      [`/${code.slug}`, "https://example.com/menu?lang=en"],
      [`/${other.slug}?utm=x`, "https://example.org/other"],
      [`/${code.slug}?utm=x`, "https://example.com/menu?lang=en&utm=x"],
      [`/${other.slug}`, "https://example.org/other"],
      [`/${code.slug}`, "https://example.com/menu?lang=en"],
      [`/${code.slug}?utm=y`, "https://example.com/menu?lang=en&utm=y"],
    ] as const;
    for (const [path, location] of [...expected, ...expected]) {
      const response = await rawRequest(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.location, path).toBe(location);
      expect(headerNames(response.headers), path).toEqual(REDIRECT_HEADERS);
    }
  });

  it("keeps CRLF and other injections inside an encoded Location", async () => {
    const response = await scan(stack, `/${code.slug}?next=%0d%0aSet-Cookie:%20x=1&lang=de`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const location = response.headers.get("Location") ?? "";
    expect(location).toBe("https://example.com/menu?lang=en&next=%0D%0ASet-Cookie%3A+x%3D1");
    expect(location).not.toMatch(/[\r\n]/);
  });

  it("answers malformed paths with the 404 page and no lookup result leaking", async () => {
    for (const path of [
      "/%0d%0aSet-Cookie:x=1",
      "/favicon.ico",
      "/a/b/c",
      `/${"x".repeat(100)}`,
      "/../etc/passwd",
      "/",
    ]) {
      const response = await scan(stack, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("Set-Cookie")).toBeNull();
      expect(await response.text()).toContain("QR code not found");
    }
  });

  it("links every page it serves to the public abuse report form; a code's own page names the code", async () => {
    const report = `${stack.apiBaseUrl}/report`;
    const unknown = await (await scan(stack, "/no-such-code")).text();
    expect(unknown).toContain(`<a href="${report}">Report abuse</a>`);
    const off = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/off" })).body;
    await api.patch(`/api/v1/qr/${off.id}`, { status: "disabled" });
    const gone = await scan(stack, `/${off.slug}`);
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain(`<a href="${report}?code=${off.id}">Report abuse</a>`);
  });

  it("forgives one trailing slash, and only one", async () => {
    const response = await scan(stack, `/${code.slug}/?lang=de&utm=x`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.com/menu?lang=en&utm=x");
    expect((await scan(stack, `/${code.slug}//`)).status).toBe(404);
  });

  it("answers HEAD like GET without a body", async () => {
    const response = await scan(stack, `/${code.slug}`, { method: "HEAD" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.com/menu?lang=en");
  });

  it("refuses other methods and serves robots.txt", async () => {
    const post = await scan(stack, `/${code.slug}`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expect(post.headers.get("Allow")).toBe("GET, HEAD");
    const robots = await scan(stack, "/robots.txt");
    expect(await robots.text()).toBe("User-agent: *\nDisallow: /\n");
  });
});

describe("lookup", () => {
  it("falls back to the api worker on a KV miss and repairs KV", async () => {
    const kv = await stack.kv();
    await kv.delete(redirectKey(null, code.slug));
    const response = await scan(stack, `/${code.slug}`);
    expect(response.status).toBe(302);
    expect(JSON.parse((await kv.get(redirectKey(null, code.slug))) ?? "null")).toMatchObject({
      qr_id: code.id,
    });
  });

  it("remembers unknown slugs briefly, so probing does not reach Postgres", async () => {
    expect((await scan(stack, "/probe-slug-1")).status).toBe(404);
    // A row appearing behind KV's back (no KV record) is not looked up again within the negative-cache window.
    await stack.sql.query(
      "insert into qr_codes (id, team_id, slug, url) values ('qr_probe', $1, 'probe-slug-1', 'https://example.com/')",
      [code.team_id],
    );
    expect((await scan(stack, "/probe-slug-1")).status).toBe(404);
    // A code created through the API is written to KV, which is read before the negative cache.
    const created = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/new",
      slug: "probe-slug-2",
    });
    expect((await scan(stack, "/probe-slug-2")).status).toBe(404 === created.status ? 404 : 302);
  });

  it("serves 410 pages for disabled and deleted codes", async () => {
    const disabled = (await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/off" })).body;
    await api.patch(`/api/v1/qr/${disabled.id}`, { status: "disabled" });
    const response = await scan(stack, `/${disabled.slug}`);
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("no longer active");
  });
});
