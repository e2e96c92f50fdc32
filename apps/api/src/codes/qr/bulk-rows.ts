// How much one bulk request may carry, how much of its KV work it does itself, and the checks its rows share.
import type { FieldError } from "../../http/errors/api-error.ts";
import { type TeamReferences, unknownDesigns, unknownFiles, unknownLogos } from "./team-references.ts";

export const BULK_MAX_ROWS = 1000;
/**
 * Records synced to KV within the request (a KV read and a write each: 1,000 KV operations, what one Worker
 * invocation may make); the rest reach KV through the cron trigger or a scan's first lookup.
 */
export const KV_SYNC_BUDGET = 500;
export type BulkMode = "all_or_nothing" | "partial";

/** Every row's errors, in row order (rows fail in several passes). */
export function byRow(failures: Map<number, FieldError[]>) {
  return [...failures.entries()].sort(([a], [b]) => a - b).flatMap(([, errors]) => errors);
}

export interface ReferencingRow {
  index: number;
  style?: Record<string, unknown> | null | undefined;
  designId?: string | null | undefined;
  content?: unknown;
}

/** What the rows name, for teamReferenceReads: read once for every row. */
export function namedBy(rows: ReferencingRow[]) {
  return { logoIds: rows.map((row) => row.style?.logo_id), designIds: rows.map((row) => row.designId) };
}

/** Fails each row (`<list>.<index>…`) whose logo, design or file is not one of the team's. */
export function failForeignReferences(
  references: TeamReferences,
  list: "codes" | "updates",
  rows: ReferencingRow[],
  failures: Map<number, FieldError[]>,
): void {
  const errors = [
    ...unknownLogos(
      references,
      rows.map((row) => ({ path: `${list}.${row.index}.style.logo_id`, style: row.style })),
    ),
    ...unknownDesigns(
      references,
      rows.map((row) => ({ path: `${list}.${row.index}.design_id`, designId: row.designId })),
    ),
    ...unknownFiles(
      references,
      rows.map((row) => ({ path: `${list}.${row.index}.content`, content: row.content })),
    ),
  ];
  for (const error of errors) {
    const index = Number(error.path.split(".")[1]);
    failures.set(index, [...(failures.get(index) ?? []), error]);
  }
}
