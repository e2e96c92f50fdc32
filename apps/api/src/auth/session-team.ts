// The team a session's request acts in, and the person's role there. In order: the team of the object the path
// names (a code, a key, a team), else the `team_id` the request names (query or JSON body), else the session's
// active team, else the person's first team. A team must be one of theirs: an object of another team resolves
// to their own default team, where it does not exist (404, as for a key); a `team_id` of another team is a 404.
import type { Role } from "@qr/core/permissions";
import { type Database, schema } from "@qr/db";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../errors/api-error.ts";
import { API_PREFIX } from "../routes.ts";

type TeamOfObject = (db: Database, id: string) => Promise<string | undefined>;

const OBJECT_PATHS: { pattern: RegExp; teamOf: TeamOfObject }[] = [
  {
    pattern: new RegExp(`^${API_PREFIX}/qr/([^/]+)`),
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
    teamOf: async (db, id) =>
      (
        await db
          .select({ teamId: schema.apiKeys.teamId })
          .from(schema.apiKeys)
          .where(eq(schema.apiKeys.id, id))
      )[0]?.teamId,
  },
  { pattern: new RegExp(`^${API_PREFIX}/teams/([^/]+)`), teamOf: async (_, id) => id },
];

export interface SessionTeam {
  teamId: string;
  role: Role;
}

export async function sessionTeamOf(
  c: Context<AppEnv>,
  userId: string,
  activeTeamId: string | null | undefined,
): Promise<SessionTeam | undefined> {
  const db = c.var.db();
  const memberships = await db
    .select({ teamId: schema.memberships.teamId, role: schema.memberships.role })
    .from(schema.memberships)
    .innerJoin(schema.teams, eq(schema.teams.id, schema.memberships.teamId))
    .where(and(eq(schema.memberships.userId, userId), isNull(schema.teams.deletedAt)))
    .orderBy(asc(schema.memberships.createdAt));
  const mine = (teamId: string | undefined) => memberships.find((m) => m.teamId === teamId);
  const fallback = mine(activeTeamId ?? undefined) ?? memberships[0];

  for (const { pattern, teamOf } of OBJECT_PATHS) {
    const id = pattern.exec(c.req.path)?.[1];
    if (id !== undefined) return mine(await teamOf(db, decodeURIComponent(id))) ?? fallback;
  }
  const named = await namedTeamId(c);
  if (named !== undefined) {
    const team = mine(named);
    if (!team) throw new ApiError("team_not_found", "No team with this id among yours.");
    return team;
  }
  return fallback;
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
