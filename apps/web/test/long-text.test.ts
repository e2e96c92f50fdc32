// Text a person or an integrator chose, as long as the API accepts and without a space to break at (a name, a
// destination URL, tags, metadata, a webhook endpoint, a domain), never makes a page scroll sideways: the code list,
// every tab of the code's page and the settings pages, at 1280 and 375 px (screenshots() fails on sideways scroll).
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  page = await (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
  await signUpNewPerson(page, stack, "Long Text", `long-${Date.now()}@example.com`);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A call to the API with the page's session, as another tab of the dashboard would make it. */
async function post(path: string, body: unknown): Promise<{ id: string }> {
  return page.evaluate(
    async ([to, json]) => {
      const response = await fetch(to, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(json),
      });
      if (!response.ok) throw new Error(`${to}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { id: string };
    },
    [path, body] as const,
  );
}

describe("long unbroken text", () => {
  it("wraps on the code list and on every tab of the code's page", async () => {
    const tag = "W".repeat(40);
    await post("/api/v1/tags", { name: tag });
    const url = `https://example.com/${"averylongpathsegment".repeat(90)}?q=${"x".repeat(150)}`;
    const { id } = await post("/api/v1/qr", {
      url,
      name: `Ünïcödé-名前-${"W".repeat(100)}`,
      tags: [tag],
      metadata: { ["k".repeat(40)]: "v".repeat(500) },
    });

    await page.goto("/codes");
    await page.getByRole("heading", { name: "QR codes", level: 1 }).waitFor();
    await page
      .getByRole("cell")
      .filter({ hasText: url.slice("https://".length, 80) })
      .waitFor();
    await screenshots(page, "long-text-codes");

    for (const tab of ["Details", "Design", "Routing", "Campaign", "History", "Analytics"]) {
      await page.goto(`/codes/${id}${tab === "Details" ? "" : `/${tab.toLowerCase()}`}`);
      await page.getByRole("heading", { name: /^Ünïcödé/, level: 1 }).waitFor();
      await page.waitForLoadState("networkidle");
      await screenshots(page, `long-text-code-${tab.toLowerCase()}`);
    }
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("W".repeat(100));
  });

  it("wraps on the settings pages: tags, templates, designs, team, keys, domains and webhooks", async () => {
    const teams = await page.evaluate(
      async () => (await (await fetch("/api/v1/teams")).json()) as { data: { id: string }[] },
    );
    const teamId = teams.data[0]?.id ?? "";
    await page.evaluate(
      async ([id, name]) => {
        await fetch(`/api/v1/teams/${id}`, {
          method: "PATCH",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name }),
        });
      },
      [teamId, `Team${"M".repeat(96)}`] as const,
    );
    await post("/api/v1/utm-templates", { name: "U".repeat(100), source: "s".repeat(200) });
    await post("/api/v1/designs", { name: "D".repeat(100), style: {} });
    await post("/api/v1/keys", { name: "K".repeat(100), preset: "analytics" });
    const hostname = `${["l".repeat(60), "l".repeat(60), "l".repeat(60)].join(".")}.example.com`;
    await post("/api/v1/domains", { hostname });
    for (const [path, heading, text, name] of [
      ["/settings/tags", "Tags", "W".repeat(40), "tags"],
      ["/settings/utm", "UTM templates", "U".repeat(100), "templates"],
      ["/designs", "Designs", "D".repeat(100), "designs"],
      ["/settings", "Settings", "M".repeat(96), "team"],
      ["/settings/keys", "API keys", "K".repeat(100), "keys"],
      ["/settings/domains", "Domains", hostname, "domains"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.getByText(text).first().waitFor();
      await screenshots(page, `long-text-${name}`);
    }

    const url = stack.webhookInbox.url(`long-${"segment".repeat(120)}`);
    const { id } = await post("/api/v1/webhooks", {
      url,
      events: ["code.created"],
      description: "D".repeat(200),
    });
    await page.goto("/settings/webhooks");
    await page.getByRole("cell", { name: url }).waitFor();
    await screenshots(page, "long-text-webhooks");
    await page.goto(`/settings/webhooks/${id}`);
    await page.getByRole("heading", { name: url, level: 1 }).waitFor();
    await screenshots(page, "long-text-webhook");
  });
});
