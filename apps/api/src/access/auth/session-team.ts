// The team a session's request acts in, and the person's role there. In order: the team of the object the path
// names (a code, a key, a folder, a team), else the `team_id` the request names (query or JSON body), else the session's
// active team, else the person's first team. A team must be one of theirs: an object of another team resolves
// to their own default team, where it does not exist (404, as for a key); a `team_id` of another team is a 404.
//
// The team an object belongs to never changes, so the isolate remembers it once read. A person in one team needs
// no read at all: the session's verification (session-caller.ts) holds the count of their teams, so one joined
// since is noticed, and the request answered again with their teams read afresh.
import { BoundedCache } from "@qr/core/bounded-cache";
import { type IdKind, isId } from "@qr/core/ids";
import type { Role } from "@qr/core/permissions";
import { type RequestDatabase, schema } from "@qr/db";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { API_PREFIX } from "../../lib/api-paths.ts";

type TeamOfObject = (db: RequestDatabase, id: string) => Promise<string | undefined>;

/** Paths that name an object; `kind` says which ids can name one (`/qr/bulk` names none). */
const OBJECT_PATHS: { pattern: RegExp; kind?: IdKind; teamOf: TeamOfObject }[] = [
  {
    pattern: new RegExp(`^${API_PREFIX}/qr/([^/]+)`),
    kind: "qr",
    teamOf: async (db, id) =>
      (
        await db
          .select({ teamId: schema.qrCodes.teamId })
          .from(schema.qrCodes)
          .where(eq(schema.qrCodes.id, id))
      )[0]?.teamId,
  },
  {
    pattern: new RegExp(`^${API_PREFIX}/keys/([^/]+)`),
    kind: "key",
    teamOf: async (db, id) =>
      (
        await db
          .select({ teamId: schema.apiKeys.teamId })
          .from(schema.apiKeys)
          .where(eq(schema.apiKeys.id, id))
      )[0]?.teamId,
  },
  {
    pattern: new RegExp(`^${API_PREFIX}/folders/([^/]+)`),
    kind: "folder",
    teamOf: async (db, id) =>
      (
        await db
          .select({ teamId: schema.folders.teamId })
          .from(schema.folders)
          .where(eq(schema.folders.id, id))
      )[0]?.teamId,
  },
  { pattern: new RegExp(`^${API_PREFIX}/teams/([^/]+)`), teamOf: async (_, id) => id },
];

const objectTeams = new BoundedCache<string>({ capacity: 50_000 });

export interface SessionTeam {
  teamId: string;
  role: Role;
  /** The team asks every member for a second factor (teams.require_two_factor). */
  requireTwoFactor?: boolean;
}

/** What the request acts in, or that it names a team the memberships read for it do not hold. */
export type TeamResolution = { team: SessionTeam | undefined } | { unknownTeam: "named" | "object" };

export async function sessionTeamOf(
  c: Context<AppEnv>,
  memberships: readonly SessionTeam[],
  activeTeamId: string | null,
): Promise<TeamResolution> {
  const mine = (teamId: string | undefined) => memberships.find((m) => m.teamId === teamId);
  const fallback = mine(activeTeamId ?? undefined) ?? memberships[0];

  for (const { pattern, kind, teamOf } of OBJECT_PATHS) {
    const named = pattern.exec(c.req.path)?.[1];
    if (named === undefined) continue;
    const id = decodeURIComponent(named);
    // No such object, or a person in one team (the verification holds them to it): acts in their team.
    if ((kind && !isId(kind, id)) || memberships.length <= 1) return { team: fallback };
    const teamId = await objectTeam(c, id, teamOf);
    if (teamId !== undefined && !mine(teamId)) return { unknownTeam: "object" };
    return { team: mine(teamId) ?? fallback };
  }
  const named = await namedTeamId(c);
  if (named !== undefined) {
    const team = mine(named);
    return team ? { team } : { unknownTeam: "named" };
  }
  return { team: fallback };
}

async function objectTeam(c: Context<AppEnv>, id: string, teamOf: TeamOfObject): Promise<string | undefined> {
  const remembered = objectTeams.get(id);
  if (remembered !== undefined) return remembered;
  const teamId = await teamOf(c.var.db(), id);
  if (teamId !== undefined) objectTeams.set(id, teamId);
  return teamId;
}

/** `team_id` in the query, or in a JSON body of at most 64 KB (larger bodies are refused later). */
async function namedTeamId(c: Context<AppEnv>): Promise<string | undefined> {
  const inQuery = c.req.query("team_id");
  if (inQuery !== undefined) return inQuery;
  const type = c.req.header("Content-Type") ?? "";
  if (!/json/i.test(type) || Number(c.req.header("Content-Length") ?? 0) > 64 * 1024) return undefined;
  try {
    const body: unknown = JSON.parse(await c.req.text()); // text, so that later reads see the bytes sent
    const teamId = (body as { team_id?: unknown } | null)?.team_id;
    return typeof teamId === "string" ? teamId : undefined;
  } catch {
    return undefined; // not JSON: the body checks that follow answer for it
  }
}
