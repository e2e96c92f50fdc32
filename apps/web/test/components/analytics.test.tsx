// @vitest-environment jsdom
// The analytics page's parts: ranges as dates, totals beside the range before, and breakdowns as tables.
import { cleanup, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CodeAnalytics } from "../../src/analytics/analytics-csv.ts";
import { Breakdown } from "../../src/analytics/breakdown.tsx";
import { ruleLabel } from "../../src/analytics/code-analytics.tsx";
import { RangeForm } from "../../src/analytics/range-form.tsx";
import { bucketLabel } from "../../src/analytics/series-chart.tsx";
import { Totals } from "../../src/analytics/totals.tsx";
import { type AnalyticsRange, boundsOf } from "../../src/analytics/use-analytics-range.ts";
import { dayAgo } from "../../src/app/queries.ts";
import { renderPart } from "./render.tsx";

afterEach(cleanup);

describe("ranges", () => {
  it("are the last days up to today, all time, or the chosen dates", () => {
    expect(boundsOf("7", { from: "", to: "" })).toEqual({ from: dayAgo(6), to: dayAgo(0) });
    expect(boundsOf("all", { from: "", to: "" })).toEqual({});
    expect(boundsOf("custom", { from: "2026-01-01", to: "2026-01-31" })).toEqual({
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });

  it("offer dates only for a custom range, and the CSV only once there are figures", async () => {
    const { result } = renderHook(() => {
      const [range, setRange] = useState<AnalyticsRange["range"]>("30");
      const [interval, setInterval] = useState<AnalyticsRange["interval"]>("day");
      const [custom, setCustom] = useState({ from: "2026-01-01", to: "2026-01-07" });
      return { range, setRange, interval, setInterval, custom, setCustom } as unknown as AnalyticsRange;
    });
    const { rerender } = renderPart(<RangeForm view={result.current} />);
    expect(screen.queryByLabelText("From")).toBeNull();
    expect((screen.getByRole("button", { name: "Export CSV" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Range" }), "custom");
    rerender(<RangeForm view={result.current} onExport={() => {}} />);
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-01-01");
    expect((screen.getByRole("button", { name: "Export CSV" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("label a day by its date and an hour by its day and hour", () => {
    expect(bucketLabel("2026-11-26T00:00:00Z", "day")).toBe("2026-11-26");
    expect(bucketLabel("2026-11-26T14:00:00Z", "hour")).toBe("11-26 14h");
  });
});

describe("totals", () => {
  it("say how each figure moved from the range before", () => {
    const figures = {
      totalScans: 30,
      uniqueScans: 12,
      botScans: 2,
      previous: { from: "2026-10-01", to: "2026-10-30", totalScans: 15, uniqueScans: 12 },
    } as unknown as CodeAnalytics;
    renderPart(<Totals analytics={figures} />);
    const [scans, unique, bots] = screen
      .getAllByRole("term")
      .map((term) => term.parentElement as HTMLElement);
    expect(scans?.textContent).toMatch(/^Scans30.*2026-10-01 to 2026-10-30/);
    expect(unique?.textContent).toMatch(/^Unique visitors12.*2026-10-01 to 2026-10-30/);
    expect(bots?.textContent).toBe("Bots2");
  });
});

describe("breakdowns", () => {
  it("list every entry in a table, and say when there is none", () => {
    const { rerender } = renderPart(
      <Breakdown
        title="Devices"
        item="Device"
        rows={[
          ["mobile", 5],
          ["desktop", 2],
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Scans by devices" });
    expect(within(table).getByRole("row", { name: "mobile 5" })).toBeTruthy();
    rerender(<Breakdown title="Devices" item="Device" rows={[]} />);
    expect(screen.getByText("No scans in this range.")).toBeTruthy();
  });

  it("name a rule by its name, and the default and fallback answers in words", () => {
    const rules = [{ id: "de", name: "Germany", url: "https://example.com/de", when: {} }] as never;
    expect(ruleLabel("de", rules)).toBe("Germany (de)");
    expect(ruleLabel("default", rules)).toBe("Destination URL");
    expect(ruleLabel("fallback", rules)).toBe("Fallback");
    expect(ruleLabel("r-gone", rules)).toBe("r-gone");
  });
});
