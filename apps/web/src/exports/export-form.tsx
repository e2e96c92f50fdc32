// The new export's form: which codes, a PDF (paper and code size) or a ZIP (files and image size), and naming.
import { useState } from "react";
import { Choice } from "../ui/choice.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { type CreateExport, type ExportFormat, exportRequest, type Which } from "./export-request.ts";

export function ExportForm({
  bulkId,
  onStart,
  starting,
  error,
}: {
  /** The import the page was opened for, if any: its codes are offered first. */
  bulkId: string | null;
  onStart: (request: CreateExport) => void;
  starting: boolean;
  error: unknown;
}) {
  const [which, setWhich] = useState<Which>(bulkId ? "import" : "all");
  const [format, setFormat] = useState<ExportFormat>("pdf");
  const [layout, setLayout] = useState("a4");
  const choose = (value: string) => setWhich(value as Which);
  return (
    <form
      aria-label="New export"
      onSubmit={(event) => {
        event.preventDefault();
        onStart(exportRequest(new FormData(event.currentTarget), { which, format, layout, bulkId }));
      }}
      className="card mb-4 max-w-2xl"
    >
      <fieldset className="grid gap-2">
        <legend>Which codes</legend>
        {bulkId ? (
          <Choice name="which" value="import" checked={which} onChange={choose}>
            The codes of your import
          </Choice>
        ) : null}
        <Choice name="which" value="all" checked={which} onChange={choose}>
          Every code
        </Choice>
        <Choice name="which" value="active" checked={which} onChange={choose}>
          Active codes only
        </Choice>
        <Choice name="which" value="matching" checked={which} onChange={choose}>
          Codes matching a search or a metadata value
        </Choice>
        {which === "matching" ? (
          <div className="grid gap-2 sm:grid-cols-3">
            <label>
              Search
              <input name="search" type="search" maxLength={200} placeholder="URL or slug" />
            </label>
            <label>
              Metadata key
              <input name="metadata_key" maxLength={40} placeholder="table" />
            </label>
            <label>
              Metadata value
              <input name="metadata_value" maxLength={500} />
            </label>
          </div>
        ) : null}
      </fieldset>
      <fieldset className="grid gap-2">
        <legend>What to make</legend>
        <Choice name="format" value="pdf" checked={format} onChange={(v) => setFormat(v as ExportFormat)}>
          A PDF to print, each code with its short URL under it
        </Choice>
        <Choice name="format" value="zip" checked={format} onChange={(v) => setFormat(v as ExportFormat)}>
          A ZIP of image files, one per code
        </Choice>
      </fieldset>
      {format === "pdf" ? (
        // Keyed: the PDF's fields and the ZIP's are different fields, never one input reused for the other.
        <div key="pdf" className="grid gap-2 sm:grid-cols-2">
          <SelectField
            label="Paper"
            name="layout"
            value={layout}
            onChange={(e) => setLayout(e.target.value)}
            options={[
              ["a4", "A4, with cut marks"],
              ["letter", "US Letter, with cut marks"],
              ["avery-l7160", "Avery L7160 labels (21 a sheet)"],
            ]}
          />
          {layout === "avery-l7160" ? (
            <p className="hint self-end">Each code fills its label, with its short URL under it.</p>
          ) : (
            <label>
              Code size (mm)
              <input name="code_size_mm" type="number" min={20} max={150} defaultValue={40} required />
            </label>
          )}
        </div>
      ) : (
        <div key="zip" className="grid gap-2 sm:grid-cols-2">
          <SelectField
            label="Files"
            name="files"
            defaultValue="svg"
            options={[
              ["svg", "SVG (any size, for print)"],
              ["png", "PNG"],
              ["both", "SVG and PNG"],
            ]}
          />
          <label>
            Image size (px)
            <input name="size" type="number" min={64} max={2048} step={64} defaultValue={1024} required />
          </label>
        </div>
      )}
      <label>
        Name each code by this metadata key (optional)
        <input name="name_by" maxLength={40} placeholder="table" pattern="[A-Za-z0-9_.:\-]+" />
      </label>
      <p className="hint m-0">
        Without a key, codes are named by their slug. With one, they are also put in its order (Table 2 before
        Table 10).
      </p>
      <label className="choice">
        <input type="checkbox" name="by_name" />
        Name each code by its name instead (its slug when it has none), in the same order
      </label>
      <button type="submit" disabled={starting}>
        Start export
      </button>
      {error ? <Problem error={error} /> : null}
    </form>
  );
}
