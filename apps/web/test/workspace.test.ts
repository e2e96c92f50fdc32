// The workspace in a real browser, driven by accessible names: create a tag, name a code, tag 20 codes at once
// from the list, filter by the tag, and read the overview, whose totals equal the sum of the codes' own analytics,
// with its map and its table of countries. Every page passes axe and is photographed at 1280 and 375 px.
import { EVENT_TIMEOUT_MS } from "@qr/local/integration-tests";
import { eventually, scan, startTestStack, type TestStack } from "@qr/local/test-harness";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, launchBrowser, screenshots } from "./browser.ts";
import { signUpNewPerson } from "./mailbox.ts";

let stack: TestStack;
let browser: Browser;
let page: Page;
const NAME = "Spring menu — Table 7";

beforeAll(async () => {
  stack = await startTestStack();
  browser = await launchBrowser();
  const context = await browser.newContext({ baseURL: stack.apiBaseUrl });
  page = await context.newPage();
  await signUpNewPerson(page, stack, "Restaurant Owner", `workspace-${Date.now()}@example.com`);
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

/** A call to the API from the page, as the app makes it (the session cookie, same origin). */
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([method, path, body]) => {
      const response = await fetch(path as string, {
        method: method as string,
        headers: body === undefined ? {} : { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    [method, path, body] as const,
  );
}

type Code = { id: string; slug: string; name: string | null };

describe("the workspace", () => {
  let codes: Code[] = [];

  it("shows the empty overview, then the team's tags page where a tag is made", async () => {
    await heading("Overview");
    await checkPage("overview-empty");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Tags" }).click();
    await heading("Tags");
    await page.getByRole("button", { name: "Add tag" }).first().click();
    await page.getByLabel("Tag name").fill("Terrace");
    await page.getByRole("button", { name: "Create tag" }).click();
    await page.getByRole("link", { name: "Codes tagged Terrace" }).waitFor();
    await checkPage("tags");
  });

  it("names a code, and shows the name instead of the slug", async () => {
    const report = await call<{ results: { code: Code }[] }>("POST", "/api/v1/qr/bulk", {
      codes: Array.from({ length: 22 }, (_, i) => ({ url: `https://example.com/table/${i + 1}` })),
    });
    codes = report.results.map((row) => row.code);
    await page.goto(`/codes/${codes[6]?.id}`);
    await heading(`Code ${codes[6]?.slug}`);
    await page.getByLabel("Name (optional)").fill(NAME);
    await page.getByRole("button", { name: "Save changes" }).click();
    await heading(NAME);
    await checkPage("code-named");
  });

  it("tags 20 codes at once from the list, and filters the list by the tag", async () => {
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Codes" }).click();
    await heading("QR codes");
    await page.getByRole("link", { name: NAME }).waitFor();
    await page.getByLabel("Select every code on this page").check();
    const selection = page.getByRole("region", { name: "Selected codes" });
    await expect.poll(() => selection.getByText("20 codes selected").isVisible()).toBe(true);
    await checkPage("codes-selected");
    expect(await selection.getByLabel("Tag", { exact: true }).inputValue()).not.toBe("");
    await selection.getByRole("button", { name: "Add tag" }).click();
    await expect.poll(() => page.getByText("Tagged with Terrace: 20 codes.").isVisible()).toBe(true);

    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const filters = page.getByRole("dialog", { name: "Filter codes" });
    await filters.getByRole("group", { name: "Tags (any of them)" }).getByLabel("Terrace").check();
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await page.getByRole("button", { name: "Remove filter Tag: Terrace" }).waitFor();
    await expect.poll(() => page.url()).toContain("tag=tag_");
    // The filtered page replaces the unfiltered one (which also held 20 rows, and a next page).
    await expect.poll(() => page.getByRole("button", { name: "Next page" }).count()).toBe(0);
    expect(await page.getByRole("row").count()).toBe(21); // the header and 20 codes
    const tagged = await call<{ data: Code[] }>(
      "GET",
      `/api/v1/qr?limit=100&tag=${page.url().split("tag=")[1]}`,
    );
    expect(tagged.data).toHaveLength(20);
    await checkPage("codes-filtered");
  });

  it("adds up the team's scans on the overview as the codes' own analytics do, with the map and its table", async () => {
    const plan: [Code, number][] = [
      [codes[6] as Code, 3],
      [codes[0] as Code, 2],
    ];
    for (const [code, times] of plan)
      for (let i = 0; i < times; i++)
        expect((await scan(stack, code.slug, { ip: `203.0.113.${i}`, country: "FR" })).status).toBe(302);
    let sum = 0;
    for (const [code, times] of plan) {
      const read = await eventually(async () => {
        const body = await call<{ analytics: { totalScans: number } }>(
          "GET",
          `/api/v1/qr/${code.id}/analytics`,
        );
        return body.analytics.totalScans === times ? body.analytics.totalScans : undefined;
      });
      sum += read;
    }

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Overview" }).click();
    await heading("Overview");
    const totals = page.getByRole("definition").first();
    await expect.poll(async () => Number(await totals.textContent())).toBe(sum);
    const top = page.getByRole("table", { name: "The most scanned codes of the last 30 days" });
    await expect.poll(() => top.getByRole("row").nth(1).textContent()).toContain(`${NAME}3`);
    // The map is drawn once its place comes near the screen, as a person scrolls to it.
    await page.getByRole("heading", { name: "Scans by country, 30 days" }).scrollIntoViewIfNeeded();
    await page.getByRole("img", { name: "World map: Scans by country, last 30 days" }).waitFor();
    const countries = page.getByRole("table", { name: "Scans by country, last 30 days" });
    expect(await countries.getByRole("row").nth(1).textContent()).toBe(`France${sum}`);
    await checkPage("overview");
  });
});

describe("deleting codes at once", () => {
  it("deletes the selected codes behind one confirmation that states the count", async () => {
    const [first, second] = await Promise.all(
      [1, 2].map((n) =>
        call<Code>("POST", "/api/v1/qr", { url: `https://example.com/gone/${n}`, name: `Gone ${n}` }),
      ),
    );
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Codes" }).click();
    await heading("QR codes");
    for (const code of [first, second]) await page.getByLabel(`Select ${code?.name}`).check();
    await page.getByRole("button", { name: "Delete 2 codes" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete 2 codes?" });
    await dialog.waitFor();
    await checkPage("codes-delete-confirm");
    await dialog.getByRole("button", { name: "Delete 2 codes" }).click();
    await expect.poll(() => page.getByText("Deleted: 2 codes.").isVisible()).toBe(true);
    for (const code of [first, second]) expect((await scan(stack, code?.slug ?? "")).status).toBe(410);
  });
});

describe("the designer by sight", () => {
  it("picks a shape from tiles the renderer drew, sees the preview verified, and reads the print guide", async () => {
    const code = await call<{ id: string; short_url: string }>("POST", "/api/v1/qr", {
      url: "https://example.com/",
    });
    await page.goto(`/codes/${code.id}/design`);
    await expect.poll(() => page.getByText(/Verified to scan/).isVisible()).toBe(true);
    const shapes = page.getByRole("group", { name: "Module shape" });
    expect(await shapes.getByRole("radio").count()).toBe(3);
    expect(await shapes.locator("img").first().getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    await shapes.getByRole("radio", { name: "rounded" }).check();
    await page.getByRole("group", { name: "Colour preset" }).getByRole("radio", { name: "Navy" }).check();
    expect(await page.getByLabel("Foreground colour").inputValue()).toBe("#1e3a8a");
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Verified to scan" }).textContent())
      .toContain(code.short_url);

    await page.getByLabel("Printed width (cm, white margin included)").fill("3");
    await expect
      .poll(() => page.getByText(/At 3 cm wide it scans from up to [\d.]+ m\./).isVisible())
      .toBe(true);
    await page.getByLabel("Scanning distance (m)").fill("2");
    await expect
      .poll(() => page.getByText(/To scan from 2 m, print it at least [\d.]+ cm wide\./).isVisible())
      .toBe(true);
    await checkPage("designer-tiles");
  });
});

describe("a page whose code loads when it is opened", () => {
  it("asks for its code beside its data, and shows itself without a loading step once both are in", async () => {
    const context = await browser.newContext({
      baseURL: stack.apiBaseUrl,
      storageState: await page.context().storageState(),
    });
    const fresh = await context.newPage();
    // Every "Loading the team…" the page ever puts on screen, however briefly.
    await fresh.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
      new MutationObserver(() => {
        const text = document.body?.textContent ?? "";
        if (text.includes("Loading the team")) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // The account (which the frame waits on before it shows any page) answers only once the page's code is in.
    let releaseAccount = () => {};
    const accountHeld = new Promise<void>((resolve) => {
      releaseAccount = resolve;
    });
    await fresh.route("**/api/v1/account", async (route) => {
      await accountHeld;
      await route.continue();
    });
    const pageCode = fresh.waitForResponse(
      (response) => /\/assets\/members-[\w-]+\.js$/.test(response.url()),
      {
        timeout: EVENT_TIMEOUT_MS,
      },
    );
    await fresh.goto("/settings/members", { waitUntil: "commit" });
    await pageCode;
    releaseAccount();
    await fresh.getByRole("heading", { name: "Activity" }).waitFor();
    expect(await fresh.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen)).toEqual(
      [],
    );
    await context.close();
  });

  it("says so when its code cannot be fetched, inside the frame, and tries again when opened again or reloaded", async () => {
    const context = await browser.newContext({
      baseURL: stack.apiBaseUrl,
      storageState: await page.context().storageState(),
    });
    const fresh = await context.newPage();
    const pageCode = /\/assets\/api-keys-[\w-]+\.js$/; // as when a deploy has replaced the files this tab knew
    await fresh.route(pageCode, (route) => route.abort());
    await fresh.goto("/settings/keys");
    await fresh.getByRole("heading", { name: "This page could not load", level: 1 }).waitFor();
    expect(await fresh.getByRole("alert").textContent()).toContain("could not be fetched");
    expect(await fresh.getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
    expect(await axeViolations(fresh), "page-not-loaded").toEqual([]);
    await screenshots(fresh, "page-not-loaded");
    await fresh.unroute(pageCode);
    // Opened again within the app, the page tries its code again.
    const navigation = fresh.getByRole("navigation", { name: "Main" });
    await navigation.getByRole("link", { name: "Codes" }).click();
    await navigation.getByRole("link", { name: "Settings" }).click();
    await fresh.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "API keys" }).click();
    await fresh.getByRole("button", { name: "Add key" }).first().waitFor();
    // And Reload brings a page whose code failed on a fresh load.
    const other = await context.newPage();
    const teamCode = /\/assets\/members-[\w-]+\.js$/;
    await other.route(teamCode, (route) => route.abort());
    await other.goto("/settings/members");
    await other.getByRole("heading", { name: "This page could not load", level: 1 }).waitFor();
    await other.unroute(teamCode);
    await other.getByRole("button", { name: "Reload" }).click();
    await other.getByRole("heading", { name: "Activity" }).waitFor();
    await context.close();
  });

  it("loads a page opened again while an earlier download of its code was still to fail", async () => {
    // A person on a bad connection opens a page, leaves while its code is still on its way, comes back once the
    // network is fine, and only then does the earlier download fail: the page loads, it does not say it could not.
    const context = await browser.newContext({
      baseURL: stack.apiBaseUrl,
      storageState: await page.context().storageState(),
    });
    const fresh = await context.newPage();
    await fresh.goto("/codes");
    const pageCode = /\/assets\/api-keys-[\w-]+\.js$/;
    let held: Route | undefined;
    const heldNow = new Promise<void>((resolve) =>
      fresh.route(pageCode, async (route) => {
        if (held) return route.continue();
        held = route;
        resolve();
      }),
    );
    const navigation = fresh.getByRole("navigation", { name: "Main" });
    const apiKeys = () =>
      fresh.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "API keys" }).click();
    await navigation.getByRole("link", { name: "Settings" }).click();
    await apiKeys();
    await heldNow;
    await navigation.getByRole("link", { name: "Codes" }).click();
    await fresh.getByRole("heading", { name: "QR codes", level: 1 }).waitFor();
    await navigation.getByRole("link", { name: "Settings" }).click();
    await apiKeys();
    await (held as unknown as Route).abort();
    await fresh.getByRole("button", { name: "Add key" }).first().waitFor();
    expect(await fresh.getByRole("heading", { name: "This page could not load" }).count()).toBe(0);
    await context.close();
  });
});
