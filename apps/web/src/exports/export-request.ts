// What the export form asks the API for: which codes (an import, every code, the active ones, or those matching a
// search or a metadata value), a PDF sheet or a ZIP of images, and how codes are named.
import type { components } from "../app/api-client.ts";

/** An export of codes for print (the web app makes no scan exports yet). */
export type CreateExport = Extract<components["schemas"]["CreateExport"], { format: "zip" | "pdf" }>;
export type Which = "import" | "all" | "active" | "matching";
export type ExportFormat = "pdf" | "zip";

export const FORMAT_NAMES = {
  pdf: "PDF",
  zip: "ZIP",
  csv: "CSV of scans",
  ndjson: "NDJSON of scans",
} as const;

/** The request of the form's fields, for the choices made beside them. */
export function exportRequest(
  form: FormData,
  choices: { which: Which; format: ExportFormat; layout: string; bulkId: string | null },
): CreateExport {
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const filter: Record<string, string> = {};
  if (choices.which === "active") filter.status = "active";
  if (choices.which === "matching") {
    for (const name of ["search", "metadata_key", "metadata_value"])
      if (text(name)) filter[name] = text(name);
  }
  const selection = choices.which === "import" && choices.bulkId ? { bulk_id: choices.bulkId } : { filter };
  const nameBy =
    form.get("by_name") === "on" ? "name" : text("name_by") ? `metadata.${text("name_by")}` : undefined;
  const naming = nameBy ? { name_by: nameBy } : {};
  return choices.format === "pdf"
    ? {
        format: "pdf",
        selection,
        layout: choices.layout as "a4",
        code_size_mm: Number(text("code_size_mm") || 40), // labels: the label decides the size
        ...naming,
      }
    : { format: "zip", selection, files: text("files") as "svg", size: Number(text("size")), ...naming };
}
