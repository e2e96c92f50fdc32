// The authorization matrix for people: every role's session against every authenticated route, on its own
// team's objects and on another team's. The same rules as for keys: a role lacking the permission gets 403,
// another team's object is a 404, and nothing of the other team changes.
import { ROLE_PERMISSIONS, type Role } from "@qr/core/permissions";
import { startTestStack, type TestStack } from "@qr/local/test-harness";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type ProblemBody, type QrCodeBody, seedTeam, type TestTeam } from "./support/api.ts";
import { type Person, signedUpPerson } from "./support/people.ts";
import { AUTHENTICATED_ROUTES, bodyFor, fillPath, type RouteCase } from "./support/routes.ts";

let stack: TestStack;
let ownTeamId: string;
let ownAdminKey: string;
let other: TestTeam;
const people = {} as Record<Role, Person>;

const SUCCESS: Record<RouteCase["method"], number> = { GET: 200, POST: 201, PATCH: 200, DELETE: 204 };
const ROLES: Role[] = ["owner", "admin", "member", "viewer"];

beforeAll(async () => {
  stack = await startTestStack();
  people.owner = await signedUpPerson(stack);
  const owner = people.owner.browser;
  ownTeamId = (await owner.get<{ data: { id: string }[] }>("/api/v1/teams")).body.data[0]?.id ?? "";
  ownAdminKey = (await owner.post<{ secret: string }>("/api/v1/keys", { name: "setup", preset: "admin" }))
    .body.secret;
  for (const role of ["admin", "member", "viewer"] as const) {
    const person = await signedUpPerson(stack);
    const invited = await owner.post<{ token: string }>(`/api/v1/teams/${ownTeamId}/members`, {
      email: person.email,
      role,
    });
    await person.browser.post("/api/v1/invitations/accept", { token: invited.body.token });
    // No body at all, as a browser's fetch sends it: the route needs none.
    const activated = await person.browser.post(`/api/v1/teams/${ownTeamId}/activate`, undefined);
    expect(activated.status, JSON.stringify(activated.body)).toBe(204);
    people[role] = person;
  }
  other = await seedTeam(stack, "Other");
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

/** A fresh code and key of the team; the own team's key belongs to its admin, whom owner and admin may act on. */
async function objectsIn(owner: "own" | "other") {
  const admin = apiClient(stack, owner === "own" ? ownAdminKey : other.adminKey);
  const qr = (await admin.post<QrCodeBody>("/api/v1/qr", { url: "https://example.com/" })).body.id;
  const keyMaker = owner === "own" ? people.admin.browser : admin;
  const key = (await keyMaker.post<{ id: string }>("/api/v1/keys", { name: "victim", preset: "analytics" }))
    .body.id;
  // A team holds at most 50 domains: the matrix's earlier ones go first.
  await stack.sql.query("delete from domains where team_id = $1", [owner === "own" ? ownTeamId : other.id]);
  const domain = (
    await admin.post<{ id: string }>("/api/v1/domains", { hostname: `object-${domains++}.example.com` })
  ).body.id;
  const tag = (await admin.post<{ id: string }>("/api/v1/tags", { name: `Object ${domains}` })).body.id;
  return { qr, key, team: owner === "own" ? ownTeamId : other.id, domain, tag };
}

let domains = 0;

const cases = ROLES.flatMap((role) =>
  AUTHENTICATED_ROUTES.flatMap((route) =>
    (route.path.includes("{") ? (["own", "other"] as const) : (["own"] as const)).map((owner) => {
      // Listing one's teams is every person's right, whatever the role.
      const allowed =
        route.path.endsWith("/teams") || (ROLE_PERMISSIONS[role] as readonly string[]).includes(route.needs);
      return {
        role,
        route,
        owner,
        expected: !allowed ? 403 : owner === "other" ? 404 : (route.success ?? SUCCESS[route.method]),
      };
    }),
  ),
);

describe("authorization matrix: role × route × own or other team, with a session", () => {
  it.each(cases)(
    "$role session: $route.method $route.path on the $owner team's object → $expected",
    async ({ role, route, owner, expected }) => {
      const ids = await objectsIn(owner);
      const path = fillPath(route.path, ids);
      const body = bodyFor(route);
      const response = await people[role].browser.request<ProblemBody>(
        route.method,
        path,
        body === undefined ? {} : { body },
      );
      expect(response.status).toBe(expected);
      if (expected === 404) expect(response.body.code).toMatch(/_not_found$/);
      if (expected === 403) expect(response.body.code).toBe("permission_missing");
    },
  );

  it("leaves another team's objects untouched after every refused attempt", async () => {
    const ids = await objectsIn("other");
    for (const route of AUTHENTICATED_ROUTES.filter((r) => r.path.includes("{"))) {
      const path = fillPath(route.path, ids);
      const body = bodyFor(route);
      const response = await people.owner.browser.request(
        route.method,
        path,
        body === undefined ? {} : { body },
      );
      expect(response.status, `${route.method} ${path}`).toBe(404);
    }
    const { rows: codes } = await stack.sql.query("select url, status, version from qr_codes where id = $1", [
      ids.qr,
    ]);
    expect(codes[0]).toEqual({ url: "https://example.com/", status: "active", version: "1" });
    const { rows: keys } = await stack.sql.query("select revoked_at from api_keys where id = $1", [ids.key]);
    expect(keys[0].revoked_at).toBeNull();
  });
});
