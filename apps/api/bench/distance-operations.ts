// Every operation of the public API, as the distance benchmark calls it: what it needs made first (untimed), the
// call that is timed, and which credentials may make it. Reads, writes and the health check are reported apart,
// because the issue sets each kind its own number of round trips.
import { readFileSync } from "node:fs";
import { newId } from "@qr/core/ids";
import type pg from "pg";
import type { BenchClient, Credential } from "./distance-client.ts";

export type OperationKind = "health" | "read" | "write";

export interface Fixtures {
  client: BenchClient;
  sql: pg.Client;
  teamId: string;
  userId: string;
  code: string;
  patched: string;
  restorable: string;
  scheduled: string;
  designId: string;
  logoId: string;
  exportId: string;
  member: string;
  secondTeamId: string;
}

export interface Operation {
  name: string;
  kind: OperationKind;
  credentials: Credential[];
  /** Makes what call `i` needs (untimed); its result is handed to `run`. */
  prepare?: (f: Fixtures, credential: Credential, i: number) => Promise<string>;
  /** The timed call. */
  run: (f: Fixtures, credential: Credential, i: number, prepared: string) => Promise<unknown>;
}

const BOTH: Credential[] = ["key", "session"];
const SESSION: Credential[] = ["session"];
const LOGO = readFileSync(new URL("../test/fixtures/logo.png", import.meta.url));
const v1 = "/api/v1";
const unique = (credential: Credential, i: number) => `${credential}-${i}-${Date.now().toString(36)}`;

/** A person who is a member of `teamId`, made directly in the database. */
async function insertMember(sql: pg.Client, teamId: string, role: string): Promise<string> {
  const userId = newId("user");
  await sql.query("insert into users (id, email, email_verified) values ($1, $2, true)", [
    userId,
    `${userId}@example.com`,
  ]);
  await sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, $3)", [
    teamId,
    userId,
    role,
  ]);
  return userId;
}

async function insertTeam(sql: pg.Client, ownerId: string, role = "owner"): Promise<string> {
  const teamId = newId("team");
  await sql.query("insert into teams (id, name) values ($1, 'Bench extra')", [teamId]);
  await sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, $3)", [
    teamId,
    ownerId,
    role,
  ]);
  return teamId;
}

export const OPERATIONS: Operation[] = [
  {
    name: "health",
    kind: "health",
    credentials: ["none"],
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/health`),
  },
  // Reads
  {
    name: "get a code",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/qr/${f.code}`),
  },
  {
    name: "list codes (100)",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/qr?limit=100`),
  },
  {
    name: "list codes with 7-day scans",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/qr?limit=100&include=scans_7d`),
  },
  {
    name: "analytics",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/qr/${f.code}/analytics`),
  },
  {
    name: "raw scans",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/qr/${f.code}/scans`),
  },
  {
    name: "image (SVG)",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/qr/${f.code}/image`),
  },
  {
    name: "versions",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/qr/${f.restorable}/versions`),
  },
  {
    name: "scheduled changes",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/qr/${f.code}/schedule`),
  },
  {
    name: "teams",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/teams`),
  },
  {
    name: "teams (unversioned path)",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", "/api/teams"),
  },
  {
    name: "members",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/teams/${f.teamId}/members`),
  },
  {
    name: "activity",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/teams/${f.teamId}/activity`),
  },
  {
    name: "keys",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/keys`),
  },
  {
    name: "designs",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/designs`),
  },
  {
    name: "a design",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/designs/${f.designId}`),
  },
  {
    name: "logos",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/logos`),
  },
  {
    name: "a logo",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/logos/${f.logoId}`),
  },
  {
    name: "a logo's file",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/logos/${f.logoId}/file`),
  },
  {
    name: "exports",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/exports`),
  },
  {
    name: "an export",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/exports/${f.exportId}`),
  },
  {
    name: "an export's file",
    kind: "read",
    credentials: BOTH,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/exports/${f.exportId}/file`),
  },
  {
    name: "account",
    kind: "read",
    credentials: SESSION,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/account`),
  },
  {
    name: "account sessions",
    kind: "read",
    credentials: SESSION,
    run: (f, c) => f.client.expect(200, c, "GET", `${v1}/account/sessions`),
  },
  // Writes
  {
    name: "create a code",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(201, c, "POST", `${v1}/qr`, {
        body: { url: `https://example.com/new/${unique(c, i)}` },
      }),
  },
  {
    name: "change a destination",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(200, c, "PATCH", `${v1}/qr/${f.patched}`, {
        body: { url: `https://example.com/to/${unique(c, i)}` },
      }),
  },
  {
    name: "change metadata",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(200, c, "PATCH", `${v1}/qr/${f.patched}`, { body: { metadata: { n: i } } }),
  },
  {
    name: "change routing rules",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(200, c, "PATCH", `${v1}/qr/${f.patched}`, {
        body: {
          rules: [{ id: "de", url: `https://example.com/de/${unique(c, i)}`, when: { countries: ["DE"] } }],
        },
      }),
  },
  {
    name: "delete a code",
    kind: "write",
    credentials: BOTH,
    prepare: async (f, c, i) =>
      (
        await f.client.expect<{ id: string }>(201, "key", "POST", `${v1}/qr`, {
          body: { url: `https://example.com/doomed/${unique(c, i)}` },
        })
      ).id,
    run: (f, c, _i, id) => f.client.expect(204, c, "DELETE", `${v1}/qr/${id}`),
  },
  {
    name: "bulk create (10 codes)",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(201, c, "POST", `${v1}/qr/bulk`, {
        body: {
          codes: Array.from({ length: 10 }, (_, n) => ({
            url: `https://example.com/bulk/${unique(c, i)}/${n}`,
          })),
        },
      }),
  },
  {
    name: "bulk update (10 codes)",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(200, c, "PATCH", `${v1}/qr/bulk`, {
        body: {
          match_by: "metadata.asset_id",
          updates: Array.from({ length: 10 }, (_, n) => ({
            match: `bench-${n}`,
            url: `https://example.com/moved/${unique(c, i)}/${n}`,
          })),
        },
      }),
  },
  {
    name: "schedule a change",
    kind: "write",
    credentials: BOTH,
    prepare: async (f) => {
      const { data } = await f.client.expect<{ data: { id: string }[] }>(
        200,
        "key",
        "GET",
        `${v1}/qr/${f.scheduled}/schedule`,
      );
      for (const change of data)
        await f.client.expect(200, "key", "DELETE", `${v1}/qr/${f.scheduled}/schedule/${change.id}`);
      return "";
    },
    run: (f, c, i) =>
      f.client.expect(201, c, "POST", `${v1}/qr/${f.scheduled}/schedule`, {
        body: {
          at: new Date(Date.now() + 86_400_000 + i * 60_000).toISOString(),
          url: `https://example.com/later/${unique(c, i)}`,
        },
      }),
  },
  {
    name: "cancel a scheduled change",
    kind: "write",
    credentials: BOTH,
    prepare: async (f, c, i) =>
      (
        await f.client.expect<{ id: string }>(201, "key", "POST", `${v1}/qr/${f.scheduled}/schedule`, {
          body: {
            at: new Date(Date.now() + 2 * 86_400_000 + i * 60_000).toISOString(),
            url: `https://example.com/x/${unique(c, i)}`,
          },
        })
      ).id,
    run: (f, c, _i, id) => f.client.expect(200, c, "DELETE", `${v1}/qr/${f.scheduled}/schedule/${id}`),
  },
  {
    name: "restore a version",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(200, c, "POST", `${v1}/qr/${f.restorable}/versions/${(i % 2) + 1}/restore`),
  },
  {
    name: "invite a member",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(201, c, "POST", `${v1}/teams/${f.teamId}/members`, {
        body: { email: `invitee-${unique(c, i)}@example.com`, role: "member" },
      }),
  },
  {
    name: "revoke an invitation",
    kind: "write",
    credentials: BOTH,
    prepare: async (f, c, i) =>
      (
        await f.client.expect<{ id: string }>(201, "key", "POST", `${v1}/teams/${f.teamId}/members`, {
          body: { email: `revoked-${unique(c, i)}@example.com`, role: "viewer" },
        })
      ).id,
    run: (f, c, _i, id) => f.client.expect(204, c, "DELETE", `${v1}/teams/${f.teamId}/invitations/${id}`),
  },
  {
    name: "accept an invitation",
    kind: "write",
    credentials: ["none"],
    prepare: async (f, c, i) =>
      (
        await f.client.expect<{ token: string }>(201, "key", "POST", `${v1}/teams/${f.teamId}/members`, {
          body: { email: `accepted-${unique(c, i)}@example.com`, role: "viewer" },
        })
      ).token,
    run: (f, c, _i, token) =>
      f.client.expect(201, c, "POST", `${v1}/invitations/accept`, { body: { token } }),
  },
  {
    name: "change a member's role",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(200, c, "PATCH", `${v1}/teams/${f.teamId}/members/${f.member}`, {
        body: { role: i % 2 ? "member" : "viewer" },
      }),
  },
  {
    name: "remove a member",
    kind: "write",
    credentials: BOTH,
    prepare: (f) => insertMember(f.sql, f.teamId, "member"),
    run: (f, c, _i, userId) => f.client.expect(204, c, "DELETE", `${v1}/teams/${f.teamId}/members/${userId}`),
  },
  {
    name: "create an API key",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(201, c, "POST", `${v1}/keys`, {
        body: { name: `bench ${unique(c, i)}`, preset: "analytics" },
      }),
  },
  {
    name: "revoke an API key",
    kind: "write",
    credentials: BOTH,
    prepare: async (f, c, i) =>
      (
        await f.client.expect<{ id: string }>(201, "key", "POST", `${v1}/keys`, {
          body: { name: `doomed ${unique(c, i)}`, preset: "analytics" },
        })
      ).id,
    run: (f, c, _i, id) => f.client.expect(204, c, "DELETE", `${v1}/keys/${id}`),
  },
  {
    name: "create a design",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(201, c, "POST", `${v1}/designs`, {
        body: { name: `design ${unique(c, i)}`, style: { fg: "#1a1a1a" } },
      }),
  },
  {
    name: "change a design",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(200, c, "PATCH", `${v1}/designs/${f.designId}`, {
        body: { name: `house ${unique(c, i)}` },
      }),
  },
  {
    name: "delete a design",
    kind: "write",
    credentials: BOTH,
    prepare: async (f, c, i) =>
      (
        await f.client.expect<{ id: string }>(201, "key", "POST", `${v1}/designs`, {
          body: { name: `doomed ${unique(c, i)}`, style: {} },
        })
      ).id,
    run: (f, c, _i, id) => f.client.expect(204, c, "DELETE", `${v1}/designs/${id}`),
  },
  {
    name: "upload a logo",
    kind: "write",
    credentials: BOTH,
    run: (f, c) =>
      f.client.expect(201, c, "POST", `${v1}/logos?name=bench`, { raw: { bytes: LOGO, type: "image/png" } }),
  },
  {
    name: "delete a logo",
    kind: "write",
    credentials: BOTH,
    prepare: async (f) =>
      (
        await f.client.expect<{ id: string }>(201, "key", "POST", `${v1}/logos?name=doomed`, {
          raw: { bytes: LOGO, type: "image/png" },
        })
      ).id,
    run: (f, c, _i, id) => f.client.expect(204, c, "DELETE", `${v1}/logos/${id}`),
  },
  {
    name: "start an export",
    kind: "write",
    credentials: BOTH,
    run: (f, c) =>
      f.client.expect(202, c, "POST", `${v1}/exports`, {
        body: { format: "zip", selection: { ids: [f.code] }, files: "svg", size: 256 },
      }),
  },
  {
    name: "create a team",
    kind: "write",
    credentials: SESSION,
    run: (f, c, i) =>
      f.client.expect(201, c, "POST", `${v1}/teams`, { body: { name: `Team ${unique(c, i)}` } }),
  },
  {
    name: "rename a team",
    kind: "write",
    credentials: BOTH,
    run: (f, c, i) =>
      f.client.expect(200, c, "PATCH", `${v1}/teams/${f.teamId}`, {
        body: { name: `Bench ${unique(c, i)}` },
      }),
  },
  {
    name: "switch the active team",
    kind: "write",
    credentials: SESSION,
    run: (f, c, i) =>
      f.client.expect(204, c, "POST", `${v1}/teams/${i % 2 ? f.teamId : f.secondTeamId}/activate`),
  },
  {
    name: "leave a team",
    kind: "write",
    credentials: SESSION,
    prepare: async (f) => {
      const teamId = await insertTeam(f.sql, await insertMember(f.sql, f.teamId, "viewer"));
      await f.sql.query("insert into memberships (team_id, user_id, role) values ($1, $2, 'member')", [
        teamId,
        f.userId,
      ]);
      return teamId;
    },
    run: (f, c, _i, teamId) => f.client.expect(204, c, "POST", `${v1}/teams/${teamId}/leave`),
  },
  {
    name: "delete a team",
    kind: "write",
    credentials: SESSION,
    prepare: (f) => insertTeam(f.sql, f.userId),
    run: (f, c, _i, teamId) => f.client.expect(204, c, "DELETE", `${v1}/teams/${teamId}`),
  },
  {
    name: "sign out another session",
    kind: "write",
    credentials: SESSION,
    prepare: async (f) => {
      const id = newId("session");
      await f.sql.query(
        "insert into sessions (id, user_id, token, expires_at) values ($1, $2, $3, now() + interval '1 day')",
        [id, f.userId, `bench-${id}`],
      );
      return id;
    },
    run: (f, c, _i, id) => f.client.expect(204, c, "DELETE", `${v1}/account/sessions/${id}`),
  },
];
