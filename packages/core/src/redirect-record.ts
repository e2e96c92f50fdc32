// The redirect record: what the api worker writes to KV per slug and the redirect worker reads, and the key
// it is stored under. The one contract between the two workers' KV use.
import * as z from "zod/mini";
import { routingFields } from "./routing.ts";

export const QR_STATUSES = ["active", "disabled", "deleted"] as const;
export type QrStatus = (typeof QR_STATUSES)[number];
/** The statuses the API shows and accepts; `deleted` codes are tombstones the API never shows. */
export const SHOWN_QR_STATUSES = ["active", "disabled"] as const;

export const redirectRecordSchema = z.object({
  v: z.literal(1),
  qr_id: z.string(),
  team_id: z.string(),
  url: z.string(),
  status: z.enum(QR_STATUSES),
  forward_query: z.boolean(),
  version: z.number().check(z.int(), z.nonnegative()),
  // Smart destinations (routing.ts): present only when the code uses them, so a plain record stays small.
  ...routingFields,
});

export type RedirectRecord = z.infer<typeof redirectRecordSchema>;

/** The most a record may weigh as JSON: the API refuses a change that would make it heavier. */
export const MAX_RECORD_BYTES = 16 * 1024;

/** Parses a stored record; a record that does not match the schema is treated as absent (null). */
export function parseRedirectRecord(raw: string | null): RedirectRecord | null {
  if (raw === null) return null;
  try {
    const result = redirectRecordSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** The KV key of a slug's redirect record. */
export function kvKeyForSlug(slug: string): string {
  return `slug:${slug}`;
}
