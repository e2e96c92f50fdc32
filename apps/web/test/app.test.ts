// The web app in a real browser on the real local stack: a new person signs up, verifies from the dev mailbox,
// creates a code (a refused destination shows its reason beside the field), sees it listed, and makes, uses and
// revokes an API key in the account settings. Every page
// passes axe without a serious or critical violation, and is photographed at 1280 and 375 px.
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshots, seriousViolations } from "./browser.ts";

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

async function checkPage(page: Page, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  await screenshots(page, name);
}

async function verificationLink(email: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { data } = (await (await fetch(`${stack.apiUrl}/dev/mailbox.json`)).json()) as {
      data: { to: string; text: string }[];
    };
    const link = data.find((mail) => mail.to === email)?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no verification mail for ${email}`);
}

describe("the web app", () => {
  it("serves its pages with a strict Content-Security-Policy, on the API's origin", async () => {
    const response = await fetch(`${stack.apiUrl}/codes/new`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect((await fetch(`${stack.apiUrl}/api/v1/health`)).headers.get("Content-Type")).toContain("json");
  });

  it("takes a new person from sign-up to their first code", async () => {
    const context = await browser.newContext({ baseURL: stack.apiBaseUrl });
    const page = await context.newPage();
    await page.goto("/");
    await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
    await checkPage(page, "sign-in");

    await page.getByRole("link", { name: "Create an account" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Create an account" }).isVisible()).toBe(true);
    await checkPage(page, "sign-up");
    const email = `browser-${Date.now()}@example.com`;
    await page.getByLabel("Name").fill("Grace Hopper");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a long browser passphrase");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain(email);

    await page.goto(await verificationLink(email));
    await expect.poll(() => page.getByRole("heading", { name: "No codes yet" }).isVisible()).toBe(true);
    await checkPage(page, "codes-empty");

    await page.getByRole("link", { name: "Create your first code" }).click();
    await page.getByLabel("Destination URL").fill("https://localhost/admin");
    await page.getByRole("button", { name: "Create code" }).click();
    // The API's reason, beside the field and tied to it: the field's accessible description.
    const destination = page.getByLabel("Destination URL");
    await expect.poll(() => destination.getAttribute("aria-invalid")).toBe("true");
    const described = await destination.evaluate(
      (input) => document.getElementById(input.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
    );
    expect(described).toMatch(/^url must not point to a local or internal host/);
    await checkPage(page, "new-code-refused");
    await page.getByLabel("Destination URL").fill("https://example.com/menu");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect
      .poll(() => page.getByRole("cell", { name: "https://example.com/menu" }).isVisible())
      .toBe(true);
    await checkPage(page, "codes");

    // Account settings: a key of the first kind, its secret shown once; it works, and stops once revoked.
    await page.getByRole("link", { name: "API keys" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "API keys" }).isVisible()).toBe(true);
    await checkPage(page, "api-keys");
    await page.getByLabel("Name").fill("Sync");
    await page.getByLabel(/Read-only analytics/).check();
    await page.getByRole("button", { name: "Create key" }).click();
    const secretBox = page.getByLabel("New API key");
    await expect.poll(() => secretBox.textContent()).toMatch(/^qrk_/);
    const secret = (await secretBox.textContent()) ?? "";
    const withKey = () =>
      fetch(`${stack.apiUrl}/api/v1/qr`, { headers: { Authorization: `Bearer ${secret}` } });
    expect((await withKey()).status).toBe(200);
    await checkPage(page, "api-keys-created");
    await page.getByRole("button", { name: "Revoke Sync" }).click();
    await expect.poll(() => page.getByRole("cell", { name: "revoked" }).isVisible()).toBe(true);
    expect((await withKey()).status).toBe(401);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Sign in" }).isVisible()).toBe(true);
    await context.close();
  });
});
