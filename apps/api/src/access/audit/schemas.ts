// The audit log's entry, its filters and its exports, as the API shows and takes them.
import { z } from "@hono/zod-openapi";
import { ACTIVITY_ACTIONS, ACTIVITY_ACTOR_KINDS } from "@qr/db";
import { Instant, MAX_ID_LENGTH, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const AuditEntrySchema = z
  .object({
    id: z.string(),
    at: Timestamp,
    actor: z.object({
      kind: z.enum(ACTIVITY_ACTOR_KINDS).openapi({
        description:
          "`user`: a person (with a session); `key`: an API key, or an assistant's OAuth grant (which acts through one); `system`: the service itself.",
      }),
      id: z.string().openapi({ description: "A user id, an API key id, or `system`; never a secret." }),
    }),
    action: z.enum(ACTIVITY_ACTIONS),
    target_id: z.string().nullable().openapi({
      description: "What was acted on: a code, key, member, invitation, folder, domain, export…",
    }),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    change: z
      .object({ before: z.record(z.string(), z.unknown()), after: z.record(z.string(), z.unknown()) })
      .nullable()
      .openapi({
        description:
          "A code's change: each field that changed, as it was and as it became (a password only as `changed`). Null for other entries.",
      }),
    ip: z
      .string()
      .nullable()
      .openapi({ description: "The caller's address (null: the service acting alone)." }),
    user_agent: z.string().nullable(),
    request_id: z
      .string()
      .nullable()
      .openapi({ description: "The request that made the change (its `X-Request-Id`)." }),
  })
  .openapi("Activity", { description: "An entry of the team's audit log." });

export const ActivityListSchema = pageOf(AuditEntrySchema).openapi("ActivityList");
export const ActivityQuerySchema = z.object(pageQuery(50));

/** The filters of the audit log: every one given must match. */
export const auditFilterFields = {
  actor: z
    .string()
    .min(1)
    .max(MAX_ID_LENGTH)
    .optional()
    .openapi({ description: "Only entries by this actor: a user id, an API key id, or `system`." }),
  action: z
    .string()
    .regex(/^[a-z_]+(\.[a-z_]+|\.\*)?$/, "an action (`qr.created`) or every action of a kind (`qr.*`)")
    .max(60)
    .optional()
    .openapi({ description: "One action (`qr.created`), or every action of a kind (`qr.*`, `account.*`)." }),
  target: z
    .string()
    .min(1)
    .max(MAX_ID_LENGTH)
    .optional()
    .openapi({ description: "Only entries about this object (a code's, key's, member's… id)." }),
  from: Instant.optional().openapi({ description: "Entries at or after this instant." }),
  to: Instant.optional().openapi({ description: "Entries before this instant." }),
};

export const AuditLogQuerySchema = z.object({ ...pageQuery(50), ...auditFilterFields });

export const AUDIT_EXPORT_FORMATS = ["csv", "ndjson"] as const;
/** The most entries one export holds: a longer range is exported in parts. */
export const MAX_EXPORTED_ENTRIES = 100_000;

export const AuditExportQuerySchema = z.object({
  format: z.enum(AUDIT_EXPORT_FORMATS).openapi({ description: "`csv` (one row an entry) or `ndjson`." }),
  ...auditFilterFields,
});
