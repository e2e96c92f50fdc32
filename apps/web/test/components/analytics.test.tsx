// @vitest-environment jsdom
// The analytics page's parts: ranges as dates, totals beside the range before, the chart, and breakdowns as tables.
import { cleanup, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { CodeAnalytics } from "../../src/analytics/analytics-csv.ts";
import { Breakdown } from "../../src/analytics/breakdown.tsx";
import { ruleLabel } from "../../src/analytics/code-analytics.tsx";
import { change } from "../../src/analytics/compare.ts";
import { RangeForm } from "../../src/analytics/range-form.tsx";
import { bucketLabel, rangeWords } from "../../src/analytics/series-chart.tsx";
import { Totals } from "../../src/analytics/totals.tsx";
import { type AnalyticsRange, boundsOf, periodBefore } from "../../src/analytics/use-analytics-range.ts";
import { dayAgo } from "../../src/app/queries.ts";
import { BarChart, niceTicks } from "../../src/ui/bar-chart.tsx";
import { renderPart } from "./render.tsx";

afterEach(cleanup);

describe("ranges", () => {
  it("are whole days up to today, or the chosen dates, each compared with the period before", () => {
    expect(boundsOf("1", { from: "", to: "" })).toEqual({ from: dayAgo(0), to: dayAgo(0) });
    expect(boundsOf("7", { from: "", to: "" })).toEqual({ from: dayAgo(6), to: dayAgo(0) });
    expect(boundsOf("365", { from: "", to: "" })).toEqual({ from: dayAgo(364), to: dayAgo(0) });
    const custom = { from: "2026-01-01", to: "2026-01-31" };
    expect(boundsOf("custom", custom)).toEqual(custom);
    expect(periodBefore("1", boundsOf("1", custom))).toBe("yesterday");
    expect(periodBefore("30", boundsOf("30", custom))).toBe("the 30 days before");
    expect(periodBefore("365", boundsOf("365", custom))).toBe("the 12 months before");
    expect(periodBefore("custom", custom)).toBe("the 31 days before");
  });

  it("offer dates only for a custom range, the hours only where the API has them, and the CSV once there are figures", async () => {
    const { result } = renderHook(() => {
      const [range, setRange] = useState<AnalyticsRange["range"]>("30");
      const [interval, setInterval] = useState<AnalyticsRange["interval"]>("day");
      const [custom, setCustom] = useState({ from: "2026-01-01", to: "2026-01-07" });
      const bounds = boundsOf(range, custom);
      return {
        range,
        setRange,
        interval,
        setInterval,
        custom,
        setCustom,
        bounds,
      } as unknown as AnalyticsRange;
    });
    const { rerender } = renderPart(<RangeForm view={result.current} />);
    const presets = within(screen.getByRole("group", { name: "Range" }))
      .getAllByRole("radio")
      .map((radio) => (radio.parentElement as HTMLElement).textContent);
    expect(presets).toEqual(["Today", "7 days", "30 days", "90 days", "12 months", "Custom"]);
    expect(screen.queryByLabelText("From")).toBeNull();
    expect(screen.getByLabelText("Interval")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Export CSV" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "12 months" }));
    rerender(<RangeForm view={result.current} />);
    expect(screen.queryByLabelText("Interval")).toBeNull(); // a year is read by the day
    await userEvent.click(screen.getByRole("radio", { name: "Custom" }));
    rerender(<RangeForm view={result.current} onExport={() => {}} />);
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-01-01");
    expect((screen.getByRole("button", { name: "Export CSV" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("label a day by its date and an hour by its day and hour, in UTC", () => {
    expect(bucketLabel("2026-11-26T00:00:00Z", "day")).toMatch(/Thu.*26.*Nov.*2026|Thu.*Nov.*26.*2026/);
    expect(bucketLabel("2026-11-26T14:00:00Z", "hour")).toMatch(/26.*14:00 UTC$/);
    expect(rangeWords("2026-11-01", "2026-11-30")).toMatch(/Nov.*to.*Nov.*2026/);
    expect(rangeWords("2026-11-30", "2026-11-30")).not.toMatch(/ to /);
  });
});

describe("totals", () => {
  it("say how each figure moved from the range before, in the words a dashboard uses", () => {
    const figures = {
      totalScans: 30,
      uniqueScans: 12,
      botScans: 2,
      previous: { from: "2026-10-01", to: "2026-10-30", totalScans: 15, uniqueScans: 12 },
    } as unknown as CodeAnalytics;
    renderPart(<Totals analytics={figures} period="the 30 days before" />);
    const [scans, unique, bots] = screen
      .getAllByRole("term")
      .map((term) => term.parentElement as HTMLElement);
    expect(scans?.textContent).toBe("Scans30+15, +100% (vs 15 the 30 days before)");
    expect(unique?.textContent).toBe("Unique visitors12No change (vs 12 the 30 days before)");
    expect(bots?.textContent).toBe("Bots2");
    expect(change(9, 0, "the 30 days before")).toBe("+9 (vs 0 the 30 days before)");
    expect(change(12, 15, "yesterday")).toBe("−3, −20% (vs 15 yesterday)");
  });
});

describe("the chart", () => {
  it("has round ticks from zero to at least the largest bar", () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(45)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(1234).at(-1)).toBeGreaterThanOrEqual(1234);
  });

  it("shows the figures of the bucket the arrow keys reach, tied to the chart for a screen reader", async () => {
    renderPart(
      <BarChart
        title="Scans per day"
        series={["Scans", "Unique visitors"]}
        buckets={[
          { axis: "5 Dec", label: "Sat 5 Dec 2026", values: [4, 2] },
          { axis: "6 Dec", label: "Sun 6 Dec 2026", values: [9, 3] },
        ]}
      />,
    );
    const chart = screen.getByRole("img", { name: "Scans per day" });
    chart.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(chart.getAttribute("aria-describedby")).toBeTruthy();
    const tip = document.getElementById(chart.getAttribute("aria-describedby") ?? "");
    expect(tip?.textContent).toMatch(/Sat 5 Dec 2026.*Scans: 4.*Unique visitors: 2/);
    await userEvent.keyboard("{ArrowRight}");
    expect(document.getElementById(chart.getAttribute("aria-describedby") ?? "")?.textContent).toMatch(
      /Sun 6 Dec 2026.*Scans: 9/,
    );
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
    expect(within(table).getByRole("row", { name: "mobile 5 71%" })).toBeTruthy();
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
