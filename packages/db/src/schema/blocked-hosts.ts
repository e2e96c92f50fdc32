// Hosts no destination may lead to (phishing, malware): kept by operators (`pnpm --filter @qr/api block-host`).
// A host blocks itself and every subdomain. The database refuses a code whose destination, rule, fallback or
// scheduled change leads to one (trigger of migration 0012), whatever path wrote it.
import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const blockedHosts = pgTable("blocked_hosts", {
  /** Lower case, punycode, no trailing dot (`@qr/core/hostname`). */
  host: text("host").primaryKey(),
  /** Said to whoever names a destination on it. */
  reason: text("reason").notNull(),
  createdAt: createdAt(),
});

export type BlockedHostRow = typeof blockedHosts.$inferSelect;
