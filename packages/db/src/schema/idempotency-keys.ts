// Idempotency-Key records: the first response to a POST, replayed for a retry with the same key and body.
// `responseStatus` is null while the first request is still in flight.
import { integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    apiKeyId: text("api_key_id").notNull(),
    key: text("key").notNull(),
    teamId: text("team_id").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    responseHeaders: jsonb("response_headers").$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.key] })],
);
