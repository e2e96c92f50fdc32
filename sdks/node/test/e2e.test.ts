// The Node library against the real local stack (workerd, PostgreSQL), as an integrator uses it. (quickstart.test.ts
// runs the packed package, what npm installs, on Node 20.)
import { bootstrapTeamKey } from "@qr/local/dev-team";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QrService, QrServiceError, timeseriesOf, verifyWebhook } from "../src/index.ts";

let stack: TestStack;
let qr: QrService;
let apiKey: string;

beforeAll(async () => {
  stack = await startTestStack();
  apiKey = (await bootstrapTeamKey(stack.databaseUrl, "Node library")).apiKey;
  qr = new QrService({ apiKey, baseUrl: stack.apiUrl });
});
afterAll(async () => {
  await stack?.stop();
});

describe("the Node library", () => {
  it("creates, reads, updates and deletes a code", async () => {
    const code = await qr.codes.create({ url: "https://example.com/menu", metadata: { table: "7" } });
    expect(code.short_url).toMatch(/^http/);
    expect((await qr.codes.get(code.id)).url).toBe("https://example.com/menu");
    const updated = await qr.codes.update(code.id, { url: "https://example.com/dinner" });
    expect(updated.url).toBe("https://example.com/dinner");
    const versions = await qr.codes.versions(code.id).toArray();
    expect(versions.length).toBeGreaterThanOrEqual(2);
    await qr.codes.delete(code.id);
    await expect(qr.codes.get(code.id)).rejects.toMatchObject({ status: 404, code: "qr_not_found" });
  });

  it("reads 250 codes through the list iterator, page by page", async () => {
    const report = await qr.codes.bulkCreate({
      codes: Array.from({ length: 250 }, (_, i) => ({
        url: `https://example.com/item/${i}`,
        metadata: { batch: "iter" },
      })),
    });
    expect(report.created).toBe(250);
    const seen = new Set<string>();
    let pages = 0;
    for await (const page of qr.codes
      .list({ metadata_key: "batch", metadata_value: "iter", limit: 100 })
      .pages()) {
      pages++;
      for (const code of page.data) seen.add(code.id);
    }
    expect(pages).toBe(3);
    const items = await qr.codes.list({ metadata_key: "batch", metadata_value: "iter" }).toArray();
    expect(new Set(items.map((code) => code.id))).toEqual(seen);
    expect(seen.size).toBe(250);
  });

  it("changes many codes in one bulk update", async () => {
    const created = await qr.codes.bulkCreate({
      codes: [{ url: "https://example.com/a" }, { url: "https://example.com/b" }],
    });
    const ids = (await qr.codes.list({ bulk_id: created.bulk_id ?? "" }).toArray()).map((code) => code.id);
    const report = await qr.codes.bulkUpdate({
      updates: ids.map((id) => ({ match: id, url: `https://example.com/v2/${id}` })),
    });
    expect(report.updated).toBe(2);
  });

  it("reads analytics after scans", async () => {
    const code = await qr.codes.create({ url: "https://example.com/scanned" });
    for (let i = 0; i < 3; i++) await scan(stack, code.slug, { ip: `203.0.113.${i + 1}` });
    const analytics = await eventually(async () => {
      const read = await qr.codes.analytics(code.id);
      return read.analytics.totalScans >= 3 ? read : undefined;
    });
    expect(analytics.analytics.totalScans).toBe(3);
    // The compact series, spelled out by the library, is the buckets the default form answers.
    const compact = await qr.codes.analytics(code.id, { interval: "hour", series: "compact" });
    expect(compact.analytics.timeseries).toBeUndefined();
    expect(compact.analytics.series?.counts).toEqual([[expect.any(Number), 3, 3]]);
    const buckets = await qr.codes.analytics(code.id, { interval: "hour" });
    expect(timeseriesOf(compact.analytics)).toEqual(buckets.analytics.timeseries);
    expect(timeseriesOf(buckets.analytics)).toBe(buckets.analytics.timeseries);
  });

  it("downloads an image as bytes", async () => {
    const code = await qr.codes.create({ url: "https://example.com/image" });
    const png = await qr.codes.image(code.id, { format: "png", size: 256 });
    expect([...png.subarray(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    const svg = new TextDecoder().decode(await qr.codes.image(code.id, { format: "svg" }));
    expect(svg.startsWith("<svg")).toBe(true);
  });

  it("uploads a logo from bytes with its type", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>';
    const logo = await qr.logos.upload(svg, "image/svg+xml", { name: "square" });
    expect((await qr.logos.get(logo.id)).id).toBe(logo.id);
  });

  it("uploads a PDF and makes a file code of it, typed by its content", async () => {
    // The smallest PDF a viewer reads: a catalog, its cross-reference table and where that table starts.
    const body = "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n";
    const pdf = new TextEncoder().encode(
      `${body}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \ntrailer<</Size 2/Root 1 0 R>>\nstartxref\n${body.length}\n%%EOF\n`,
    );
    const file = await qr.files.upload(pdf, "application/pdf", { name: "menu.pdf" });
    expect(file).toMatchObject({ content_type: "application/pdf", bytes: pdf.length });
    const code = await qr.codes.create({ type: "file", content: { file_id: file.id, title: "Menu" } });
    expect(code.content).toMatchObject({ file_id: file.id, file: { name: "menu.pdf" } });
    expect(new Uint8Array(await qr.files.content(file.id))).toEqual(pdf);
    expect((await qr.codes.clicks(code.id)).total).toBe(0);
  });

  it("splits a code, reports a conversion from the scan's qr_sid and reads the A/B results", async () => {
    const code = await qr.codes.create({
      url: "https://example.com/shop",
      variants: [
        { url: "https://example.com/shop-a", weight: 50 },
        { url: "https://example.com/shop-b", weight: 50 },
      ],
      track_conversions: true,
      utm: { source: "node-library", medium: "qr" },
    });
    const scanned = await scan(stack, code.slug, { ip: "198.51.100.40" });
    const location = new URL(scanned.headers.get("Location") ?? "");
    expect(location.searchParams.get("utm_source")).toBe("node-library");
    const scanId = location.searchParams.get("qr_sid") ?? "";
    const conversion = await qr.conversions.create({
      scan_id: scanId,
      name: "purchase",
      value: 19.5,
      currency: "EUR",
      external_id: "node-order-1",
    });
    expect(conversion).toMatchObject({ qr_id: code.id, name: "purchase", value: 19.5 });
    expect(
      (
        await qr.conversions.create({
          scan_id: scanId,
          name: "purchase",
          value: 19.5,
          currency: "EUR",
          external_id: "node-order-1",
        })
      ).id,
    ).toBe(conversion.id);
    const results = await eventually(async () => {
      const read = await qr.codes.abResults(code.id);
      const scans = read.splits[0]?.variants.reduce((sum, variant) => sum + variant.scans, 0);
      return scans === 1 ? read : undefined;
    });
    expect(results.splits[0]?.variants.reduce((sum, variant) => sum + variant.conversions, 0)).toBe(1);
    await expect(qr.conversions.create({ scan_id: "forged", name: "purchase" })).rejects.toMatchObject({
      status: 422,
    });
  });

  it("makes an export, waits for it and downloads the file", async () => {
    const created = await qr.codes.bulkCreate({
      codes: [{ url: "https://example.com/x1" }, { url: "https://example.com/x2" }],
    });
    const progress: number[] = [];
    const job = await qr.exports.createAndWait(
      { format: "zip", files: "svg", size: 256, selection: { bulk_id: created.bulk_id ?? "" } },
      { intervalMs: 200, onProgress: (state) => progress.push(state.done) },
    );
    expect(job.status).toBe("succeeded");
    const files = Object.keys(unzipSync(await qr.exports.download(job.id)));
    expect(files.filter((name) => name.endsWith(".svg"))).toHaveLength(2);
  });

  it("surfaces a 422 with the field at fault", async () => {
    const error = await qr.codes.create({ url: "not a url" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(QrServiceError);
    const refused = error as QrServiceError;
    expect(refused.status).toBe(422);
    expect(refused.code).toBe("validation_failed");
    expect(refused.fieldError("url")).toBeTruthy();
    expect(refused.requestId).toBeTruthy();
  });

  it("sends one Idempotency-Key for every try, so a retried create makes one code", async () => {
    let tries = 0;
    const keys: string[] = [];
    // The first answer is lost on the way back (the API did create the code): the library tries again.
    const flaky = new QrService({
      apiKey,
      baseUrl: stack.apiUrl,
      fetch: async (input, init) => {
        keys.push(new Headers(init?.headers).get("Idempotency-Key") ?? "");
        const response = await fetch(input, init);
        if (++tries === 1) throw new TypeError("fetch failed: connection reset");
        return response;
      },
    });
    const code = await flaky.codes.create({ url: "https://example.com/once", metadata: { once: "yes" } });
    expect(tries).toBe(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const made = await qr.codes.list({ metadata_key: "once", metadata_value: "yes" }).toArray();
    expect(made.map((c) => c.id)).toEqual([code.id]);
  });

  it("refuses a path parameter that is not well-formed text, as a rejected promise, before any request", async () => {
    let requests = 0;
    const counting = new QrService({
      apiKey,
      baseUrl: stack.apiUrl,
      fetch: (input, init) => {
        requests++;
        return fetch(input, init);
      },
    });
    await expect(counting.codes.get("\ud800")).rejects.toMatchObject({ status: 0, code: "invalid_argument" });
    expect(requests).toBe(0);
  });

  it("takes a retried DELETE's 404 as done: the first try deleted it", async () => {
    const code = await qr.codes.create({ url: "https://example.com/gone" });
    let tries = 0;
    const flaky = new QrService({
      apiKey,
      baseUrl: stack.apiUrl,
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (++tries === 1) throw new TypeError("fetch failed: connection reset");
        return response;
      },
    });
    await expect(flaky.codes.delete(code.id)).resolves.toBeUndefined();
    expect(tries).toBe(2);
    await expect(qr.codes.get(code.id)).rejects.toMatchObject({ status: 404 });
  });

  it("gives up with a timeout error when no answer comes in time", async () => {
    const slow = new QrService({
      apiKey,
      baseUrl: stack.apiUrl,
      timeoutMs: 50,
      maxRetries: 1,
      fetch: (_input, init) =>
        new Promise((_, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    });
    await expect(slow.codes.list().firstPage()).rejects.toMatchObject({ status: 0, code: "timeout" });
    const controller = new AbortController();
    const aborted = qr.codes.list({}, { signal: controller.signal }).firstPage();
    controller.abort(new Error("stopped by the caller"));
    await expect(aborted).rejects.toThrow("stopped by the caller");
  });

  it("waits out a 429 for its Retry-After, then succeeds, and gives up on one longer than it will wait", async () => {
    // A real 429: the budget of a key of its own (600 a minute) spent with plain requests.
    const spendKey = (await bootstrapTeamKey(stack.databaseUrl, "Rate limited")).apiKey;
    const headers = { Authorization: `Bearer ${spendKey}` };
    let limited: Response | undefined;
    while (!limited) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => fetch(`${stack.apiUrl}/api/v1/tags`, { headers })),
      );
      limited = answers.find((answer) => answer.status === 429);
    }
    const refusal = { body: await limited.text(), headers: new Headers(limited.headers) };
    expect(Number(refusal.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    // Longer than the client will wait: the API's refusal, as an error.
    const impatient = new QrService({ apiKey: spendKey, baseUrl: stack.apiUrl, maxRetryWaitMs: 0 });
    await expect(impatient.tags.list()).rejects.toMatchObject({ status: 429, code: "rate_limited" });

    // The same refusal with a Retry-After the window has already passed: waited out, sent again as it was.
    const sent: { status: number; idempotencyKey: string | null }[] = [];
    const waiting = new QrService({
      apiKey,
      baseUrl: stack.apiUrl,
      fetch: async (input, init) => {
        const idempotencyKey = new Headers(init?.headers).get("Idempotency-Key");
        const response =
          sent.length === 0
            ? new Response(refusal.body, { status: 429, headers: withRetryAfter(refusal.headers, "0") })
            : await fetch(input, init);
        sent.push({ status: response.status, idempotencyKey });
        return response;
      },
    });
    const tag = await waiting.tags.create({ name: `after-429-${Date.now()}` });
    expect(tag.id).toMatch(/^tag_/);
    expect(sent.map((attempt) => attempt.status)).toEqual([429, 201]);
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });
});

describe("events out through the Node library", () => {
  it("makes a webhook endpoint, and verifies what it receives with verifyWebhook", async () => {
    const endpoint = await qr.webhooks.create({
      url: stack.webhookInbox.url("node-library"),
      events: ["code.created", "scan.batch"],
    });
    const code = await qr.codes.create({ url: "https://example.com/hooked-by-node" });
    await scan(stack, code.slug, { ip: "192.0.2.77" });
    const received = await eventually(async () => {
      const verified = await Promise.all(
        stack.webhookInbox
          .deliveries("node-library")
          .map((delivery) => verifyWebhook(delivery.body, delivery.headers, endpoint.secret)),
      );
      const created = verified.find((event) => event.type === "code.created");
      const batch = verified.find((event) => event.type === "scan.batch");
      return created && batch ? { created, batch } : undefined;
    });
    // The union narrows on `type`: a batch's scans and a code's fields are typed.
    if (received.created.type !== "code.created") throw new Error("narrowed above");
    expect(received.created.data.id).toBe(code.id);
    if (received.batch.type !== "scan.batch") throw new Error("narrowed above");
    expect(received.batch.data.scans.map((scanned) => scanned.qr_id)).toContain(code.id);

    const deliveries = await qr.webhooks.deliveries(endpoint.id).toArray();
    expect(deliveries.length).toBeGreaterThanOrEqual(2);
  });

  it("reads events and raw scans as iterators", async () => {
    const events = await qr.events.list({ type: "code.created" }).toArray();
    expect(events.every((event) => event.type === "code.created")).toBe(true);
    const scans = await eventually(async () => {
      const found = await qr.scans.list({ country: "FR" }).toArray();
      return found.length > 0 ? found : undefined;
    });
    expect(scans[0]).toMatchObject({ country: "FR", destination: expect.any(String) });
  });
});

function withRetryAfter(headers: Headers, seconds: string): Headers {
  const copy = new Headers(headers);
  copy.set("Retry-After", seconds);
  return copy;
}
