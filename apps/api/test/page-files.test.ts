// A page's files and clicks, end to end on the real stack: files uploaded through the API (judged by their bytes),
// shown by file codes, cards and pages of links, served by the redirect worker from R2 under the code's path
// (inline, as a download, in ranges, sandboxed), replaced after "printing", refused when another team's; and
// what scanners do on a page (a link followed, a file taken) counted as clicks of the scan that showed it.
import { readFileSync } from "node:fs";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsBody,
  type ApiClient,
  apiClient,
  type ProblemBody,
  type QrCodeBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
let other: ApiClient;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack, "Files");
  api = apiClient(stack, team.adminKey);
  other = apiClient(stack, (await seedTeam(stack, "Other files")).adminKey);
});
afterAll(async () => {
  await stack?.stop();
});

interface FileBody {
  id: string;
  name: string;
  content_type: string;
  bytes: number;
  width: number | null;
  height: number | null;
  sha256: string;
}

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));

async function upload(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  name?: string,
  key = team.adminKey,
) {
  const response = await fetch(
    `${stack.apiUrl}/api/v1/files${name ? `?name=${encodeURIComponent(name)}` : ""}`,
    {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": contentType },
      body: new Uint8Array(bytes),
    },
  );
  return { status: response.status, body: (await response.json()) as FileBody & ProblemBody };
}

async function uploaded(name: string, as = "application/octet-stream", key = team.adminKey) {
  const answer = await upload(fixture(name), as, name, key);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as FileBody;
}

const made = async (body: Record<string, unknown>, client = api) => {
  const answer = await client.post<QrCodeBody | ProblemBody>("/api/v1/qr", body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as QrCodeBody;
};
const pathsOf = (body: unknown) => ((body as ProblemBody).errors ?? []).map((error) => error.path);

describe("uploading files", () => {
  it("takes PDFs and PNG, JPEG, GIF and WebP images, judged by their bytes, with their dimensions", async () => {
    for (const [name, type, width, height] of [
      ["menu.pdf", "application/pdf", null, null],
      ["logo.png", "image/png", 128, 128],
      ["logo.jpg", "image/jpeg", 128, 128],
      ["photo.gif", "image/gif", 24, 16],
      ["photo.webp", "image/webp", 40, 30],
    ] as const) {
      const file = await uploaded(name);
      expect(file).toMatchObject({ name, content_type: type, width, height, bytes: fixture(name).length });
      const stored = await fetch(`${stack.apiUrl}/api/v1/files/${file.id}/content`, {
        headers: { Authorization: `Bearer ${team.adminKey}` },
      });
      expect(stored.headers.get("Content-Type")).toBe(type);
      expect(stored.headers.get("Content-Security-Policy")).toContain("sandbox");
      expect(new Uint8Array(await stored.arrayBuffer())).toEqual(fixture(name));
    }
  });

  it("refuses what a browser could run or does not show, whatever its name or type says, and stores nothing", async () => {
    const before = (await api.get<{ data: unknown[] }>("/api/v1/files?limit=100")).body.data.length;
    const text = (value: string) => new TextEncoder().encode(value);
    for (const [bytes, as] of [
      [text("<html><script>alert(1)</script></html>"), "application/pdf"],
      [text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/png"],
      [text(" %PDF-1.7 with a space before it"), "application/pdf"],
      [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]), "application/pdf"], // a ZIP named .pdf
      [text("GIF89a"), "image/gif"], // cut short
      [new Uint8Array(0), "application/pdf"],
      // Files cut short after a good header: judged by their structure (a PDF's %%EOF and cross-reference table).
      [fixture("menu.pdf").subarray(0, 40), "application/pdf"],
      [fixture("menu.pdf").subarray(0, fixture("menu.pdf").length - 200), "application/pdf"],
      [text("%PDF-1.7\n1 0 obj\n<<>>\nendobj\nstartxref\n99999\n%%EOF\n"), "application/pdf"],
      [fixture("logo.png").subarray(0, 2000), "image/png"],
      [fixture("logo.jpg").subarray(0, 3000), "image/jpeg"],
      [fixture("photo.webp").subarray(0, 60), "image/webp"],
    ] as const) {
      const answer = await upload(bytes, as);
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body).toMatchObject({ code: "validation_failed", errors: [{ path: "body" }] });
    }
    const tooBig = await upload(new Uint8Array(20 * 1024 * 1024 + 1), "application/pdf");
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe("body_too_large");
    expect((await api.get<{ data: unknown[] }>("/api/v1/files?limit=100")).body.data.length).toBe(before);
  });

  it("refuses a NUL or a lone surrogate in a file's name, and takes 20 uploads at once as 20 files", async () => {
    const named = (name: string) =>
      fetch(`${stack.apiUrl}/api/v1/files?name=${name}`, {
        method: "POST",
        headers: { Authorization: `Bearer ${team.adminKey}`, "Content-Type": "application/pdf" },
        body: fixture("menu.pdf"),
      });
    const nul = await named("menu%00.pdf");
    expect(nul.status).toBe(422);
    expect(((await nul.json()) as ProblemBody).code).toBe("validation_failed");
    // A lone surrogate's bytes are not UTF-8: the name is read with replacement characters, never stored broken.
    const surrogate = await named("menu%ED%A0%80.pdf");
    expect(surrogate.status).toBe(201);
    expect(((await surrogate.json()) as FileBody).name.isWellFormed()).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(fixture("photo.gif"), "image/gif", `gif-${i}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(20);
  });

  it("keeps each team's files its own", async () => {
    const file = await uploaded("menu.pdf");
    expect((await other.get<ProblemBody>(`/api/v1/files/${file.id}`)).body.code).toBe("file_not_found");
    expect((await other.delete<ProblemBody>(`/api/v1/files/${file.id}`)).status).toBe(404);
    const refused = await other.post<ProblemBody>("/api/v1/qr", {
      type: "file",
      content: { file_id: file.id },
    });
    expect(refused.status).toBe(422);
    expect(pathsOf(refused.body)).toEqual(["content.file_id"]);
  });
});

describe("a file code", () => {
  it("shows a PDF on a page that opens it in the browser's viewer and downloads it, sandboxed", async () => {
    const pdf = await uploaded("menu.pdf");
    const code = await made({ type: "file", content: { file_id: pdf.id, title: "Spring menu" } });
    expect(code.content).toMatchObject({
      file_id: pdf.id,
      file: { name: "menu.pdf", content_type: "application/pdf", bytes: pdf.bytes },
    });

    const page = await scan(stack, code.slug);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get("Content-Security-Policy")).toContain("img-src 'self'");
    expect(html).toContain("Spring menu");
    expect(html).toContain(`href="/${code.slug}/file"`);
    expect(html).toContain(`href="/${code.slug}/download"`);
    expect(html).toContain("Open the document");

    const inline = await scan(stack, `${code.slug}/file`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get("Content-Type")).toBe("application/pdf");
    expect(inline.headers.get("Content-Disposition")).toBe(
      `inline; filename="menu.pdf"; filename*=UTF-8''menu.pdf`,
    );
    expect(inline.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(inline.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(new Uint8Array(await inline.arrayBuffer())).toEqual(fixture("menu.pdf"));

    const attachment = await scan(stack, `${code.slug}/download`);
    expect(attachment.headers.get("Content-Disposition")).toMatch(/^attachment; /);
    await attachment.arrayBuffer();

    const part = await scan(stack, `${code.slug}/file`, { headers: { Range: "bytes=0-7" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("Content-Range")).toBe(`bytes 0-7/${pdf.bytes}`);
    expect(await part.text()).toBe(new TextDecoder().decode(fixture("menu.pdf").subarray(0, 8)));

    const etag = inline.headers.get("ETag") as string;
    const again = await scan(stack, `${code.slug}/file`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);

    // Opening and downloading are clicks; the viewer's ranges and revalidations are not.
    const clicks = await eventually(async () => {
      const body = (await api.get<{ by_action: Record<string, number> }>(`/api/v1/qr/${code.id}/clicks`))
        .body;
      return (body.by_action.open ?? 0) + (body.by_action.download ?? 0) >= 2 ? body.by_action : undefined;
    });
    expect(clicks).toMatchObject({ open: 1, download: 1 });
  });

  it("saves a download under the extension its bytes proved, whatever name it was given", async () => {
    const png = await upload(fixture("logo.png"), "image/png", "menu1.html");
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ name: "menu1.html", content_type: "image/png" });
    const code = await made({ type: "file", content: { file_id: png.body.id } });
    for (const path of ["file", "download"]) {
      const served = await scan(stack, `${code.slug}/${path}`);
      await served.arrayBuffer();
      expect(served.headers.get("Content-Disposition")).toMatch(
        /; filename="menu1\.png"; filename\*=UTF-8''menu1\.png$/,
      );
    }
    const bare = await upload(fixture("menu.pdf"), "application/pdf", "Spring menu");
    const read = await fetch(`${stack.apiUrl}/api/v1/files/${bare.body.id}/content`, {
      headers: { Authorization: `Bearer ${team.adminKey}` },
    });
    await read.arrayBuffer();
    expect(read.headers.get("Content-Disposition")).toBe(
      `inline; filename="Spring menu.pdf"; filename*=UTF-8''Spring%20menu.pdf`,
    );
  });

  it("replaces its file after printing: the same code shows the new one", async () => {
    const first = await uploaded("menu.pdf");
    const second = await uploaded("menu-2.pdf");
    const code = await made({ type: "file", content: { file_id: first.id } });
    const changed = await api.patch<QrCodeBody>(`/api/v1/qr/${code.id}`, { content: { file_id: second.id } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.content).toMatchObject({ file_id: second.id, file: { name: "menu-2.pdf" } });
    const served = await eventually(async () => {
      const bytes = new Uint8Array(await (await scan(stack, `${code.slug}/file`)).arrayBuffer());
      return bytes.length === fixture("menu-2.pdf").length &&
        bytes.every((b, i) => b === fixture("menu-2.pdf")[i])
        ? bytes
        : undefined;
    });
    expect(served).toEqual(fixture("menu-2.pdf"));
  });

  it("shows an image at the phone's width, with its dimensions and a download", async () => {
    const image = await uploaded("photo.webp");
    const code = await made({ type: "file", content: { file_id: image.id, description: "Our terrace" } });
    const html = await (await scan(stack, code.slug)).text();
    expect(html).toContain(
      `<img class="shown" src="/${code.slug}/file" alt="photo.webp" width="40" height="30">`,
    );
    expect(html).toContain(`href="/${code.slug}/download"`);
    expect(html).not.toContain("Open the document");
    const served = await scan(stack, `${code.slug}/file`);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    await served.arrayBuffer();
  });

  it("escapes a hostile file name on its page and in its downloads, and bounds every text", async () => {
    const name = '<img src=x onerror="alert(1)">\u202efdp.exe\\..\\menu.pdf';
    const answer = await upload(fixture("menu.pdf"), "application/pdf", name);
    expect(answer.status).toBe(201);
    const code = await made({ type: "file", content: { file_id: answer.body.id } });
    const html = await (await scan(stack, code.slug)).text();
    expect(html).toContain("<bdi>&#60;img src=x onerror=&#34;alert(1)&#34;&#62;\u202efdp.exe");
    expect(html).not.toContain("<img src=x");
    const served = await scan(stack, `${code.slug}/download`);
    await served.arrayBuffer();
    const disposition = served.headers.get("Content-Disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="[^"<>\\\u202e]*"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[<>\u202e]/);
    for (const content of [
      { file_id: answer.body.id, title: "x".repeat(10_000) },
      { file_id: answer.body.id, description: "x".repeat(10_000) },
      { file_id: answer.body.id, title: "nul\u0000byte" },
    ]) {
      const refused = await api.post<ProblemBody>("/api/v1/qr", { type: "file", content });
      expect(refused.status).toBe(422);
    }
    const longName = await upload(fixture("menu.pdf"), "application/pdf", "x".repeat(10_000));
    expect(longName.status).toBe(422);
  });

  it("refuses a missing or foreign file id, and a PDF as a photo, naming the field (nothing stored)", async () => {
    const pdf = await uploaded("menu.pdf");
    const cases: [Record<string, unknown>, string][] = [
      [{ type: "file", content: {} }, "content.file_id"],
      [{ type: "file", content: { file_id: "file_doesnotexist" } }, "content.file_id"],
      [{ type: "file", content: { file_id: "../../etc/passwd" } }, "content.file_id"],
      [{ type: "vcard", content: { first_name: "Ada", photo_file_id: pdf.id } }, "content.photo_file_id"],
      [
        {
          type: "links",
          content: {
            title: "T",
            links: [{ label: "a", url: "https://example.com" }],
            avatar_file_id: "file_nope",
          },
        },
        "content.avatar_file_id",
      ],
    ];
    for (const [body, path] of cases) {
      const answer = await api.post<ProblemBody>("/api/v1/qr", body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(pathsOf(answer.body)).toEqual([path]);
    }
  });

  it("judges each bulk row's file on its own, naming the row", async () => {
    const pdf = await uploaded("menu.pdf");
    const rows = [
      { type: "file", content: { file_id: "file_doesnotexist" } },
      { url: "https://example.com/bulk-good" },
      { type: "vcard", content: { first_name: "Ada", photo_file_id: pdf.id } },
      { type: "file", content: { file_id: pdf.id } },
    ];
    const partial = await api.post<{
      created: number;
      failed: number;
      results: { index: number; status: string; errors?: { path: string }[] }[];
    }>("/api/v1/qr/bulk", { mode: "partial", codes: rows });
    expect(partial.status, JSON.stringify(partial.body)).toBe(201);
    expect(partial.body).toMatchObject({ created: 2, failed: 2 });
    expect(partial.body.results.map((r) => [r.status, ...(r.errors ?? []).map((e) => e.path)])).toEqual([
      ["failed", "codes.0.content.file_id"],
      ["created"],
      ["failed", "codes.2.content.photo_file_id"],
      ["created"],
    ]);
    const strict = await api.post<ProblemBody>("/api/v1/qr/bulk", { codes: [rows[1], rows[0]] });
    expect(strict.status).toBe(422);
    expect(pathsOf(strict.body)).toEqual(["codes.1.content.file_id"]);
    const code = await made({ url: "https://example.com/to-update" });
    const page = await made({ type: "file", content: { file_id: pdf.id } });
    const updates = await api.patch<{
      updated: number;
      results: { status: string; errors?: { path: string }[] }[];
    }>("/api/v1/qr/bulk", {
      mode: "partial",
      updates: [
        { match: page.id, content: { file_id: "file_gone" } },
        { match: code.id, url: "https://example.com/updated" },
      ],
    });
    expect(updates.body.updated).toBe(1);
    expect(updates.body.results[0]?.errors?.map((e) => e.path)).toEqual(["updates.0.content.file_id"]);
  });

  it("refuses to restore a version whose file was deleted since, and changes nothing", async () => {
    const [first, second] = [await uploaded("menu.pdf"), await uploaded("menu-2.pdf")];
    const code = await made({ type: "file", content: { file_id: first.id } });
    await api.patch(`/api/v1/qr/${code.id}`, { content: { file_id: second.id } });
    expect((await api.delete(`/api/v1/files/${first.id}`)).status).toBe(204);
    const restore = await api.post<ProblemBody>(`/api/v1/qr/${code.id}/versions/1/restore`, {});
    expect(restore.status).toBe(422);
    expect(pathsOf(restore.body)).toEqual(["content.file_id"]);
    expect((await api.get<QrCodeBody>(`/api/v1/qr/${code.id}`)).body.content).toMatchObject({
      file_id: second.id,
    });
  });

  it("cannot lose a file a live code shows; once the code is gone, the file can go", async () => {
    const pdf = await uploaded("menu.pdf");
    const code = await made({ type: "file", content: { file_id: pdf.id } });
    const refused = await api.delete<ProblemBody>(`/api/v1/files/${pdf.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("file_in_use");
    expect((await api.delete(`/api/v1/qr/${code.id}`)).status).toBe(204);
    expect((await api.delete(`/api/v1/files/${pdf.id}`)).status).toBe(204);
    expect((await api.get<ProblemBody>(`/api/v1/files/${pdf.id}`)).body.code).toBe("file_not_found");
  });
});

describe("photos on pages", () => {
  it("shows a card's photo and a page's avatar from the code's own path", async () => {
    const photo = await uploaded("logo.png");
    const card = await made({ type: "vcard", content: { first_name: "Ada", photo_file_id: photo.id } });
    const html = await (await scan(stack, card.slug)).text();
    expect(html).toContain(`<img class="photo" src="/${card.slug}/photo" alt="" width="128" height="128">`);
    const served = await scan(stack, `${card.slug}/photo`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(fixture("logo.png"));

    const links = await made({
      type: "links",
      content: {
        title: "Ada",
        avatar_file_id: photo.id,
        links: [{ label: "Site", url: "https://example.com" }],
      },
    });
    expect(await (await scan(stack, links.slug)).text()).toContain(`src="/${links.slug}/photo"`);
    // A code with no photo has none to give.
    const bare = await made({ type: "vcard", content: { first_name: "Bare" } });
    expect((await scan(stack, `${bare.slug}/photo`)).status).toBe(404);
  });
});

describe("clicks on a page", () => {
  interface ClicksBody {
    total: number;
    scans_clicked: number;
    by_action: Record<string, number>;
    links: { link: number; target: string; clicks: number }[];
    bots: number;
  }
  const clicksOf = async (id: string) => (await api.get<ClicksBody>(`/api/v1/qr/${id}/clicks`)).body;
  const scansOf = async (id: string) =>
    (await api.get<AnalyticsBody>(`/api/v1/qr/${id}/analytics`)).body.analytics.totalScans;

  it("counts a link followed as a click of the scan that showed the page, never as a scan", async () => {
    const page = await made({
      type: "links",
      content: {
        title: "Menu links",
        links: [
          { label: "Book", url: "https://example.com/book" },
          { label: "Map", url: "https://example.com/map" },
        ],
      },
    });
    const html = await (await scan(stack, page.slug, { ip: "203.0.113.7" })).text();
    expect(html).toContain(`href="/${page.slug}/link/2"`);
    const followed = await scan(stack, `${page.slug}/link/2`, { ip: "203.0.113.7" });
    expect(followed.status).toBe(302);
    expect(followed.headers.get("Location")).toBe("https://example.com/map");
    expect((await scan(stack, `${page.slug}/link/3`)).status).toBe(404);
    expect((await scan(stack, `${page.slug}/link/0`)).status).toBe(404);

    // Once both the scan and its click are stored (they may travel in different queue messages).
    await eventually(async () => ((await scansOf(page.id)) > 0 ? true : undefined));
    const clicks = await eventually(async () => {
      const body = await clicksOf(page.id);
      return body.total > 0 ? body : undefined;
    });
    expect(clicks).toMatchObject({
      total: 1,
      scans_clicked: 1,
      by_action: { link: 1, contact: 0, open: 0 },
      links: [{ link: 2, target: "https://example.com/map", clicks: 1 }],
    });
    expect(await scansOf(page.id)).toBe(1);
  });

  it("counts a contacts file as a click, and another team cannot read a code's clicks", async () => {
    const card = await made({ type: "vcard", content: { first_name: "Clicks" } });
    await (await scan(stack, card.slug)).text();
    await (await scan(stack, `${card.slug}/contact.vcf`)).text();
    const clicks = await eventually(async () => {
      const body = await clicksOf(card.id);
      return body.total > 0 ? body : undefined;
    });
    expect(clicks.by_action.contact).toBe(1);
    expect((await other.get<ProblemBody>(`/api/v1/qr/${card.id}/clicks`)).body.code).toBe("qr_not_found");
  });
});
