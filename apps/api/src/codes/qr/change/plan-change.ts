// A change checked against the code as it is, without I/O: the metadata merged and kept within its limits, the
// style checked over the design beneath it and fitted to this code, the smart-destination state kept coherent.
// What it answers is what the statement writes, guarded by the revision the code was read at.

import type { AccessRecord } from "@qr/core/content/access";
import { isStaticType } from "@qr/core/content/types";
import { METADATA_LIMIT_RULE, type MetadataValue, metadataWithinLimits } from "@qr/core/metadata";
import type { QrCodeRow } from "@qr/db";
import { validationFailed } from "../../../http/errors/api-error.ts";
import type { DestinationCheck } from "../../abuse/destination-screen.ts";
import { type AccessChange, mergedAccess } from "../../content/access.ts";
import { assertNoResolutionFields } from "../../content/code-target.ts";
import { assertCoherent } from "../routing-columns.ts";
import { checkedCodeStyle } from "../style.ts";
import type { TeamReferences } from "../team-references.ts";
import { contentChange } from "./content-change.ts";
import type { CodeChange } from "./requested-change.ts";

/** A code as read before a change: its row, its revision, and the team's logos and designs the change names. */
export interface CodeAsRead {
  row: QrCodeRow;
  revision: string;
  references: TeamReferences;
}

/** What a change writes: its fields, with the metadata as the code will hold it (not a patch). */
/** What a change writes: its fields, with the metadata and access as the code will hold them (not patches). */
export type ChangeSets = Omit<CodeChange, "metadata" | "access" | "keep_variant"> & {
  metadata?: Record<string, unknown>;
  access?: AccessRecord | null;
};

export interface PlannedChange {
  sets: ChangeSets;
  /** Style choices that may not scan everywhere (stored all the same). */
  warnings: string[];
}

export function planChange(
  code: CodeAsRead,
  change: CodeChange,
  scanBaseUrl: string,
  destinations: DestinationCheck,
): PlannedChange {
  const { row } = code;
  if (row.type === "gs1") assertNoResolutionFields({ ...change });
  const { metadata: patch, access, keep_variant: kept, ...sets } = change;
  const planned: ChangeSets = {
    ...(patch === undefined ? sets : { ...sets, metadata: merged(row.metadata, patch) }),
    ...contentChange(row, change, destinations),
    ...(access === undefined ? {} : { access: accessOf(row, access) }),
    ...(kept === undefined ? {} : keptVariant(row, kept, change)),
  };
  const splitsChanged = splitsVersionOf(row, planned);
  if (splitsChanged !== undefined) planned.variants_version = splitsChanged;
  const warnings =
    change.style === undefined && !change.design_id
      ? []
      : checkedCodeStyle(scanBaseUrl, code.references, change, row).warnings;
  assertCoherent({
    ...row,
    url: planned.url ?? row.url,
    content: planned.content === undefined ? row.content : planned.content,
    access: planned.access === undefined ? row.access : planned.access,
    rules: change.rules ?? row.rules,
    startsAt: change.starts_at === undefined ? row.startsAt : change.starts_at,
    expiresAt: change.expires_at === undefined ? row.expiresAt : change.expires_at,
    fallbackUrl: change.fallback_url === undefined ? row.fallbackUrl : change.fallback_url,
    schedule: change.schedule ?? row.schedule,
    variants: planned.variants === undefined ? row.variants : planned.variants,
    version: row.version + 1,
  });
  return { sets: planned, warnings };
}

/** The stored metadata with a patch applied (a null value removes its key), within the limits or a 422. */
export function merged(
  current: Record<string, unknown>,
  patch: Record<string, MetadataValue | null>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  if (!metadataWithinLimits(next))
    throw validationFailed([{ path: "metadata", message: METADATA_LIMIT_RULE }]);
  return next;
}

/** The access the code will hold; a static code cannot be protected (nothing of it passes through us). */
function accessOf(row: QrCodeRow, change: AccessChange): AccessRecord | null {
  if (isStaticType(row.type) && change !== null)
    throw validationFailed([
      { path: "access", message: `a ${row.type} code is printed as it is: it cannot be protected` },
    ]);
  return mergedAccess(row.access, change);
}

/** Ends the code's split by keeping one variant: its url becomes the code's, the split goes. */
function keptVariant(
  row: QrCodeRow,
  index: number,
  change: CodeChange,
): Pick<ChangeSets, "url" | "variants"> {
  const variant = row.variants?.[index];
  if (change.variants !== undefined || change.url !== undefined)
    throw validationFailed([{ path: "keep_variant", message: "send keep_variant without url or variants" }]);
  if (!variant)
    throw validationFailed([
      {
        path: "keep_variant",
        message: row.variants
          ? `the code's split has variants 0 to ${row.variants.length - 1}`
          : "the code has no A/B split to end",
      },
    ]);
  return { url: variant.url, variants: null };
}

/**
 * The version from which the code's splits (its own and its rules') are as the change leaves them, when the
 * change alters one: their results count the scans answered from that version on. Undefined: unchanged, or the
 * splits ended (their results stay readable as they were).
 */
function splitsVersionOf(row: QrCodeRow, planned: ChangeSets): number | undefined {
  if (planned.variants === undefined && planned.rules === undefined) return undefined;
  const before = splitsOf(row.variants, row.rules);
  const after = splitsOf(
    planned.variants === undefined ? row.variants : planned.variants,
    planned.rules ?? row.rules,
  );
  return before === after || after === "[]" ? undefined : row.version + 1;
}

function splitsOf(variants: QrCodeRow["variants"], rules: QrCodeRow["rules"]): string {
  const splits = [
    ...(variants ? [["default", variants]] : []),
    ...rules.flatMap((rule) => (rule.variants ? [[rule.id, rule.variants]] : [])),
  ];
  return JSON.stringify(splits);
}
