// A team's webhook endpoints: made (the signing secret answered once, stored sealed), listed, read, changed,
// deleted, and their secret rotated (the old one signs beside the new one for a day, so receivers can switch
// without losing a request). Each change is in the team's activity log, written in the change's statement.
import { newId } from "@qr/core/ids";
import { rowSelect, schema } from "@qr/db";
import { and, desc, eq, lt, sql } from "drizzle-orm";
import { actorOf, changeLog } from "../../access/activity/record-activity.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { decodeCursor, toPage } from "../../http/openapi/pagination.ts";
import { drainLater } from "../../lib/webhook-queue.ts";
import type { RequestContext } from "../../request-context.ts";
import { checkedTarget } from "./endpoint-input.ts";
import { findEndpoint, toWebhook, webhookNotFound } from "./endpoint-store.ts";
import { type CreateWebhook, MAX_WEBHOOKS_PER_TEAM, type UpdateWebhook } from "./schemas.ts";
import { newSigningSecret } from "./signature.ts";

type Ctx = Pick<
  RequestContext,
  "db" | "caller" | "outbound" | "scanBaseUrl" | "secrets" | "webhookQueue" | "now"
>;

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

const { webhookEndpoints: endpoints } = schema;

export async function createWebhook(ctx: Ctx, input: CreateWebhook) {
  const target = await checkedTarget(ctx, input);
  const secret = newSigningSecret();
  const id = newId("webhook");
  const teamId = ctx.caller.teamId;
  const values = {
    id,
    teamId,
    url: target.url as string,
    description: input.description ?? null,
    events: input.events,
    filter: target.filter ?? {},
    enabled: input.enabled,
    maxInFlight: input.max_in_flight,
    secretSealed: await ctx.secrets.seal(secret),
  };
  // Inserted only while the team is under its limit: counted in the same statement, so two at once cannot pass it.
  const created = ctx.db.$with("created").as(
    ctx.db
      .insert(endpoints)
      .select(
        rowSelect(
          endpoints,
          values,
          sql`(select count(*) from ${endpoints} where ${endpoints.teamId} = ${teamId}) < ${MAX_WEBHOOKS_PER_TEAM}`,
        ),
      )
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: created,
    teamId,
    actor: actorOf(ctx.caller),
    action: "webhook.created",
    targetId: id,
    details: { url: values.url, events: input.events.join(", ") },
  });
  const [row] = await ctx.db.with(created, logged).select().from(created);
  if (!row) {
    throw new ApiError(
      "webhook_limit_reached",
      `A team has at most ${MAX_WEBHOOKS_PER_TEAM} webhook endpoints.`,
    );
  }
  return { ...toWebhook(row), secret };
}

export async function listWebhooks(ctx: Ctx, input: { limit: number; cursor?: string | undefined }) {
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, idOf);
  const rows = await ctx.db
    .select()
    .from(endpoints)
    .where(and(eq(endpoints.teamId, ctx.caller.teamId), after ? lt(endpoints.id, after) : undefined))
    .orderBy(desc(endpoints.id))
    .limit(input.limit + 1);
  return toPage(rows, input.limit, toWebhook, (row) => ({ id: row.id }));
}

export async function getWebhook(ctx: Ctx, id: string) {
  return toWebhook(await findEndpoint(ctx.db, ctx.caller.teamId, id));
}

export async function updateWebhook(ctx: Ctx, id: string, input: UpdateWebhook) {
  const before = await findEndpoint(ctx.db, ctx.caller.teamId, id);
  const target = await checkedTarget(ctx, input);
  const reenabled = input.enabled === true && !before.enabled;
  const changed = ctx.db.$with("changed").as(
    ctx.db
      .update(endpoints)
      .set({
        ...(target.url === undefined ? {} : { url: target.url }),
        ...(target.filter === undefined ? {} : { filter: target.filter }),
        ...(input.events === undefined ? {} : { events: input.events }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.max_in_flight === undefined ? {} : { maxInFlight: input.max_in_flight }),
        ...(input.enabled === undefined ? {} : { enabled: input.enabled }),
        // Turned on by a person: whatever turned it off is history, and its failures start counting afresh.
        ...(reenabled ? { disabledReason: null, failingSince: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(endpoints.id, id), eq(endpoints.teamId, ctx.caller.teamId)))
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: changed,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "webhook.updated",
    targetId: id,
    details: { fields: Object.keys(input).join(", ") },
  });
  const [row] = await ctx.db.with(changed, logged).select().from(changed);
  if (!row) webhookNotFound();
  if (reenabled) await drainLater(ctx.webhookQueue, id);
  return toWebhook(row);
}

export async function deleteWebhook(ctx: Ctx, id: string): Promise<void> {
  await findEndpoint(ctx.db, ctx.caller.teamId, id);
  const deleted = ctx.db.$with("deleted").as(
    ctx.db
      .delete(endpoints)
      .where(and(eq(endpoints.id, id), eq(endpoints.teamId, ctx.caller.teamId)))
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: deleted,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "webhook.deleted",
    targetId: id,
    details: sql`jsonb_build_object('url', (select url from ${deleted}))`,
  });
  const [row] = await ctx.db.with(deleted, logged).select().from(deleted);
  if (!row) webhookNotFound();
}

/** A new secret; the current one keeps signing beside it for ROTATION_OVERLAP_MS. */
export async function rotateWebhookSecret(ctx: Ctx, id: string) {
  const secret = newSigningSecret();
  const previousExpiresAt = new Date(ctx.now() + ROTATION_OVERLAP_MS);
  const rotated = ctx.db.$with("rotated").as(
    ctx.db
      .update(endpoints)
      .set({
        secretSealed: await ctx.secrets.seal(secret),
        // The secret in use when the statement runs: a rotation racing this one cannot lose its own.
        previousSecretSealed: sql`${endpoints.secretSealed}`,
        previousSecretExpiresAt: previousExpiresAt,
        updatedAt: sql`now()`,
      })
      .where(and(eq(endpoints.id, id), eq(endpoints.teamId, ctx.caller.teamId)))
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: rotated,
    teamId: ctx.caller.teamId,
    actor: actorOf(ctx.caller),
    action: "webhook.secret_rotated",
    targetId: id,
  });
  const [row] = await ctx.db.with(rotated, logged).select().from(rotated);
  if (!row) webhookNotFound();
  return { secret, previous_secret_expires_at: previousExpiresAt.toISOString() };
}

function idOf(fields: Record<string, unknown>): string | undefined {
  return typeof fields.id === "string" && fields.id.startsWith("wh_") ? fields.id : undefined;
}
