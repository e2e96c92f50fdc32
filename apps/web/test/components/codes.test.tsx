// @vitest-environment jsdom
// The codes list's parts: the filters as an address and as chips, a page of codes said as what each is (its type,
// a title from its content, where a scan goes), and selecting rows one by one or a whole page.
import { cleanup, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { codeTitle, goesTo } from "../../src/codes/code-words.ts";
import { CodesTable } from "../../src/codes/codes-table.tsx";
import { CodesToolbar, filterChips } from "../../src/codes/codes-toolbar.tsx";
import type { QrCode } from "../../src/codes/use-code.ts";
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
    type: "url",
    content: null,
    variants: null,
    utm: null,
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

  it("are said as chips, each removing itself and nothing else", () => {
    const tags = [{ id: "tag_a", name: "Terrace", color: "#ff0000" }];
    const filters = {
      search: "menu",
      status: "disabled",
      tag: ["tag_a"],
      metadata_key: "asset_id",
      metadata_value: "7",
    };
    const chips = filterChips(filters, tags);
    expect(chips.map((chip) => chip.label)).toEqual([
      "Status: Paused",
      "Metadata: asset_id = 7",
      "Tag: Terrace",
    ]);
    expect(chips[1]?.without(filters)).toEqual({ search: "menu", status: "disabled", tag: ["tag_a"] });
    expect(chips[2]?.without(filters)).toEqual({
      search: "menu",
      status: "disabled",
      metadata_key: "asset_id",
      metadata_value: "7",
    });
  });

  it("open in a dialog, and the chips in use remove one filter or all of them but the search", async () => {
    const tags = [{ id: "tag_a", name: "Terrace", color: "#ff0000" }];
    const seen: unknown[] = [];
    const { rerender } = renderPart(
      <CodesToolbar filters={{}} tags={tags} folders={[]} withScans onChange={(next) => seen.push(next)} />,
    );
    expect(screen.queryByRole("list", { name: "Filters in use" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Filters" }));
    await userEvent.selectOptions(screen.getByLabelText("Status"), "disabled");
    await userEvent.click(screen.getByRole("checkbox", { name: "Terrace" }));
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(seen.at(-1)).toEqual({ status: "disabled", tag: ["tag_a"] });
    rerender(
      <CodesToolbar
        filters={{ search: "menu", status: "disabled", tag: ["tag_a"] }}
        tags={tags}
        folders={[]}
        withScans
        onChange={(next) => seen.push(next)}
      />,
    );
    expect(screen.getByRole("button", { name: /^Filters/ }).textContent).toBe("Filters2");
    await userEvent.click(screen.getByRole("button", { name: "Remove filter Status: Paused" }));
    expect(seen.at(-1)).toEqual({ search: "menu", tag: ["tag_a"] });
    await userEvent.click(screen.getByRole("button", { name: "Clear all filters" }));
    expect(seen.at(-1)).toEqual({ search: "menu" });
  });

  it("offers the sort by scans only to those who may read analytics", () => {
    renderPart(<CodesToolbar filters={{}} tags={[]} folders={[]} withScans={false} onChange={() => {}} />);
    const sorts = within(screen.getByLabelText("Sort by"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(sorts).not.toContain("Most scanned, 7 days");
  });
});

describe("what a code is", () => {
  it("is titled by its name, else what its content names, else its slug", () => {
    expect(codeTitle(code("1", { name: "Table 1" }))).toBe("Table 1");
    expect(
      codeTitle(code("2", { type: "vcard", content: { first_name: "Ada", last_name: "Lovelace" } } as never)),
    ).toBe("Ada Lovelace");
    expect(
      codeTitle(code("3", { type: "file", content: { file_id: "f", file: { name: "menu.pdf" } } } as never)),
    ).toBe("menu.pdf");
    expect(codeTitle(code("4"))).toBe("slug-4");
  });

  it("says where a scan goes for every type, never its own short link", () => {
    expect(goesTo(code("1", { url: "https://example.com/menu/" }))).toBe("example.com/menu");
    expect(goesTo(code("2", { type: "vcard", content: { first_name: "Ada" } } as never))).toBe(
      "Contact card of Ada",
    );
    expect(goesTo(code("3", { type: "links", content: { links: [{}, {}] } } as never))).toBe(
      "Page of 2 links",
    );
    expect(goesTo(code("4", { type: "wifi", content: { ssid: "Cafe" } } as never))).toBe(
      "Joins the Wi-Fi network Cafe",
    );
    expect(
      goesTo(
        code("5", {
          type: "file",
          content: { file: { name: "menu.pdf", content_type: "application/pdf" } },
        } as never),
      ),
    ).toBe("PDF: menu.pdf");
  });
});

describe("a page of codes", () => {
  it("shows each code's title, type, where it goes, status and scans", () => {
    renderPart(
      <CodesTable
        rows={[
          code("1", { name: "Table 1" }),
          code("2", { status: "disabled" }),
          code("3", { taken_down_reason: "phishing" }),
          code("4", { flagged_reason: "unsafe", type: "vcard", content: { first_name: "Ada" } } as never),
        ]}
        withScans
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    const cells = (index: number) => rows.map((row) => within(row).getAllByRole("cell")[index]?.textContent);
    expect(cells(0)).toEqual(["Table 1Website", "slug-2Website", "slug-3Website", "AdaBusiness card"]);
    expect(cells(1)).toEqual(["example.com", "example.com", "example.com", "Contact card of Ada"]);
    expect(cells(3)).toEqual(["Active", "Paused", "Disabled for abuse", "ActiveFlagged"]);
    expect(cells(4)).toEqual(["3", "3", "3", "3"]);
    expect(screen.queryByRole("checkbox")).toBeNull(); // no selection without the right to change codes
    expect(screen.getByRole("button", { name: "Actions for Table 1" })).toBeTruthy();
  });

  it("offers a code's link, downloads, and (to a writer) pause, duplicate and delete in its row's menu", async () => {
    const rows = [code("1", { name: "Table 1" })];
    const { result } = renderHook(() => useCodeSelection({}, ["1"]));
    renderPart(<CodesTable rows={rows} withScans={false} selection={result.current} />);
    await userEvent.click(screen.getByRole("button", { name: "Actions for Table 1" }));
    expect(screen.getAllByRole("menuitem").map((item) => item.textContent)).toEqual([
      "Copy short link",
      "Download PNG",
      "Download SVG",
      "Download PDF (vector)",
      "Download EPS (vector)",
      "Pause code",
      "Duplicate",
      "Delete code",
    ]);
    expect(screen.getByRole("menuitem", { name: "Download PNG" }).getAttribute("href")).toBe(
      "/api/v1/qr/1/image?format=png&size=1024&download=1",
    );
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
