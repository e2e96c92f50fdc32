// The smart-destination columns of a code from what a request sent: each destination checked like `url`, rule
// ids given to rules without one, and the whole state checked for coherence (a validity window that opens
// before it closes, unique rule ids, a redirect record within its bound) before anything is written.

import type { Variant } from "@qr/core/campaigns";
import { randomBase62 } from "@qr/core/random";
import { MAX_RECORD_BYTES } from "@qr/core/redirect-record";
import type { RoutingRule } from "@qr/core/routing-rules";
import type { QrCodeRow, Utm } from "@qr/db";
import { type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import { checkedDestination } from "../abuse/destination-checks.ts";
import type { DestinationCheck } from "../abuse/destination-screen.ts";
import { type RecordFields, redirectRecordOf } from "../edge-sync/redirect-record.ts";

/** A rule as sent: its id may be absent. */
export type RuleInput = Omit<RoutingRule, "id"> & { id?: string | undefined };

export interface RoutingInput {
  rules?: RuleInput[] | undefined;
  starts_at?: string | null | undefined;
  expires_at?: string | null | undefined;
  fallback_url?: string | null | undefined;
  max_scans?: number | null | undefined;
  variants?: Variant[] | null | undefined;
  /** Its template, when one was named, already copied in (campaigns/utm/utm-templates.ts). */
  utm?: Utm | null | undefined;
  track_conversions?: boolean | undefined;
  max_scans_per_scanner?: number | null | undefined;
}

export type RoutingColumns = Pick<
  QrCodeRow,
  | "rules"
  | "startsAt"
  | "expiresAt"
  | "fallbackUrl"
  | "maxScans"
  | "variants"
  | "utm"
  | "trackConversions"
  | "maxScansPerScanner"
>;

/** The routing columns a request sets (only the fields it sent), with every destination checked. */
export function routingChanges(input: RoutingInput, destinations: DestinationCheck): Partial<RoutingColumns> {
  const errors: FieldError[] = [];
  const changes: Partial<RoutingColumns> = {};
  if (input.rules !== undefined) changes.rules = checkedRules(input.rules, destinations, "rules", errors);
  if (input.starts_at !== undefined) changes.startsAt = instantOrNull(input.starts_at, "starts_at", errors);
  if (input.expires_at !== undefined)
    changes.expiresAt = instantOrNull(input.expires_at, "expires_at", errors);
  if (input.fallback_url !== undefined) {
    changes.fallbackUrl =
      input.fallback_url === null
        ? null
        : checkedDestination(input.fallback_url, destinations, "fallback_url", errors);
  }
  if (input.max_scans !== undefined) changes.maxScans = input.max_scans;
  if (input.variants !== undefined)
    changes.variants =
      input.variants === null ? null : checkedVariants(input.variants, destinations, "variants", errors);
  if (input.utm !== undefined) changes.utm = input.utm;
  if (input.track_conversions !== undefined) changes.trackConversions = input.track_conversions;
  if (input.max_scans_per_scanner !== undefined) changes.maxScansPerScanner = input.max_scans_per_scanner;
  if (errors.length > 0) throw validationFailed(errors);
  return changes;
}

/** Rules with checked destinations and an id each (kept when sent, made when not), ids unique. */
export function checkedRules(
  rules: readonly RuleInput[],
  destinations: DestinationCheck,
  path: string,
  errors: FieldError[],
): RoutingRule[] {
  const taken = new Set(rules.flatMap((rule) => (rule.id ? [rule.id] : [])));
  const seen = new Set<string>();
  return rules.map((rule, index) => {
    const url = checkedDestination(rule.url, destinations, `${path}.${index}.url`, errors);
    if (rule.id !== undefined && seen.has(rule.id))
      errors.push({
        path: `${path}.${index}.id`,
        message: `rule id "${rule.id}" is used by an earlier rule`,
      });
    const id = rule.id ?? newRuleId(taken);
    seen.add(id);
    const variants =
      rule.variants && checkedVariants(rule.variants, destinations, `${path}.${index}.variants`, errors);
    return { ...rule, id, url, ...(variants ? { variants } : {}) };
  });
}

/** A split's variants with their destinations checked like `url`. */
function checkedVariants(
  variants: readonly Variant[],
  destinations: DestinationCheck,
  path: string,
  errors: FieldError[],
): Variant[] {
  return variants.map((variant, index) => ({
    url: checkedDestination(variant.url, destinations, `${path}.${index}.url`, errors),
    weight: variant.weight,
  }));
}

function newRuleId(taken: Set<string>): string {
  for (;;) {
    const id = `r-${randomBase62(8).toLowerCase()}`;
    if (!taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

function instantOrNull(value: string | null, path: string, errors: FieldError[]): Date | null {
  if (value === null) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    errors.push({ path, message: `${path} must be an ISO 8601 date-time such as 2026-12-01T09:00:00Z` });
    return null;
  }
  return instant;
}

/** A new code with a split (its own or a rule's) counts the split's results from its first version. */
export function newCodeSplitsVersion(routing: Partial<RoutingColumns>): number | null {
  return routing.variants || routing.rules?.some((rule) => rule.variants) ? 1 : null;
}

/** What a new code's record holds before the fields a create sets. */
export const NEW_CODE_ROUTING = {
  status: "active",
  version: 1,
  rules: [],
  startsAt: null,
  expiresAt: null,
  fallbackUrl: null,
  maxScans: null,
  cappedAt: null,
  schedule: [],
  flaggedReason: null,
  takenDownAt: null,
  variants: null,
  utm: null,
  trackConversions: false,
  maxScansPerScanner: null,
} as const satisfies Omit<
  RecordFields,
  "id" | "teamId" | "url" | "type" | "content" | "access" | "forwardQuery"
> &
  RoutingColumns;

/** Refuses a code state that contradicts itself or whose redirect record would pass its bound. */
export function assertCoherent(state: RecordFields): void {
  if (state.startsAt && state.expiresAt && state.startsAt.getTime() >= state.expiresAt.getTime()) {
    throw validationFailed([{ path: "expires_at", message: "expires_at must be later than starts_at" }]);
  }
  // A page's scans see its page; a split is of destinations (a rule of any code may still split its own).
  if (state.variants && state.type !== "url") {
    throw validationFailed([
      { path: "variants", message: `a ${state.type} code shows its page: only url codes split their scans` },
    ]);
  }
  const bytes = new TextEncoder().encode(JSON.stringify(redirectRecordOf(state))).byteLength;
  if (bytes > MAX_RECORD_BYTES) {
    throw validationFailed([
      {
        path: state.content ? "content" : "rules",
        message: `the code's ${state.content ? "content, " : ""}rules and scheduled changes would take ${bytes} bytes at the edge; the most is ${MAX_RECORD_BYTES}`,
      },
    ]);
  }
}
