// The range (presets as one row of choices, or chosen dates), the interval, and the download of what is shown.
import { Download } from "lucide-react";
import { SelectField } from "../ui/select-field.tsx";
import {
  type AnalyticsRange,
  daysOf,
  HOURLY_DAYS,
  type Interval,
  RANGES,
  type Range,
} from "./use-analytics-range.ts";

export function RangeForm({ view, onExport }: { view: AnalyticsRange; onExport?: (() => void) | undefined }) {
  const { range, custom, interval, setRange, setCustom, setInterval, bounds } = view;
  const hourly = range !== "1" && daysOf(bounds) <= HOURLY_DAYS;
  return (
    <form aria-label="Range" className="range-form" onSubmit={(event) => event.preventDefault()}>
      <fieldset className="segmented">
        <legend className="sr-only">Range</legend>
        {(Object.entries(RANGES) as [Range, string][]).map(([value, label]) => (
          <label key={value}>
            <input
              type="radio"
              name="range"
              value={value}
              checked={range === value}
              onChange={() => setRange(value)}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {range === "custom" ? (
        <div className="flex flex-wrap items-end gap-3">
          <label>
            From
            <input
              type="date"
              value={custom.from}
              max={custom.to}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            />
          </label>
          <label>
            To
            <input
              type="date"
              value={custom.to}
              min={custom.from}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            />
          </label>
        </div>
      ) : null}
      <div className="range-form-end">
        {hourly ? (
          <SelectField
            label="Interval"
            className="inline-field"
            value={interval}
            onChange={(event) => setInterval(event.target.value as Interval)}
            options={[
              ["day", "By day"],
              ["hour", "By hour"],
            ]}
          />
        ) : null}
        <button type="button" className="secondary" disabled={!onExport} onClick={onExport}>
          <Download size={16} aria-hidden="true" />
          Export CSV
        </button>
      </div>
    </form>
  );
}
