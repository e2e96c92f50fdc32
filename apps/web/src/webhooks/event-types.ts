// The event types an endpoint can take, as a person reads them, in the groups the form shows. The labels are a
// record over the API's own list of types (the generated EventType), so a type added to the API fails the typecheck
// here until it has a label.
import type { components } from "../app/api-client.ts";

export type EventType = components["schemas"]["EventType"];
export type Webhook = components["schemas"]["Webhook"];
export type Delivery = components["schemas"]["WebhookDelivery"];

export const EVENT_LABELS: Record<EventType, string> = {
  "code.created": "Code created",
  "code.updated": "Code changed",
  "code.deleted": "Code deleted",
  "code.paused": "Code paused",
  "code.resumed": "Code resumed",
  "code.expired": "Code expired",
  "code.cap_reached": "Code reached its scan limit",
  "code.flagged": "Code flagged as unsafe",
  "code.taken_down": "Code taken down for abuse",
  "scan.batch": "Scans, in batches of up to 1,000",
  "conversion.created": "Conversion reported",
  "domain.verified": "Domain verified",
  "domain.certificate_failed": "Domain certificate failed",
  "export.succeeded": "Export ready",
  "export.failed": "Export failed",
  "member.joined": "Member joined",
  "member.removed": "Member removed",
  "key.created": "API key created",
  "key.revoked": "API key revoked",
  "audit.entry": "Every audit log entry (for a SIEM)",
};

export const EVENT_GROUPS: { name: string; types: EventType[] }[] = [
  { name: "Codes", prefix: "code." },
  { name: "Scans", prefix: "scan." },
  { name: "Domains", prefix: "domain." },
  { name: "Exports", prefix: "export." },
  { name: "Members", prefix: "member." },
  { name: "API keys", prefix: "key." },
  { name: "Audit log", prefix: "audit." },
].map(({ name, prefix }) => ({
  name,
  types: (Object.keys(EVENT_LABELS) as EventType[]).filter((type) => type.startsWith(prefix)),
}));

/** An endpoint's state in a few words: on, off (and why), or failing since when. */
export function stateOf(webhook: Webhook): { word: string; status: string } {
  if (!webhook.enabled)
    return { word: webhook.disabled_reason ? "turned off by the service" : "off", status: "off" };
  if (webhook.failing_since) return { word: "failing", status: "failing" };
  return { word: "on", status: "on" };
}
