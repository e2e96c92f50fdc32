// Settings → Webhooks in a real browser, driven by accessible names, against the local stack's webhook inbox: add an
// endpoint (a refused URL first), see its secret once, send a test event and watch it delivered, watch the endpoint
// turned off when the receiver answers 410, turn it on and send a delivery again, rotate the secret, replay, change
// and delete it; a tag its filter names is kept, the tags page saying why. Every page passes axe and is photographed at 1280 and 375 px.
import { eventually, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;
let endpointUrl = "";

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: stack.apiBaseUrl });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  page = await context.newPage();
  await signUpNewPerson(page, stack, "Hook Owner", `hooks-${Date.now()}@example.com`);
  endpointUrl = stack.webhookInbox.url("dashboard");
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function checkPage(name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshots(page, name);
}

/** A change made through the API with the page's session, as another tab of the dashboard would. */
async function createCode(url: string): Promise<string> {
  return page.evaluate(async (destination) => {
    const response = await fetch("/api/v1/qr", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ url: destination }),
    });
    return ((await response.json()) as { id: string }).id;
  }, url);
}

const deliveries = () => page.getByRole("list", { name: "Deliveries" }).getByRole("listitem");

describe("webhooks in the dashboard", () => {
  it("refuses a private address beside the field, then adds the endpoint and shows its secret once", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Webhooks" }).click();
    await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
    await page.getByText("No endpoints yet.").waitFor();
    await page.getByRole("button", { name: "Add endpoint" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Add an endpoint" });
    await dialog.getByLabel("Endpoint URL").fill("https://10.0.0.1/hook");
    await dialog.getByLabel(/Code created/).check();
    await dialog.getByRole("button", { name: "Create endpoint" }).click();
    await expect.poll(() => dialog.getByLabel("Endpoint URL").getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.getByText(/^url must not point to/).count()).toBe(1);
    await checkPage("webhooks-refused");

    await dialog.getByLabel("Endpoint URL").fill(endpointUrl);
    await dialog.getByLabel("Description (optional)").fill("Dashboard inbox");
    await dialog.getByLabel(/Scans, in batches/).check();
    await dialog.getByRole("button", { name: "Create endpoint" }).click();
    const secret = dialog.getByLabel("Signing secret", { exact: true });
    await secret.waitFor();
    expect(await secret.textContent()).toMatch(/^whsec_/);
    await checkPage("webhooks-secret");
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByRole("row").filter({ hasText: "Dashboard inbox" }).waitFor();
    await checkPage("webhooks-added");
  });

  it("sends a test event and shows it delivered, with what the endpoint answered", async () => {
    await page.getByRole("link", { name: endpointUrl }).click();
    await page.getByRole("heading", { name: endpointUrl, level: 1 }).waitFor();
    await page.getByRole("button", { name: "Send test event" }).click();
    await deliveries().filter({ hasText: "webhook.test" }).filter({ hasText: "delivered" }).waitFor();
    await page
      .getByText(/^Attempts of msg_/)
      .first()
      .click();
    await page.getByRole("cell", { name: "200", exact: true }).waitFor();
    expect(stack.webhookInbox.deliveries("dashboard")[0]?.answered).toBe(200);
    await checkPage("webhook-delivered");
  });

  it("shows the endpoint turned off when the receiver answers 410; turned on, a delivery goes again", async () => {
    stack.webhookInbox.setMode("dashboard", { kind: "gone" });
    await createCode("https://example.com/gone");
    await eventually(async () => {
      await page.reload();
      await page.getByRole("heading", { name: endpointUrl, level: 1 }).waitFor();
      return (await page.getByText(/^Turned off: The endpoint answered 410 Gone/).count()) > 0
        ? true
        : undefined;
    });
    await deliveries().filter({ hasText: "code.created" }).filter({ hasText: "failed" }).waitFor();
    await checkPage("webhook-off");

    stack.webhookInbox.setMode("dashboard", { kind: "ok" });
    await page.getByRole("button", { name: "Turn on" }).click();
    await page.getByRole("button", { name: "Turn off" }).waitFor();
    await page.getByRole("button", { name: /^Send again: code\.created delivery msg_/ }).click();
    await deliveries().filter({ hasText: "code.created" }).filter({ hasText: "delivered" }).waitFor();
  });

  it("rotates the secret, replays what happened since a time, and changes what it sends", async () => {
    await page.getByRole("button", { name: "Rotate secret" }).click();
    await page
      .getByRole("dialog", { name: "Rotate the signing secret?" })
      .getByRole("button", { name: "Rotate" })
      .click();
    await page.getByRole("heading", { name: "New signing secret" }).waitFor();
    await page.getByText(/The previous secret signs too, until/).waitFor();

    const anHourAgo = new Date(Date.now() - 3_600_000 - new Date().getTimezoneOffset() * 60_000);
    await page.getByLabel("Every event since").fill(anHourAgo.toISOString().slice(0, 16));
    await page.getByRole("button", { name: "Replay events" }).click();
    await page.getByText(/events? queued\.$/).waitFor();

    await page.getByLabel(/Code deleted/).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("Saved.", { exact: true }).waitFor();
    await expect.poll(() => page.getByText(/code deleted/).count()).toBeGreaterThan(0);
    await checkPage("webhook-changed");
  });

  it("keeps a tag an endpoint's filter names, and says which endpoint on the tags page", async () => {
    const inbox = stack.webhookInbox.url("tags");
    const webhookId = await page.evaluate(async (url) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const tag = (await (await post("/api/v1/tags", { name: "Billboards" })).json()) as { id: string };
      const made = await post("/api/v1/webhooks", {
        url,
        events: ["code.updated"],
        filter: { tags: [tag.id] },
      });
      return ((await made.json()) as { id: string }).id;
    }, inbox);
    await page.goto("/settings/tags");
    await page.getByRole("button", { name: "Delete Billboards" }).click();
    await page
      .getByRole("dialog", { name: "Delete the tag Billboards?" })
      .getByRole("button", { name: "Delete tag" })
      .click();
    // The dialog has closed: the refusal is on the page, naming the endpoint.
    await page.getByRole("alert").filter({ hasText: "Webhook endpoints filter by this tag" }).waitFor();
    expect(await page.getByRole("alert").textContent()).toContain(new URL(inbox).host);
    await checkPage("tag-in-use");
    await page.evaluate((id) => fetch(`/api/v1/webhooks/${id}`, { method: "DELETE" }), webhookId);
  });

  it("shows the dev inbox with each delivery's signature checked", async () => {
    await page.goto("/dev/webhooks");
    await page.getByRole("heading", { name: "dashboard" }).waitFor();
    expect(await page.getByRole("cell", { name: "valid", exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole("cell", { name: "INVALID", exact: true }).count()).toBe(0);
    await page.getByRole("button", { name: "Make dashboard answer fail" }).click();
    await page.getByText("answers fail").waitFor();
    await checkPage("dev-webhooks");
  });
  it("deletes the endpoint after asking", async () => {
    await page.goto("/settings/webhooks");
    await page.getByRole("link", { name: endpointUrl }).click();
    await page.getByRole("button", { name: "Delete endpoint" }).click();
    await page
      .getByRole("dialog", { name: "Delete this endpoint?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
    await page.getByText("No endpoints yet.").waitFor();
  });
});
