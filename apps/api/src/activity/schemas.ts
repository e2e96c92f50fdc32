// A team's activity log as the API shows it.
import { z } from "@hono/zod-openapi";
import { ACTIVITY_ACTIONS } from "@qr/db";
import { pageOf, pageQuery, Timestamp } from "../openapi/shared-schemas.ts";

export const ActivitySchema = z
  .object({
    id: z.string(),
    at: Timestamp,
    actor: z.object({
      kind: z.enum(["user", "key"]),
      id: z.string().openapi({ description: "A user id or an API key id; never a secret." }),
    }),
    action: z.enum(ACTIVITY_ACTIONS),
    target_id: z
      .string()
      .nullable()
      .openapi({ description: "The code, key, member or invitation acted on." }),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .openapi("Activity");

export const ActivityListSchema = pageOf(ActivitySchema).openapi("ActivityList");
export const ActivityQuerySchema = z.object(pageQuery(50));
