// A real browser for the app's tests: the system's Chromium (Debian's `chromium`, installed with apt when
// missing), driven by playwright-core; axe-core for accessibility (no violation of any impact); screenshots for people to look at.
import { mkdirSync } from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import { CHROMIUM, ensureSystemTools } from "@qr/local/system-tools";
import { type Browser, chromium, type Page } from "playwright-core";
import { expect } from "vitest";

export const ARTIFACTS = new URL("../test-artifacts/", import.meta.url);

export async function launchBrowser(): Promise<Browser> {
  if (!process.env.CHROMIUM_PATH) ensureSystemTools([CHROMIUM]);
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
}

/** Every axe violation of the page as it is now, of any impact (minor ones too: the bar is none at all). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(", ")})`,
  );
}

/** Screenshots of the page at a desktop and a phone width, named after `name`; a page that scrolls sideways fails. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [375, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: new URL(`${name}-${width}.png`, ARTIFACTS).pathname, fullPage: true });
    // No page scrolls sideways: wide content (tables, long URLs) wraps or scrolls in a region of its own.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) throw new Error(`${name} scrolls sideways by ${overflow} px at ${width} px wide`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A page as every story checks it: axe-clean at 1280 and 375 px, then photographed at both widths. */
export async function checkPage(page: Page, name: string): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  }
  await screenshots(page, name);
}
