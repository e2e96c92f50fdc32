// Reports of abuse sent by anyone through the public form (`POST /api/v1/abuse-reports`, the web app's /report
// page, linked from every page the redirect worker serves). Operators read and act on them with
// `pnpm --filter @qr/api abuse-reports`. No account is needed, so nothing here identifies the reporter beyond
// what they chose to give (an address to answer) and a daily-rotating hash of their network address (rate limits).
import { index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { qrCodes } from "./qr-codes.ts";

export const ABUSE_CATEGORIES = ["phishing", "malware", "scam", "spam", "illegal", "other"] as const;
export type AbuseCategory = (typeof ABUSE_CATEGORIES)[number];
export const ABUSE_REPORT_STATUSES = ["open", "actioned", "dismissed"] as const;

export const abuseReports = pgTable(
  "abuse_reports",
  {
    id: text("id").primaryKey(),
    /** The code the reported address leads to, when it is one of ours. */
    qrId: text("qr_id").references(() => qrCodes.id, { onDelete: "set null" }),
    /** The address as the reporter gave it (a short link, or where it led). */
    reportedUrl: text("reported_url").notNull(),
    category: text("category", { enum: ABUSE_CATEGORIES }).notNull(),
    details: text("details"),
    reporterEmail: text("reporter_email"),
    status: text("status", { enum: ABUSE_REPORT_STATUSES }).notNull().default("open"),
    handledAt: timestamptz("handled_at"),
    handledNote: text("handled_note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("abuse_reports_open_idx").on(t.status, t.createdAt),
    index("abuse_reports_qr_idx").on(t.qrId),
  ],
);

export type AbuseReportRow = typeof abuseReports.$inferSelect;
