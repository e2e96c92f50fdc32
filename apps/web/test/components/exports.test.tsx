// @vitest-environment jsdom
// The export form's parts: what each choice asks the API for, and the job's progress as a person reads it.
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { components } from "../../src/app/api-client.ts";
import { ExportForm } from "../../src/exports/export-form.tsx";
import { ExportProgress } from "../../src/exports/export-progress.tsx";
import type { CreateExport } from "../../src/exports/export-request.ts";
import { renderPart } from "./render.tsx";

afterEach(cleanup);

function form(bulkId: string | null = null) {
  const started: CreateExport[] = [];
  renderPart(
    <ExportForm bulkId={bulkId} onStart={(request) => started.push(request)} starting={false} error={null} />,
  );
  return started;
}

describe("a new export", () => {
  it("prints every code on A4 by default, 40 mm each", async () => {
    const started = form();
    await userEvent.click(screen.getByRole("button", { name: "Start export" }));
    expect(started).toEqual([{ format: "pdf", selection: { filter: {} }, layout: "a4", code_size_mm: 40 }]);
  });

  it("offers an import's codes first when the page was opened for one", async () => {
    const started = form("bulk_1");
    expect(
      (screen.getByRole("radio", { name: "The codes of your import" }) as HTMLInputElement).checked,
    ).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Start export" }));
    expect(started[0]?.selection).toEqual({ bulk_id: "bulk_1" });
  });

  it("asks for a ZIP of images of the codes matching a metadata value, named by a key", async () => {
    const started = form();
    await userEvent.click(screen.getByRole("radio", { name: "Codes matching a search or a metadata value" }));
    await userEvent.type(screen.getByLabelText("Metadata key"), "table");
    await userEvent.type(screen.getByLabelText("Metadata value"), "7");
    await userEvent.click(screen.getByRole("radio", { name: "A ZIP of image files, one per code" }));
    expect(screen.queryByLabelText("Paper")).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText("Files"), "png");
    await userEvent.type(screen.getByLabelText("Name each code by this metadata key (optional)"), "table");
    await userEvent.click(screen.getByRole("button", { name: "Start export" }));
    expect(started).toEqual([
      {
        format: "zip",
        selection: { filter: { metadata_key: "table", metadata_value: "7" } },
        files: "png",
        size: 1024,
        name_by: "metadata.table",
      },
    ]);
  });

  it("leaves the code size to the label on Avery sheets", async () => {
    form();
    await userEvent.selectOptions(screen.getByLabelText("Paper"), "avery-l7160");
    expect(screen.queryByLabelText("Code size (mm)")).toBeNull();
    expect(screen.getByText("Each code fills its label, with its short URL under it.")).toBeTruthy();
  });
});

describe("an export's progress", () => {
  type Export = components["schemas"]["Export"];
  const job = (fields: Partial<Export>) =>
    ({ id: "exp_1", format: "pdf", status: "running", done: 3, total: 10, skipped: [], ...fields }) as Export;

  it("says how far it is, then offers the file and lists the codes left out", () => {
    const { rerender } = renderPart(<ExportProgress job={job({})} />);
    expect(screen.getByRole("status").textContent).toBe("Drawing: 3 of 10 codes");
    rerender(
      <ExportProgress
        job={job({
          status: "succeeded",
          done: 10,
          file_url: "/files/sheet.pdf",
          skipped: [{ id: "qr_9", slug: "menu-9", errors: [{ path: "style", message: "would not scan" }] }],
        })}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Ready: 9 of 10 codes");
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe("/files/sheet.pdf");
    expect(screen.getByText("1 code was left out")).toBeTruthy();
  });

  it("says why it failed", () => {
    renderPart(<ExportProgress job={job({ status: "failed", error: "no codes match" })} />);
    expect(screen.getByRole("status").textContent).toBe("Failed: no codes match");
  });
});
