// The published OpenAPI document states the rules the API enforces: the same table of inputs goes through the
// document's schema (ajv) and through the API, and both must agree on every row. Rules a JSON Schema cannot
// state (a destination's host, contrast, reserved words) are checked by the API alone and are not in the table.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { type ApiClient, apiClient, seedTeam } from "./support/api.ts";

let stack: TestStack;
let api: ApiClient;
let validate: (schema: string) => ValidateFunction;

beforeAll(async () => {
  stack = await startTestStack();
  api = apiClient(stack, (await seedTeam(stack)).adminKey);
  const document = (await apiClient(stack).get<{ components: object }>("/api/v1/openapi.json")).body;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: "doc", components: document.components });
  validate = (schema) => ajv.compile({ $ref: `doc#/components/schemas/${schema}` });
});
afterAll(async () => {
  await stack?.stop();
});

const url = "https://example.com/menu";
const CREATE_ROWS: [string, Record<string, unknown>][] = [
  ["a bare url", { url }],
  ["a custom slug", { url, slug: "Spring_menu-2026" }],
  ["the shortest slug", { url, slug: "abc" }],
  ["the longest slug", { url, slug: `s${"x".repeat(63)}` }],
  ["a slug too short", { url, slug: "ab" }],
  ["a slug too long", { url, slug: `s${"x".repeat(64)}` }],
  ["a slug with a dot", { url, slug: "menu.pdf" }],
  ["a slug starting with a dash", { url, slug: "-menu" }],
  ["a slug with a space", { url, slug: "my menu" }],
  ["an empty url", { url: "" }],
  ["a url longer than 2048 characters", { url: `https://example.com/${"a".repeat(2048)}` }],
  ["metadata of every value type", { url, metadata: { table: 7, vip: true, asset_id: "poster-0042" } }],
  ["a metadata key with a space", { url, metadata: { "table no": 7 } }],
  ["a metadata key of 41 characters", { url, metadata: { [`k${"x".repeat(40)}`]: 1 } }],
  ["a metadata string of 501 characters", { url, metadata: { note: "x".repeat(501) } }],
  [
    "51 metadata keys",
    { url, metadata: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, i])) },
  ],
  ["an object as metadata value", { url, metadata: { nested: { a: 1 } } }],
  [
    "a full style",
    {
      url,
      style: {
        fg: "#112233",
        bg: "#FFFFFF",
        margin: 4,
        ecl: "Q",
        module_shape: "dots",
        eye_shape: "rounded",
      },
    },
  ],
  ["a transparent background", { url, style: { bg: "transparent" } }],
  ["a short colour", { url, style: { fg: "#123" } }],
  ["a margin of 1", { url, style: { margin: 1 } }],
  ["a margin of 21", { url, style: { margin: 21 } }],
  ["a margin as a string", { url, style: { margin: "4" } }],
  ["an unknown error correction level", { url, style: { ecl: "X" } }],
  ["an unknown module shape", { url, style: { module_shape: "hearts" } }],
  ["circular eyes", { url, style: { eye_shape: "circle" } }],
  ["an unknown style field", { url, style: { logo: "x" } }],
  ["an unknown field", { url, colour: "red" }],
  ["forward_query as a string", { url, forward_query: "yes" }],
  ["no url", { slug: "no-url-here" }],
];

const UPDATE_ROWS: [string, Record<string, unknown>][] = [
  ["a status", { status: "disabled" }],
  ["status deleted", { status: "deleted" }],
  ["an unknown status", { status: "archived" }],
  ["a metadata removal", { metadata: { gone: null } }],
  ["nothing", {}],
  ["an unknown field", { slug: "new-slug" }],
];

describe("the OpenAPI document and the API agree", () => {
  it.each(CREATE_ROWS)("on creating a code with %s", async (_, body) => {
    const documented = validate("CreateQrCode")(body);
    const response = await api.post("/api/v1/qr", body);
    expect([201, 422], `status ${response.status}`).toContain(response.status);
    expect(response.status === 201, JSON.stringify(response.body)).toBe(documented);
  });

  it.each(UPDATE_ROWS)("on updating a code with %s", async (_, body) => {
    const created = await api.post<{ id: string }>("/api/v1/qr", { url });
    const documented = validate("UpdateQrCode")(body);
    const response = await api.patch(`/api/v1/qr/${created.body.id}`, body);
    expect([200, 422], `status ${response.status}`).toContain(response.status);
    expect(response.status === 200, JSON.stringify(response.body)).toBe(documented);
  });

  it("on the rate limit: wrangler.toml's binding enforces the budget the responses state", async () => {
    const policy = (await api.get("/api/v1/qr?limit=1")).headers.get("RateLimit-Policy") ?? "";
    const [, quota, window] = /;q=(\d+);w=(\d+)$/.exec(policy) ?? [];
    const toml = readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8");
    expect(toml).toContain(`simple = { limit = ${quota}, period = ${window} }`);
  });

  it("on the local stack's bindings: no worker's config has them, so a deployed worker takes no instant or client address from a request, and reaches nothing on its own machine", () => {
    for (const file of ["../../../wrangler.toml", "../wrangler.toml"]) {
      const config = JSON.stringify(
        unstable_readConfig({ config: fileURLToPath(new URL(file, import.meta.url)) }),
      );
      for (const binding of [
        "TEST_CLOCK",
        "TEST_CLIENT_ADDRESS",
        "LOCAL_CLIENT_ADDRESS",
        "LOCAL_WEBHOOK_RECEIVERS",
        "LOCAL_SIGN_ON_ISSUERS",
        "DEV_USER_EMAIL",
      ])
        expect(config, file).not.toContain(binding);
    }
  });

  it("on propagation: the effective_by window is the redirect worker's two cache windows", () => {
    const seconds = (file: string, name: string) => {
      const toml = readFileSync(new URL(file, import.meta.url), "utf8");
      return Number(new RegExp(`^${name} = "(\\d+)"`, "m").exec(toml)?.[1]);
    };
    const redirect =
      seconds("../../../wrangler.toml", "KV_CACHE_TTL") +
      seconds("../../../wrangler.toml", "ISOLATE_CACHE_TTL");
    expect(seconds("../wrangler.toml", "EDGE_PROPAGATION_SECONDS")).toBe(redirect);
  });

  it("on scan hosts: the redirect worker answers the service's codes on the host of every short URL", () => {
    const vars = (file: string) =>
      unstable_readConfig({ config: fileURLToPath(new URL(file, import.meta.url)) }).vars as Record<
        string,
        string
      >;
    const scanHosts = String(vars("../../../wrangler.toml").SCAN_HOSTS)
      .split(",")
      .map((host) => host.trim());
    expect(scanHosts).toContain(new URL(String(vars("../wrangler.toml").SCAN_BASE_URL)).hostname);
  });

  it("on abuse reports: every page of the redirect worker links to the api worker's report form", () => {
    const vars = (file: string) =>
      unstable_readConfig({ config: fileURLToPath(new URL(file, import.meta.url)) }).vars as Record<
        string,
        string
      >;
    expect(vars("../../../wrangler.toml").REPORT_URL).toBe(`${vars("../wrangler.toml").API_BASE_URL}/report`);
  });

  it("on scan queues: the api worker consumes every queue the redirect worker sends scans to, alike", () => {
    type Queues = {
      producers?: { binding: string; queue: string }[];
      consumers?: ({ queue: string } & Record<string, unknown>)[];
    };
    const queues = (file: string): Queues =>
      unstable_readConfig({ config: fileURLToPath(new URL(file, import.meta.url)) }).queues;
    const sent = (queues("../../../wrangler.toml").producers ?? [])
      .filter((producer) => /^SCAN_EVENTS(?:_\d+)?$/.test(producer.binding))
      .map((producer) => producer.queue)
      .sort();
    const consumers = (queues("../wrangler.toml").consumers ?? []).filter(
      (consumer) => consumer.queue.startsWith("scan-events") && consumer.queue !== "scan-events-dlq",
    );
    expect(sent.length).toBeGreaterThan(1); // the local stack and the tests run the spread
    expect(consumers.map((consumer) => consumer.queue).sort()).toEqual(sent);
    const { queue: _first, ...settings } = consumers[0] ?? { queue: "" };
    for (const { queue: _name, ...others } of consumers) expect(others).toEqual(settings);
    expect(settings).toMatchObject({ dead_letter_queue: "scan-events-dlq", max_batch_size: 100 });
  });
});
