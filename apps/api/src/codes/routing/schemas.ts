// The routes of a code's scheduled changes and version history, as the API takes and shows them; the code's own
// smart-destination fields are codes/qr/routing-schemas.ts's.

import { z } from "@hono/zod-openapi";
import { CodeVariants } from "../../campaigns/utm/schemas.ts";
import { Destination, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { ContentSchema } from "../content/schemas.ts";
import { ActorSchema, RuleSchema, RulesSchema, ScheduledChangeSchema } from "../qr/routing-schemas.ts";

export const CreateScheduledChangeSchema = z
  .strictObject({
    at: Timestamp.openapi({
      description:
        "When scans switch (at least 1 s from now). Every edge switches at this exact instant when it is later than the answer's `effective_by`.",
    }),
    url: Destination.optional(),
    rules: RulesSchema.optional(),
  })
  .refine((body) => body.url !== undefined || body.rules !== undefined, "send url, rules or both")
  .openapi("CreateScheduledChange");

export const ScheduledChangeCreatedSchema = ScheduledChangeSchema.extend({
  effective_by: Timestamp.openapi({
    description:
      "When every edge answers with the change: `at`, or later if `at` is sooner than the cache windows.",
  }),
}).openapi("ScheduledChangeCreated");

export const ScheduledChangeListSchema = z
  .object({ data: z.array(ScheduledChangeSchema) })
  .openapi("ScheduledChangeList");

export const CancelledChangeSchema = z
  .object({
    cancelled: ScheduledChangeSchema,
    effective_by: Timestamp.openapi({ description: "When every edge has forgotten the change." }),
  })
  .openapi("CancelledScheduledChange");

export const VersionSchema = z
  .object({
    version: z.int(),
    url: z.string(),
    content: ContentSchema.openapi({ description: "The content this version showed (null for url codes)." }),
    rules: z.array(RuleSchema),
    variants: CodeVariants,
    starts_at: Timestamp.nullable(),
    expires_at: Timestamp.nullable(),
    fallback_url: z.string().nullable(),
    max_scans: z.int().nullable(),
    forward_query: z.boolean(),
    status: z.enum(["active", "disabled", "deleted"]),
    scans_capped: z.boolean(),
    change: z.enum([
      "created",
      "updated",
      "restored",
      "schedule_added",
      "schedule_cancelled",
      "scheduled",
      "capped",
      "uncapped",
      "deleted",
      "taken_down",
      "takedown_lifted",
    ]),
    changed_by: ActorSchema,
    restored_from: z.int().optional(),
    schedule_id: z.string().optional(),
    created_at: Timestamp,
  })
  .openapi("Version", { description: "What scans got from this version on: one per change, newest first." });

export const VersionListSchema = pageOf(VersionSchema).openapi("VersionList");
export const VersionListQuerySchema = z.object(pageQuery(20));
