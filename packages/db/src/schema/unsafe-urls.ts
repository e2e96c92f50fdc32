// Exact URLs no destination may be: those the URL-reputation service (Google Web Risk) reported, and those an
// operator named. Beside blocked_hosts, which blocks whole hosts: a report names one page, and blocking its host
// would block everyone on a shared host. The database refuses a code that newly leads to one and keeps codes
// that already did flagged (migration 0015). An operator who clears a false positive keeps the row, cleared,
// so the daily re-check does not flag the URL again.
import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";

export const unsafeUrls = pgTable("unsafe_urls", {
  /** The URL as codes store it (normalised by the destination check). */
  url: text("url").primaryKey(),
  /** Said to whoever names it, and on the flagged code: "reported as phishing by Google Web Risk". */
  reason: text("reason").notNull(),
  /** `web-risk` or `operator`. */
  source: text("source").notNull(),
  createdAt: createdAt(),
  /** An operator found the report false: the URL is allowed again and never flagged by a re-check. */
  clearedAt: timestamptz("cleared_at"),
  clearedNote: text("cleared_note"),
});

export type UnsafeUrlRow = typeof unsafeUrls.$inferSelect;
