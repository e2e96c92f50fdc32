// Step 1: what is being asked for, from the method and path alone (no I/O).
import { isSlugShaped } from "@qr/core/slug";

export type Route =
  | { kind: "scan"; slug: string }
  | { kind: "robots" }
  | { kind: "health" }
  | { kind: "not-found" }
  | { kind: "method-not-allowed" };

export function routeOf(method: string, pathname: string): Route {
  if (method !== "GET" && method !== "HEAD") return { kind: "method-not-allowed" };
  if (pathname === "/robots.txt") return { kind: "robots" };
  if (pathname === "/_health") return { kind: "health" };
  const slug = pathname.slice(1);
  // Malformed slugs (and /favicon.ico) are answered without any lookup.
  return isSlugShaped(slug) ? { kind: "scan", slug } : { kind: "not-found" };
}
