// Branded domains in a real browser, driven by accessible names: add a domain, read its records, publish them in
// the dev DNS, verify, make it the default, create a code on it, download its PNG and decode it to the branded
// URL, scan it through the redirect worker with its Host, and see the scan in the analytics. Every page passes
// axe and is photographed at 1280 and 375 px.
import { readFileSync } from "node:fs";
import { decodePng } from "@qr/local/decode-qr";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

const HOSTNAME = "go.brand.localhost";
let stack: TestStack;
let browser: Browser;
let page: Page;
let shortUrl = "";

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: stack.apiBaseUrl, acceptDownloads: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  page = await context.newPage();
  await signUpNewPerson(page, stack, "Brand Owner", `brand-${Date.now()}@example.com`);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function checkPage(name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshots(page, name);
}

async function heading(name: string | RegExp) {
  await page.getByRole("heading", { name, level: 1 }).waitFor();
}

/** The cell of a record's column, by the record's type, in the domain page's records tables. */
async function recordCell(type: string, column: "Name" | "Value") {
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: type, exact: true }) });
  const index = column === "Name" ? 1 : 2;
  return (await row.getByRole("cell").nth(index).locator("code").textContent()) ?? "";
}

describe("branded domains in the dashboard", () => {
  it("adds a domain and lists the records to create, with what is missing", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Domains" }).click();
    await heading("Domains");
    await page.getByRole("button", { name: "Add domain" }).first().click();
    await page.getByLabel("Hostname").fill("https://go.brand.localhost/menu");
    await page.getByRole("button", { name: "Connect domain" }).click();
    await expect.poll(() => page.getByLabel("Hostname").getAttribute("aria-invalid")).toBe("true");
    await checkPage("domains-refused");

    await page.getByLabel("Hostname").fill(HOSTNAME);
    await page.getByRole("button", { name: "Connect domain" }).click();
    await heading(HOSTNAME);
    expect(await recordCell("TXT", "Name")).toBe(`_qr-verify.${HOSTNAME}`);
    expect(await recordCell("TXT", "Value")).toMatch(/^qr-verify=/);
    expect(await recordCell("CNAME", "Value")).toBe("localhost");
    await page.getByRole("button", { name: "Verify now" }).click();
    await expect
      .poll(() => page.getByText(`TXT record not found at _qr-verify.${HOSTNAME}`).isVisible())
      .toBe(true);
    await checkPage("domain-pending");
  });

  it("verifies it once the records are published in the dev DNS", async () => {
    const records = [
      ["TXT", await recordCell("TXT", "Name"), await recordCell("TXT", "Value")],
      ["CNAME", await recordCell("CNAME", "Name"), await recordCell("CNAME", "Value")],
    ];
    const domainPage = page.url();
    await page.goto("/dev/dns");
    for (const [type, name, value] of records) {
      await page.getByLabel("Type").selectOption(type ?? "");
      await page.getByLabel("Name").fill(name ?? "");
      await page.getByLabel("Value").fill(value ?? "");
      await page.getByRole("button", { name: "Publish record" }).click();
      await page.getByRole("cell", { name: value ?? "", exact: true }).waitFor();
    }
    await checkPage("dev-dns");

    await page.goto(domainPage);
    await heading(HOSTNAME);
    await page.getByRole("button", { name: "Verify now" }).click();
    await expect
      .poll(() =>
        page
          .getByRole("status")
          .filter({ hasText: /^Verified/ })
          .count(),
      )
      .toBe(1);
    expect(await page.getByText("Found", { exact: true }).count()).toBe(2);
    // The certificate is asked for at verification; the next look finds it issued.
    await page.getByRole("button", { name: "Verify now" }).click();
    await expect.poll(() => page.getByText("Active", { exact: true }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Make default" }).click();
    await expect
      .poll(() => page.getByRole("button", { name: "Stop using as default" }).isVisible())
      .toBe(true);
    await checkPage("domain-verified");
  });

  it("creates a code on it whose PNG decodes to the branded URL, and counts its scan", async () => {
    await page.goto("/codes/new");
    await heading("New QR code");
    expect(await page.getByLabel("Domain").inputValue()).toBe(HOSTNAME);
    await page.getByLabel("Destination URL").fill("https://example.com/menu");
    await page.locator("summary", { hasText: "More options" }).click();
    await page.getByLabel("Custom slug (optional)").fill("menu");
    await checkPage("new-code-domain");
    await page.getByRole("button", { name: "Create code" }).click();
    await heading("Code menu");
    shortUrl = (await page.getByRole("link", { name: /\/menu$/ }).textContent()) ?? "";
    expect(shortUrl).toBe(`http://${HOSTNAME}:${new URL(stack.redirectUrl).port}/menu`);

    const tabs = page.getByRole("tablist", { name: "Code" });
    await tabs.getByRole("tab", { name: "Design" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PNG" }).click(),
    ]);
    expect(await decodePng(readFileSync((await download.path()) ?? ""))).toBe(shortUrl);

    const scanned = await scan(stack, "menu", { host: HOSTNAME });
    expect(scanned.status).toBe(302);
    expect(scanned.headers.get("Location")).toBe("https://example.com/menu");
    await tabs.getByRole("tab", { name: "Analytics" }).click();
    await eventually(async () => {
      await page.reload();
      const total = page.getByRole("definition").first();
      await total.waitFor();
      return (await total.textContent()) === "1" ? true : undefined;
    });
  });

  it("lists the domain with its code, and will not delete it while the code prints it", async () => {
    await page.goto("/settings/domains");
    await heading("Domains");
    const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: HOSTNAME }) });
    expect(await row.getByRole("cell").nth(3).textContent()).toBe("1");
    await checkPage("domains");
    await page.getByRole("link", { name: HOSTNAME }).click();
    await heading(HOSTNAME);
    expect(await page.getByRole("button", { name: "Delete domain" }).count()).toBe(0);
    await page.getByRole("button", { name: "Archive" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Unarchive" }).isVisible()).toBe(true);
    expect((await scan(stack, "menu", { host: HOSTNAME })).status).toBe(302);
  });
});
