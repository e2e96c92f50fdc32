// Exports: a job that draws a selection of codes into a ZIP of images or a PDF sheet, or writes a range of raw scans
// as CSV or NDJSON. A code selection is frozen into `codeIds` when the job is made (a scan export's filter is in
// `options`); the queue consumer fills in progress (`done` of `total`) and the file, stored in R2 under `r2Key`
// until `expiresAt`. A large ZIP is drawn in parts, each by its own queue invocation (`exportParts`).
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
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
    /** How many parts the job is drawn in (0: drawn whole by one invocation), and how many are done. */
    parts: integer("parts").notNull().default(0),
    partsDone: integer("parts_done").notNull().default(0),
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

/** A ZIP entry as its part wrote it: where it starts in the part's fragment, and what the central directory says. */
export interface ZipEntryRecord {
  name: string;
  crc: number;
  size: number;
  stored: number;
  method: 0 | 8;
  offset: number;
}

/**
 * A part of a large ZIP export: the codes `first … first + count - 1` of the job's `codeIds`, drawn by one queue
 * invocation into a fragment (their ZIP entries, stored in R2 until the last part assembles the file), with the
 * names the job gave them (unique across parts), its entries, its lines of the index and the codes it skipped.
 */
export const exportParts = pgTable(
  "export_parts",
  {
    exportId: text("export_id")
      .notNull()
      .references(() => exportJobs.id, { onDelete: "cascade" }),
    part: integer("part").notNull(),
    first: integer("first").notNull(),
    names: jsonb("names").$type<string[]>().notNull(),
    status: text("status", { enum: ["pending", "done"] })
      .notNull()
      .default("pending"),
    done: integer("done").notNull().default(0),
    skipped: jsonb("skipped").$type<ExportJobRow["skipped"]>().notNull().default([]),
    entries: jsonb("entries").$type<ZipEntryRecord[]>().notNull().default([]),
    indexLines: jsonb("index_lines").$type<string[][]>().notNull().default([]),
    bytes: integer("bytes").notNull().default(0),
    /** The R2 key of the fragment the part's entries describe (unique to the attempt that wrote it). */
    fragment: text("fragment"),
    /** When the recorded attempt began and ended drawing: how long a part takes, as an invocation of its own. */
    startedAt: timestamptz("started_at"),
    finishedAt: timestamptz("finished_at"),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.part] })],
);

export type ExportPartRow = typeof exportParts.$inferSelect;
