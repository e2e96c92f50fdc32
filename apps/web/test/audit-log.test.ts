// The audit log page in a real browser, driven by accessible names: an owner reads who signed in and what changed,
// filters to codes, opens a change's before and after, downloads the CSV, and keeps the log for seven years. Every
// page passes axe and is photographed at 1280 and 375 px.
import { readFileSync } from "node:fs";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, launchBrowser } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  page = await (await browser.newContext({ baseURL: stack.apiBaseUrl, acceptDownloads: true })).newPage();
  await signUpNewPerson(page, stack, "Audit Owner", `audit-${Date.now()}@example.com`);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("the audit log page", () => {
  it("shows sign-ins and changes, filters to codes, and opens a change's before and after", async () => {
    const code = await page.evaluate(async () => {
      const made = await fetch("/api/v1/qr", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: "https://audit.example/menu" }),
      }).then((r) => r.json());
      await fetch(`/api/v1/qr/${made.id}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: "https://audit.example/winter" }),
      });
      return made as { id: string };
    });
    await page.getByRole("link", { name: "Settings" }).first().click();
    await page.getByRole("link", { name: "Audit log" }).click();
    await page.getByRole("heading", { name: "Audit log", level: 1 }).waitFor();
    const entries = page.getByRole("list", { name: "Audit log entries" });
    await expect
      .poll(() =>
        entries
          .getByText(/signed in/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await checkPage(page, "audit-log");

    await page.getByLabel("Action").selectOption({ label: "Codes" });
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => entries.getByText(/changed a destination/).isVisible()).toBe(true);
    await expect.poll(() => entries.getByText(/signed in/).count()).toBe(0);
    await entries.getByText("Details").first().click();
    await expect
      .poll(() => entries.getByText('"https://audit.example/winter"', { exact: false }).isVisible())
      .toBe(true);
    expect(await entries.getByText(code.id).first().isVisible()).toBe(true);
    await checkPage(page, "audit-log-codes");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? "", "utf8")
      .trim()
      .split("\r\n");
    expect(csv[0]).toContain("id,at,actor_kind,actor_id,action");
    expect(csv.slice(1).every((line) => line.includes(",qr."))).toBe(true);
    expect(csv.length).toBeGreaterThan(2);
  });

  it("keeps the log for seven years once its owner says so", async () => {
    await page.getByLabel("Keep entries for").selectOption({ label: "7 years" });
    await page.getByRole("button", { name: "Save retention" }).click();
    await expect.poll(() => page.getByText("Retention saved.").isVisible()).toBe(true);
    const days = await page.evaluate(async () => {
      const teams = await fetch("/api/v1/teams").then((r) => r.json());
      return teams.data[0].audit_retention_days as number;
    });
    expect(days).toBe(2555);
  });
});
