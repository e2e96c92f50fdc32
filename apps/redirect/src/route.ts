// Step 1: what is being asked for, from the method and path alone (no I/O).
import { isSlugShaped } from "@qr/core/slug";
import type { AccessStep } from "./access/gate.ts";

/** A file or action a page offers under the code's path (pages/files.ts answers it). */
export type PageFile =
  | { kind: "vcf" | "ics" | "file" | "download" | "photo" }
  /** The nth link of a page of links (0-based). */
  | { kind: "link"; index: number };

/** What may follow a code's slug: a file or action its page offers, or a protected code's step. */
const SUB_PATHS: Record<string, { file?: PageFile; step?: AccessStep }> = {
  "contact.vcf": { file: { kind: "vcf" } },
  "event.ics": { file: { kind: "ics" } },
  file: { file: { kind: "file" } },
  download: { file: { kind: "download" } },
  photo: { file: { kind: "photo" } },
  continue: { step: "continue" },
  unlock: { step: "unlock" },
};

/** Where Apple and Android look for a domain's app links (Apple also at the root, for older systems). */
const APP_LINK_PATHS: Record<string, "ios" | "android"> = {
  "/.well-known/apple-app-site-association": "ios",
  "/apple-app-site-association": "ios",
  "/.well-known/assetlinks.json": "android",
};

/** A page of links' nth link (1-based; a page has at most 20). */
const LINK_PATH = /^link\/([1-9][0-9]?)$/;

/** `/{slug}/contact.vcf`, `…/event.ics`, `…/file`, `…/download`, `…/photo`, `…/link/{n}`, `…/continue`, `…/unlock`. */
export function subPathOf(pathname: string): Extract<Route, { kind: "scan" }> | undefined {
  const cut = pathname.indexOf("/", 1);
  if (cut < 0) return undefined;
  const rest = pathname.slice(cut + 1);
  const link = LINK_PATH.exec(rest)?.[1];
  const sub = link ? { file: { kind: "link", index: Number(link) - 1 } as const } : SUB_PATHS[rest];
  const slug = pathname.slice(1, cut);
  return sub && isSlugShaped(slug) ? { kind: "scan", slug, ...sub } : undefined;
}

export type Route =
  /** A code's scan, or (with `file`) a file its page offers, which is no scan, or a protected code's `step`. */
  | { kind: "scan"; slug: string; file?: PageFile; step?: AccessStep }
  | { kind: "root" }
  /** A branded domain's app-link file (Apple's or Android's), served from its record. */
  | { kind: "app-links"; platform: "ios" | "android" }
  | { kind: "robots" }
  | { kind: "health" }
  | { kind: "not-found" }
  | { kind: "method-not-allowed" };

/**
 * The path and query string of an absolute request URL, cut from the string without building a URL object:
 * on every scan that object cost about a tenth of what a bare worker spends on a whole request. Nothing is
 * decoded or normalised, so a path that is not exactly `/{slug}` stays malformed and gets a 404.
 */
export function pathAndQuery(url: string): { pathname: string; query: string } {
  const pathStart = url.indexOf("/", url.indexOf("//") + 2);
  if (pathStart < 0) return { pathname: "/", query: "" };
  const fragmentStart = url.indexOf("#", pathStart);
  const end = fragmentStart < 0 ? url.length : fragmentStart;
  const queryStart = url.indexOf("?", pathStart);
  return queryStart < 0 || queryStart > end
    ? { pathname: url.slice(pathStart, end), query: "" }
    : { pathname: url.slice(pathStart, queryStart), query: url.slice(queryStart + 1, end) };
}

export function routeOf(method: string, pathname: string): Route {
  // A password is sent to `/{slug}/unlock`, the one path that takes a POST.
  if (method === "POST") {
    const unlock = subPathOf(pathname);
    return unlock?.step === "unlock" ? unlock : { kind: "method-not-allowed" };
  }
  if (method !== "GET" && method !== "HEAD") return { kind: "method-not-allowed" };
  if (pathname === "/robots.txt") return { kind: "robots" };
  if (pathname === "/_health") return { kind: "health" };
  if (pathname === "/") return { kind: "root" };
  const appLinks = APP_LINK_PATHS[pathname];
  if (appLinks) return { kind: "app-links", platform: appLinks };
  const sub = subPathOf(pathname);
  if (sub) return sub.step === "unlock" ? { kind: "method-not-allowed" } : sub;
  // One trailing slash is forgiven (a link pasted with "/" added); the code is scanned all the same.
  const slug = pathname.endsWith("/") ? pathname.slice(1, -1) : pathname.slice(1);
  // Malformed slugs (and /favicon.ico) are answered without any lookup.
  return isSlugShaped(slug) ? { kind: "scan", slug } : { kind: "not-found" };
}
