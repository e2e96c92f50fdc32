// @vitest-environment jsdom
// The designer's parts: its state puts each print-safety refusal beside its control, the panels say what the
// preview and the saves did, and downloads follow the style and the size.
import { DEFAULT_STYLE } from "@qr/qr/style";
import { act, cleanup, fireEvent, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { ApiFailure } from "../../src/app/api.ts";
import { logosQuery } from "../../src/app/queries.ts";
import type { QrCode } from "../../src/codes/use-code.ts";
import { baseStyle, imageQuery, ownFields, type SavedDesign } from "../../src/designer/design-style.ts";
import { DownloadPanel } from "../../src/designer/download-panel.tsx";
import { PreviewPanel } from "../../src/designer/preview-panel.tsx";
import { StyleControls } from "../../src/designer/style-controls.tsx";
import { useDesignState } from "../../src/designer/use-design-state.ts";
import { renderPart } from "./render.tsx";

afterEach(cleanup);

const CODE = {
  id: "qr_01",
  short_url: "https://qr.example/menu",
  design_id: null,
  style: {},
} as unknown as QrCode;
const DESIGN = { id: "dsn_1", name: "Brand", is_default: true, style: { fg: "#1e3a8a" } } as SavedDesign;

function Controls({ designs = [] as SavedDesign[] }) {
  const state = useDesignState(CODE, designs);
  return <StyleControls state={state} designs={designs} canUpload={false} />;
}

describe("the designer's state", () => {
  it("starts from the team's default design, and stores only what differs from it", () => {
    const { result } = renderHook(() => useDesignState(CODE, [DESIGN]));
    expect(result.current.style.fg).toBe("#1e3a8a");
    act(() => result.current.set("margin", 6));
    expect(ownFields(result.current.style, result.current.base)).toEqual({ margin: 6 });
    act(() => result.current.chooseDesign(null));
    expect(result.current.style).toEqual(baseStyle([DESIGN], null));
  });

  it("refuses a style that would not scan, beside the control that causes it", () => {
    renderPart(<Controls />, [[logosQuery.queryKey, { data: [] }]]);
    const foreground = screen.getByLabelText("Foreground colour");
    expect(foreground.getAttribute("aria-invalid")).toBeNull();
    fireEvent.change(foreground, { target: { value: "#fafafa" } });
    expect(foreground.getAttribute("aria-invalid")).toBe("true");
    const described = (foreground.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toMatch(/too close in contrast/);
    expect(described).toMatch(/Contrast 1\.0:1, too low/);
  });

  it("keeps the tiles drawn, from the last style that scanned, while a choice would not scan", () => {
    renderPart(<Controls />, [[logosQuery.queryKey, { data: [] }]]);
    const tiles = () =>
      [...screen.getByRole("group", { name: "Module shape" }).querySelectorAll("img")].map((image) =>
        image.getAttribute("src"),
      );
    const before = tiles();
    expect(before).toHaveLength(3);
    fireEvent.change(screen.getByLabelText("Foreground colour"), { target: { value: "#fafafa" } });
    expect(tiles()).toEqual(before);
  });

  it("starts a frame with a call to action, and offers the ones people use", async () => {
    renderPart(<Controls />, [[logosQuery.queryKey, { data: [] }]]);
    await userEvent.click(screen.getByRole("radio", { name: "Banner" }));
    const words = screen.getByLabelText("Call to action") as HTMLInputElement;
    expect(words.value).toBe("Scan me");
    await userEvent.click(screen.getByRole("button", { name: "Scan for the menu" }));
    expect(words.value).toBe("Scan for the menu");
    expect(screen.getByRole("button", { name: "Scan for the menu" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("offers the frame's call to action only with a frame", async () => {
    renderPart(<Controls />, [[logosQuery.queryKey, { data: [] }]]);
    expect(screen.queryByLabelText("Call to action")).toBeNull();
    await userEvent.click(screen.getByRole("radio", { name: "Banner" }));
    expect(screen.getByLabelText("Call to action")).toBeTruthy();
  });
});

describe("the preview panel", () => {
  const shown = {
    src: "/api/v1/qr/qr_01/image?format=png",
    lastRead: undefined,
    onLoad: async () => {},
    onError: async () => {},
  };

  it("says a refused style is not drawn, and what the reader read of a drawn one", () => {
    const { rerender } = renderPart(
      <PreviewPanel shortUrl={CODE.short_url} preview={{ ...shown, state: { kind: "checking" } }} refused />,
    );
    expect(screen.getByText("No preview: this design would not scan.")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Not verified: fix the refused setting first.");
    rerender(
      <PreviewPanel
        shortUrl={CODE.short_url}
        preview={{ ...shown, state: { kind: "checking" } }}
        refused={false}
      />,
    );
    const image = screen.getByRole("img", { name: `Preview of the QR code for ${CODE.short_url}` });
    expect(image.getAttribute("src")).toBe(shown.src);
    expect(screen.getByRole("status").textContent).toBe("Checking the preview with a QR reader…");
    rerender(
      <PreviewPanel
        shortUrl={CODE.short_url}
        preview={{ ...shown, state: { kind: "read", check: { ok: true, text: CODE.short_url } } }}
        refused={false}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain("Verified to scan");
    rerender(
      <PreviewPanel
        shortUrl={CODE.short_url}
        preview={{
          ...shown,
          state: { kind: "read", check: { ok: false, reason: "the reader found no QR code" } },
        }}
        refused={false}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Not verified: the reader found no QR code");
  });

  it("keeps the last drawing that scanned, dimmed, with the reason, while a choice would not scan", () => {
    renderPart(
      <PreviewPanel
        shortUrl={CODE.short_url}
        preview={{ ...shown, lastRead: "/last.png", state: { kind: "checking" } }}
        refused
        refusal="foreground and background are too close in contrast"
      />,
    );
    const kept = screen.getByRole("img", { name: `The last design of ${CODE.short_url} that scanned` });
    expect(kept.getAttribute("src")).toBe("/last.png");
    expect(kept.parentElement?.dataset.dimmed).toBe("true");
    expect(screen.getByRole("status").textContent).toBe(
      "Not verified: foreground and background are too close in contrast. The last design that scanned is shown.",
    );
  });

  it("names the field the service refused, and shows no broken image", () => {
    const refusal = new ApiFailure(422, {
      detail: "The request is invalid.",
      errors: [{ path: "query.size", message: "size must be at most 4096" }],
    });
    renderPart(
      <PreviewPanel
        shortUrl={CODE.short_url}
        preview={{ ...shown, state: { kind: "refused", error: refusal } }}
        refused={false}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("Not verified: size must be at most 4096");
    expect(screen.queryByRole("img")).toBeNull();
  });
});

describe("the download panel", () => {
  it("downloads a PNG first and the other formats from a menu, at the chosen size, none out of bounds", async () => {
    renderPart(<DownloadPanel codeId="qr_01" style={DEFAULT_STYLE} refused={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Other formats" }));
    const pdf = screen.getByRole("menuitem", { name: "Download PDF (vector)" });
    expect(new URL(pdf.getAttribute("href") ?? "", "http://x").searchParams.get("format")).toBe("pdf");
    await userEvent.keyboard("{Escape}");
    const size = screen.getByLabelText("Size (px)");
    await userEvent.clear(size);
    await userEvent.type(size, "9");
    expect(size.getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("link", { name: /Download/ })).toBeNull();
    await userEvent.clear(size);
    await userEvent.type(size, "2048");
    const png = screen.getByRole("link", { name: "Download PNG" });
    expect(new URL(png.getAttribute("href") ?? "", "http://x").searchParams.get("size")).toBe("2048");
  });

  it("sends no logo for a style whose logo was taken off, and leaves it to the code when the style names none", () => {
    expect(imageQuery({ ...DEFAULT_STYLE, logo_id: null }, "svg", 512).logo_id).toBe("none");
    expect(imageQuery(DEFAULT_STYLE, "svg", 512)).not.toHaveProperty("logo_id");
  });

  it("offers nothing to download for a style that would not scan", () => {
    renderPart(<DownloadPanel codeId="qr_01" style={DEFAULT_STYLE} refused />);
    const group = screen.getByRole("group", { name: "Download" });
    expect(within(group).queryByRole("link")).toBeNull();
  });
});
