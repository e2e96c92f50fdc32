// A team owns QR codes, API keys and members. A deleted team keeps its row (`deleted_at`) so that its codes'
// slugs are never reused and their scans get 410.
import { boolean, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz, updatedAt } from "./columns.ts";

export const teams = pgTable("teams", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /**
   * A team made by sign-up may create at most `codeLimit` codes until `codeLimitUntil` (its first day): what an
   * account opened to send phishing would do first. Null for teams an operator made. Enforced by a trigger.
   */
  codeLimit: integer("code_limit"),
  codeLimitUntil: timestamptz("code_limit_until"),
  /** Members must have a second factor (or sign in with a passkey or the team's SSO) to act in the team. */
  requireTwoFactor: boolean("require_two_factor").notNull().default(false),
  /** Days the audit log keeps an entry: 365 to 2,555 (seven years); the retention job deletes older ones. */
  auditRetentionDays: integer("audit_retention_days").notNull().default(365),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  deletedAt: timestamptz("deleted_at"),
});
