// @vitest-environment jsdom
// The codes list's parts: the filters as an address, a page of codes with their statuses, and selecting rows one
// by one or a whole page.
import { cleanup, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CodeFiltersForm } from "../../src/codes/code-filters-form.tsx";
import type { QrCode } from "../../src/codes/code-frame.tsx";
import { CodesTable } from "../../src/codes/codes-table.tsx";
import { searchOf } from "../../src/codes/use-code-list.ts";
import { useCodeSelection } from "../../src/codes/use-code-selection.ts";
import { renderPart } from "./render.tsx";

afterEach(cleanup);

const code = (id: string, fields: Partial<QrCode> = {}) =>
  ({
    id,
    slug: `slug-${id}`,
    name: null,
    tags: [],
    short_url: `https://qr.example/slug-${id}`,
    url: "https://example.com/",
    status: "active",
    taken_down_reason: null,
    flagged_reason: null,
    scans_7d: 3,
    ...fields,
  }) as QrCode;

describe("the filters", () => {
  it("become the address's search, the default sort and empty fields left out, tags repeated", () => {
    const form = new FormData();
    form.set("search", "  menu ");
    form.set("status", "");
    form.set("sort", "-created");
    form.append("tag", "tag_a");
    form.append("tag", "tag_b");
    expect(searchOf(form).toString()).toBe("search=menu&tag=tag_a&tag=tag_b");
  });

  it("offers Clear only when something is filtered or sorted", () => {
    const tags = [{ id: "tag_a", name: "Terrace", color: "#ff0000" }];
    const props = { tags, withScans: true, onApply: () => {}, onClear: () => {} };
    const { rerender } = renderPart(<CodeFiltersForm filters={{}} cleared {...props} />);
    expect(screen.queryByRole("button", { name: "Clear" })).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Terrace" })).toBeTruthy();
    rerender(<CodeFiltersForm filters={{ search: "menu" }} cleared={false} {...props} />);
    expect(screen.getByRole("button", { name: "Clear" })).toBeTruthy();
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("menu");
  });

  it("offers the sort by scans only to those who may read analytics", () => {
    renderPart(
      <CodeFiltersForm
        filters={{}}
        tags={[]}
        withScans={false}
        cleared
        onApply={() => {}}
        onClear={() => {}}
      />,
    );
    const sorts = within(screen.getByLabelText("Sort by"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(sorts).not.toContain("Most scanned, 7 days");
  });
});

describe("a page of codes", () => {
  it("shows each code's name (else its slug), status and scans", () => {
    renderPart(
      <CodesTable
        rows={[
          code("1", { name: "Table 1" }),
          code("2", { status: "disabled" }),
          code("3", { taken_down_reason: "phishing" }),
          code("4", { flagged_reason: "unsafe" }),
        ]}
        withScans
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual([
      "Table 1",
      "slug-2",
      "slug-3",
      "slug-4",
    ]);
    expect(rows.map((row) => within(row).getAllByRole("cell")[4]?.textContent)).toEqual([
      "active ",
      "paused ",
      "disabled for abuse ",
      "active flagged",
    ]);
    expect(screen.queryByRole("checkbox")).toBeNull(); // no selection without the right to change codes
  });

  it("selects codes one by one and a whole page at once", async () => {
    const rows = [code("1"), code("2")];
    const { result } = renderHook(() => useCodeSelection({}, ["1", "2"]));
    const { rerender } = renderPart(<CodesTable rows={rows} withScans={false} selection={result.current} />);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select slug-1" }));
    rerender(<CodesTable rows={rows} withScans={false} selection={result.current} />);
    expect(result.current.selected).toEqual(["1"]);
    expect(result.current.wholePage).toBe(false);
    await userEvent.click(screen.getByRole("checkbox", { name: "Select every code on this page" }));
    expect(result.current.selected).toEqual(["1", "2"]);
    expect(result.current.wholePage).toBe(true);
    act(() =>
      result.current.done("Paused", {
        done: 1,
        failed: [{ id: "2", label: "slug-2", message: "taken down" }],
      }),
    );
    expect(result.current.selected).toEqual(["2"]);
    expect(result.current.report?.what).toBe("Paused");
  });
});
