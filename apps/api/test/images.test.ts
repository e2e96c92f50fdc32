// The image route: every image decoded by three independent readers (ZBar, ZXing, jsQR, after librsvg) to exactly the code's
// short_url; stored styles, per-request overrides, print safety, caching headers.
import { decodePng, decodeSvg, pngSize } from "@qr/local/decode-qr";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, type ProblemBody, type QrCodeBody, seedTeam } from "./support/api.ts";

fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261121) });

let stack: TestStack;
let api: ApiClient;
let key: string;

beforeAll(async () => {
  stack = await startTestStack();
  key = (await seedTeam(stack)).adminKey;
  api = apiClient(stack, key);
});
afterAll(async () => {
  await stack?.stop();
});

async function create(body: Record<string, unknown> = {}) {
  return api.post<QrCodeBody & { warnings?: string[] }>("/api/v1/qr", {
    url: "https://example.com/menu",
    ...body,
  });
}

describe("GET /qr/{id}/image", () => {
  it("serves an SVG that decodes to the short URL, on both path forms", async () => {
    const { body: code } = await create();
    for (const base of ["/api/v1", "/v1"]) {
      const image = await api.get<string>(`${base}/qr/${code.id}/image`);
      expect(image.status).toBe(200);
      expect(image.headers.get("Content-Type")).toBe("image/svg+xml");
      expect(image.headers.get("Cache-Control")).toBe("private, no-cache");
      expect(image.headers.get("Content-Disposition")).toBeNull();
      expect(await decodeSvg(image.body)).toBe(code.short_url);
    }
  });

  it("applies the stored style, lets query parameters override it, and every variant decodes", async () => {
    const { body: code } = await create({
      style: { fg: "#1A237E", module_shape: "rounded", eye_shape: "rounded", ecl: "Q" },
    });
    expect(code.style).toEqual({ fg: "#1a237e", module_shape: "rounded", eye_shape: "rounded", ecl: "Q" });
    const stored = await api.get<string>(`/api/v1/qr/${code.id}/image`);
    expect(stored.body).toContain('fill="#1a237e"');
    expect(await decodeSvg(stored.body)).toBe(code.short_url);
    for (const query of [
      "fg=%23004d40&bg=%23fffde7",
      "module_shape=dots&eye_shape=rounded",
      "bg=transparent",
      "margin=2&size=256",
      "ecl=H&size=1024",
    ]) {
      const image = await api.get<string>(`/api/v1/qr/${code.id}/image?${query}`);
      expect(image.status, query).toBe(200);
      expect(await decodeSvg(image.body), query).toBe(code.short_url);
    }
  });

  it("renders PNGs in the Worker at the requested size that decode, transparent ones included", async () => {
    const { body: code } = await create({ style: { module_shape: "dots", eye_shape: "rounded" } });
    for (const query of [
      "size=256",
      "size=512",
      "size=1024",
      "size=512&bg=transparent",
      "size=300&fg=%23311b92&margin=2",
    ]) {
      const response = await fetch(`${stack.apiUrl}/api/v1/qr/${code.id}/image?format=png&${query}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      expect(response.status, query).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      const png = new Uint8Array(await response.arrayBuffer());
      const size = Number(new URLSearchParams(query).get("size"));
      expect(pngSize(png)).toEqual({ width: size, height: size });
      expect(await decodePng(png), query).toBe(code.short_url);
    }
    const download = await api.get(`/api/v1/qr/${code.id}/image?format=png&download=1`);
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="qr-${code.slug}.png"`);
  });

  it("decodes images of random valid styles in both formats (property)", async () => {
    const { body: code } = await create();
    const channel = (min: number, max: number) =>
      fc.integer({ min, max }).map((v) => v.toString(16).padStart(2, "0"));
    const colour = (min: number, max: number) =>
      fc.tuple(channel(min, max), channel(min, max), channel(min, max)).map((rgb) => `%23${rgb.join("")}`);
    const style = fc.record({
      format: fc.constantFrom("svg", "png"),
      size: fc.integer({ min: 200, max: 800 }),
      fg: colour(0, 80),
      bg: fc.oneof(colour(220, 255), fc.constant("transparent")),
      margin: fc.integer({ min: 2, max: 6 }),
      ecl: fc.constantFrom("L", "M", "Q", "H"),
      module_shape: fc.constantFrom("square", "rounded", "dots"),
      eye_shape: fc.constantFrom("square", "rounded"),
    });
    await fc.assert(
      fc.asyncProperty(style, async (params) => {
        const query = Object.entries(params)
          .map(([k, v]) => `${k}=${v}`)
          .join("&");
        const response = await fetch(`${stack.apiUrl}/api/v1/qr/${code.id}/image?${query}`, {
          headers: { Authorization: `Bearer ${key}` },
        });
        expect(response.status, query).toBe(200);
        const decoded =
          params.format === "png"
            ? await decodePng(new Uint8Array(await response.arrayBuffer()))
            : await decodeSvg(await response.text());
        expect(decoded, query).toBe(code.short_url);
      }),
      { numRuns: 30 },
    );
  });

  it("refuses overrides that would not scan with 422 and the reason", async () => {
    const { body: code } = await create();
    for (const [query, path] of [
      ["fg=%23ffffff&bg=%23000000", "query.fg"],
      ["fg=%23888888&bg=%23999999", "query.fg"],
      ["margin=1", "query.margin"],
      ["size=64&ecl=H", "query.size"],
      ["eye_shape=circle", "query.eye_shape"],
      ["size=10", "query.size"],
      ["format=gif", "query.format"],
      ["fg=red", "query.fg"],
    ]) {
      const response = await api.get<ProblemBody>(`/api/v1/qr/${code.id}/image?${query}`);
      expect(response.status, query).toBe(422);
      expect(
        response.body.errors?.map((e) => e.path),
        query,
      ).toContain(path);
    }
  });

  it("answers If-None-Match with 304 and offers a download filename", async () => {
    const { body: code } = await create();
    const first = await api.get<string>(`/api/v1/qr/${code.id}/image`);
    const etag = first.headers.get("ETag") ?? "";
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await api.get(`/api/v1/qr/${code.id}/image`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    const other = await api.get(`/api/v1/qr/${code.id}/image?fg=%23222222`, {
      headers: { "If-None-Match": etag },
    });
    expect(other.status).toBe(200);
    // As RFC 9110 reads If-None-Match: any tag of a list, compared weakly, or "*" for any representation.
    for (const header of [`W/${etag}`, `"0123", ${etag}`, `W/"0123",W/${etag}`, "*"]) {
      const revalidated = await api.get(`/api/v1/qr/${code.id}/image`, {
        headers: { "If-None-Match": header },
      });
      expect(revalidated.status, header).toBe(304);
      expect(revalidated.headers.get("ETag"), header).toBe(etag);
    }
    for (const header of ['"0123"', `${etag.slice(0, -2)}"`, ""]) {
      const fresh = await api.get(`/api/v1/qr/${code.id}/image`, { headers: { "If-None-Match": header } });
      expect(fresh.status, header).toBe(200);
    }
    const download = await api.get(`/api/v1/qr/${code.id}/image?download=1`);
    expect(download.headers.get("Content-Disposition")).toBe(`attachment; filename="qr-${code.slug}.svg"`);
  });

  it("answers 404 for another team's code and for a deleted one", async () => {
    const { body: code } = await create();
    const stranger = apiClient(stack, (await seedTeam(stack, "Stranger")).adminKey);
    expect((await stranger.get(`/api/v1/qr/${code.id}/image`)).status).toBe(404);
    await api.delete(`/api/v1/qr/${code.id}`);
    expect((await api.get(`/api/v1/qr/${code.id}/image`)).status).toBe(404);
  });
});

describe("stored styles", () => {
  it("refuses a style that would not scan on create and update, storing nothing", async () => {
    const refused = await create({ style: { fg: "#eeeeee" } });
    expect(refused.status).toBe(422);
    expect((refused.body as unknown as ProblemBody).errors?.[0]?.path).toBe("style.fg");
    const { body: code } = await create();
    const update = await api.patch<ProblemBody>(`/api/v1/qr/${code.id}`, { style: { margin: 0 } });
    expect(update.status).toBe(422);
    expect(update.body.errors?.[0]?.path).toBe("style.margin");
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.style).toEqual({});
  });

  it("accepts a borderline style with warnings", async () => {
    const created = await create({ style: { margin: 2, bg: "transparent" } });
    expect(created.status).toBe(201);
    expect(created.body.warnings).toEqual([
      expect.stringContaining("transparent"),
      expect.stringContaining("quiet zone"),
    ]);
    const plain = await create();
    expect(plain.body).not.toHaveProperty("warnings");
  });
});
