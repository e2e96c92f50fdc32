// <QrCode> against the API's own SVG, byte for byte, and the hooks against the real local stack (workerd,
// PostgreSQL): their queries fetch through qrservice, their mutations invalidate what they change, and a component
// using a hook renders what a prefetch (a router's loader) put in the cache under the same key.
import { bootstrapTeamKey } from "@qr/local/dev-team";
import { eventually, startTestStack, type TestStack } from "@qr/local/test-harness";
import { MutationObserver, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { QrService } from "qrservice";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  analyticsQuery,
  codeQuery,
  codesQuery,
  createCodeMutation,
  createWebhookMutation,
  deliveriesQuery,
  eventsQuery,
  QrCode,
  QrServiceProvider,
  qrKeys,
  sendTestEventMutation,
  updateCodeMutation,
  useAnalytics,
  useCode,
  webhooksQuery,
} from "../src/index.ts";

let stack: TestStack;
let client: QrService;

beforeAll(async () => {
  stack = await startTestStack();
  const { apiKey } = await bootstrapTeamKey(stack.databaseUrl, "React library");
  client = new QrService({ apiKey, baseUrl: stack.apiUrl });
});
afterAll(async () => {
  await stack?.stop();
});

/** The SVG inside the element <QrCode> renders. */
const svgOf = (markup: string) => /<svg[\s\S]*<\/svg>/.exec(markup)?.[0];

describe("<QrCode>", () => {
  it.each([
    [{}, 256],
    [{ module_shape: "rounded", eye_shape: "rounded", fg: "#1d4ed8" }, 512],
    [{ frame: "banner", frame_text: "Scan for the menu", gradient: "linear", gradient_to: "#b91c1c" }, 640],
    [{ module_shape: "dots", bg: "transparent", margin: 2, ecl: "Q" }, 300],
  ] as const)("draws %o at %i px as the API does, byte for byte", async (style, size) => {
    const code = await client.codes.create({ url: "https://example.com/react", style });
    const api = new TextDecoder().decode(await client.codes.image(code.id, { format: "svg", size }));
    const markup = renderToStaticMarkup(<QrCode content={code.short_url} style={code.style} size={size} />);
    expect(svgOf(markup)).toBe(api);
    expect(markup).toContain(`aria-label="QR code for ${code.short_url}"`);
  });

  it("draws nothing for a style that would not scan at that size, and says why, as the API refuses it", async () => {
    const markup = renderToStaticMarkup(
      <QrCode content="https://qr.example.net/abc" style={{ fg: "#eeeeee" }} size={256} />,
    );
    expect(svgOf(markup)).toBeUndefined();
    expect(markup).toMatch(/aria-label="QR code for https:\/\/qr.example.net\/abc: not drawn, [^"]*contrast/);
    const refused = await client.codes
      .create({ url: "https://example.com/pale", style: { fg: "#eeeeee" } })
      .catch((error: { status: number }) => error.status);
    expect(refused).toBe(422);
  });

  it("refuses a colour that would carry markup into the page", () => {
    const markup = renderToStaticMarkup(
      <QrCode content="x" style={{ fg: '#000"/><script>alert(1)</script>' }} size={256} />,
    );
    expect(markup).not.toContain("<script>");
    expect(svgOf(markup)).toBeUndefined();
  });
});

describe("the hooks", () => {
  it("reads a code, its list and its analytics through qrservice", async () => {
    const queries = new QueryClient();
    const code = await client.codes.create({ url: "https://example.com/hooks", metadata: { kind: "hooks" } });
    expect((await queries.fetchQuery(codeQuery(client, code.id))).url).toBe("https://example.com/hooks");
    const pages = await queries.fetchInfiniteQuery(
      codesQuery(client, { metadata_key: "kind", metadata_value: "hooks" }),
    );
    expect(pages.pages[0]?.data.map((each) => each.id)).toEqual([code.id]);
    const analytics = await queries.fetchQuery(analyticsQuery(client, code.id));
    expect(analytics.analytics.totalScans).toBe(0);
  });

  it("invalidates the lists and the code a mutation changes", async () => {
    const queries = new QueryClient();
    const listKey = qrKeys.codeList({});
    await queries.fetchInfiniteQuery(codesQuery(client, {}));
    const created = await new MutationObserver(queries, createCodeMutation(client, queries)).mutate({
      url: "https://example.com/new",
    });
    expect(queries.getQueryState(listKey)?.isInvalidated).toBe(true);
    await queries.fetchQuery(analyticsQuery(client, created.id));
    const updated = await new MutationObserver(queries, updateCodeMutation(client, queries)).mutate({
      id: created.id,
      url: "https://example.com/changed",
    });
    expect(updated.url).toBe("https://example.com/changed");
    expect(queries.getQueryData(qrKeys.code(created.id))).toMatchObject({
      url: "https://example.com/changed",
    });
    expect(queries.getQueryState(qrKeys.analytics(created.id, {}))?.isInvalidated).toBe(true);
  });

  it("renders what a loader prefetched under the same keys", async () => {
    const queries = new QueryClient();
    const code = await client.codes.create({ url: "https://example.com/rendered" });
    await queries.prefetchQuery(codeQuery(client, code.id));
    await queries.prefetchQuery(analyticsQuery(client, code.id));
    const markup = renderToStaticMarkup(
      <QueryClientProvider client={queries}>
        <QrServiceProvider client={client}>
          <Card id={code.id} />
        </QrServiceProvider>
      </QueryClientProvider>,
    );
    expect(markup).toBe("<p>https://example.com/rendered scanned 0 times</p>");
  });
});

describe("the event hooks", () => {
  it("makes an endpoint, sends it a test and reads its deliveries and the team's events", async () => {
    const queries = new QueryClient();
    await queries.fetchQuery(webhooksQuery(client));
    const endpoint = await new MutationObserver(queries, createWebhookMutation(client, queries)).mutate({
      url: stack.webhookInbox.url("react"),
      events: ["code.created"],
    });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(queries.getQueryState(qrKeys.webhooks())?.isInvalidated).toBe(true);
    expect((await queries.fetchQuery(webhooksQuery(client))).map((each) => each.id)).toContain(endpoint.id);

    await new MutationObserver(queries, sendTestEventMutation(client, queries)).mutate(endpoint.id);
    const deliveries = await eventually(async () => {
      const fetched = await queries.fetchInfiniteQuery({
        ...deliveriesQuery(client, endpoint.id),
        staleTime: 0,
      });
      const first = fetched.pages[0]?.data[0];
      return first?.status === "succeeded" ? first : undefined;
    });
    expect(deliveries).toMatchObject({ event_type: "webhook.test", attempts: [{ status: 200 }] });

    const code = await client.codes.create({ url: "https://example.com/evented" });
    const events = await queries.fetchInfiniteQuery(eventsQuery(client, { type: "code.created" }));
    expect(
      events.pages
        .flatMap((page) => page.data)
        .some((event) => "id" in event.data && event.data.id === code.id),
    ).toBe(true);
  });
});

/** A component of an integrator's dashboard, reading through the hooks. */
function Card({ id }: { id: string }) {
  const read = useCode(id);
  const analytics = useAnalytics(id);
  return (
    <p>
      {read.data?.url} scanned {analytics.data?.analytics.totalScans} times
    </p>
  );
}
