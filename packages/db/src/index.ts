// @qr/db: the schema and the Worker client. Node-only helpers live behind `@qr/db/migrate`.
export * from "./client.ts";
export * from "./http.ts";
export * from "./insert-select.ts";
export * from "./json-rows.ts";
export * from "./one-trip.ts";
export * from "./query-text.ts";
export * from "./rows.ts";
export {
  ABUSE_CATEGORIES,
  type AbuseCategory,
  type AbuseReportRow,
} from "./schema/abuse-reports.ts";
export type { ApiKeyRow } from "./schema/api-keys.ts";
export type { ConversionRow } from "./schema/conversions.ts";
export type { DesignRow } from "./schema/designs.ts";
export type { AppLinks } from "./schema/domains.ts";
export {
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  DOMAIN_STATUSES,
  type DomainChecks,
  type DomainRow,
  type DomainStatus,
  type RecordCheck,
} from "./schema/domains.ts";
export { EVENT_TYPES, type EventRow, type EventType } from "./schema/events.ts";
export {
  EXPORT_FORMATS,
  EXPORT_STATUSES,
  type ExportJobRow,
  type ExportPartRow,
  type ZipEntryRecord,
} from "./schema/exports.ts";
export type { FileRow } from "./schema/files.ts";
export type { FolderMemberRow, FolderRow } from "./schema/folders.ts";
export type { Ga4StreamRow } from "./schema/ga4-streams.ts";
export * as schema from "./schema/index.ts";
export type { InvitationRow } from "./schema/invitations.ts";
export type { LogoRow } from "./schema/logos.ts";
export type { QrCodeVersionRow } from "./schema/qr-code-versions.ts";
export type {
  QrCodeRow,
  ScheduledChange,
  Utm,
  VersionActor,
  VersionChange,
} from "./schema/qr-codes.ts";
export { DAYS_OF_MONTH, ROLLUP_DIMENSION, type RollupDimension } from "./schema/scan-rollups.ts";
export type { ScimGroupRow, ScimUserRow } from "./schema/scim.ts";
export type { CodeTag, TagRow } from "./schema/tags.ts";
export { ACTIVITY_ACTIONS, ACTIVITY_ACTOR_KINDS, type ActivityAction } from "./schema/team-activity.ts";
export type { UtmTemplateRow } from "./schema/utm-templates.ts";
export {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
} from "./schema/webhook-deliveries.ts";
export type { WebhookEndpointRow, WebhookFilter } from "./schema/webhook-endpoints.ts";
export * from "./snapshot.ts";
export * from "./statement-shapes.ts";
