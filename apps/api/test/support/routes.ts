// Every authenticated route once, with the permission it needs: the shared auth checks run over this list.
import type { Permission } from "@qr/core/permissions";

export interface RouteCase {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** `{qr}`, `{key}`, `{team}`, `{domain}` and `{tag}` are replaced by ids of the right kind (fillPath). */
  path: string;
  needs: Permission;
  body?: unknown;
  /** The status an allowed caller gets, when it is not the method's usual one (201 for POST, 200, 204…). */
  success?: number;
}

export const AUTHENTICATED_ROUTES: RouteCase[] = [
  { method: "POST", path: "/api/v1/qr", needs: "qr:write", body: { url: "https://example.com/" } },
  { method: "GET", path: "/api/v1/qr", needs: "qr:read" },
  { method: "GET", path: "/api/v1/qr/{qr}", needs: "qr:read" },
  { method: "GET", path: "/api/v1/gs1/products", needs: "qr:read" },
  { method: "PATCH", path: "/api/v1/qr/{qr}", needs: "qr:write", body: { url: "https://example.com/x" } },
  { method: "DELETE", path: "/api/v1/qr/{qr}", needs: "qr:write" },
  { method: "GET", path: "/api/v1/qr/{qr}/analytics", needs: "analytics:read" },
  { method: "GET", path: "/api/v1/qr/{qr}/scans", needs: "scans:read" },
  { method: "GET", path: "/api/v1/qr/{qr}/image", needs: "qr:read" },
  { method: "GET", path: "/v1/qr/{qr}/image", needs: "qr:read" },
  { method: "GET", path: "/api/v1/qr/{qr}/versions", needs: "qr:read" },
  { method: "POST", path: "/api/v1/qr/{qr}/versions/1/restore", needs: "qr:write", success: 200 },
  { method: "GET", path: "/api/v1/qr/{qr}/schedule", needs: "qr:read" },
  {
    method: "POST",
    path: "/api/v1/qr/{qr}/schedule",
    needs: "qr:write",
    body: { at: "2030-01-01T00:00:00Z", url: "https://example.com/later" },
  },
  { method: "GET", path: "/v1/qr/{qr}/analytics", needs: "analytics:read" },
  { method: "POST", path: "/v1/qr", needs: "qr:write", body: { url: "https://example.com/" } },
  { method: "GET", path: "/v1/qr", needs: "qr:read" },
  { method: "GET", path: "/v1/qr/{qr}", needs: "qr:read" },
  { method: "PATCH", path: "/v1/qr/{qr}", needs: "qr:write", body: { url: "https://example.com/x" } },
  { method: "DELETE", path: "/v1/qr/{qr}", needs: "qr:write" },
  {
    method: "POST",
    path: "/api/v1/exports",
    needs: "qr:read",
    body: { format: "zip", selection: { filter: {} } },
    success: 202,
  },
  { method: "GET", path: "/api/v1/exports", needs: "qr:read" },
  { method: "POST", path: "/api/v1/keys", needs: "team:admin", body: { name: "k", preset: "analytics" } },
  { method: "GET", path: "/api/v1/keys", needs: "team:admin" },
  { method: "DELETE", path: "/api/v1/keys/{key}", needs: "team:admin" },
  { method: "GET", path: "/api/v1/teams", needs: "team:read" },
  { method: "GET", path: "/api/teams", needs: "team:read" },
  { method: "GET", path: "/api/v1/teams/{team}/members", needs: "team:read" },
  { method: "GET", path: "/api/teams/{team}/members", needs: "team:read" },
  {
    method: "POST",
    path: "/api/v1/teams/{team}/members",
    needs: "team:admin",
    body: { email: "matrix@example.com", role: "viewer" },
  },
  {
    method: "POST",
    path: "/api/teams/{team}/members",
    needs: "team:admin",
    body: { email: "matrix2@example.com" },
  },
  { method: "POST", path: "/api/v1/domains", needs: "team:admin", body: { hostname: "matrix.example.com" } },
  { method: "GET", path: "/api/v1/domains", needs: "qr:read" },
  { method: "GET", path: "/api/v1/domains/{domain}", needs: "qr:read" },
  { method: "POST", path: "/api/v1/domains/{domain}/verify", needs: "team:admin", success: 200 },
  {
    method: "PATCH",
    path: "/api/v1/domains/{domain}",
    needs: "team:admin",
    body: { root_url: "https://example.com/" },
  },
  { method: "DELETE", path: "/api/v1/domains/{domain}", needs: "team:admin" },
  {
    method: "POST",
    path: "/api/v1/qr/bulk/delete",
    needs: "qr:write",
    body: { ids: ["qr_00000000000000000000000000"] },
    success: 200,
  },
  { method: "GET", path: "/api/v1/tags", needs: "qr:read" },
  { method: "POST", path: "/api/v1/tags", needs: "qr:write", body: { name: "Matrix" } },
  { method: "PATCH", path: "/api/v1/tags/{tag}", needs: "qr:write", body: { color: "#15803d" } },
  { method: "DELETE", path: "/api/v1/tags/{tag}", needs: "qr:write" },
  { method: "GET", path: "/api/v1/analytics", needs: "analytics:read" },
  { method: "GET", path: "/api/v1/scans", needs: "scans:read" },
  { method: "GET", path: "/api/v1/events", needs: "team:admin" },
  { method: "GET", path: "/api/v1/webhooks", needs: "team:admin" },
  {
    method: "POST",
    path: "/api/v1/webhooks",
    needs: "team:admin",
    body: { url: "https://hooks.example.com/qr", events: ["code.created"] },
  },
];

/** The ids a route's path names. */
export interface RouteIds {
  qr: string;
  key: string;
  team: string;
  domain: string;
  tag: string;
}

/** A route's path with its placeholders replaced by these ids. */
export function fillPath(template: string, ids: RouteIds): string {
  return template.replace(/\{(qr|key|team|domain|tag)\}/g, (_, kind: keyof RouteIds) => ids[kind]);
}

let unique = 0;

/** A route's body for one call: where a body can be used once per team (an invitation, a domain), a new one. */
export function bodyFor(route: RouteCase): unknown {
  if (route.method !== "POST") return route.body;
  if (route.path.endsWith("/members")) return { email: `m${unique++}@example.com` };
  if (route.path.endsWith("/domains")) return { hostname: `matrix-${unique++}.example.com` };
  if (route.path.endsWith("/tags")) return { name: `Matrix ${unique++}` };
  return route.body;
}
