// The event as the API and the webhooks show it: one envelope, `data` the resource its type is about.

import { z } from "@hono/zod-openapi";
import { ROLES } from "@qr/core/permissions";
import { AuditEntrySchema } from "../../access/audit/schemas.ts";
import { ApiKeySchema } from "../../access/keys/schemas.ts";
import { ConversionSchema } from "../../campaigns/conversions/schemas.ts";
import { DomainSchema } from "../../codes/domains/schemas.ts";
import { QrCodeSchema } from "../../codes/qr/schemas.ts";
import { ExportSchema } from "../../drawing/exports/schemas.ts";
import { MAX_ID_LENGTH, pageOf, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { ScanSchema } from "../../scan-path/scans/schemas.ts";
import { EVENT_DESCRIPTIONS, EVENT_TYPES, type EventType, TEST_EVENT_TYPE } from "./catalog.ts";

const envelope = {
  id: z.string().openapi({ example: "evt_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
  created_at: Timestamp,
  team_id: z.string(),
};

const typesOf = (prefix: string, except: EventType[] = []) =>
  EVENT_TYPES.filter((type) => type.startsWith(prefix) && !except.includes(type)) as [
    EventType,
    ...EventType[],
  ];

const describe = (types: readonly EventType[]) =>
  types.map((type) => `\`${type}\`: ${EVENT_DESCRIPTIONS[type]}`).join("\n");

const CODE_TYPES = typesOf("code.", ["code.updated"]);
const CodeEventSchema = z
  .object({ ...envelope, type: z.enum(CODE_TYPES), data: QrCodeSchema })
  .openapi("CodeEvent", { description: describe(CODE_TYPES) });

const CodeUpdatedEventSchema = z
  .object({
    ...envelope,
    type: z.literal("code.updated"),
    data: QrCodeSchema,
    previous: z
      .record(z.string(), z.unknown())
      .openapi({ description: "Each field of `data` that changed, as it was before." }),
  })
  .openapi("CodeUpdatedEvent", { description: describe(["code.updated"]) });

const ScanBatchEventSchema = z
  .object({ ...envelope, type: z.literal("scan.batch"), data: z.object({ scans: z.array(ScanSchema) }) })
  .openapi("ScanBatchEvent", { description: describe(["scan.batch"]) });

const ConversionEventSchema = z
  .object({ ...envelope, type: z.literal("conversion.created"), data: ConversionSchema })
  .openapi("ConversionEvent", { description: describe(["conversion.created"]) });

const DOMAIN_TYPES = typesOf("domain.");
const DomainEventSchema = z
  .object({ ...envelope, type: z.enum(DOMAIN_TYPES), data: DomainSchema })
  .openapi("DomainEvent", { description: describe(DOMAIN_TYPES) });

const EXPORT_TYPES = typesOf("export.");
const ExportEventSchema = z
  .object({ ...envelope, type: z.enum(EXPORT_TYPES), data: ExportSchema })
  .openapi("ExportEvent", { description: describe(EXPORT_TYPES) });

const MEMBER_TYPES = typesOf("member.");
const MemberEventSchema = z
  .object({
    ...envelope,
    type: z.enum(MEMBER_TYPES),
    data: z.object({
      team_id: z.string(),
      user_id: z.string(),
      email: z.string().nullable().openapi({ description: "Null once the person's account is deleted." }),
      role: z.enum(ROLES),
      joined_at: Timestamp,
    }),
  })
  .openapi("MemberEvent", { description: describe(MEMBER_TYPES) });

const KEY_TYPES = typesOf("key.");
const KeyEventSchema = z
  .object({ ...envelope, type: z.enum(KEY_TYPES), data: ApiKeySchema })
  .openapi("KeyEvent", { description: describe(KEY_TYPES) });

const AuditEventSchema = z
  .object({ ...envelope, type: z.literal("audit.entry"), data: AuditEntrySchema })
  .openapi("AuditEvent", { description: describe(["audit.entry"]) });

export const TestEventSchema = z
  .object({
    ...envelope,
    type: z.literal(TEST_EVENT_TYPE),
    data: z.object({ webhook_id: z.string(), message: z.string() }),
  })
  .openapi("WebhookTestEvent", { description: "Sent to one endpoint by `POST /webhooks/{id}/test`." });

/** The schema of each event type's objects (the webhooks section of the OpenAPI document names one per type). */
export function eventSchemaOf(type: EventType) {
  if (type === "code.updated") return CodeUpdatedEventSchema;
  if (type === "scan.batch") return ScanBatchEventSchema;
  if (type === "conversion.created") return ConversionEventSchema;
  if (type.startsWith("code.")) return CodeEventSchema;
  if (type.startsWith("domain.")) return DomainEventSchema;
  if (type.startsWith("export.")) return ExportEventSchema;
  if (type.startsWith("member.")) return MemberEventSchema;
  if (type === "audit.entry") return AuditEventSchema;
  return KeyEventSchema;
}

export const EventSchema = z
  .discriminatedUnion("type", [
    CodeEventSchema,
    CodeUpdatedEventSchema,
    ScanBatchEventSchema,
    ConversionEventSchema,
    DomainEventSchema,
    ExportEventSchema,
    MemberEventSchema,
    KeyEventSchema,
    AuditEventSchema,
  ])
  .openapi("Event", {
    description:
      "What happened in a team, the same object pulled from `GET /events` and pushed to webhooks: `data` is the resource as its own routes show it.",
  });

/** What a webhook request's body is: any event, or a test. */
export const WebhookPayloadSchema = z
  .union([EventSchema, TestEventSchema])
  .openapi("WebhookPayload", { description: "The body of every webhook request." });

export const EventTypeSchema = z.enum(EVENT_TYPES).openapi("EventType");

/** `type=a,b` or `type=a&type=b`: each a known type. */
const TypeList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(",")).filter(Boolean),
  )
  .pipe(z.array(EventTypeSchema).max(EVENT_TYPES.length))
  .openapi({ type: "string", description: "Only these types (comma-separated, or the parameter repeated)." });

export const ListEventsQuerySchema = z.object({
  type: TypeList.optional(),
  after: z.string().max(MAX_ID_LENGTH).optional().openapi({
    description:
      "Events after this one (an event id, the last one you saw) or after this instant (ISO 8601). Default: 30 days ago.",
  }),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(300).optional().openapi({ description: "`next_cursor` of the previous page." }),
});

export const EventListSchema = pageOf(EventSchema).openapi("EventList");
