// Exports: a job that draws a selection of codes into a ZIP of images or a PDF sheet, or writes a range of raw scans
// as CSV or NDJSON. A code selection is frozen into `codeIds` when the job is made (a scan export's filter is in
// `options`); the queue consumer fills in progress (`done` of `total`) and the file, stored in R2 under `r2Key`
// until `expiresAt`.
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, timestamptz } from "./columns.ts";
import { teams } from "./teams.ts";

/** Codes for print (a ZIP of images, a PDF sheet), or raw scans (CSV, NDJSON). */
export const EXPORT_FORMATS = ["zip", "pdf", "csv", "ndjson"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const exportJobs = pgTable(
  "export_jobs",
  {
    id: text("id").primaryKey(),
    teamId: text("team_id")
      .notNull()
      .references(() => teams.id, { onDelete: "cascade" }),
    format: text("format", { enum: EXPORT_FORMATS }).notNull(),
    /** How the file is drawn (image format and size, file names, page layout), as the request gave it. */
    options: jsonb("options").$type<Record<string, unknown>>().notNull(),
    codeIds: jsonb("code_ids").$type<string[]>().notNull(),
    status: text("status", { enum: EXPORT_STATUSES }).notNull().default("queued"),
    total: integer("total").notNull(),
    done: integer("done").notNull().default(0),
    /** Codes left out because their style cannot be drawn at the export's size, and why. */
    skipped: jsonb("skipped")
      .$type<{ id: string; slug: string; errors: { path: string; message: string }[] }[]>()
      .notNull()
      .default([]),
    error: text("error"),
    r2Key: text("r2_key"),
    bytes: integer("bytes"),
    createdAt: createdAt(),
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
    /** When the file is deleted (the cron); the job's row goes with it. */
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [
    index("export_jobs_team_idx").on(t.teamId, t.id.desc()),
    index("export_jobs_expires_idx").on(t.expiresAt),
  ],
);

export type ExportJobRow = typeof exportJobs.$inferSelect;
