// GS1 Digital Link codes and their resolver, each conformance statement of the GS1-Conformant resolver standard
// 1.2.0 as a test: a GTIN and a lot on the brand's verified domain, resolved at the edge by link type, language and
// context, walking up from a serial to its lot to its GTIN, the linkset valid against GS1's own schema, 400 for an
// invalid URI and 404 for an unknown identifier (never a 200), CORS, HEAD and OPTIONS, the resolver's description,
// scans counted with the identifier and the link type; and hostile input refused with a clear 4xx, nothing stored.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { decodePng, decodeSvg } from "@qr/local/decode-qr";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import Ajv from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiClient, apiClient, type ProblemBody, seedTeam, verifiedDomain } from "./support/api.ts";

const HOST = "brand.example";
const GTIN = "09506000134352";
let stack: TestStack;
let api: ApiClient;
let key: string;
let gtinCode: { id: string; short_url: string; qr_content: string; style: Record<string, unknown> };

const SCHEMA = JSON.parse(
  readFileSync(
    new URL("../../../packages/core/test/fixtures/gs1/gs1-linkset-schema.json", import.meta.url),
    "utf8",
  ),
);

const GTIN_LINKS = [
  { type: "gs1:pip", href: "https://shop.example/oil", title: "Olive oil", languages: ["en"], default: true },
  { type: "gs1:pip", href: "https://shop.example/fr/huile", title: "Huile d'olive", languages: ["fr"] },
  { type: "gs1:recipeInfo", href: "https://shop.example/recipes", title: "Recipes" },
  { type: "gs1:instructions", href: "https://shop.example/us/use", title: "Use (US)", context: "us" },
  { type: "gs1:instructions", href: "https://shop.example/eu/use", title: "Use (EU)", context: "eu" },
  {
    type: "gs1:epil",
    href: "https://shop.example/leaflet-a.pdf",
    title: "Leaflet A",
    media_type: "application/pdf",
  },
  {
    type: "gs1:epil",
    href: "https://shop.example/leaflet-b.pdf",
    title: "Leaflet B",
    media_type: "application/pdf",
  },
];

beforeAll(async () => {
  stack = await startTestStack();
  key = (await seedTeam(stack, "Olive oil")).adminKey;
  api = apiClient(stack, key);
  await verifiedDomain(stack, api, HOST);
  const made = await api.post<typeof gtinCode>("/api/v1/qr", {
    type: "gs1",
    domain: HOST,
    name: "Olive oil 500 ml",
    content: {
      key: { ai: "01", value: "9506000134352" },
      description: "Olive oil 500 ml",
      links: GTIN_LINKS,
    },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  gtinCode = made.body;
  const lot = await api.post("/api/v1/qr", {
    type: "gs1",
    domain: HOST,
    content: {
      key: { ai: "01", value: GTIN },
      qualifiers: [{ ai: "10", value: "LOT42" }],
      attributes: [{ ai: "17", value: "271231" }],
      links: [
        { type: "gs1:pip", href: "https://shop.example/oil/lot42", title: "Lot 42" },
        { type: "gs1:recallStatus", href: "https://shop.example/recalls/42", title: "Recall" },
      ],
    },
  });
  expect(lot.status, JSON.stringify(lot.body)).toBe(201);
});
afterAll(async () => {
  await stack?.stop();
});

const resolve = (path: string, options: Parameters<typeof scan>[2] = {}) =>
  scan(stack, path, { host: HOST, ...options });

describe("a GS1 code", () => {
  it("prints its Digital Link on the brand's domain, the GTIN kept as 14 digits, data attributes in the query", async () => {
    expect(new URL(gtinCode.short_url).pathname).toBe(`/01/${GTIN}`);
    expect(new URL(gtinCode.short_url).hostname).toBe(HOST);
    // Printed without a logo, whatever the team's default design draws, unless it names one.
    expect(gtinCode.style.logo_id).toBeNull();
    const lot = await api.get<{ data: { qr_content: string }[] }>("/api/v1/qr?type=gs1&limit=10");
    expect(
      lot.body.data.map((code) => new URL(code.qr_content).pathname + new URL(code.qr_content).search),
    ).toContain(`/01/${GTIN}/10/LOT42?17=271231`);
  });

  it("prints a QR that ZBar, ZXing and jsQR read to its exact Digital Link", async () => {
    const lot = await api.get<{ data: { id: string; qr_content: string }[] }>("/api/v1/qr?type=gs1&limit=10");
    const code = lot.body.data.find((c) => c.qr_content.includes("?17=")) as {
      id: string;
      qr_content: string;
    };
    for (const format of ["png", "svg"]) {
      const response = await fetch(`${stack.apiUrl}/api/v1/qr/${code.id}/image?format=${format}&size=600`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const read =
        format === "png" ? await decodePng(bytes) : await decodeSvg(new TextDecoder().decode(bytes));
      expect(read).toBe(code.qr_content);
    }
  });
});

describe("GS1 products", () => {
  interface Product {
    domain: string;
    key: { ai: string; value: string };
    uri: string;
    description: string | null;
    levels: number;
    code_id: string;
    has_key_level: boolean;
  }

  it("lists each primary key on a domain once, with its levels, a page at a time, only the team's", async () => {
    // A product with a lot and no code of its own: its page starts at the lot.
    const lotOnly = await api.post<{ id: string }>("/api/v1/qr", {
      type: "gs1",
      domain: HOST,
      content: {
        key: { ai: "01", value: "4006381333931" },
        qualifiers: [{ ai: "10", value: "A1" }],
        links: [{ type: "gs1:pip", href: "https://shop.example/pens", title: "Pens" }],
      },
    });
    expect(lotOnly.status, JSON.stringify(lotOnly.body)).toBe(201);
    const first = await api.get<{ data: Product[]; next_cursor: string | null }>(
      "/api/v1/gs1/products?limit=1",
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      expect.objectContaining({
        domain: HOST,
        key: { ai: "01", value: "04006381333931" },
        levels: 1,
        has_key_level: false,
        code_id: lotOnly.body.id,
        description: null,
      }),
    ]);
    const second = await api.get<{ data: Product[]; next_cursor: string | null }>(
      `/api/v1/gs1/products?limit=1&cursor=${first.body.next_cursor}`,
    );
    expect(second.body.data).toEqual([
      expect.objectContaining({
        key: { ai: "01", value: GTIN },
        levels: 2,
        has_key_level: true,
        code_id: gtinCode.id,
        description: "Olive oil 500 ml",
      }),
    ]);
    expect(second.body.data[0]?.uri).toMatch(new RegExp(`^https?://${HOST}(:\\d+)?/01/${GTIN}$`));
    expect(second.body.next_cursor).toBeNull();
    expect(
      (await api.get<{ data: Product[] }>(`/api/v1/gs1/products?domain=other.example`)).body.data,
    ).toEqual([]);
    expect((await api.get("/api/v1/gs1/products?cursor=not-ours")).status).toBe(422);
    const outsider = apiClient(stack, (await seedTeam(stack, "Another brand")).adminKey);
    expect((await outsider.get<{ data: Product[] }>("/api/v1/gs1/products")).body.data).toEqual([]);
    await api.delete(`/api/v1/qr/${lotOnly.body.id}`);
    expect((await api.get<{ data: Product[] }>("/api/v1/gs1/products")).body.data).toHaveLength(1);
  });
});

describe("the resolver", () => {
  it("redirects to the default link with a Link to the linkset, CORS allowed", async () => {
    const answer = await resolve(`/01/${GTIN}`);
    expect(answer.status).toBe(307);
    expect(answer.headers.get("Location")).toBe("https://shop.example/oil");
    expect(answer.headers.get("Link")).toBe(
      `<http://${HOST}/01/${GTIN}?linkType=linkset>; rel="linkset"; type="application/linkset+json"`,
    );
    expect(answer.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(answer.headers.get("Access-Control-Expose-Headers")).toContain("Link");
  });

  it("prefers the language the phone asks for, among links of the default's type", async () => {
    const fr = await resolve(`/01/${GTIN}`, { headers: { "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" } });
    expect(fr.headers.get("Location")).toBe("https://shop.example/fr/huile");
    const de = await resolve(`/01/${GTIN}`, { headers: { "Accept-Language": "de" } });
    expect(de.headers.get("Location")).toBe("https://shop.example/oil");
  });

  it("follows linkType (compact or full URI), and falls back to the default for a type it lacks", async () => {
    for (const linkType of ["gs1:recipeInfo", "https://gs1.org/voc/recipeInfo"]) {
      const answer = await resolve(`/01/${GTIN}`, { query: `?linkType=${encodeURIComponent(linkType)}` });
      expect([linkType, answer.status, answer.headers.get("Location")]).toEqual([
        linkType,
        307,
        "https://shop.example/recipes",
      ]);
    }
    const missing = await resolve(`/01/${GTIN}`, { query: "?linkType=gs1:smpc" });
    expect(missing.headers.get("Location")).toBe("https://shop.example/oil");
  });

  it("picks the link of the context asked for", async () => {
    const us = await resolve(`/01/${GTIN}`, { query: "?linkType=gs1:instructions&context=us" });
    expect(us.headers.get("Location")).toBe("https://shop.example/us/use");
    const eu = await resolve(`/01/${GTIN}`, { query: "?linkType=gs1:instructions&context=eu" });
    expect(eu.headers.get("Location")).toBe("https://shop.example/eu/use");
  });

  it("answers 300 with the choices when several links say the same of themselves", async () => {
    const answer = await resolve(`/01/${GTIN}`, { query: "?linkType=gs1:epil" });
    expect(answer.status).toBe(300);
    const body = (await answer.json()) as { linkset: Record<string, unknown>[] };
    expect(body.linkset[0]?.["https://gs1.org/voc/epil"]).toHaveLength(2);
  });

  it("answers the linkset, valid against GS1's schema, for linkType=linkset or all and for its media type", async () => {
    const validate = new Ajv({ strict: false }).compile(SCHEMA);
    for (const options of [
      { query: "?linkType=linkset" },
      { query: "?linkType=all" },
      { headers: { Accept: "application/linkset+json" } },
    ]) {
      const answer = await resolve(`/01/${GTIN}`, options);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("Content-Type")).toBe("application/linkset+json");
      expect(answer.headers.get("Link")).toContain('rel="http://www.w3.org/ns/json-ld#context"');
      const linkset = (await answer.json()) as { linkset: Record<string, unknown>[] };
      expect(validate(linkset), JSON.stringify(validate.errors)).toBe(true);
      const [item] = linkset.linkset;
      expect(item?.anchor).toBe(`http://${HOST}/01/${GTIN}`);
      expect(item?.itemDescription).toBe("Olive oil 500 ml");
      expect(item?.["https://gs1.org/voc/pip"]).toEqual([
        { href: "https://shop.example/oil", title: "Olive oil", hreflang: ["en"] },
        { href: "https://shop.example/fr/huile", title: "Huile d'olive", hreflang: ["fr"] },
      ]);
      expect(item?.["https://gs1.org/voc/defaultLink"]).toEqual([
        { href: "https://shop.example/oil", title: "Olive oil", hreflang: ["en"] },
      ]);
      expect(item?.["https://gs1.org/voc/instructions"]).toContainEqual({
        href: "https://shop.example/us/use",
        title: "Use (US)",
        context: ["us"],
      });
    }
  });

  it("walks up from a serial to its lot, and from an unknown lot to the GTIN", async () => {
    const serial = await resolve(`/01/${GTIN}/10/LOT42/21/SN1`);
    expect(serial.headers.get("Location")).toBe("https://shop.example/oil/lot42");
    const recall = await resolve(`/01/${GTIN}/10/LOT42/21/SN1`, { query: "?linkType=gs1:recallStatus" });
    expect(recall.headers.get("Location")).toBe("https://shop.example/recalls/42");
    const otherLot = await resolve(`/01/${GTIN}/10/LOT99`);
    expect(otherLot.headers.get("Location")).toBe("https://shop.example/oil");
  });

  it("passes the query on, but for its own parameters", async () => {
    const answer = await resolve(`/01/${GTIN}/10/LOT42`, {
      query: "?17=271231&utm_source=pack&linkType=gs1:pip",
    });
    expect(answer.headers.get("Location")).toBe("https://shop.example/oil/lot42?17=271231&utm_source=pack");
  });

  it("tolerates a trailing slash, GTIN-13 and the 1.0 short names", async () => {
    for (const path of [
      `/01/${GTIN}/`,
      "/01/9506000134352",
      "/gtin/9506000134352",
      `/gtin/${GTIN}/lot/LOT42`,
    ]) {
      const answer = await resolve(path);
      expect([path, answer.status]).toEqual([path, 307]);
    }
  });

  it("answers 400 for an invalid URI and 404 for an unknown identifier, never 200", async () => {
    const invalid: [string, RegExp][] = [
      ["/01/09506000134353", /check digit/],
      ["/01/09506000134351", /check digit/],
      [`/01/${GTIN}/21/SN1/10/LOT42`, /order/],
      [`/01/${GTIN}/10/LOT42/10/LOT43`, /order/],
      [`/01/${GTIN}/10/caf%C3%A9`, /not a valid value/],
      [`/01/${GTIN}/10/%E0%A4%A`, /percent-encoding/],
    ];
    for (const [path, reason] of invalid) {
      const answer = await resolve(path);
      expect([path, answer.status, answer.headers.get("Content-Type")]).toEqual([
        path,
        400,
        "application/problem+json",
      ]);
      expect(((await answer.json()) as { detail: string }).detail).toMatch(reason);
    }
    const unknown = await resolve("/01/00000095050003");
    expect(unknown.status).toBe(404);
    const longQuery = await resolve(`/01/${GTIN}`, { query: `?x=${"a".repeat(50_000)}` });
    expect([400, 414]).toContain(longQuery.status);
  });

  it("decompresses a compressed Digital Link, naming the uncompressed one as owl:sameAs", async () => {
    const Toolkit = createRequire(import.meta.url)(
      "../../../packages/core/src/gs1/vendor/GS1DigitalLinkToolkit.cjs",
    ) as new () => { compressGS1DigitalLink(...args: unknown[]): string };
    const compressed = new URL(
      new Toolkit().compressGS1DigitalLink(
        `http://${HOST}/01/${GTIN}/10/LOT42?17=271231`,
        false,
        `http://${HOST}`,
        false,
        true,
        false,
      ),
    );
    const answer = await resolve(compressed.pathname);
    expect(answer.status).toBe(307);
    expect(answer.headers.get("Location")).toBe("https://shop.example/oil/lot42?17=271231");
    expect(answer.headers.get("Link")).toContain(
      `<http://${HOST}/01/${GTIN}/10/LOT42?17=271231>; rel="owl:sameAs"`,
    );
    // A path that is neither a code's slug nor GS1's compression is the domain's not found.
    expect((await resolve("/no-such-code")).status).toBe(404);
  });

  it("answers HEAD as GET without a body, and OPTIONS with what CORS needs", async () => {
    const head = await resolve(`/01/${GTIN}`, { method: "HEAD", query: "?linkType=linkset" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const options = await resolve(`/01/${GTIN}`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("Access-Control-Allow-Methods")).toBe("GET, HEAD, OPTIONS");
    expect(options.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("describes itself at /.well-known/gs1resolver", async () => {
    const answer = await resolve("/.well-known/gs1resolver");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      resolverRoot: `http://${HOST}`,
      supportedPrimaryKeys: ["all"],
    });
  });

  it("is not on the service's own scan host, whose slugs stay its codes'", async () => {
    expect((await scan(stack, `/01/${GTIN}`)).status).toBe(404);
  });

  it("counts a scan of the code that answered, with the identifier asked for and the link type chosen", async () => {
    await resolve(`/01/${GTIN}/21/SN77`, { query: "?linkType=gs1:recipeInfo", ip: "203.0.113.9" });
    const row = await eventually(async () => {
      const { rows } = await stack.sql.query(
        "select slug, answered_by from scan_events where qr_id = $1 and slug like '%SN77'",
        [gtinCode.id],
      );
      return rows[0];
    });
    expect(row).toEqual({ slug: `01/${GTIN}/21/SN77`, answered_by: "gs1:recipeInfo" });
  });
});

describe("importing GS1 codes", () => {
  const serialRow = (serial: string) => ({
    type: "gs1",
    domain: HOST,
    content: {
      key: { ai: "01", value: GTIN },
      qualifiers: [
        { ai: "10", value: "BULK" },
        { ai: "21", value: serial },
      ],
      links: [{ type: "gs1:pip", href: `https://shop.example/unit/${serial}`, title: `Unit ${serial}` }],
    },
  });

  it("refuses a batch with a duplicate identifier, naming its row, and stores none of it", async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => serialRow(`D${i}`));
    rows[999] = serialRow("D3");
    const answer = await api.post<ProblemBody>("/api/v1/qr/bulk", { codes: rows });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body)).toContain("codes.999.content");
    const { rows: stored } = await stack.sql.query(
      "select count(*)::int as n from qr_codes where slug like $1",
      [`01/${GTIN}/10/BULK/21/D%`],
    );
    expect(stored[0].n).toBe(0);
  });

  it("imports 10,000 serials in batches of 1,000, each then resolved to its own link", async () => {
    for (let batch = 0; batch < 10; batch++) {
      const rows = Array.from({ length: 1000 }, (_, i) => serialRow(`S${batch * 1000 + i}`));
      const answer = await api.post<{ data: unknown[] }>("/api/v1/qr/bulk", { codes: rows });
      expect([batch, answer.status]).toEqual([batch, 201]);
    }
    const { rows: stored } = await stack.sql.query(
      "select count(*)::int as n from qr_codes where slug like $1",
      [`01/${GTIN}/10/BULK/21/S%`],
    );
    expect(stored[0].n).toBe(10_000);
    // Past the first 500 of a batch, records reach KV later (the cron): the api worker answers for them meanwhile.
    for (const serial of ["S0", "S4321", "S9999"]) {
      const answer = await resolve(`/01/${GTIN}/10/BULK/21/${serial}`);
      expect([serial, answer.headers.get("Location")]).toEqual([
        serial,
        `https://shop.example/unit/${serial}`,
      ]);
    }
    // A serial with no code of its own walks up past its lot (none) to the GTIN.
    expect((await resolve(`/01/${GTIN}/10/BULK/21/S10000`)).headers.get("Location")).toBe(
      "https://shop.example/oil",
    );
  }, 300_000);
});

describe("making GS1 codes", () => {
  it("refuses hostile input with a clear 422 or 409, and stores nothing", async () => {
    const before = await api.get<{ data: unknown[] }>("/api/v1/qr?type=gs1&limit=100");
    const content = (extra: Record<string, unknown>) => ({
      key: { ai: "01", value: GTIN },
      links: [{ type: "gs1:pip", href: "https://shop.example/x", title: "X" }],
      ...extra,
    });
    const cases: [string, Record<string, unknown>, number, RegExp][] = [
      [
        "check digit off by one",
        { domain: HOST, content: content({ key: { ai: "01", value: "09506000134353" } }) },
        422,
        /check digit/,
      ],
      [
        "qualifiers out of order",
        {
          domain: HOST,
          content: content({
            qualifiers: [
              { ai: "21", value: "S" },
              { ai: "10", value: "L" },
            ],
          }),
        },
        422,
        /order/,
      ],
      [
        "a lot in Unicode",
        { domain: HOST, content: content({ qualifiers: [{ ai: "10", value: "LÖT" }] }) },
        422,
        /not a valid value/,
      ],
      [
        "an attribute that is a key",
        { domain: HOST, content: content({ attributes: [{ ai: "01", value: GTIN }] }) },
        422,
        /belongs in the path/,
      ],
      [
        "an unknown link type",
        {
          domain: HOST,
          content: content({ links: [{ type: "gs1:nope", href: "https://x.example", title: "X" }] }),
        },
        422,
        /link type/,
      ],
      [
        "two defaults",
        {
          domain: HOST,
          content: content({
            links: [
              { type: "gs1:pip", href: "https://x.example/a", title: "A", default: true },
              { type: "gs1:pip", href: "https://x.example/b", title: "B", default: true },
            ],
          }),
        },
        422,
        /one link is the default/,
      ],
      ["no domain", { content: content({}) }, 422, /branded domain/],
      ["the scan host", { domain: null, content: content({}) }, 422, /branded domain/],
      ["a slug of its own", { domain: HOST, slug: "olive", content: content({}) }, 422, /identifier/],
      [
        "a password",
        { domain: HOST, access: { password: "a long secret" }, content: content({}) },
        422,
        /resolved by its links/,
      ],
      [
        "a fallback",
        { domain: HOST, fallback_url: "https://x.example", content: content({}) },
        422,
        /resolved by its links/,
      ],
      ["an identifier that has a code", { domain: HOST, content: content({}) }, 409, /already has a code/],
    ];
    for (const [name, body, status, reason] of cases) {
      const answer = await api.post<ProblemBody>("/api/v1/qr", { type: "gs1", ...body });
      expect([name, answer.status]).toEqual([name, status]);
      expect([name, JSON.stringify(answer.body)]).toEqual([name, expect.stringMatching(reason)]);
    }
    const after = await api.get<{ data: unknown[] }>("/api/v1/qr?type=gs1&limit=100");
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it("changes its links after printing, never its identifier", async () => {
    const made = await api.post<{ id: string }>("/api/v1/qr", {
      type: "gs1",
      domain: HOST,
      content: {
        key: { ai: "01", value: GTIN },
        qualifiers: [{ ai: "10", value: "LOT-CHANGE" }],
        links: [{ type: "gs1:pip", href: "https://shop.example/before", title: "Before" }],
      },
    });
    expect(made.status).toBe(201);
    const changed = await api.patch(`/api/v1/qr/${made.body.id}`, {
      content: { links: [{ type: "gs1:pip", href: "https://shop.example/after", title: "After" }] },
    });
    expect(changed.status).toBe(200);
    expect((await resolve(`/01/${GTIN}/10/LOT-CHANGE`)).headers.get("Location")).toBe(
      "https://shop.example/after",
    );
    const moved = await api.patch<ProblemBody>(`/api/v1/qr/${made.body.id}`, {
      content: { qualifiers: [{ ai: "10", value: "OTHER" }] },
    });
    expect(moved.status).toBe(422);
    expect(JSON.stringify(moved.body)).toMatch(/identifier is printed/);
    for (const change of [
      { access: { password: "a long secret" } },
      { fallback_url: "https://x.example" },
      { expires_at: "2030-01-01T00:00:00Z", fallback_url: "https://x.example" },
    ]) {
      const refused = await api.patch<ProblemBody>(`/api/v1/qr/${made.body.id}`, change);
      expect([JSON.stringify(change), refused.status]).toEqual([JSON.stringify(change), 422]);
      expect(JSON.stringify(refused.body)).toMatch(/resolved by its links/);
    }
  });
});
