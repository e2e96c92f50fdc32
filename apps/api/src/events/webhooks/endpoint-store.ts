// A team's webhook endpoint, as it is read and shown: another team's endpoint is a 404, as one that never existed.
import { machineTime } from "@qr/core/clock";
import { isId } from "@qr/core/ids";
import { type RequestDatabase, schema, type WebhookEndpointRow } from "@qr/db";
import { and, eq } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";

export async function findEndpoint(
  db: RequestDatabase,
  teamId: string,
  id: string,
): Promise<WebhookEndpointRow> {
  if (!isId("webhook", id)) throw webhookNotFound();
  const [row] = await db
    .select()
    .from(schema.webhookEndpoints)
    .where(and(eq(schema.webhookEndpoints.id, id), eq(schema.webhookEndpoints.teamId, teamId)));
  return row ?? webhookNotFound();
}

export function webhookNotFound(): never {
  throw new ApiError("webhook_not_found", "No webhook endpoint with this id.");
}

export function toWebhook(row: WebhookEndpointRow) {
  return {
    id: row.id,
    team_id: row.teamId,
    url: row.url,
    description: row.description,
    events: row.events,
    filter: {
      code_ids: row.filter.code_ids ?? [],
      tags: row.filter.tags ?? [],
      domains: row.filter.domains ?? [],
      folders: row.filter.folders ?? [],
    },
    enabled: row.enabled,
    disabled_reason: row.disabledReason,
    max_in_flight: row.maxInFlight,
    failing_since: row.failingSince?.toISOString() ?? null,
    previous_secret_expires_at:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt.getTime() > machineTime()
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type Webhook = ReturnType<typeof toWebhook>;
