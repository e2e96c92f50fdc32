// The web app in a real browser on the real local stack, the whole story: sign up → verify from the dev mailbox →
// create a code → style it (refusals and warnings beside their controls, the preview verified by ZXing) →
// download the PNG and decode it with ZBar → scan through the redirect worker → the scan in the chart and the
// CSV → change the destination → the next scan lands on the new one → invite a member → accept in a second
// browser → a viewer sees no control they cannot use, and the API refuses them too → an API key made in the
// settings works until revoked. Every page passes axe without a violation of any impact and is photographed at
// 1280 and 375 px (test-artifacts/).
import { readFileSync } from "node:fs";
import { decodePng, pdfPageCount, pdfPagePng } from "@qr/local/decode-qr";
import { eventually, PHONE_UA, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { mailedLink } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let owner: BrowserContext;
let page: Page;
const ownerEmail = `owner-${Date.now()}@example.com`;
const viewerEmail = `viewer-${Date.now()}@example.com`;
const PASSWORD = "a long browser passphrase";
let codePath = "";
let shortUrl = "";

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  owner = await browser.newContext({ baseURL: stack.apiBaseUrl, acceptDownloads: true });
  await owner.grantPermissions(["clipboard-read", "clipboard-write"]);
  page = await owner.newPage();
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function checkPage(target: Page, name: string) {
  expect(await axeViolations(target), name).toEqual([]);
  await screenshots(target, name);
}

async function heading(target: Page, name: string | RegExp) {
  await expect.poll(() => target.getByRole("heading", { name, level: 1 }).isVisible()).toBe(true);
}

/** The accessible description of a control: the text of the elements its aria-describedby names. */
async function descriptionOf(target: Page, label: string): Promise<string> {
  return target.getByLabel(label, { exact: true }).evaluate((input) =>
    (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? "")
      .join(" "),
  );
}

async function signUp(target: Page, name: string, email: string) {
  await target.getByLabel("Name").fill(name);
  await target.getByLabel("Email").fill(email);
  await target.getByLabel("Password").fill(PASSWORD);
  await target.getByRole("button", { name: "Create account" }).click();
  await heading(target, "Check your email");
  await expect.poll(() => target.getByRole("status").first().textContent()).toContain(email);
}

describe("the web app", () => {
  it("serves its pages with a strict Content-Security-Policy, on the API's origin", async () => {
    const response = await fetch(`${stack.apiUrl}/codes/new`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'wasm-unsafe-eval')?;/);
    const docs = await fetch(`${stack.apiUrl}/docs/`);
    const docsCsp = docs.headers.get("Content-Security-Policy") ?? "";
    expect(docsCsp).toContain("script-src 'self';");
    expect(docsCsp).toContain("frame-ancestors 'none'");
    expect(docs.headers.get("Content-Security-Policy")?.split("default-src")).toHaveLength(2); // one policy
    expect((await fetch(`${stack.apiUrl}/api/v1/health`)).headers.get("Content-Type")).toContain("json");
  });

  it("signs a new person up, verifies the address from the dev mailbox, and lands on an empty list", async () => {
    await page.goto("/");
    await heading(page, "Sign in");
    await checkPage(page, "sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await heading(page, "Reset your password");
    await checkPage(page, "forgot-password");
    await page.goto("/reset-password?token=nope&error=INVALID_TOKEN");
    await heading(page, "Choose a new password");
    await checkPage(page, "reset-password-invalid");

    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Create an account" }).click();
    await heading(page, "Create an account");
    await checkPage(page, "sign-up");
    await signUp(page, "Grace Hopper", ownerEmail);
    await checkPage(page, "verify-email");

    await page.goto(await mailedLink(stack, ownerEmail, /verify-email/));
    await expect.poll(() => page.getByRole("heading", { name: "No codes yet" }).isVisible()).toBe(true);
    await checkPage(page, "codes-empty");
  });

  it("creates a code: a refused destination shows the API's reason beside the field", async () => {
    await page.getByRole("link", { name: "Create your first code" }).click();
    await heading(page, "New QR code");
    await page.getByLabel("Destination URL").fill("https://localhost/admin");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect.poll(() => page.getByLabel("Destination URL").getAttribute("aria-invalid")).toBe("true");
    expect(await descriptionOf(page, "Destination URL")).toMatch(
      /^url must not point to a local or internal host/,
    );
    await checkPage(page, "new-code-refused");

    await page.getByLabel("Destination URL").fill("https://example.com/menu");
    await page.getByText("More options", { exact: true }).click();
    await page.getByRole("button", { name: "Add metadata" }).click();
    await page.getByLabel("Key 1", { exact: true }).fill("table");
    await page.getByLabel("Value 1", { exact: true }).fill("7");
    await page.getByRole("button", { name: "Create code" }).click();
    await heading(page, /^Code /);
    codePath = new URL(page.url()).pathname;
    shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
    expect(shortUrl).toMatch(/^http:\/\/localhost:\d+\/[A-Za-z0-9]{10}$/);
    expect(await page.getByLabel("Destination URL").inputValue()).toBe("https://example.com/menu");
    await page.getByRole("button", { name: "Copy short URL" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
    await checkPage(page, "code-details");
  });

  it("styles the code: refusals and warnings beside their controls, the preview verified to scan, PNG decoded", async () => {
    await page.getByRole("tab", { name: "Design", exact: true }).click();
    await expect.poll(() => page.getByText(/Verified to scan/).isVisible()).toBe(true);
    await checkPage(page, "design");

    await page.getByLabel("Foreground colour").fill("#dddddd");
    await expect.poll(() => descriptionOf(page, "Foreground colour")).toMatch(/too close in contrast/);
    expect(await page.getByLabel("Foreground colour").getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("button", { name: "Save design" }).isDisabled()).toBe(true);
    await checkPage(page, "design-refused");

    await page.getByLabel("Foreground colour").fill("#1a3d7c");
    // Shapes and frames are tiles drawn by the renderer: radios named by their word.
    await page.getByRole("group", { name: "Module shape" }).getByRole("radio", { name: "Dots" }).check();
    await page.getByText("More options", { exact: true }).click();
    await page.getByLabel("Error correction").selectOption("L");
    await expect.poll(() => descriptionOf(page, "Error correction")).toMatch(/dots with error correction L/);
    await page.getByLabel("Error correction").selectOption("Q");
    await expect.poll(() => descriptionOf(page, "Error correction")).toBe("");
    // Brand: a banner with a call to action (a character the frame font lacks is refused beside it) and a logo.
    await page
      .getByRole("group", { name: "Frame" })
      .getByRole("radio", { name: "Banner", exact: true })
      .check();
    await page.getByLabel("Call to action").fill("扫码");
    await expect.poll(() => descriptionOf(page, "Call to action")).toMatch(/frame font has no/);
    await page.getByLabel("Call to action").fill("Scan for the menu");
    await expect.poll(() => descriptionOf(page, "Call to action")).toBe("");
    await page
      .getByLabel(/Upload a logo/)
      .setInputFiles(new URL("../../api/test/fixtures/logo.png", import.meta.url).pathname);
    await expect.poll(() => page.getByLabel("Logo to draw").inputValue()).toMatch(/^logo_/);
    await expect.poll(() => page.getByText(/Verified to scan/).isVisible()).toBe(true);
    await checkPage(page, "design-brand");
    expect(await page.getByRole("status").filter({ hasText: "Verified" }).textContent()).toContain(shortUrl);
    await page.getByRole("button", { name: "Save design" }).click();
    await expect.poll(() => page.getByText("Design saved.").isVisible()).toBe(true);

    await page.getByLabel("Size (px)").fill("512");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download PNG" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^qr-[A-Za-z0-9]{10}\.png$/);
    const png = readFileSync((await download.path()) ?? "");
    expect(await decodePng(png)).toBe(shortUrl);

    // The print shop's file: a vector PDF with the logo as its one image, drawn by Poppler, read by three readers.
    await page.getByRole("button", { name: "Other formats" }).click();
    const [pdfDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "Download PDF (vector)" }).click(),
    ]);
    expect(pdfDownload.suggestedFilename()).toMatch(/^qr-[A-Za-z0-9]{10}\.pdf$/);
    expect(await decodePng(pdfPagePng(readFileSync((await pdfDownload.path()) ?? ""), 96))).toBe(shortUrl);

    // "Check a printed code", with the downloaded image standing in for the phone's photo.
    await page.getByLabel("Photo of the printed code").setInputFiles({
      name: "photo.png",
      mimeType: "image/png",
      buffer: png,
    });
    await page.getByLabel("Printed width (mm)").fill("40");
    await page.getByRole("button", { name: "Check the photo" }).click();
    const verdict = page.getByRole("region", { name: "Verdict" });
    await expect.poll(() => verdict.getByRole("status").textContent()).toBe("It reads, as this code.");
    expect(await verdict.textContent()).toMatch(/Reads from about\d+(\.\d)? cm/);
    await checkPage(page, "design-print-check");
  });

  it("shows a scan through the redirect worker in the chart, and exports the same figures as CSV", async () => {
    const slug = shortUrl.split("/").pop() ?? "";
    const scanned = await scan(stack, slug, { ua: PHONE_UA, country: "DE", ip: "198.51.100.7" });
    expect(scanned.headers.get("Location")).toBe("https://example.com/menu");

    await page.getByRole("tab", { name: "Analytics" }).click();
    await eventually(async () => {
      await page.reload();
      const total = page.getByRole("definition").first();
      await total.waitFor();
      return (await total.textContent()) === "1" ? true : undefined;
    });
    const devices = page.getByRole("table", { name: "Scans by devices" });
    expect(await devices.getByRole("row", { name: "Mobile 1 100%" }).isVisible()).toBe(true);
    expect(
      await page
        .getByRole("table", { name: "Scans by countries" })
        .getByRole("row", { name: "Germany 1 100%" })
        .count(),
    ).toBe(1);
    // The change on the 30 days before, in words; the chart drawn, its figures a tooltip away.
    expect(await page.getByRole("definition").nth(1).textContent()).toBe("+1 (vs 0 the 30 days before)");
    const chart = page.getByRole("img", { name: /^Scans per day/ });
    expect(await chart.locator("rect").count()).toBeGreaterThan(0);
    await chart.focus();
    await page.keyboard.press("ArrowLeft");
    await expect
      .poll(() => page.locator(".chart-tip").textContent())
      .toMatch(/Scans: 1\s*Unique visitors: 1/);
    await page.getByRole("radio", { name: "7 days" }).check();
    await expect
      .poll(() => page.getByRole("heading", { name: /^Scans per day/ }).textContent())
      .toMatch(/ to /);
    await checkPage(page, "analytics");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    const csv = readFileSync((await download.path()) ?? "", "utf8");
    expect(csv.split("\r\n")[0]).toBe("code,section,key,scans,unique_scans");
    expect(csv).toContain(`${slug},total,all,1,1`);
    expect(csv).toContain(`${slug},device,mobile,1,`);
    expect(csv).toContain(`${slug},country,DE,1,`);
  });

  it("changes the destination, says by when scans follow, and the next scan lands on the new one", async () => {
    await page.getByRole("tab", { name: "Details" }).click();
    // The destination check's address rules load on the first save. When they cannot (a tab older than a
    // deploy), the API's own check answers; when they can, the page refuses without sending anything.
    const changesSent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "PATCH") changesSent.push(request.url());
    });
    const refusePrivateAddress = async () => {
      await page.getByLabel("Destination URL").fill("https://10.0.0.1/admin");
      await page.getByRole("button", { name: "Save changes" }).click();
      await expect.poll(() => page.getByLabel("Destination URL").getAttribute("aria-invalid")).toBe("true");
      expect(await descriptionOf(page, "Destination URL")).toMatch(
        /^url must not point to a private, loopback or reserved address/,
      );
    };
    const checkModule = /\/assets\/destination-[^/]+\.js$/;
    await page.route(checkModule, (route) => route.abort());
    await refusePrivateAddress();
    expect(changesSent).toHaveLength(1);
    await page.unroute(checkModule);
    await page.reload();
    await refusePrivateAddress();
    expect(changesSent).toHaveLength(1);
    await page.getByLabel("Destination URL").fill("https://example.com/dinner");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(() => page.getByText(/^Saved\. Every scan/).textContent())
      .toMatch(/Every scan (now gets|gets the change by)/);
    const slug = shortUrl.split("/").pop() ?? "";
    // The test stack caches nothing in its isolates, and local KV has no edge cache: the window is now.
    expect((await scan(stack, slug, { ua: PHONE_UA })).headers.get("Location")).toBe(
      "https://example.com/dinner",
    );

    await page.getByRole("button", { name: "Pause code" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Resume code" }).isVisible()).toBe(true);
    expect((await scan(stack, slug, { ua: PHONE_UA })).status).toBe(410);
    await page.getByRole("button", { name: "Resume code" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Pause code" }).isVisible()).toBe(true);
  });

  it("routes scans by rule, validity and schedule from the routing page, and restores a version from the history", async () => {
    const slug = shortUrl.split("/").pop() ?? "";
    const locationFor = async (country: string) =>
      (await scan(stack, slug, { ua: PHONE_UA, country })).headers.get("Location");
    await page.getByRole("tab", { name: "Routing" }).click();
    await expect.poll(() => page.getByRole("heading", { name: "Routing rules" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Add rule" }).click();
    const rule = page.getByRole("group", { name: "Rule 1" });
    await rule.getByLabel("Rule name").fill("Germany");
    await rule.getByLabel("Send to URL").fill("http://127.0.0.1/admin");
    await rule.getByLabel("Countries").fill("de");
    await page.getByRole("button", { name: "Save rules" }).click();
    await expect.poll(() => rule.locator(".field-error").first().textContent()).toContain("url must not");
    await rule.getByLabel("Send to URL").fill("https://example.com/de-menu");
    await rule.getByLabel("Only at certain times").check();
    await rule.getByLabel("Time zone").selectOption("Europe/Berlin");
    await rule.getByLabel("From").fill("00:00");
    await rule.getByLabel("Until").fill("00:00"); // the whole day
    await page.getByRole("button", { name: "Save rules" }).click();
    await expect.poll(() => page.getByText(/^Saved\./).isVisible()).toBe(true);
    expect(await locationFor("DE")).toBe("https://example.com/de-menu");
    expect(await locationFor("FR")).toBe("https://example.com/dinner");

    await page.getByLabel("Scan limit", { exact: true }).fill("many");
    await page.getByRole("button", { name: "Save validity and limit" }).click();
    await expect.poll(() => descriptionOf(page, "Scan limit")).toContain("whole number");
    await page.getByLabel("Scan limit", { exact: true }).fill("");
    await page.getByLabel("Expires at", { exact: true }).fill("2020-01-01T10:00");
    await page.getByLabel("Fallback URL", { exact: true }).fill("https://example.com/see-you");
    await page.getByRole("button", { name: "Save validity and limit" }).click();
    await expect.poll(() => locationFor("FR")).toBe("https://example.com/see-you");
    await page.getByLabel("Expires at", { exact: true }).fill("");
    await page.getByRole("button", { name: "Save validity and limit" }).click();
    await expect.poll(() => locationFor("FR")).toBe("https://example.com/dinner");

    const inAnHour = new Date(Date.now() + 3_600_000 - new Date().getTimezoneOffset() * 60_000);
    await page.getByLabel("Switch at", { exact: true }).fill(inAnHour.toISOString().slice(0, 16));
    await page.getByLabel("New destination URL", { exact: true }).fill("https://example.com/tomorrow");
    await page.getByRole("button", { name: "Schedule change" }).click();
    const cancel = page.getByRole("button", { name: /^Cancel change at / });
    await expect.poll(() => cancel.isVisible()).toBe(true);
    await checkPage(page, "code-routing");
    await cancel.click();
    await expect.poll(() => page.getByText("No changes are scheduled.").isVisible()).toBe(true);

    await page.getByRole("tab", { name: "History" }).click();
    await expect.poll(() => page.getByRole("button", { name: "Restore version 2" }).isVisible()).toBe(true);
    expect(await page.getByRole("table").textContent()).toContain("Scheduled change cancelled");
    await checkPage(page, "code-history");
    await page.getByRole("button", { name: "Restore version 2" }).click();
    await expect.poll(() => page.getByText(/^Version 2 restored as version \d+/).isVisible()).toBe(true);
    expect(await locationFor("DE")).toBe("https://example.com/dinner"); // version 2 had no rules

    await page.getByRole("tab", { name: "Analytics" }).click();
    const byRule = page.getByRole("table", { name: "Scans by routing rules" });
    // The rule is gone since the restore, so it is shown by its id.
    await expect.poll(() => byRule.textContent()).toMatch(/r-[0-9a-z]{8}\d/);
    expect(await byRule.textContent()).toMatch(/Fallback\d/);
    expect(await page.getByRole("table", { name: "Scans by versions" }).textContent()).toMatch(/Version \d+/);
    await page.getByRole("tab", { name: "Details" }).click();
  });

  it("lists the code with its thumbnail, destination and scans, and filters by metadata and search", async () => {
    await page.getByRole("link", { name: "Codes", exact: true }).click();
    await heading(page, "QR codes");
    const row = page.getByRole("row").filter({ hasText: "example.com/dinner" });
    await expect.poll(() => row.isVisible()).toBe(true);
    const thumbnail = row.getByRole("img", { name: /^QR code of / });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Scans of the last 7 days: at least the one before the change and the one after it.
    expect(Number(await row.getByRole("cell").nth(-2).textContent())).toBeGreaterThanOrEqual(2);
    await checkPage(page, "codes");

    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await page.getByLabel("Metadata key").fill("table");
    await page.getByLabel("Metadata value").fill("8");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => page.getByText("No code matches these filters.").isVisible()).toBe(true);
    await checkPage(page, "codes-filtered");
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByLabel("Metadata value").fill("7");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => page.getByRole("row").filter({ hasText: "dinner" }).count()).toBe(1);
    expect(page.url()).toContain("metadata_key=table");
    await page.getByRole("button", { name: "Remove filter Metadata: table = 7" }).click();
    await expect.poll(() => page.url()).not.toContain("metadata_key");
    await page.getByLabel("Search").fill("dinner");
    await expect.poll(() => page.url()).toContain("search=dinner");
    await expect.poll(() => page.getByRole("row").count()).toBe(2); // the header and the one code
    await page.getByLabel("Search").fill("");
    await expect.poll(() => page.url()).not.toContain("search=");
  });

  it("imports codes from a CSV with a report by line, and prints them as a PDF, following its progress", async () => {
    await page.getByRole("link", { name: "Import CSV" }).click();
    await heading(page, "Import codes from CSV");
    await checkPage(page, "import");
    const csv =
      "url,table\nhttps://example.com/t/1,Table 1\nnot a url,Table 2\nhttps://example.com/t/3,Table 3\n";
    await page
      .getByLabel("CSV file")
      .setInputFiles({ name: "tables.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Import" }).click();
    await expect.poll(() => page.getByText(/Nothing was created/).isVisible()).toBe(true);
    const report = page.getByRole("table", { name: "Import report" });
    const badRow = report.getByRole("row").filter({ hasText: "Failed" });
    expect(await badRow.count()).toBe(1);
    expect(await badRow.getByRole("cell").first().textContent()).toBe("3"); // the file's line
    expect(await badRow.textContent()).toMatch(/url/);
    await checkPage(page, "import-refused");

    await page.getByLabel("If some rows are bad").selectOption("partial");
    await page.getByRole("button", { name: "Import" }).click();
    await expect.poll(() => page.getByText("Created 2 codes; 1 row failed.").isVisible()).toBe(true);
    expect(await report.getByRole("row").filter({ hasText: "Created" }).count()).toBe(2);
    await checkPage(page, "import-report");

    await page.getByRole("link", { name: "Print these codes" }).click();
    await heading(page, "Print and export");
    expect(await page.getByLabel("The codes of your import").isChecked()).toBe(true);
    await page.getByLabel("Paper").selectOption("avery-l7160");
    await page.getByLabel("Name each code by this metadata key (optional)").fill("table");
    await page.getByRole("button", { name: "Start export" }).click();
    const download = page.getByRole("link", { name: "Download PDF" });
    await expect.poll(() => download.isVisible()).toBe(true);
    expect(await page.getByRole("progressbar", { name: "Export progress" }).getAttribute("value")).toBe("2");
    expect(await page.getByRole("status").filter({ hasText: "Ready" }).textContent()).toBe(
      "Ready: 2 of 2 codes",
    );
    await checkPage(page, "exports");
    const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
    const pdf = readFileSync((await file.path()) ?? "");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfPageCount(pdf)).toBe(1);
  });

  it("saves a code's look as a design, and makes it the team's default on the designs page", async () => {
    await page.goto(`${codePath}/design`);
    await expect.poll(() => page.getByText(/Verified to scan/).isVisible()).toBe(true);
    await page.getByLabel("New design name").fill("Menu look");
    await page.getByRole("button", { name: "Save as new design" }).click();
    await expect.poll(() => page.getByText('Saved as "Menu look"').isVisible()).toBe(true);
    const saved = page.getByRole("group", { name: "Saved design" }).getByRole("radio", { name: "Menu look" });
    expect(await saved.isChecked()).toBe(true);

    await page.getByRole("link", { name: "Manage saved designs" }).click();
    await heading(page, "Saved designs");
    const card = page.getByRole("listitem").filter({ hasText: "Menu look" });
    expect(await card.textContent()).toContain("Scan for the menu"); // the frame's call to action
    await page.getByRole("button", { name: "Make default: Menu look" }).click();
    await expect.poll(() => card.getByText("Default", { exact: true }).isVisible()).toBe(true);
    await checkPage(page, "designs");
  });

  it("invites a viewer, who accepts in another browser and sees no control they cannot use", async () => {
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByRole("link", { name: "Members" }).click();
    await heading(page, "Members");
    await page.getByRole("button", { name: "Invite member" }).first().click();
    await page.getByLabel("Email address").fill(viewerEmail);
    await page.getByLabel("Role", { exact: true }).selectOption("viewer");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect.poll(() => page.getByText(`Invitation sent to ${viewerEmail}.`).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole("button", { name: `Revoke invitation for ${viewerEmail}` }).isVisible())
      .toBe(true);
    await checkPage(page, "team");

    const second = await browser.newContext({ baseURL: stack.apiBaseUrl });
    const viewer = await second.newPage();
    await viewer.goto(await mailedLink(stack, viewerEmail, /invitations\/accept/));
    await heading(viewer, "Join a team");
    await checkPage(viewer, "invitation-signed-out");
    await viewer.getByRole("link", { name: "Create an account" }).click();
    await signUp(viewer, "Ada Viewer", viewerEmail);
    await viewer.goto(await mailedLink(stack, viewerEmail, /verify-email/));
    await heading(viewer, "Join a team");
    await checkPage(viewer, "invitation-accept");
    await viewer.getByRole("button", { name: "Accept invitation" }).click();
    await heading(viewer, "Members");
    await expect.poll(() => viewer.getByText("Your role here:").textContent()).toContain("viewer");
    expect(await viewer.getByRole("button", { name: "Invite member" }).count()).toBe(0);
    expect(await viewer.getByRole("heading", { name: "Activity" }).count()).toBe(0);
    await checkPage(viewer, "team-viewer");

    await viewer.getByRole("link", { name: "Codes", exact: true }).click();
    await expect.poll(() => viewer.getByRole("row").filter({ hasText: "dinner" }).isVisible()).toBe(true);
    expect(await viewer.getByRole("link", { name: "New code" }).count()).toBe(0);
    expect(await viewer.getByRole("link", { name: "API keys" }).count()).toBe(0);
    await viewer.goto(codePath);
    await heading(viewer, /^Code /);
    await expect.poll(() => viewer.getByText("https://example.com/dinner").isVisible()).toBe(true);
    for (const control of ["Save changes", "Pause code", /^More actions/])
      expect(await viewer.getByRole("button", { name: control }).count(), String(control)).toBe(0);
    expect(await viewer.getByRole("textbox").count()).toBe(0);
    await checkPage(viewer, "code-viewer");
    await viewer.getByRole("tab", { name: "Design", exact: true }).click();
    await expect.poll(() => viewer.getByText(/Verified to scan/).isVisible()).toBe(true);
    expect(await viewer.getByRole("button", { name: "Save design" }).count()).toBe(0);
    // And the API agrees: the viewer's session cannot change the code.
    const refused = await viewer.evaluate(async (path) => {
      const response = await fetch(`/api/v1/qr/${path.split("/").pop()}`, {
        method: "PATCH",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ url: "https://example.com/hijack" }),
      });
      return { status: response.status, code: (await response.json()).code };
    }, codePath);
    expect(refused).toEqual({ status: 403, code: "permission_missing" });
    await second.close();

    await page.reload();
    await expect
      .poll(() => page.getByRole("cell", { name: viewerEmail, exact: true }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByRole("listitem").filter({ hasText: "joined" }).count())
      .toBeGreaterThan(0);
    await checkPage(page, "team-with-viewer");
  }, 120_000);

  it("makes an API key in the settings that works until it is revoked", async () => {
    await page.getByRole("link", { name: "API keys" }).click();
    await heading(page, "API keys");
    await checkPage(page, "api-keys");
    await page.getByRole("button", { name: "Add key" }).first().click();
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
    await page.getByRole("button", { name: "Done" }).click();
    await page.getByRole("button", { name: "Revoke Sync" }).click();
    await page.getByRole("button", { name: "Revoke key" }).click();
    await expect.poll(() => page.getByRole("cell", { name: "revoked" }).isVisible()).toBe(true);
    expect((await withKey()).status).toBe(401);

    await page.getByRole("button", { name: "Add key" }).click();
    await page.getByLabel("Name").fill("Writer");
    await page.getByLabel("Chosen permissions").check();
    await page.getByLabel(/^qr:write/).check();
    await page.getByRole("button", { name: "Create key" }).click();
    await expect.poll(() => page.getByRole("row").filter({ hasText: "Writer" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Done" }).click();
  });

  it("has account settings: profile, password and sessions", async () => {
    await page.getByRole("button", { name: /^Your account/ }).click();
    await page.getByRole("menuitem", { name: "Profile" }).click();
    await heading(page, "Account settings");
    await page.getByLabel("Name").fill("Grace B. Hopper");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect.poll(() => page.getByText("Saved.").isVisible()).toBe(true);
    await expect.poll(() => page.getByText("This browser").isVisible()).toBe(true);
    await checkPage(page, "settings");
  });

  it("starts another team, acts in it, switches back from the sidebar and renames a team", async () => {
    const switcher = () => page.getByRole("button", { name: /^Team: / });
    // The switcher's name says the team it is in: "Team: <name>. Switch team".
    const inTeam = (name: string) =>
      expect
        .poll(() => page.getByRole("button", { name: `Team: ${name}. Switch team`, exact: true }).count())
        .toBe(1);
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByLabel("New team's name").fill("Night shift");
    await page.getByRole("button", { name: "Create team" }).click();
    await inTeam("Night shift");
    await page.getByRole("link", { name: "Codes", exact: true }).click();
    await expect.poll(() => page.getByRole("heading", { name: "No codes yet" }).isVisible()).toBe(true);
    await switcher().click();
    await page.getByRole("menuitem", { name: "Grace Hopper's team (owner)" }).click();
    await inTeam("Grace Hopper's team");
    await page.getByRole("link", { name: "Codes", exact: true }).click();
    await expect.poll(() => page.getByRole("row").filter({ hasText: "dinner" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Settings" }).click();
    await page.getByLabel("Team name").fill("Hopper & Co");
    await page.getByRole("button", { name: "Rename" }).click();
    await inTeam("Hopper & Co");
  });

  it("serves the API reference from the app's own files, and a page for unknown addresses", async () => {
    await page.goto("/nowhere");
    await heading(page, "Page not found");
    await checkPage(page, "not-found");
    const outside: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(stack.apiBaseUrl)) outside.push(request.url());
    });
    await page.goto("/docs/");
    await heading(page, "QR service API");
    await screenshots(page, "api-reference");
    // Each error response links its codes to their explanations, where the problem's `type` URI points.
    await page.getByRole("button", { name: "QR codes" }).first().click();
    const explained = page.locator('a[href^="/api/v1/docs/errors#"]').first();
    await expect.poll(() => explained.count()).toBeGreaterThan(0);
    const code = (await explained.textContent()) ?? "";
    expect(await explained.getAttribute("href")).toBe(`/api/v1/docs/errors#${code}`);
    expect((await fetch(`${stack.apiUrl}/api/v1/docs/errors`)).status).toBe(200);
    expect(outside).toEqual([]);
  });
});
