// Codes beyond a URL in a real browser, driven by accessible names: "What is this code for?", a business card
// written with its page previewed at a phone's width, scanned (the page and its contacts file), changed after
// "printing"; a PDF menu uploaded, shown and replaced; an image; every other type made, previewed and shown to a
// phone; a Wi-Fi code said to be static; the list filtered by type. Every page passes axe, and the main ones are
// photographed at 1280 and 375 px.

import { readFileSync } from "node:fs";
import { PHONE_UA, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;
let cardSlug = "";

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: stack.apiBaseUrl });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signUpNewPerson(page, stack, "Card Owner", `cards-${Date.now()}@example.com`);
});
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function checkPage(name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await screenshots(page, name);
}

/** The API's test files: a PDF menu, its replacement, a small WebP image. */
const fixture = (name: string) => new URL(`../../api/test/fixtures/${name}`, import.meta.url).pathname;

const heading = (name: string | RegExp) => page.getByRole("heading", { name, level: 1 }).waitFor();
/** A code's page has opened: its tabs are there (its heading is its name, or one taken from its content). */
const codePage = () => page.getByRole("tablist", { name: "Code" }).waitFor();
const moreDetails = () => page.locator("summary", { hasText: "More details" }).click();
const preview = () => page.frameLocator("iframe[title='Preview of the page a scan shows']");

describe("what a code is for", () => {
  it("writes a business card with its page previewed, and refuses a bad field beside it", async () => {
    await page.goto("/codes/new");
    await heading("New QR code");
    await page.getByRole("group", { name: "What is this code for?" }).waitFor();
    await page.getByRole("radio", { name: /^Business card/ }).check();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Mobile phone").fill("+44 20 7946 0958");
    await page.getByLabel("Email", { exact: true }).fill("not an address");
    await expect.poll(() => preview().getByRole("heading", { name: "Ada Lovelace" }).count()).toBe(1);
    await page.getByRole("button", { name: "Create code" }).click();
    await expect
      .poll(() => page.getByLabel("Email", { exact: true }).getAttribute("aria-invalid"))
      .toBe("true");
    await checkPage("content-card-refused");

    await page.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await page.getByRole("button", { name: "Create code" }).click();
    await heading("Ada Lovelace"); // a card without a name of its own is called by its person
    const shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
    cardSlug = new URL(shortUrl).pathname.slice(1);
    expect(await page.getByLabel("First name").inputValue()).toBe("Ada");
    await checkPage("content-card-details");
  });

  it("answers the scan with the card's page and its contacts file, and changes after printing", async () => {
    const shown = await scan(stack, cardSlug, { ua: PHONE_UA });
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Ada Lovelace");
    const card = await (await scan(stack, `${cardSlug}/contact.vcf`, { ua: PHONE_UA })).text();
    expect(card).toContain("FN:Ada Lovelace\r\n");
    expect(card).toContain("EMAIL;TYPE=INTERNET,WORK:ada@example.com\r\n");

    await moreDetails();
    await page.getByLabel("Job title").fill("Countess");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page
      .getByText(/every scan/i)
      .first()
      .waitFor();
    await expect
      .poll(async () => (await (await scan(stack, cardSlug, { ua: PHONE_UA })).text()).includes("Countess"))
      .toBe(true);
  });

  it("protects the card with a password from its page, and the scan asks for it", async () => {
    await page.locator("summary", { hasText: "More options" }).click();
    await page.getByLabel("Password", { exact: true }).fill("open sesame");
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByLabel("New password").waitFor();
    expect(await page.getByText("A password is set.").count()).toBe(1);
    await checkPage("content-card-protected");
    await expect
      .poll(async () =>
        (await (await scan(stack, cardSlug, { ua: PHONE_UA })).text()).includes("This code is protected"),
      )
      .toBe(true);
    // The page a phone shows, in this browser: axe-clean at both widths.
    await page.goto(`${stack.redirectUrl}/${cardSlug}`);
    await page.getByRole("heading", { name: "This code is protected" }).waitFor();
    await checkPage("scan-password-page");
    await page.getByLabel("Password").fill("open sesame");
    await page.getByRole("button", { name: "Open" }).click();
    await page.getByRole("heading", { name: "Ada Lovelace" }).waitFor();
    await checkPage("scan-card-page");
  });

  it("says a Wi-Fi code is static before it is made, and after", async () => {
    await page.goto("/codes/new");
    await heading("New QR code");
    await page.getByRole("radio", { name: /^Wi-Fi/ }).check();
    await page.getByText(/cannot change after printing/).waitFor();
    await page.getByLabel("Network name (SSID)").fill("Cafe Guest");
    await page.getByLabel("Password", { exact: true }).fill("espresso42");
    expect(await page.getByLabel(/^Pass on the parameters/).count()).toBe(0);
    await checkPage("content-wifi-new");
    await page.getByRole("button", { name: "Create code" }).click();
    await codePage();
    await page.getByText(/printed in the code itself, so it cannot change/).waitFor();
    await checkPage("content-wifi-details");
    // Never scanned through us: nothing to route, run a campaign on or count, and those addresses lead to Details.
    const tabs = page.getByRole("tablist", { name: "Code" }).getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["Details", "Design", "History"]);
    await page.goto(`${new URL(page.url()).pathname}/routing`);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/codes\/[^/]+$/);
    await page.getByRole("tab", { name: "Details", selected: true }).waitFor();
  });

  it("makes a PDF menu from an uploaded file, shows its page, and replaces the file after printing", async () => {
    await page.goto("/codes/new");
    await heading("New QR code");
    await page.getByRole("radio", { name: /^PDF or image/ }).check();
    await page.getByLabel(/^Document or image/).setInputFiles(fixture("menu.pdf"));
    await page.getByText("Now: menu.pdf").waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Spring menu");
    await moreDetails();
    await page.getByLabel("Button colour (optional)").fill("#0b6e4f");
    await expect.poll(() => preview().getByRole("heading", { name: "Spring menu" }).count()).toBe(1);
    const openButton = preview().getByRole("link", { name: "Open the document" });
    await expect
      .poll(() => openButton.evaluate((link) => getComputedStyle(link).backgroundColor))
      .toBe("rgb(11, 110, 79)");
    await checkPage("content-file-new");
    await page.getByRole("button", { name: "Create code" }).click();
    await codePage();
    const shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
    const slug = new URL(shortUrl).pathname.slice(1);
    const fileOf = async () =>
      Buffer.from(await (await scan(stack, `${slug}/file`, { ua: PHONE_UA })).arrayBuffer());
    expect((await fileOf()).equals(readFileSync(fixture("menu.pdf")))).toBe(true);

    await page.getByLabel(/^Document or image/).setInputFiles(fixture("menu-2.pdf"));
    await page.getByText("Now: menu-2.pdf").waitFor();
    await page.getByRole("button", { name: "Save changes" }).click();
    await page
      .getByText(/every scan/i)
      .first()
      .waitFor();
    await expect.poll(async () => (await fileOf()).equals(readFileSync(fixture("menu-2.pdf")))).toBe(true);

    // The page a phone shows, in this browser: its buttons by name, axe-clean at both widths.
    await page.goto(`${stack.redirectUrl}/${slug}`);
    await page.getByRole("heading", { name: "Spring menu" }).waitFor();
    expect(await page.getByRole("link", { name: "Open the document" }).getAttribute("href")).toBe(
      `/${slug}/file`,
    );
    expect(await page.getByRole("link", { name: "Download" }).getAttribute("href")).toBe(`/${slug}/download`);
    expect(
      await page
        .getByRole("link", { name: "Open the document" })
        .evaluate((link) => getComputedStyle(link).backgroundColor),
    ).toBe("rgb(11, 110, 79)");
    await checkPage("scan-file-page");
  });

  it("shows an image file on the phone's page, loaded from the code's own path", async () => {
    await page.goto("/codes/new");
    await heading("New QR code");
    await page.getByRole("radio", { name: /^PDF or image/ }).check();
    await page.getByLabel(/^Document or image/).setInputFiles(fixture("photo.webp"));
    await page.getByText("Now: photo.webp").waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Our terrace");
    await page.getByRole("button", { name: "Create code" }).click();
    await codePage();
    const shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
    await page.goto(`${stack.redirectUrl}${new URL(shortUrl).pathname}`);
    const image = page.getByRole("img", { name: "Our terrace" });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await checkPage("scan-image-page");
  });

  /** Each remaining type through the designer: its fields by name, its preview, and the page a phone gets. */
  const TYPES: {
    radio: RegExp;
    fields: [string, string][];
    heading: string;
    /** What else a scan of it gives; `codePath` is the code's page in the app. */
    check?: (slug: string, codePath: string) => Promise<void>;
  }[] = [
    {
      radio: /^Page of links/,
      fields: [
        ["Page title", "Café Luna"],
        ["Link 1 label", "Menu"],
        ["Link 1 URL", "https://example.com/menu"],
      ],
      heading: "Café Luna",
      check: async (slug, codePath) => {
        await (await scan(stack, slug, { ua: PHONE_UA })).text();
        const followed = await scan(stack, `${slug}/link/1`, { ua: PHONE_UA });
        expect(followed.headers.get("Location")).toBe("https://example.com/menu");
        // The click, tied to the scan, on the code's analytics page once the queue has delivered both.
        await page.goto(`${codePath}/analytics`);
        const clicks = page.getByRole("region", { name: "Clicks on the page" });
        await expect
          .poll(
            async () => {
              await page.reload();
              await clicks.waitFor();
              return clicks.getByText("1 click from 1 scan.").count();
            },
            { timeout: 30_000 },
          )
          .toBe(1);
        expect(await clicks.getByRole("cell", { name: "https://example.com/menu" }).count()).toBe(1);
        await checkPage("content-links-clicks");
      },
    },
    {
      radio: /^Event/,
      fields: [
        ["Event title", "Winter concert"],
        ["Starts", "2026-12-12T19:00"],
        ["Ends", "2026-12-12T21:30"],
        ["Time zone", "Europe/Paris"],
      ],
      heading: "Winter concert",
      check: async (slug) => {
        const ics = await (await scan(stack, `${slug}/event.ics`, { ua: PHONE_UA })).text();
        expect(ics).toContain("SUMMARY:Winter concert\r\n");
        expect(ics).toContain("DTSTART:20261212T180000Z\r\n");
      },
    },
    {
      radio: /^Text message/,
      fields: [
        ["Phone number", "+33 1 23 45 67 89"],
        ["Message", "Table 7"],
      ],
      heading: "Send a text message",
    },
    {
      radio: /^Email/,
      fields: [
        ["Email address", "hello@example.com"],
        ["Subject", "Booking"],
      ],
      heading: "Write the email",
    },
    { radio: /^Phone call/, fields: [["Phone number", "+33 1 23 45 67 89"]], heading: "+33 1 23 45 67 89" },
  ];

  for (const type of TYPES) {
    it(`makes a ${type.heading} page through the designer, previewed, and shows it to a phone`, async () => {
      await page.goto("/codes/new");
      await heading("New QR code");
      await page.getByRole("radio", { name: type.radio }).check();
      for (const [label, value] of type.fields) {
        const field = page.getByLabel(label, { exact: true });
        if ((await field.evaluate((element) => element.tagName)) === "SELECT")
          await field.selectOption(value);
        else await field.fill(value);
      }
      await expect.poll(() => preview().getByRole("heading", { name: type.heading }).count()).toBe(1);
      await page.getByRole("button", { name: "Create code" }).click();
      await codePage();
      const shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
      const slug = new URL(shortUrl).pathname.slice(1);
      await type.check?.(slug, new URL(page.url()).pathname);
      await page.goto(`${stack.redirectUrl}/${slug}`);
      await page.getByRole("heading", { name: type.heading, level: 1 }).waitFor();
      expect(await axeViolations(page), type.heading).toEqual([]);
    });
  }

  it("sends an app code's iPhones to the App Store and everyone else to the fallback", async () => {
    await page.goto("/codes/new");
    await heading("New QR code");
    await page.getByRole("radio", { name: /^App/ }).check();
    await page.getByLabel("App Store URL").fill("https://apps.apple.com/app/id123456789");
    await page.getByLabel("Everyone else goes to").fill("https://example.com/app");
    await page.getByRole("button", { name: "Create code" }).click();
    await codePage();
    const shortUrl = (await page.getByRole("link", { name: /^http/ }).first().textContent()) ?? "";
    const slug = new URL(shortUrl).pathname.slice(1);
    const iphone = await scan(stack, slug, { ua: PHONE_UA });
    expect(iphone.headers.get("Location")).toBe("https://apps.apple.com/app/id123456789");
    const desktop = await scan(stack, slug, { ua: "Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0" });
    expect(desktop.headers.get("Location")).toBe("https://example.com/app");
  });

  it("filters the codes list by type", async () => {
    await page.goto("/codes");
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const filters = page.getByRole("dialog", { name: "Filter codes" });
    await filters.getByLabel("Type", { exact: true }).selectOption({ label: "Wi-Fi" });
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("type")).toBe("wifi");
    await expect.poll(() => page.getByRole("row").count()).toBe(2); // the header and the Wi-Fi code
    await checkPage("content-codes-by-type");
  });
});
