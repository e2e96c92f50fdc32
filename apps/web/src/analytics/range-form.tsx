// The range, interval and CSV export of a code's analytics.
import { SelectField } from "../ui/select-field.tsx";
import { type AnalyticsRange, type Interval, RANGES, type Range } from "./use-analytics-range.ts";

export function RangeForm({ view, onExport }: { view: AnalyticsRange; onExport?: (() => void) | undefined }) {
  const { range, custom, interval, setRange, setCustom, setInterval } = view;
  return (
    <form
      aria-label="Range"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Range"
        value={range}
        onChange={(event) => setRange(event.target.value as Range)}
        options={Object.entries(RANGES)}
      />
      {range === "custom" ? (
        <>
          <label>
            From
            <input
              type="date"
              value={custom.from}
              onChange={(e) => setCustom({ ...custom, from: e.target.value })}
            />
          </label>
          <label>
            To
            <input
              type="date"
              value={custom.to}
              onChange={(e) => setCustom({ ...custom, to: e.target.value })}
            />
          </label>
        </>
      ) : null}
      <SelectField
        label="Interval"
        value={interval}
        onChange={(event) => setInterval(event.target.value as Interval)}
        options={[
          ["day", "By day"],
          ["hour", "By hour (31 days at most)"],
        ]}
      />
      <button type="button" className="secondary" disabled={!onExport} onClick={onExport}>
        Export CSV
      </button>
    </form>
  );
}
