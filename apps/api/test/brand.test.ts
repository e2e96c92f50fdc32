// Logos, frames, gradients and saved designs through the API: uploads judged by their bytes, unsafe SVGs refused
// with the reason, every image served (SVG rasterised, PNG as the Worker renders it) read by ZBar, ZXing and
// jsQR, and a design change followed by every code that uses it.
import { readFileSync } from "node:fs";
import { decodePng, decodeSvg } from "@qr/local/decode-qr";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiClient,
  apiClient,
  issueKey,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

interface Logo {
  id: string;
  content_type: string;
  width: number;
  height: number;
}
interface Design {
  id: string;
  is_default: boolean;
  style: Record<string, unknown>;
}

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

async function upload(bytes: Uint8Array<ArrayBuffer> | Buffer | string, type = "application/octet-stream") {
  const response = await fetch(`${stack.apiUrl}/api/v1/logos?name=brand`, {
    method: "POST",
    headers: { Authorization: `Bearer ${team.adminKey}`, "Content-Type": type },
    body: typeof bytes === "string" ? bytes : new Uint8Array(bytes),
  });
  return { status: response.status, body: (await response.json()) as Logo & ProblemBody };
}

async function image(
  id: string,
  query: string,
): Promise<{ status: number; bytes: Uint8Array; text: string }> {
  const response = await fetch(`${stack.apiUrl}/api/v1/qr/${id}/image?${query}`, {
    headers: { Authorization: `Bearer ${team.adminKey}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, bytes, text: new TextDecoder().decode(bytes) };
}

describe("logos", () => {
  it("takes PNG, JPEG and SVG, judged by their bytes, and reads the dimensions", async () => {
    for (const [file, type, width] of [
      ["logo.png", "image/png", 128],
      ["logo.jpg", "image/jpeg", 128],
      ["logo.svg", "image/svg+xml", 100],
    ] as const) {
      const response = await upload(fixture(file), "application/octet-stream");
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      expect(response.body).toMatchObject({ content_type: type, width, height: width });
      const stored = await fetch(`${stack.apiUrl}/api/v1/logos/${response.body.id}/file`, {
        headers: { Authorization: `Bearer ${team.adminKey}` },
      });
      expect(stored.headers.get("Content-Type")).toBe(type);
      expect(stored.headers.get("Content-Security-Policy")).toContain("sandbox");
      expect(new Uint8Array(await stored.arrayBuffer())).toEqual(new Uint8Array(fixture(file)));
    }
  });

  it("refuses oversize, wrong type, and SVGs with scripts or outside references: 422 with the reason", async () => {
    const svg = (inner: string, attributes = "") =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;
    const cases: [string | Uint8Array<ArrayBuffer> | Buffer, string | RegExp][] = [
      [new Uint8Array(300 * 1024).fill(65), "at most 256 KB"],
      ["GIF89a.......", "PNG, JPEG or SVG"],
      ["%PDF-1.7", "PNG, JPEG or SVG"],
      [svg("<script>alert(1)</script>"), "<script>"],
      [svg('<rect width="1" height="1"/>', ' onload="alert(1)"'), "event handler"],
      [svg('<image href="https://evil.example/x.png" width="1" height="1"/>'), "external references"],
      [svg('<use xlink:href="other.svg#a"/>'), "external references"],
      [svg('<rect fill="url(https://evil.example/#g)" width="1" height="1"/>'), "external references"],
      [
        svg('<a href="&#106;avascript:alert(1)"><rect width="1" height="1"/></a>'),
        /script URL|external references/,
      ],
      [svg("<foreignObject><div/></foreignObject>"), "<foreignObject>"],
      [svg('<set attributeName="href" to="javascript:alert(1)"/>'), "<set>"],
      [
        '<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">&x;</svg>',
        "PNG, JPEG or SVG",
      ],
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', "viewBox"],
      [svg("<style>@import url(https://evil.example/a.css);</style>"), "imports"],
      [Buffer.from(`\x89PNG\r\n\x1a\n${"\0".repeat(4)}IHDR\0\0\x20\0\0\0\x20\0`, "latin1"), "16-4096"],
    ];
    for (const [body, reason] of cases) {
      const response = await upload(body, "image/svg+xml");
      expect(response.status, String(body).slice(0, 80)).toBe(422);
      expect(response.body.errors?.[0]?.message, String(body).slice(0, 80)).toMatch(reason);
    }
    const tooBig = await upload(new Uint8Array(3 * 1024 * 1024), "image/png");
    expect(tooBig.status).toBe(413);
    const listed = await api.get<{ data: Logo[] }>("/api/v1/logos");
    expect(listed.body.data).toHaveLength(3); // only the three good ones of the test before
  });

  it("draws the logo in the centre with error correction H: SVG and PNG read by all three readers", async () => {
    const logo = await upload(fixture("logo.png"));
    const code = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/logo",
      style: { logo_id: logo.body.id, logo_size: 0.3, module_shape: "dots", eye_shape: "rounded", ecl: "L" },
    });
    expect(code.status).toBe(201);
    const svg = await image(code.body.id, "format=svg&size=512");
    expect(svg.text).toContain("data:image/png;base64,");
    expect(await decodeSvg(svg.text)).toBe(code.body.short_url);
    for (const size of [256, 1024]) {
      const png = await image(code.body.id, `format=png&size=${size}`);
      expect(png.status).toBe(200);
      expect(await decodePng(png.bytes)).toBe(code.body.short_url);
    }
    const svgLogo = await upload(fixture("logo.svg"));
    const jpgLogo = await upload(fixture("logo.jpg"));
    for (const id of [svgLogo.body.id, jpgLogo.body.id]) {
      const png = await image(code.body.id, `format=png&size=512&logo_id=${id}`);
      expect(await decodePng(png.bytes)).toBe(code.body.short_url);
    }
  });

  it("refuses a logo that would break decoding, another team's logo, and deleting a logo in use", async () => {
    const logo = await upload(fixture("logo.svg"));
    const tooBig = await api.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/x",
      style: { logo_id: logo.body.id, logo_size: 0.4 },
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors?.[0]?.path).toBe("style.logo_size");
    const long = await api.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/x",
      slug: `a-long-custom-slug-${"x".repeat(40)}`,
      style: { logo_id: logo.body.id },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors?.[0]?.message).toContain("too long for a logo");
    // The same when the logo comes from the code's saved design, with no style of its own.
    const withLogo = await api.post<Design>("/api/v1/designs", {
      name: "Logo design",
      style: { logo_id: logo.body.id },
    });
    const longInDesign = await api.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/x",
      slug: `other-long-custom-slug-${"y".repeat(40)}`,
      design_id: withLogo.body.id,
    });
    expect(longInDesign.status).toBe(422);
    expect(longInDesign.body.errors?.[0]?.message).toContain("too long for a logo");
    await api.delete(`/api/v1/designs/${withLogo.body.id}`);
    const other = await seedTeam(stack);
    const theirs = await apiClient(stack, other.adminKey).post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/theirs",
      style: { logo_id: logo.body.id },
    });
    expect(theirs.status).toBe(422);
    expect((await apiClient(stack, other.adminKey).get(`/api/v1/logos/${logo.body.id}`)).status).toBe(404);
    const code = await api.post<QrCodeBody>("/api/v1/qr", {
      url: "https://example.com/y",
      style: { logo_id: logo.body.id },
    });
    const refused = await api.delete<ProblemBody>(`/api/v1/logos/${logo.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("logo_in_use");
    await api.patch(`/api/v1/qr/${code.body.id}`, { style: {} });
    expect((await api.delete(`/api/v1/logos/${logo.body.id}`)).status).toBe(204);
    expect((await api.get(`/api/v1/logos/${logo.body.id}`)).status).toBe(404);
  });

  it("bulk rows naming another team's logo or design fail on that field; the good rows are written", async () => {
    const other = apiClient(stack, (await seedTeam(stack)).adminKey);
    const theirDesign = await other.post<Design>("/api/v1/designs", { name: "Theirs", style: {} });
    const mine = await upload(fixture("logo.png"));
    const created = await api.post<{ results: { status: string; errors?: { path: string }[] }[] }>(
      "/api/v1/qr/bulk",
      {
        mode: "partial",
        codes: [
          { url: "https://example.com/ok", style: { logo_id: mine.body.id } },
          { url: "https://example.com/a", style: { logo_id: "logo_nope" } },
          { url: "https://example.com/b", design_id: theirDesign.body.id },
        ],
      },
    );
    expect(created.body.results.map((r) => r.errors?.[0]?.path ?? r.status)).toEqual([
      "created",
      "codes.1.style.logo_id",
      "codes.2.design_id",
    ]);
    const updated = await api.patch<{ results: { status: string; errors?: { path: string }[] }[] }>(
      "/api/v1/qr/bulk",
      {
        mode: "partial",
        updates: [{ match: "nope", design_id: theirDesign.body.id }],
      },
    );
    expect(updated.body.results[0]?.errors?.map((e) => e.path)).toEqual(["updates.0.design_id"]);
  });

  it("needs qr:write to upload", async () => {
    const reader = await issueKey(stack, team, { permissions: ["qr:read"] });
    const response = await fetch(`${stack.apiUrl}/api/v1/logos`, {
      method: "POST",
      headers: { Authorization: `Bearer ${reader}` },
      body: new Uint8Array(fixture("logo.png")),
    });
    expect(response.status).toBe(403);
  });
});

describe("frames and gradients", () => {
  it("serves every frame with its call to action, as SVG and as PNG, read by all three readers", async () => {
    for (const frame of ["label", "banner", "box"]) {
      const code = await api.post<QrCodeBody>("/api/v1/qr", {
        url: "https://example.com/frame",
        style: {
          frame,
          frame_text: "Scan for the menu",
          gradient: "linear",
          fg: "#1a237e",
          gradient_to: "#6a1b9a",
        },
      });
      expect(code.status, frame).toBe(201);
      const svg = await image(code.body.id, "format=svg&size=400");
      expect(svg.text).not.toContain("<text"); // outlines, not a font the viewer may lack
      expect(await decodeSvg(svg.text)).toBe(code.body.short_url);
      const png = await image(code.body.id, "format=png&size=400");
      expect(await decodePng(png.bytes)).toBe(code.body.short_url);
    }
  });

  it("refuses frame text the font cannot draw and a gradient that loses contrast, per field", async () => {
    const response = await api.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/x",
      style: { frame: "banner", frame_text: "扫码", gradient: "radial", gradient_to: "#eeeeee" },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors?.map((e) => e.path).sort()).toEqual([
      "style.frame_text",
      "style.gradient_to",
    ]);
  });
});

describe("saved designs", () => {
  it("codes drawn with a design follow its change; the team default applies to codes that name none", async () => {
    const design = await api.post<Design>("/api/v1/designs", {
      name: "Menu",
      style: { fg: "#1b5e20", frame: "banner", frame_text: "Scan for the menu" },
    });
    expect(design.status).toBe(201);
    const withDesign = await api.post<QrCodeBody & { design_id: string }>("/api/v1/qr", {
      url: "https://example.com/d",
      design_id: design.body.id,
    });
    expect(withDesign.body.design_id).toBe(design.body.id);
    const before = await image(withDesign.body.id, "format=svg");
    expect(before.text).toContain("#1b5e20");
    await api.patch(`/api/v1/designs/${design.body.id}`, {
      style: { fg: "#b71c1c", frame: "box", frame_text: "Hi" },
    });
    const after = await image(withDesign.body.id, "format=svg");
    expect(after.text).toContain("#b71c1c");
    expect(await decodeSvg(after.text)).toBe(withDesign.body.short_url);

    const plain = await api.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/plain" });
    expect((await image(plain.body.id, "format=svg")).text).not.toContain("#0d47a1");
    const house = await api.post<Design>("/api/v1/designs", {
      name: "House",
      style: { fg: "#0d47a1" },
      is_default: true,
    });
    expect((await image(plain.body.id, "format=svg")).text).toContain("#0d47a1");
    // A code's own style fields win over the design's.
    await api.patch(`/api/v1/qr/${plain.body.id}`, { style: { fg: "#000000" } });
    expect((await image(plain.body.id, "format=svg")).text).not.toContain("#0d47a1");
    // One default per team, even when two requests race for it.
    await Promise.all([
      api.patch(`/api/v1/designs/${design.body.id}`, { is_default: true }),
      api.patch(`/api/v1/designs/${house.body.id}`, { is_default: true }),
    ]);
    const defaults = await stack.sql.query(
      "select count(*)::int as n from designs where team_id = $1 and is_default",
      [team.id],
    );
    expect(defaults.rows[0].n).toBe(1);
    // Deleting a design leaves its codes on the default.
    expect((await api.delete(`/api/v1/designs/${design.body.id}`)).status).toBe(204);
    const orphan = await api.get<{ design_id: string | null }>(`/api/v1/qr/${withDesign.body.id}`);
    expect(orphan.body.design_id).toBeNull();
  });

  it("is the team's own: another team's design is a 404 and cannot be referenced; a viewer cannot write", async () => {
    const design = await api.post<Design>("/api/v1/designs", { name: "Private", style: {} });
    const other = apiClient(stack, (await seedTeam(stack)).adminKey);
    expect((await other.get(`/api/v1/designs/${design.body.id}`)).status).toBe(404);
    const referenced = await other.post<ProblemBody>("/api/v1/qr", {
      url: "https://example.com/z",
      design_id: design.body.id,
    });
    expect(referenced.status).toBe(422);
    expect(referenced.body.errors?.[0]?.path).toBe("design_id");
    const reader = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read"] }));
    expect((await reader.post("/api/v1/designs", { name: "x", style: {} })).status).toBe(403);
    expect((await reader.get("/api/v1/designs")).status).toBe(200);
    const bad = await api.post<ProblemBody>("/api/v1/designs", {
      name: "Bad",
      style: { fg: "#ffffff", bg: "#000000" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe("style.fg");
  });
});
