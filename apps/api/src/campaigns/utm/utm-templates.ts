// A team's UTM templates: list, create, change, delete; and the copy of a template's parameters into a code that
// names it (`utm_template_id`). A code keeps its copy, so changing or deleting a template never changes what a
// printed code sends.

import { UTM_FIELDS, type UtmField } from "@qr/core/campaigns";
import { newId } from "@qr/core/ids";
import { schema, type Utm, type UtmTemplateRow } from "@qr/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { ApiError, validationFailed } from "../../http/errors/api-error.ts";
import { constraintOf } from "../../lib/log.ts";
import type { RequestContext } from "../../request-context.ts";

export const NO_SUCH_TEMPLATE = "the team has no UTM template with this id";

/** A team holds at most this many templates: the list is one page. */
export const MAX_UTM_TEMPLATES = 100;

const { utmTemplates } = schema;

type UtmValues = Partial<Record<UtmField, string | null | undefined>>;

export function toUtmTemplate(row: UtmTemplateRow) {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    medium: row.medium,
    campaign: row.campaign,
    term: row.term,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listUtmTemplates(ctx: RequestContext) {
  const rows = await ctx.db
    .select()
    .from(utmTemplates)
    .where(eq(utmTemplates.teamId, ctx.caller.teamId))
    .orderBy(asc(sql`lower(${utmTemplates.name})`), asc(utmTemplates.id))
    .limit(MAX_UTM_TEMPLATES);
  return { data: rows.map(toUtmTemplate), next_cursor: null };
}

export async function createUtmTemplate(ctx: RequestContext, input: { name: string } & UtmValues) {
  const teamId = ctx.caller.teamId;
  const values = valuesOf(input);
  // The count and the insert in one statement; the unique index settles two creates of one name.
  const created = ctx.db.$with("created").as(
    ctx.db
      .insert(utmTemplates)
      .select(
        sql`select ${newId("utmTemplate")}, ${teamId}, ${input.name}, ${values.source ?? null}, ${values.medium ?? null},
          ${values.campaign ?? null}, ${values.term ?? null}, ${values.content ?? null}, now(), now()
          where (select count(*) from ${utmTemplates} where ${utmTemplates.teamId} = ${teamId}) < ${MAX_UTM_TEMPLATES}`,
      )
      .returning(),
  );
  const [row] = await ctx.db
    .with(created, logged(ctx, created, "utm_template.created"))
    .select()
    .from(created)
    .catch(rethrowRefused);
  if (!row)
    throw validationFailed([
      { path: "name", message: `a team has at most ${MAX_UTM_TEMPLATES} UTM templates; delete one first` },
    ]);
  return toUtmTemplate(row);
}

export async function updateUtmTemplate(
  ctx: RequestContext,
  id: string,
  input: { name?: string | undefined } & UtmValues,
) {
  const updated = ctx.db.$with("updated").as(
    ctx.db
      .update(utmTemplates)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...valuesOf(input),
        updatedAt: new Date(ctx.now()),
      })
      .where(and(eq(utmTemplates.id, id), eq(utmTemplates.teamId, ctx.caller.teamId)))
      .returning(),
  );
  const [row] = await ctx.db
    .with(updated, logged(ctx, updated, "utm_template.updated"))
    .select()
    .from(updated)
    .catch(rethrowRefused);
  if (!row) throw templateNotFound();
  return toUtmTemplate(row);
}

export async function deleteUtmTemplate(ctx: RequestContext, id: string) {
  const removed = ctx.db.$with("removed").as(
    ctx.db
      .delete(utmTemplates)
      .where(and(eq(utmTemplates.id, id), eq(utmTemplates.teamId, ctx.caller.teamId)))
      .returning(),
  );
  const deleted = await ctx.db
    .with(removed, logged(ctx, removed, "utm_template.deleted"))
    .select({ id: removed.id })
    .from(removed);
  if (deleted.length === 0) throw templateNotFound();
}

/** The change's entry in the audit log, written by the change's own statement. */
function logged(
  ctx: RequestContext,
  from: Parameters<typeof changeLog>[1]["from"] & { id: unknown; name: unknown },
  action: "utm_template.created" | "utm_template.updated" | "utm_template.deleted",
) {
  return changeLog(ctx.db, {
    from,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action,
    targetId: sql`${from.id}`,
    details: sql`jsonb_build_object('name', ${from.name})`,
  });
}

/**
 * The request with its template's parameters copied into `utm` (with the template's id), when it names one: a
 * 422 on `utm_template_id` when the team has no such template. Requests without one are returned as they are.
 */
export async function withTemplateUtm<
  T extends { utm?: Utm | null | undefined; utm_template_id?: string | undefined },
>(
  ctx: Pick<RequestContext, "db" | "caller">,
  input: T,
  path = "utm_template_id",
): Promise<Omit<T, "utm_template_id">> {
  const { utm_template_id: templateId, ...rest } = input;
  if (templateId === undefined) return rest;
  if (input.utm !== undefined)
    throw validationFailed([{ path, message: "send utm or utm_template_id, not both" }]);
  const [row] = await ctx.db
    .select()
    .from(utmTemplates)
    .where(and(eq(utmTemplates.id, templateId), eq(utmTemplates.teamId, ctx.caller.teamId)))
    .limit(1);
  if (!row) throw validationFailed([{ path, message: NO_SUCH_TEMPLATE }]);
  return { ...rest, utm: utmOf(row) };
}

/** The parameters of the team's templates that bulk rows name (`utm_template_id`), read in one statement. */
export async function templatesNamedIn(
  ctx: Pick<RequestContext, "db" | "caller">,
  rows: readonly unknown[],
): Promise<Map<string, Utm>> {
  const ids = [
    ...new Set(
      rows.flatMap((row) => {
        const id = (row as { utm_template_id?: unknown } | null)?.utm_template_id;
        return typeof id === "string" && id.length <= 64 ? [id] : [];
      }),
    ),
  ];
  if (ids.length === 0) return new Map();
  const templates = await ctx.db
    .select()
    .from(utmTemplates)
    .where(and(eq(utmTemplates.teamId, ctx.caller.teamId), inArray(utmTemplates.id, ids)));
  return new Map(templates.map((row) => [row.id, utmOf(row)]));
}

function utmOf(row: UtmTemplateRow): Utm {
  const utm: Utm = { template_id: row.id };
  for (const field of UTM_FIELDS) if (row[field] !== null) utm[field] = row[field];
  return utm;
}

function valuesOf(input: UtmValues): Partial<Record<UtmField, string | null>> {
  return Object.fromEntries(
    UTM_FIELDS.filter((field) => input[field] !== undefined).map((field) => [field, input[field] ?? null]),
  );
}

function templateNotFound() {
  return new ApiError("utm_template_not_found", "No UTM template with this id in this team.");
}

function rethrowRefused(error: unknown): never {
  const constraint = constraintOf(error);
  if (constraint === "utm_templates_team_name_key")
    throw new ApiError("utm_template_exists", "The team has a UTM template of this name already.");
  if (constraint === "utm_templates_keeps_a_parameter")
    throw validationFailed([{ path: "source", message: "a template keeps at least one UTM parameter" }]);
  throw error;
}
