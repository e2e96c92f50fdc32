// Five everyday tasks, each done as a person does it (by accessible names) at a desktop's and a phone's width, with
// every action counted: a click, a fill, a check. The counts are the product's promise of short paths; each task's
// outcome is checked where it lands (the PNG decoded, the card's page drawn, the webhook received, the mail sent).
import { readFileSync } from "node:fs";
import { decodePng } from "@qr/local/decode-qr";
import { eventually, PHONE_UA, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { mailedLink, signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** What a person does, counted: each click, fill or check is one action. */
class Actions {
  count = 0;
  async click(target: Locator) {
    this.count++;
    await target.click();
  }
  async fill(target: Locator, value: string) {
    this.count++;
    await target.fill(value);
  }
  async check(target: Locator) {
    this.count++;
    await target.check();
  }
}

const WIDTHS = [
  ["desktop", 1280, 800],
  ["phone", 375, 740],
] as const;

describe.each(WIDTHS)("on a %s", (_, width, height) => {
  let page: Page;
  let actions: Actions;

  beforeAll(async () => {
    const context = await browser.newContext({
      baseURL: stack.apiBaseUrl,
      acceptDownloads: true,
      viewport: { width, height },
    });
    page = await context.newPage();
    await signUpNewPerson(page, stack, "Story Teller", `story-${width}-${Date.now()}@example.com`);
  });

  const startAt = async (path: string) => {
    await page.goto(path);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    actions = new Actions();
  };

  it("makes a URL code from the codes list and downloads its PNG in at most 4 actions", async () => {
    await startAt("/codes");
    await actions.click(page.getByRole("link", { name: "Create your first code" }));
    await actions.fill(page.getByLabel("Destination URL"), "example.com/spring");
    await actions.click(page.getByRole("button", { name: "Create code" }));
    await page.getByRole("heading", { name: /^Code /, level: 1 }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      actions.click(page.getByRole("link", { name: "Download PNG" })),
    ]);
    expect(actions.count).toBeLessThanOrEqual(4);
    const shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
    expect(await decodePng(readFileSync((await download.path()) ?? ""))).toBe(shortUrl);
    // The address typed without https:// was taken, and is shown with it.
    expect(await page.getByLabel("Destination URL").inputValue()).toBe("https://example.com/spring");
  });

  it("downloads a code's PNG from its row of the codes list in 2 actions", async () => {
    await startAt("/codes");
    const row = page.getByRole("row").filter({ hasText: "example.com/spring" });
    await actions.click(row.getByRole("button", { name: /^Actions for / }));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      actions.click(page.getByRole("menuitem", { name: "Download PNG" })),
    ]);
    expect(actions.count).toBe(2);
    expect(await decodePng(readFileSync((await download.path()) ?? ""))).toMatch(/^http:\/\/localhost:\d+\//);
  });

  it("makes a business card in at most 6 actions, listed by the person's name", async () => {
    await startAt("/codes");
    await actions.click(page.getByRole("link", { name: "New code" }));
    await actions.check(page.getByRole("radio", { name: /^Business card/ }));
    await actions.fill(page.getByLabel("First name"), "Ada");
    await actions.fill(page.getByLabel("Last name"), "Lovelace");
    await actions.click(page.getByRole("button", { name: "Create code" }));
    await page.getByRole("heading", { name: "Ada Lovelace", level: 1 }).waitFor();
    expect(actions.count).toBeLessThanOrEqual(6);
    await page.goto("/codes");
    const row = page.getByRole("row").filter({ hasText: "Ada Lovelace" });
    expect(await row.textContent()).toContain("Business card");
    expect(await row.textContent()).toContain("Contact card of Ada Lovelace");
  });

  it("sees a code's scans of the last 7 days in at most 2 actions", async () => {
    const slug = await page.evaluate(async () => {
      const list = (await (await fetch("/api/v1/qr?search=spring")).json()) as { data: { slug: string }[] };
      return list.data[0]?.slug ?? "";
    });
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"])
      await scan(stack, slug, { ua: PHONE_UA, ip });
    await startAt("/codes");
    await actions.click(page.getByRole("link", { name: slug, exact: true }));
    const week = page.getByRole("region", { name: "Scans of the last 7 days" });
    await eventually(async () => {
      const figure = await week.getByRole("paragraph").first().textContent();
      if (figure?.startsWith("3")) return true;
      await page.reload();
      return undefined;
    });
    expect(actions.count).toBeLessThanOrEqual(2);
    expect(await week.getByRole("img").getAttribute("aria-label")).toMatch(/^Scans a day: .* 3$/);
  });

  it("adds a webhook endpoint and sends it a test event in at most 5 actions", async () => {
    const inbox = `story-${width}`;
    await startAt("/settings/webhooks");
    await actions.click(page.getByRole("button", { name: "Add endpoint" }));
    await actions.fill(page.getByLabel("Endpoint URL"), stack.webhookInbox.url(inbox));
    await actions.check(page.getByLabel(/Code created/));
    await actions.click(page.getByRole("button", { name: "Create endpoint" }));
    await actions.click(page.getByRole("button", { name: "Send test event" }));
    expect(actions.count).toBeLessThanOrEqual(5);
    await eventually(async () => (stack.webhookInbox.deliveries(inbox).length > 0 ? true : undefined));
    expect(stack.webhookInbox.deliveries(inbox)[0]?.body).toContain('"type":"webhook.test"');
  });

  it("invites a member in at most 4 actions", async () => {
    const invited = `invited-${width}-${Date.now()}@example.com`;
    await startAt("/settings/members");
    await actions.click(page.getByRole("button", { name: "Invite member" }).first());
    await actions.fill(page.getByLabel("Email address"), invited);
    await actions.click(page.getByRole("button", { name: "Send invitation" }));
    await page.getByText(`Invitation sent to ${invited}.`).waitFor();
    expect(actions.count).toBeLessThanOrEqual(4);
    expect(await mailedLink(stack, invited, /invitations\/accept/)).toMatch(/invitations\/accept/);
  });
});
