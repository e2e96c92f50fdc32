// Where the API is served: its prefix, and the paths also served without the version (`/v1/qr`, `/api/teams`: spellings
// integrators use). An alias is rewritten to its canonical path before routing, so every
// route, middleware and log sees one path, and the OpenAPI document lists each route once.
import { getPath } from "hono/utils/url";

export const API_PREFIX = "/api/v1";

const ALIASES: readonly { alias: string; canonical: string }[] = [
  { alias: "/v1/qr", canonical: `${API_PREFIX}/qr` },
  { alias: "/api/teams", canonical: `${API_PREFIX}/teams` },
  { alias: "/api/invitations/accept", canonical: `${API_PREFIX}/invitations/accept` },
];

/** The request's path, with an alias replaced by its canonical path. */
export function canonicalPath(request: Request): string {
  const path = getPath(request);
  for (const { alias, canonical } of ALIASES) {
    if (path === alias || path.startsWith(`${alias}/`)) return canonical + path.slice(alias.length);
  }
  return path;
}
