// A GS1 product code in a real browser, by accessible names: the brand's domain verified, "GS1 product" chosen,
// its GTIN, lot, expiry and links by type and language written, refused beside the field for a wrong check digit,
// created on the brand's domain and listed under Products; its page shows the print-ready QR of the Digital Link,
// and a phone's scan is resolved to the link of its language. Axe-clean and photographed at 1280 and 375 px.
import { scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkPage, launchBrowser } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

const HOST = "oil.example";
let stack: TestStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  page = await (await browser.newContext({ baseURL: stack.apiBaseUrl })).newPage();
  page.setDefaultTimeout(15_000);
  await signUpNewPerson(page, stack, "Oil Brand", `gs1-${Date.now()}@example.com`);
  // The brand's domain, added and verified as the Domains page does it (tested in domains.test.ts).
  const added = await page.evaluate(async (hostname) => {
    const response = await fetch("/api/v1/domains", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ hostname }),
    });
    return (await response.json()) as {
      id: string;
      records: { type: string; name: string; value: string }[];
    };
  }, HOST);
  for (const record of added.records) stack.dns.publish(record as Parameters<typeof stack.dns.publish>[0]);
  await page.evaluate(async (id) => {
    await fetch(`/api/v1/domains/${id}/verify`, { method: "POST" });
  }, added.id);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

describe("a GS1 product code", () => {
  it("is made from the product's GTIN and links, and resolves a phone's scan by its language", async () => {
    // Products, from the sidebar: none yet, and "New GS1 product" opens the form on the GS1 type.
    await page.goto("/");
    await page.getByRole("navigation").getByRole("link", { name: "Products" }).first().click();
    await page.getByRole("heading", { name: "Products", level: 1 }).waitFor();
    await page.getByText("No GS1 products yet.").waitFor();
    await checkPage(page, "gs1-products-empty");
    await page.getByRole("link", { name: "New GS1 product" }).click();
    await page.getByRole("heading", { name: "New QR code" }).waitFor();
    expect(await page.getByRole("radio", { name: /^GS1 product/ }).isChecked()).toBe(true);
    await page.getByLabel("GTIN", { exact: true }).fill("9506000134353");
    await page.getByLabel("Lot or batch (optional)").fill("LOT42");
    await page.getByLabel("Expiry date (optional)").fill("2027-12-31");
    await page.getByLabel("Description").fill("Olive oil 500 ml");
    await page.getByLabel("Link 1 URL").fill("https://shop.example/oil");
    await page.getByLabel("Link 1 title").fill("Olive oil");
    await page.getByLabel("Link 1 language (optional)").fill("en");
    await page.getByRole("button", { name: "Add a link" }).click();
    await page.getByLabel("Link 2 URL").fill("https://shop.example/fr/huile");
    await page.getByLabel("Link 2 title").fill("Huile d'olive");
    await page.getByLabel("Link 2 language (optional)").fill("fr");
    await page.getByRole("button", { name: "Add a link" }).click();
    await page.getByLabel("Link 3 type").selectOption("gs1:recyclingInfo");
    await page.getByLabel("Link 3 URL").fill("https://shop.example/recycling");
    await page.getByLabel("Link 3 title").fill("Recycling");
    await page.getByLabel("Domain", { exact: true }).selectOption(HOST);
    await page.getByRole("button", { name: "Create code" }).click();
    // A check digit off by one is refused beside the GTIN.
    await expect
      .poll(() => page.getByLabel("GTIN", { exact: true }).getAttribute("aria-invalid"))
      .toBe("true");
    await checkPage(page, "gs1-refused");
    await page.getByLabel("GTIN", { exact: true }).fill("9506000134352");
    await page.getByRole("button", { name: "Create code" }).click();
    await page.getByRole("heading", { name: "Olive oil 500 ml", level: 1 }).waitFor();
    const shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
    expect(new URL(shortUrl).pathname).toBe("/01/09506000134352/10/LOT42");
    await page
      .getByRole("img", { name: /QR code/i })
      .first()
      .waitFor();
    await checkPage(page, "gs1-code");

    const french = await scan(stack, "/01/09506000134352/10/LOT42", {
      host: HOST,
      headers: { "Accept-Language": "fr" },
    });
    expect(french.status).toBe(307);
    expect(french.headers.get("Location")).toBe("https://shop.example/fr/huile");
    const recycling = await scan(stack, "/01/09506000134352/10/LOT42", {
      host: HOST,
      query: "?linkType=gs1:recyclingInfo",
    });
    expect(recycling.headers.get("Location")).toBe("https://shop.example/recycling");

    // The product is listed once, its page starting at the lot (the GTIN has no code of its own).
    await page.getByRole("navigation").getByRole("link", { name: "Products" }).first().click();
    const products = page.getByRole("list", { name: "Products" });
    await products.getByRole("link", { name: "Olive oil 500 ml" }).waitFor();
    expect(await products.getByText("1 level").count()).toBe(1);
    expect(await products.getByText("GTIN 09506000134352").count()).toBe(1);
    await checkPage(page, "gs1-products");
    await products.getByRole("link", { name: "Olive oil 500 ml" }).click();
    await page.getByRole("heading", { name: "Olive oil 500 ml", level: 1 }).waitFor();

    // Its routing is its links: the Routing tab keeps only the validity and scan limit, with no fallback URL.
    await page.getByRole("tab", { name: "Routing" }).click();
    await page.getByRole("heading", { name: "Validity and scan limit" }).waitFor();
    expect(await page.getByRole("heading", { name: "Routing rules" }).count()).toBe(0);
    expect(await page.getByRole("heading", { name: "Scheduled changes" }).count()).toBe(0);
    expect(await page.getByLabel("Fallback URL", { exact: true }).count()).toBe(0);
    await page.getByLabel("Scan limit", { exact: true }).fill("5000");
    await page.getByRole("button", { name: "Save validity and limit" }).click();
    await expect.poll(() => page.getByText(/^Saved\./).isVisible()).toBe(true);
    await checkPage(page, "gs1-routing");
    await page.getByRole("tab", { name: "Campaign" }).click();
    await page.getByText(/GS1 code's scans go to the product's links/).waitFor();
  });
});
