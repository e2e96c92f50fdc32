// Hosts no destination may lead to (phishing, malware): kept by operators (`pnpm --filter @qr/api block-host`),
// and a public phishing list imported with the same command (`--import-public-list`).
// A host blocks itself and every subdomain. The database refuses a code whose destination, rule, fallback or
// scheduled change leads to one (trigger of migration 0012), whatever path wrote it.
import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const blockedHosts = pgTable("blocked_hosts", {
  /** Lower case, punycode, no trailing dot (`@qr/core/hostname`). */
  host: text("host").primaryKey(),
  /** Said to whoever names a destination on it. */
  reason: text("reason").notNull(),
  /** `operator`, or the public list (package@version) an import took it from: a new import replaces its own. */
  source: text("source").notNull().default("operator"),
  createdAt: createdAt(),
});

export type BlockedHostRow = typeof blockedHosts.$inferSelect;
