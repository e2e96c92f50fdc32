// The export resource: what to print (a selection of codes) and how (a ZIP of images, or a PDF sheet); or which
// raw scans to write (a range and filters) and how (CSV or NDJSON).
import { z } from "@hono/zod-openapi";
import { METADATA_KEY_PATTERN } from "@qr/core/metadata";
import { EXPORT_FORMATS, EXPORT_STATUSES } from "@qr/db";
import { LIMITS } from "@qr/qr";
import { ListQrCodesQuerySchema } from "../../codes/qr/schemas.ts";
import { MAX_ID_LENGTH, pageOf, pageQuery, Timestamp } from "../../http/openapi/shared-schemas.ts";
import { scanFilterFields } from "../../scan-path/scans/schemas.ts";
import { SHEET_LAYOUTS } from "./sheet-layouts.ts";

/**
 * The most codes one export draws: at the slowest (PNGs of 1,024 px) that stays well inside the consumer's CPU
 * limit (BENCHMARKS.md, "Exports"), and a PDF, built in the Worker's memory, well inside its memory.
 */
export const EXPORT_MAX_CODES = 2000;

const NAME_BY_PATTERN = new RegExp(`^(slug|name|metadata\\.${METADATA_KEY_PATTERN.source.slice(1, -1)})$`);

const NameBy = z
  .string()
  .regex(NAME_BY_PATTERN, "name_by is slug, name or metadata.<key>")
  .optional()
  .openapi({
    description:
      "`slug` (default), `name` (the code's name), or `metadata.<key>` (the code's value at that key): names each code's files (ZIP) or is printed above its short URL (PDF), and orders the codes (numbers in natural order). A code without a name or the key falls back to its slug.",
    example: "metadata.table",
  });

const Selection = z
  .strictObject({
    ids: z
      .array(z.string().max(MAX_ID_LENGTH))
      .min(1)
      .max(EXPORT_MAX_CODES)
      .optional()
      .openapi({ description: "These codes, in this order." }),
    filter: ListQrCodesQuerySchema.pick({
      status: true,
      type: true,
      search: true,
      tag: true,
      metadata_key: true,
      metadata_value: true,
    })
      .strict()
      .optional()
      .openapi({ description: "Every code that matches, as `GET /qr` filters them; oldest first." }),
    bulk_id: z.string().max(MAX_ID_LENGTH).optional().openapi({
      description: "The codes one bulk create made (its report's `bulk_id`), in their row order.",
    }),
  })
  .refine(
    (s) => [s.ids, s.filter, s.bulk_id].filter((part) => part !== undefined).length === 1,
    "name the codes one way: ids, filter or bulk_id",
  )
  .openapi("ExportSelection", { description: "Which codes: exactly one of `ids`, `filter`, `bulk_id`." });

/** Exports of codes may say so; the kind is `codes` when omitted. */
const CodesKind = z.literal("codes").optional();

const ZipExport = z.strictObject({
  kind: CodesKind,
  format: z.literal("zip"),
  selection: Selection,
  files: z
    .enum(["svg", "png", "both"])
    .default("svg")
    .openapi({ description: "The image files of each code (default svg)." }),
  size: z
    .int()
    .min(LIMITS.minSize)
    .max(2048)
    .default(1024)
    .openapi({ description: "Width of each image in pixels (default 1024)." }),
  name_by: NameBy,
});

const PdfExport = z.strictObject({
  kind: CodesKind,
  format: z.literal("pdf"),
  selection: Selection,
  layout: z
    .enum(Object.keys(SHEET_LAYOUTS) as [keyof typeof SHEET_LAYOUTS, ...(keyof typeof SHEET_LAYOUTS)[]])
    .default("a4")
    .openapi({
      description:
        "`a4` or `letter`: a grid of codes with cut marks. `avery-l7160`: A4 sheets of 21 labels (63.5 × 38.1 mm), one code per label, no cut marks.",
    }),
  code_size_mm: z.number().min(20).max(150).default(40).openapi({
    description: "For `a4` and `letter`: the side of each code, quiet zone included (default 40).",
  }),
  name_by: NameBy,
});

/** The most scans one export writes: a range past it is refused, to be exported in parts. */
export const EXPORT_MAX_SCANS = 10_000_000;

export const ScanExportFilterSchema = z
  .strictObject({
    from: scanFilterFields.from,
    to: scanFilterFields.to,
    code: z.string().max(MAX_ID_LENGTH).optional().openapi({ description: "Scans of this code (its id)." }),
    tag: scanFilterFields.tag,
    domain: scanFilterFields.domain,
    country: scanFilterFields.country,
    device: scanFilterFields.device,
    bot: z.boolean().optional().openapi({ description: "`false`: people only; `true`: bots only." }),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from < filter.to, {
    message: "from must be before to",
    path: ["to"],
  })
  .openapi("ScanExportFilter", {
    description: "Which scans: as `GET /scans` filters them. Every scan kept when omitted.",
  });

const scanExport = <F extends "csv" | "ndjson">(format: F) =>
  z.strictObject({
    kind: z.literal("scans"),
    format: z.literal(format),
    filter: ScanExportFilterSchema.optional(),
  });

export const CreateExportSchema = z
  .discriminatedUnion("format", [ZipExport, PdfExport, scanExport("csv"), scanExport("ndjson")])
  .openapi("CreateExport", {
    description:
      'What to export, by `kind` and `format`. `zip`: a file per code (and index.csv: name, id, slug, short_url, url). `pdf`: the codes laid out for printing, each with its short URL under it. With `kind: "scans"`, `csv` or `ndjson`: the raw scans of a range (each as `GET /scans` shows it; CSV cells that a spreadsheet would run as a formula start with an apostrophe), within the raw scans\' retention.',
  });
export type CreateExport = z.infer<typeof CreateExportSchema>;

export const ExportSchema = z
  .object({
    id: z.string().openapi({ example: "exp_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    kind: z.enum(["codes", "scans"]),
    format: z.enum(EXPORT_FORMATS),
    status: z.enum(EXPORT_STATUSES).openapi({
      description:
        "`queued`, `running` (see `done` of `total`), `succeeded` (download at `file_url`) or `failed`.",
    }),
    options: z.record(z.string(), z.unknown()).openapi({
      description:
        "How it is drawn, as requested; a scan export's `filter`, and `raw_scans_since`: the oldest instant raw scans are kept from (null: all are kept), so a range before it is partly empty.",
    }),
    total: z.int().openapi({ description: "Codes selected, or scans in the range." }),
    done: z.int().openapi({ description: "Codes drawn (or skipped), or scans written, so far." }),
    skipped: z
      .array(
        z.object({
          id: z.string(),
          slug: z.string(),
          errors: z.array(z.object({ path: z.string(), message: z.string() })),
        }),
      )
      .openapi({ description: "Codes left out because their style cannot be drawn at this size, with why." }),
    error: z.string().nullable().openapi({ description: "Why a failed export failed." }),
    bytes: z.int().nullable(),
    file_url: z.string().nullable().openapi({ description: "Where the finished file is downloaded." }),
    created_at: Timestamp,
    finished_at: Timestamp.nullable(),
    expires_at: Timestamp.openapi({ description: "When the file and this record are deleted." }),
  })
  .openapi("Export");

export const ExportListSchema = pageOf(ExportSchema).openapi("ExportList");
export const ListExportsQuerySchema = z.object(pageQuery(20));
