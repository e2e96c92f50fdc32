// A campaign in a real browser, driven by accessible names: GA4 connected and a UTM template made on the
// campaign settings; a code made with the template and conversion tracking, then split between two destinations
// on its Campaign tab (the shares' sum said as they are typed, a refusal beside the field) and given a
// per-scanner limit; scans sent to both variants carrying the parameters and a scan id, received by the GA4
// stand-in; a conversion reported with a scan id, the results read in the table, and the test ended by keeping a
// variant. Every page passes axe and is photographed at 1280 and 375 px.
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;
let codePath = "";
let slug = "";

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: stack.apiBaseUrl });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signUpNewPerson(page, stack, "Campaign Owner", `campaigns-${Date.now()}@example.com`);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function checkPage(name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshots(page, name);
}

describe("a campaign", () => {
  it("connects Google Analytics 4 and makes a UTM template in the team's settings", async () => {
    await page.goto("/settings/integrations");
    await page.getByRole("heading", { name: "Integrations", level: 1 }).waitFor();
    await page.getByText("Not connected: scans stay here.").waitFor();
    const ga4 = page.getByRole("form", { name: "Connect Google Analytics 4" });
    await ga4.getByLabel("Measurement ID").fill("UA-12");
    await ga4.getByLabel("Measurement Protocol API secret").fill("a-secret-of-the-stream");
    await ga4.getByRole("button", { name: "Connect" }).click();
    await expect.poll(() => ga4.getByLabel("Measurement ID").getAttribute("aria-invalid")).toBe("true");
    await ga4.getByLabel("Measurement ID").fill("G-SPRING2026");
    await ga4.getByRole("button", { name: "Connect" }).click();
    await page.getByText("Scans go to G-SPRING2026.").waitFor();
    await checkPage("campaigns-integrations");
    await page
      .getByRole("navigation", { name: "Settings" })
      .getByRole("link", { name: "UTM templates" })
      .click();
    await page.getByRole("heading", { name: "UTM templates", level: 1 }).waitFor();
    await page.getByRole("button", { name: "Add template" }).first().click();
    await page.getByLabel("Template name").fill("Spring posters");
    await page.getByLabel("Source (utm_source)").fill("poster");
    await page.getByLabel("Medium (utm_medium)").fill("qr");
    await page.getByLabel("Campaign (utm_campaign)").fill("spring");
    await page.getByRole("button", { name: "Create template" }).click();
    await page
      .getByRole("list", { name: "The team's UTM templates" })
      .getByText("Spring posters", { exact: true })
      .waitFor();
    await checkPage("campaigns-templates");
  });

  it("splits a code between two destinations, refusing shares that do not add up", async () => {
    await page.goto("/codes/new");
    await page.getByLabel("Destination URL").fill("https://shop.example/spring");
    await page.locator("summary", { hasText: "More options" }).click();
    const campaign = page.getByRole("group", { name: "Campaign (optional)" });
    await campaign.getByLabel("UTM parameters from a template").selectOption({ label: "Spring posters" });
    await campaign.getByLabel(/^Track conversions/).check();
    await page.getByRole("button", { name: "Create code" }).click();
    await page.getByRole("heading", { name: /^Code /, level: 1 }).waitFor();
    await page.locator("summary", { hasText: "More options" }).click();
    await page
      .getByText(/Campaign: utm_source=poster · utm_medium=qr · utm_campaign=spring · conversions tracked/)
      .waitFor();
    codePath = new URL(page.url()).pathname;
    const shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
    slug = new URL(shortUrl).pathname.slice(1);

    // The codes list narrows to a campaign's codes.
    await page.goto("/codes");
    const filters = page.getByRole("dialog", { name: "Filter codes" });
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await filters.getByLabel("Campaign").fill("autumn");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await page.getByText("No code matches these filters.").waitFor();
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    await filters.getByLabel("Campaign").fill("spring");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => page.getByRole("row").filter({ hasText: slug }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get("campaign")).toBe("spring");
    await page.goto(codePath);

    await page.getByRole("tablist", { name: "Code" }).getByRole("tab", { name: "Campaign" }).click();
    await page.getByRole("heading", { name: "A/B test" }).waitFor();
    const split = page.getByRole("form", { name: "A/B split" });
    await split.getByLabel("Variant B URL").fill("https://shop.example/spring-b");
    await split.getByLabel("Variant A share (%)").fill("70");
    await split.getByText("Shares add up to 120%").waitFor();
    await split.getByLabel("Variant B share (%)").fill("31");
    await split.getByRole("button", { name: "Save split" }).click();
    await split.getByText("the variants' weights must add up to 100").waitFor();
    await split.getByLabel("Variant B share (%)").fill("30");
    await split.getByRole("button", { name: "Save split" }).click();
    await page
      .getByText(/every scan/i)
      .first()
      .waitFor();
    await checkPage("campaigns-split");
  });

  it("shows the parameters copied from the template, re-applies it, and limits each scanner", async () => {
    const parameters = page.getByRole("form", { name: "Campaign parameters" });
    expect(await parameters.getByLabel("Source (utm_source)").inputValue()).toBe("poster");
    await parameters.getByLabel("Start from a template").selectOption({ label: "Spring posters" });
    await parameters.getByRole("button", { name: "Save parameters" }).click();
    await expect.poll(() => parameters.getByLabel("Campaign (utm_campaign)").inputValue()).toBe("spring");
    const tracking = page.getByRole("form", { name: "Conversions and limits" });
    expect(await tracking.getByLabel("Track conversions").isChecked()).toBe(true);
    await tracking.getByLabel("Scans per scanner per day").fill("five");
    await tracking.getByRole("button", { name: "Save tracking and limit" }).click();
    await tracking.getByText("The limit is a whole number of scans, or empty for none.").waitFor();
    await tracking.getByLabel("Scans per scanner per day").fill("50");
    await tracking.getByRole("button", { name: "Save tracking and limit" }).click();
    await page
      .getByText(/every scan/i)
      .first()
      .waitFor();
  });

  it("sends scans to both variants with the parameters and a scan id, and shows a reported conversion", async () => {
    const seen = new Map<string, string[]>();
    for (let n = 1; n <= 40; n++) {
      const response = await scan(stack, slug, { ip: `198.51.100.${n}` });
      const location = new URL(response.headers.get("Location") ?? "");
      expect(location.searchParams.get("utm_source")).toBe("poster");
      expect(location.searchParams.get("utm_campaign")).toBe("spring");
      seen.set(location.pathname, [
        ...(seen.get(location.pathname) ?? []),
        location.searchParams.get("qr_sid") ?? "",
      ]);
    }
    expect([...seen.keys()].sort()).toEqual(["/spring", "/spring-b"]);

    // The scans reached the team's GA4 stream (the local stand-in), one event each.
    await expect
      .poll(
        () =>
          stack.ga4
            .collected()
            .filter((r) => r.measurement_id === "G-SPRING2026")
            .flatMap((r) => r.events).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(40);

    // The customer's site reports a sign-up with the scan id its visitor brought, with the team's key.
    const key = await page.evaluate(async () => {
      const response = await fetch("/api/v1/keys", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: "shop", permissions: ["conversions:write"] }),
      });
      return ((await response.json()) as { secret: string }).secret;
    });
    const [sid] = seen.get("/spring-b") ?? [];
    const reported = await fetch(`${stack.apiUrl}/api/v1/conversions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ scan_id: sid, name: "signup" }),
    });
    expect(reported.status).toBe(201);

    const results = page.getByRole("table", { name: /The code's split/ });
    await expect
      .poll(
        async () => {
          await page.reload();
          await results.waitFor();
          const scans = await results
            .getByRole("row")
            .evaluateAll((rows) =>
              rows.slice(1).map((row) => Number(row.querySelectorAll("td")[0]?.textContent ?? 0)),
            );
          return scans.reduce((sum, value) => sum + value, 0);
        },
        { timeout: 20_000 },
      )
      .toBe(40);
    const rowB = results.getByRole("row", { name: /^B/ });
    expect(await rowB.getByRole("cell").nth(2).textContent()).toBe("1");
    await checkPage("campaigns-results");
  });

  it("ends the test by keeping a variant", async () => {
    await page.getByRole("button", { name: "Keep variant B" }).click();
    await page.getByRole("table", { name: /The code's split \(ended\)/ }).waitFor();
    const response = await scan(stack, slug, { ip: "198.51.100.1" });
    expect(new URL(response.headers.get("Location") ?? "").pathname).toBe("/spring-b");
    await page.goto(codePath);
    await page.getByRole("heading", { name: /^Code /, level: 1 }).waitFor();
    await checkPage("campaigns-ended");
  });
});
