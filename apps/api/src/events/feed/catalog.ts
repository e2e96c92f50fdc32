// Every event type, with what it means: one list for the API's schemas, the events API's filter, the webhooks'
// subscriptions, docs/webhooks.md and the dashboard (through the OpenAPI document).
import { EVENT_TYPES, type EventType } from "@qr/db";

export { EVENT_TYPES, type EventType };

/** Sent to one endpoint on request (`POST /webhooks/{id}/test`); never listed, never subscribed to. */
export const TEST_EVENT_TYPE = "webhook.test";

export const EVENT_DESCRIPTIONS: Record<EventType, string> = {
  "code.created": "A code was made (one at a time or in bulk). `data`: the code.",
  "code.updated":
    "A code's fields changed (destination, routing, name, tags, style…; by a person, a key, a restore or a scheduled change). `data`: the code after; `previous`: each changed field as it was.",
  "code.deleted": "A code was deleted. `data`: the code as it was.",
  "code.paused": "A code was disabled: scans get the 'no longer active' page. `data`: the code.",
  "code.resumed": "A disabled code was enabled again. `data`: the code.",
  "code.expired": "A code's validity ended (`expires_at` passed): scans get its fallback. `data`: the code.",
  "code.cap_reached": "A code reached its `max_scans`: scans get its fallback. `data`: the code.",
  "code.flagged":
    "A code's destination was found on a blocklist or by the URL-reputation service: scans get a warning. `data`: the code.",
  "code.taken_down": "A code was taken down after an abuse report. `data`: the code.",
  "scan.batch":
    "Scans of the endpoint's codes, up to 1,000 at a time (a burst makes larger batches, not more requests). `data`: `{ scans: [...] }`.",
  "conversion.created":
    "A customer's site reported a conversion of a tracked scan (`POST /conversions`). `data`: the conversion.",
  "domain.verified": "A branded domain's DNS records proved the claim. `data`: the domain.",
  "domain.certificate_failed": "A branded domain's certificate could not be issued. `data`: the domain.",
  "export.succeeded": "An export finished; its file is ready. `data`: the export.",
  "export.failed": "An export failed. `data`: the export, with `error`.",
  "member.joined":
    "Someone joined the team (an invitation, single sign-on, or the team's making). `data`: the member.",
  "member.removed": "Someone left or was removed from the team. `data`: the member.",
  "key.created": "An API key was made. `data`: the key (never its secret).",
  "key.revoked": "An API key was revoked (or went with its owner's account). `data`: the key.",
  "audit.entry":
    "An entry was written to the team's audit log (every change and security event, as it happens: for a SIEM). `data`: the entry, as `GET /audit-log` shows it.",
};

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}
