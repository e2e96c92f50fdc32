// A change of a code as the service writes it: what it sets (by API field, only what it sets), each value checked
// on its own. Whatever asks for the change (PATCH, a bulk row, a restore, a scheduled change, a delete) makes one
// of these; plan-change.ts checks it against the code, change-statement.ts writes it.
import type { Variant } from "@qr/core/campaigns";
import type { MetadataValue } from "@qr/core/metadata";
import type { RoutingRule } from "@qr/core/routing-rules";
import type { QrCodeRow, ScheduledChange, Utm } from "@qr/db";
import { validationFailed } from "../../../http/errors/api-error.ts";
import { validDestination } from "../../abuse/destination-checks.ts";
import type { DestinationCheck } from "../../abuse/destination-screen.ts";
import type { AccessChange } from "../../content/access.ts";
import { type RoutingInput, routingChanges } from "../routing-columns.ts";
import { CHANGE_FIELD_NAMES, CHANGE_FIELDS, TAG_FIELDS } from "./change-fields.ts";

/** A change as a request sends it (PATCH /qr/{id}, a bulk row), shaped by its schema but not yet checked. */
export interface ChangeInput extends RoutingInput {
  url?: string | undefined;
  content?: Record<string, unknown> | undefined;
  /** Its password already hashed (codes/content/access.ts's hashedAccess). */
  access?: AccessChange | undefined;
  status?: "active" | "disabled" | undefined;
  forward_query?: boolean | undefined;
  metadata?: Record<string, MetadataValue | null> | undefined;
  style?: Record<string, unknown> | undefined;
  design_id?: string | null | undefined;
  name?: string | null | undefined;
  tags?: readonly string[] | undefined;
  add_tags?: readonly string[] | undefined;
  remove_tags?: readonly string[] | undefined;
  /** Ends the code's A/B split: its url becomes this variant's (by index), the split goes. */
  keep_variant?: number | undefined;
}

/** What a change writes, by API field; a field left out stays as it is. */
export interface CodeChange {
  url?: string;
  /** As sent: checked against the code's type when the code is read (plan-change.ts). */
  content?: Record<string, unknown>;
  /** Merged into the code's access when it is read (plan-change.ts). */
  access?: AccessChange;
  status?: QrCodeRow["status"];
  forward_query?: boolean;
  rules?: RoutingRule[];
  starts_at?: Date | null;
  expires_at?: Date | null;
  fallback_url?: string | null;
  max_scans?: number | null;
  schedule?: ScheduledChange[];
  variants?: Variant[] | null;
  variants_version?: number | null;
  utm?: Utm | null;
  track_conversions?: boolean;
  max_scans_per_scanner?: number | null;
  /** Resolved against the code's split when it is read (plan-change.ts). */
  keep_variant?: number;
  /** Merged into the code's metadata: a null value removes its key. */
  metadata?: Record<string, MetadataValue | null>;
  style?: Record<string, unknown>;
  design_id?: string | null;
  name?: string | null;
  /** Moves the code (null: out of every folder): only POST /qr/move asks for it (folders/move-codes.ts). */
  folder_id?: string | null;
  tags?: readonly string[];
  add_tags?: readonly string[];
  remove_tags?: readonly string[];
}

/**
 * The change a request asks for, each destination checked and screened (a 422 naming the field otherwise).
 * Checks that need the code as it is (style, metadata limits, coherence) are plan-change.ts's.
 */
export function checkChange(input: ChangeInput, destinations: DestinationCheck): CodeChange {
  if (input.tags !== undefined && (input.add_tags !== undefined || input.remove_tags !== undefined)) {
    throw validationFailed([{ path: "tags", message: "send tags, or add_tags and remove_tags, not both" }]);
  }
  const routing = routingChanges(input, destinations);
  const change: CodeChange = {
    url: input.url === undefined ? undefined : validDestination(input.url, destinations),
    content: input.content,
    access: input.access,
    status: input.status,
    forward_query: input.forward_query,
    rules: routing.rules,
    starts_at: routing.startsAt,
    expires_at: routing.expiresAt,
    fallback_url: routing.fallbackUrl,
    max_scans: routing.maxScans,
    variants: routing.variants,
    utm: routing.utm,
    track_conversions: routing.trackConversions,
    max_scans_per_scanner: routing.maxScansPerScanner,
    keep_variant: input.keep_variant,
    metadata: input.metadata,
    style: input.style,
    design_id: input.design_id,
    name: input.name,
    tags: input.tags,
    add_tags: input.add_tags,
    remove_tags: input.remove_tags,
  };
  return withoutAbsent(change);
}

/** True when some field of the change must be checked against the code as it is: the code is read first. */
export function needsCode(change: CodeChange): boolean {
  if (change.keep_variant !== undefined) return true;
  return CHANGE_FIELD_NAMES.some((field) => CHANGE_FIELDS[field].checkedAgainstCode && field in change);
}

export function changesTags(change: Pick<CodeChange, (typeof TAG_FIELDS)[number]>): boolean {
  return TAG_FIELDS.some((field) => change[field] !== undefined);
}

/** The change with its unset fields left out (`undefined` means "unchanged", never "set to nothing"). */
export function withoutAbsent<T extends object>(change: T): T {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as T;
}
