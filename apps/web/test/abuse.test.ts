// Abuse control as a person meets it, in a real browser by accessible names: a destination Google Web Risk reports
// is refused in the new-code form with the reason; a code flagged later warns whoever scans it, and its page in
// the dashboard says why; the warning page links to the public report form, which sends a report tied to the code
// without an account. The report page passes axe and is photographed at 1280 and 375 px.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: stack.apiBaseUrl });
  page = await context.newPage();
  await signUpNewPerson(page, stack, "Careful Owner", `abuse-${Date.now()}@example.com`);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function heading(name: string | RegExp) {
  await page.getByRole("heading", { name, level: 1 }).waitFor();
}

const unsafeUrlCli = (...args: string[]) =>
  execFileSync(process.execPath, ["src/cli/unsafe-url.ts", ...args], {
    cwd: fileURLToPath(new URL("../../api/", import.meta.url)),
    env: { ...process.env, DATABASE_URL: stack.databaseUrl },
    encoding: "utf8",
  });

describe("abuse control", () => {
  it("refuses a destination Google Web Risk reports, saying why", async () => {
    stack.webRisk.list({ uri: "https://phish.example/login", threatTypes: ["SOCIAL_ENGINEERING"] });
    await page.goto("/codes/new");
    await heading("New QR code");
    await page.getByLabel("Destination URL").fill("https://phish.example/login");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe(
        "Refused: the destination https://phish.example/login (reported as phishing by Google Web Risk) is blocked.",
      );
  });

  it("warns whoever scans a code flagged later, links them to the report form, and takes their report", async () => {
    await page.getByLabel("Destination URL").fill("https://turned-bad.example/pay");
    await page.getByRole("button", { name: "Create code" }).click();
    await page.getByRole("heading", { name: /^Code / }).waitFor();
    const codeId = new URL(page.url()).pathname.split("/")[2] ?? "";
    const shortUrl =
      (await page
        .getByRole("button", { name: "Copy short URL" })
        .locator("xpath=preceding-sibling::a")
        .textContent()) ?? "";

    expect(unsafeUrlCli("--url", "https://turned-bad.example/pay", "--reason", "phishing kit")).toContain(
      "flagged 1 codes",
    );
    await stack.runCron(); // rewrites the code's redirect record
    await page.reload();
    await page.getByRole("alert").filter({ hasText: "phishing kit" }).waitFor();

    const scanner = await (await browser.newContext()).newPage();
    try {
      const answer = await scanner.goto(shortUrl);
      expect(answer?.status()).toBe(403);
      await scanner.getByRole("heading", { name: "This link was reported as unsafe", level: 1 }).waitFor();
      await scanner.getByRole("link", { name: "Report abuse" }).click();
      await scanner.getByRole("heading", { name: "Report abuse", level: 1 }).waitFor();
      expect(new URL(scanner.url()).searchParams.get("code")).toBe(codeId);
      expect(await axeViolations(scanner)).toEqual([]);
      await screenshots(scanner, "report");
      await scanner.getByLabel("Link of the QR code, or the page it led to").fill(shortUrl);
      await scanner.getByLabel("What is wrong").selectOption("phishing");
      await scanner.getByLabel("Details (optional)").fill("It asked for my card number.");
      await scanner.getByRole("button", { name: "Send report" }).click();
      await scanner.getByRole("status").filter({ hasText: "Thank you" }).waitFor();
      await screenshots(scanner, "report-sent");
    } finally {
      await scanner.close();
    }
    const { rows } = await stack.sql.query("select qr_id, category, details from abuse_reports");
    expect(rows).toEqual([{ qr_id: codeId, category: "phishing", details: "It asked for my card number." }]);
  });
});
