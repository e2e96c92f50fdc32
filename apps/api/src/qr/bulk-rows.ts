// How much one bulk request may carry, how much of its KV work it does itself, and the checks its rows share.
import { missingDesigns } from "../designs/design-store.ts";
import type { FieldError } from "../errors/api-error.ts";
import type { RequestContext } from "../request-context.ts";
import { missingLogos } from "./style.ts";
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

/** Fails each row (`<list>.<index>…`) whose logo or design is not one of the team's: one query for each kind. */
export async function failForeignReferences(
  ctx: RequestContext,
  list: "codes" | "updates",
  rows: {
    index: number;
    style?: Record<string, unknown> | undefined;
    designId?: string | null | undefined;
  }[],
  failures: Map<number, FieldError[]>,
): Promise<void> {
  const [logos, designs] = await Promise.all([
    missingLogos(
      ctx,
      rows.map((row) => ({ path: `${list}.${row.index}.style.logo_id`, style: row.style })),
    ),
    missingDesigns(
      ctx.db,
      ctx.caller.teamId,
      rows.map((row) => ({ path: `${list}.${row.index}.design_id`, designId: row.designId })),
    ),
  ]);
  for (const error of [...logos, ...designs]) {
    const index = Number(error.path.split(".")[1]);
    failures.set(index, [...(failures.get(index) ?? []), error]);
  }
}
