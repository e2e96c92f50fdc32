// The JavaScript (and CSS) a browser fetches on the first visit: the files dist/index.html names (entry and
// modulepreloads), each gzipped. Pages loaded later (the designer, the analytics, the API reference) are not in it.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

const DIST = new URL("../dist/", import.meta.url);

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
    `web app first load: ${js} bytes of JavaScript and ${css} of CSS, gzipped (budget: 150 KB of JavaScript)`,
  );
}
