// The redirect record: what the api worker writes to KV per slug and the redirect worker reads, and the key
// it is stored under. The one contract between the two workers' KV use.
import * as z from "zod/mini";
import { accessRecordSchema } from "./content/access.ts";
import { pageRecordSchema } from "./content/page.ts";
import { GS1_LINK_TYPES } from "./gs1/link-types.ts";
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
  /** A code of a page type (content/types.ts): its default answer is this page, rendered at the edge. */
  page: z.optional(pageRecordSchema),
  /** A protected code: a password page or a notice before it answers (content/access.ts). */
  access: z.optional(accessRecordSchema),
  /** A GS1 code (gs1/linkset.ts): its links by type, language and context, answered as a GS1 resolver does. */
  gs1: z.optional(
    z.object({
      description: z.optional(z.string()),
      links: z.array(
        z.object({
          type: z.enum(GS1_LINK_TYPES),
          href: z.string(),
          title: z.string(),
          languages: z.optional(z.array(z.string())),
          context: z.optional(z.string()),
          media_type: z.optional(z.string()),
          default: z.optional(z.boolean()),
        }),
      ),
    }),
  ),
  /** Conversion tracking: its redirects carry the scan's signed id (`qr_sid`, scan-id.ts). */
  sid: z.optional(z.literal(true)),
});

export type RedirectRecord = z.infer<typeof redirectRecordSchema>;

/** The most a record may weigh as JSON: the API refuses a change that would make it heavier. */
export const MAX_RECORD_BYTES = 16 * 1024;

/** Parses a stored record; a record that does not match the schema is treated as absent (null). */
export function parseRedirectRecord(raw: string | null): RedirectRecord | null {
  return parsedOrNull(redirectRecordSchema, raw);
}

/**
 * The KV key of a code's redirect record: `slug:{slug}` on the service's own scan host (null), as every code had
 * before branded domains (no printed code moves), and `slug:{hostname}/{slug}` on a branded domain. Neither a
 * slug nor a hostname holds a "/", so the two never meet.
 */
export function redirectKey(domain: string | null, slug: string): string {
  return domain === null ? `slug:${slug}` : `slug:${domain}/${slug}`;
}

/**
 * What the redirect worker knows of a branded domain, under `domain:{hostname}`: that a team verified it
 * (absent: nobody has, and its scans get the 404 page), and what its root and its unknown paths answer.
 */
export const domainRecordSchema = z.object({
  v: z.literal(1),
  domain_id: z.string(),
  team_id: z.string(),
  /** Archived domains take no new codes; their codes, root and unknown paths answer as before. */
  status: z.enum(["verified", "archived"]),
  root_url: z.nullable(z.string()),
  not_found_url: z.nullable(z.string()),
  version: z.number().check(z.int(), z.nonnegative()),
  /** The app-link files served at their well-known paths, as their JSON text (absent: none). */
  app_links: z.optional(z.object({ ios: z.optional(z.string()), android: z.optional(z.string()) })),
});

export type DomainRecord = z.infer<typeof domainRecordSchema>;

export function domainKey(hostname: string): string {
  return `domain:${hostname}`;
}

/** Parses a stored domain record; one that does not match the schema is treated as absent (null). */
export function parseDomainRecord(raw: string | null): DomainRecord | null {
  return parsedOrNull(domainRecordSchema, raw);
}

function parsedOrNull<T>(schema: z.ZodMiniType<T>, raw: string | null): T | null {
  if (raw === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
