// The JavaScript (and CSS) a browser fetches on the first visit: the files dist/index.html names (entry and
// modulepreloads), each gzipped. Pages loaded later (the designer, the analytics, the API reference) are not in it.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const DIST = new URL("../dist/", import.meta.url);

/** The most gzipped JavaScript the first visit may fetch, in bytes: over it, CI fails (docs/web.md). */
export const FIRST_LOAD_BUDGET = 150_000;

/** The first load of the app built into `dist` (apps/web/dist unless told). */
export function firstLoad(dist: URL = DIST): { js: number; css: number } {
  const html = readFileSync(new URL("index.html", dist), "utf8");
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(js|css))"/g)];
  const total = { js: 0, css: 0 };
  for (const [, path, kind] of files) {
    total[kind as "js" | "css"] += gzipSync(readFileSync(new URL(path as string, dist)), { level: 9 }).length;
  }
  return total;
}

if (import.meta.main) {
  const { js, css } = firstLoad();
  console.log(
    `web app first load: ${js} bytes of JavaScript and ${css} of CSS, gzipped (budget: ${FIRST_LOAD_BUDGET} bytes of JavaScript)`,
  );
  if (js > FIRST_LOAD_BUDGET) {
    console.error(
      `over the budget by ${js - FIRST_LOAD_BUDGET} bytes: load what a page alone needs when it opens (docs/web.md)`,
    );
    process.exitCode = 1;
  }
}
