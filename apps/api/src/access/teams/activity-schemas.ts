// A team's activity log as the API shows it.
import { z } from "@hono/zod-openapi";
import { ACTIVITY_ACTIONS, ACTIVITY_ACTOR_KINDS } from "@qr/db";
import { pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const ActivitySchema = z
  .object({
    id: z.string(),
    at: Timestamp,
    actor: z.object({
      kind: z.enum(ACTIVITY_ACTOR_KINDS).openapi({
        description: "`system`: the service itself (it verified a domain, or let a claim expire).",
      }),
      id: z.string().openapi({ description: "A user id, an API key id, or `system`; never a secret." }),
    }),
    action: z.enum(ACTIVITY_ACTIONS),
    target_id: z
      .string()
      .nullable()
      .openapi({ description: "The code, key, member, invitation or domain acted on." }),
    details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  })
  .openapi("Activity");

export const ActivityListSchema = pageOf(ActivitySchema).openapi("ActivityList");
export const ActivityQuerySchema = z.object(pageQuery(50));
