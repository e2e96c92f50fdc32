// A team's tags: list, create, rename or recolour, delete. Codes carry a copy of their tags (qr_codes.tags), so a
// rename or recolour rewrites that copy on every code holding the tag, and a delete takes the tag off them (never
// the codes), in the same statement as the change of the tag itself: one round trip, never a code showing a tag
// that no longer is. A tag a webhook endpoint's filter names is not deleted (409). Each change is in the
// activity log.
import { newId } from "@qr/core/ids";
import { schema, type TagRow } from "@qr/db";
import { and, asc, eq, notExists, type SQL, sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { constraintOf } from "../../lib/log.ts";
import type { RequestContext } from "../../request-context.ts";
import { holdingTagId } from "./holding-tag.ts";
import { MAX_TAGS_PER_TEAM, paletteColorOf } from "./tag-rules.ts";

export function toTag(row: TagRow) {
  return {
    id: row.id,
    team_id: row.teamId,
    name: row.name,
    color: row.color,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listTags(ctx: RequestContext) {
  const { tags } = schema;
  const rows = await ctx.db
    .select()
    .from(tags)
    .where(eq(tags.teamId, ctx.caller.teamId))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id))
    .limit(MAX_TAGS_PER_TEAM);
  return { data: rows.map(toTag) };
}

export async function createTag(ctx: RequestContext, input: { name: string; color?: string | undefined }) {
  const { tags } = schema;
  const teamId = ctx.caller.teamId;
  // The count and the insert in one statement; the unique index settles two creates of one name.
  const created = ctx.db.$with("created").as(
    ctx.db
      .insert(tags)
      .select(
        sql`select ${newId("tag")}, ${teamId}, ${input.name}, ${input.color ?? paletteColorOf(input.name)}, now(), now()
          where (select count(*) from ${tags} where ${tags.teamId} = ${teamId}) < ${MAX_TAGS_PER_TEAM}`,
      )
      .onConflictDoNothing()
      .returning(),
  );
  const [row] = await ctx.db
    .with(created, logged(ctx, created, "tag.created"))
    .select()
    .from(created)
    .catch(rethrowNameTaken);
  if (row) return toTag(row);
  const [same] = await ctx.db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.teamId, teamId), eq(sql`lower(${tags.name})`, input.name.toLowerCase())));
  if (same) throw nameTaken();
  throw new ApiError("tag_limit_reached", `A team has at most ${MAX_TAGS_PER_TEAM} tags.`);
}

export async function updateTag(
  ctx: RequestContext,
  id: string,
  input: { name?: string | undefined; color?: string | undefined },
) {
  const { tags, qrCodes } = schema;
  const updated = ctx.db.$with("updated").as(
    ctx.db
      .update(tags)
      .set({ name: input.name, color: input.color, updatedAt: new Date(ctx.now()) })
      .where(ours(ctx, id))
      .returning(),
  );
  const copy = sql`jsonb_build_object('id', ${updated.id}, 'name', ${updated.name}, 'color', ${updated.color})`;
  const recopied = ctx.db.$with("recopied").as(
    ctx.db
      .update(qrCodes)
      .set({
        tags: sql`(select jsonb_agg(t.tag order by lower(t.tag ->> 'name'), t.tag ->> 'id')
          from (select case when e ->> 'id' = ${updated.id} then ${copy} else e end as tag
                from jsonb_array_elements(${qrCodes.tags}) e) t)`,
      })
      .from(updated)
      .where(and(eq(qrCodes.teamId, ctx.caller.teamId), holding(sql`${updated.id}`)))
      .returning({ id: qrCodes.id }),
  );
  const [row] = await ctx.db
    .with(updated, recopied, logged(ctx, updated, "tag.updated"))
    .select()
    .from(updated)
    .catch(rethrowNameTaken);
  if (!row) tagNotFound();
  return toTag(row);
}

export async function deleteTag(ctx: RequestContext, id: string): Promise<void> {
  const { tags, qrCodes } = schema;
  const deleted = ctx.db.$with("deleted").as(
    ctx.db
      .delete(tags)
      .where(and(ours(ctx, id), notExists(filteringBy(ctx, id))))
      .returning(),
  );
  const untagged = ctx.db.$with("untagged").as(
    ctx.db
      .update(qrCodes)
      .set({
        tags: sql`(select coalesce(jsonb_agg(e order by ord), '[]'::jsonb)
          from jsonb_array_elements(${qrCodes.tags}) with ordinality as x(e, ord) where e ->> 'id' <> ${deleted.id})`,
      })
      .from(deleted)
      .where(and(eq(qrCodes.teamId, ctx.caller.teamId), holding(sql`${deleted.id}`)))
      .returning({ id: qrCodes.id }),
  );
  const [row] = await ctx.db
    .with(deleted, untagged, logged(ctx, deleted, "tag.deleted"))
    .select()
    .from(deleted);
  if (row) return;
  const [found] = await ctx.db.select({ id: tags.id }).from(tags).where(ours(ctx, id));
  if (!found) tagNotFound();
  const endpoints = await filteringBy(ctx, id).limit(5);
  // The endpoints that held it back were changed meanwhile: try again.
  if (endpoints.length === 0) return deleteTag(ctx, id);
  const named = endpoints.map((endpoint) => `${endpoint.id} (${new URL(endpoint.url).host})`);
  throw new ApiError(
    "tag_in_use",
    `Webhook endpoints filter by this tag: ${named.join(", ")}. Change their filter, or delete them, first.`,
  );
}

/**
 * The team's webhook endpoints whose filter names the tag. Such a tag stays: without it the filter would match
 * nothing, and an edit of the endpoint that dropped the unknown tag would widen it to every code.
 */
function filteringBy(ctx: RequestContext, tagId: string) {
  const { webhookEndpoints } = schema;
  return ctx.db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.teamId, ctx.caller.teamId),
        sql`${webhookEndpoints.filter} -> 'tags' @> jsonb_build_array(${tagId}::text)`,
      ),
    );
}

/** Codes whose tags hold the tag of this id. */
function holding(tagId: SQL): SQL {
  return holdingTagId(schema.qrCodes.tags, tagId);
}

function ours(ctx: RequestContext, id: string) {
  return and(eq(schema.tags.id, id), eq(schema.tags.teamId, ctx.caller.teamId));
}

function logged(
  ctx: RequestContext,
  from: Parameters<typeof changeLog>[1]["from"] & { id: unknown; name: unknown; color: unknown },
  action: "tag.created" | "tag.updated" | "tag.deleted",
) {
  return changeLog(ctx.db, {
    from,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action,
    targetId: sql`${from.id}`,
    details: sql`jsonb_build_object('name', ${from.name}, 'color', ${from.color})`,
  });
}

function rethrowNameTaken(error: unknown): never {
  if (constraintOf(error) === "tags_team_name_key") throw nameTaken();
  throw error;
}

function nameTaken() {
  return new ApiError("tag_exists", "The team already has a tag of this name.");
}

export function tagNotFound(): never {
  throw new ApiError("tag_not_found", "No tag with this id.");
}
