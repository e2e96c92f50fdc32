// A team's activity, newest first, a page at a time.
import { isId } from "@qr/core/ids";
import { schema } from "@qr/db";
import { and, desc, eq, lt } from "drizzle-orm";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import type { CallerContext } from "../../request-context.ts";
import { ownTeam } from "../auth/own-team.ts";

export async function listActivity(
  ctx: CallerContext,
  teamId: string,
  input: { limit: number; cursor?: string | undefined },
) {
  ownTeam(ctx, teamId);
  const log = schema.teamActivity;
  const before = input.cursor === undefined ? undefined : decodeCursor(input.cursor, activityIdOf);
  const rows = await ctx.db
    .select()
    .from(log)
    .where(and(eq(log.teamId, teamId), before ? lt(log.id, before) : undefined))
    .orderBy(desc(log.id))
    .limit(input.limit + 1);
  return toPage(
    rows,
    input.limit,
    (row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { kind: row.actorKind, id: row.actorId },
      action: row.action,
      target_id: row.targetId,
      details: row.details,
    }),
    (row) => ({ id: row.id }),
  );
}

function activityIdOf(fields: Record<string, unknown>): string | undefined {
  return typeof fields.id === "string" && isId("activity", fields.id) ? fields.id : undefined;
}
