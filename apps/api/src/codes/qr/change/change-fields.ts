// The fields a change of a code can set, each named once: the column it writes, its type in the statement, whether
// it changes what scans get (a new version, a new redirect record), and whether it is checked against the code as
// it is (then the code is read before it is written). A field added to codes is added here, and every way a code
// changes (PATCH, a bulk row, a restore, a scheduled change, a delete) writes it.
import { schema } from "@qr/db";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** How a value travels in the statement's JSON input, and how the column is compared. */
export type FieldType = "text" | "boolean" | "bigint" | "timestamptz" | "jsonb" | "qr_status";

export interface ChangeField {
  column: AnyPgColumn;
  type: FieldType;
  /** A change of it is a change of what scans get: the version moves and the redirect record is written. */
  scans: boolean;
  /** Its new value is checked against the code as it is (merged, fitted, kept coherent): the code is read first. */
  checkedAgainstCode: boolean;
}

const { qrCodes } = schema;

export const CHANGE_FIELDS = {
  // Only a url code takes a url: the database refuses it for other types (qr_codes_target_by_type, migration 0020).
  url: { column: qrCodes.url, type: "text", scans: true, checkedAgainstCode: false },
  content: { column: qrCodes.content, type: "jsonb", scans: true, checkedAgainstCode: true },
  // Merged into what the code holds (codes/content/access.ts), so the code is read first.
  access: { column: qrCodes.access, type: "jsonb", scans: true, checkedAgainstCode: true },
  status: { column: qrCodes.status, type: "qr_status", scans: true, checkedAgainstCode: false },
  forward_query: { column: qrCodes.forwardQuery, type: "boolean", scans: true, checkedAgainstCode: false },
  rules: { column: qrCodes.rules, type: "jsonb", scans: true, checkedAgainstCode: true },
  starts_at: { column: qrCodes.startsAt, type: "timestamptz", scans: true, checkedAgainstCode: true },
  expires_at: { column: qrCodes.expiresAt, type: "timestamptz", scans: true, checkedAgainstCode: true },
  fallback_url: { column: qrCodes.fallbackUrl, type: "text", scans: true, checkedAgainstCode: true },
  max_scans: { column: qrCodes.maxScans, type: "bigint", scans: true, checkedAgainstCode: false },
  schedule: { column: qrCodes.schedule, type: "jsonb", scans: true, checkedAgainstCode: true },
  // A split is for url codes only, and its results restart when it changes: both are judged against the code.
  variants: { column: qrCodes.variants, type: "jsonb", scans: true, checkedAgainstCode: true },
  /** Set by plan-change.ts, never by a request: the version from which the code's splits are as they are. */
  variants_version: {
    column: qrCodes.variantsVersion,
    type: "bigint",
    scans: false,
    checkedAgainstCode: false,
  },
  utm: { column: qrCodes.utm, type: "jsonb", scans: true, checkedAgainstCode: false },
  track_conversions: {
    column: qrCodes.trackConversions,
    type: "boolean",
    scans: true,
    checkedAgainstCode: false,
  },
  max_scans_per_scanner: {
    column: qrCodes.maxScansPerScanner,
    type: "bigint",
    scans: true,
    checkedAgainstCode: false,
  },
  metadata: { column: qrCodes.metadata, type: "jsonb", scans: false, checkedAgainstCode: true },
  style: { column: qrCodes.style, type: "jsonb", scans: false, checkedAgainstCode: true },
  design_id: { column: qrCodes.designId, type: "text", scans: false, checkedAgainstCode: true },
  name: { column: qrCodes.name, type: "text", scans: false, checkedAgainstCode: false },
  // A move: the statement itself checks the caller may change codes in the folder it goes to (change-statement.ts).
  folder_id: { column: qrCodes.folderId, type: "text", scans: false, checkedAgainstCode: false },
} as const satisfies Record<string, ChangeField>;

export type ChangeFieldName = keyof typeof CHANGE_FIELDS;

export const CHANGE_FIELD_NAMES = Object.keys(CHANGE_FIELDS) as ChangeFieldName[];

/** The smart-destination fields, in the order the activity log names them. */
export const ROUTING_FIELDS = [
  "rules",
  "starts_at",
  "expires_at",
  "fallback_url",
  "max_scans",
] as const satisfies ChangeFieldName[];

/** The campaign fields (docs/campaigns.md), in the order the activity log names them. */
export const CAMPAIGN_FIELDS = [
  "variants",
  "utm",
  "track_conversions",
  "max_scans_per_scanner",
] as const satisfies ChangeFieldName[];

/** The fields of a code's tags: `tags` replaces them; `add_tags` and `remove_tags` change them (ids or names). */
export const TAG_FIELDS = ["tags", "add_tags", "remove_tags"] as const;

/** A field's value read from a JSON object of fields (`sets`) or of columns (a row as `to_jsonb`). */
export function fromJson(object: SQL, key: string, type: FieldType): SQL {
  switch (type) {
    case "jsonb":
      return sql`(${object} -> ${key})`;
    case "text":
      return sql`(${object} ->> ${key})`;
    default:
      return sql`(${object} ->> ${key})::${sql.raw(type)}`;
  }
}
