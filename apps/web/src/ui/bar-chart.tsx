// Bars over time, drawn here in SVG (a few kilobytes, where a charts library took a hundred): a y axis with round
// ticks, the buckets' dates along the x axis, a legend, and a tooltip that follows the pointer or the arrow keys.
// Each bucket has one value per series, drawn in front of each other (a unique visitor is also a scan), so the
// first series should hold the largest values. The figures themselves are in a table beside the chart.
import { useEffect, useId, useRef, useState } from "react";

export interface ChartBucket {
  /** The bucket as the axis shows it ("6 Dec"). */
  axis: string;
  /** The bucket in full, for the tooltip ("Sun 6 Dec 2026"). */
  label: string;
  values: number[];
}

const HEIGHT = 220;
const AXIS_LEFT = 40;
const AXIS_BOTTOM = 24;
const TOP = 8;

export function BarChart({
  title,
  series,
  buckets,
}: {
  /** What the chart shows, its accessible name. */
  title: string;
  series: readonly string[];
  buckets: readonly ChartBucket[];
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  const [active, setActive] = useState<number>();
  const tipId = useId();
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.max(200, entry?.contentRect.width ?? 640)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const ticks = niceTicks(Math.max(0, ...buckets.flatMap((bucket) => bucket.values)));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = width - AXIS_LEFT;
  const plotHeight = HEIGHT - AXIS_BOTTOM - TOP;
  const step = plotWidth / Math.max(1, buckets.length);
  const barWidth = Math.max(1, Math.min(28, step * 0.72));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
  const labelEvery = Math.max(1, Math.ceil(buckets.length / Math.max(2, Math.floor(plotWidth / 64))));
  const shown = active === undefined ? undefined : buckets[active];
  const pick = (clientX: number) => {
    const left = frame.current?.getBoundingClientRect().left ?? 0;
    const index = Math.floor((clientX - left - AXIS_LEFT) / step);
    setActive(index >= 0 && index < buckets.length ? index : undefined);
  };
  return (
    <figure className="chart">
      <ul className="chart-legend" aria-hidden="true">
        {series.map((name, index) => (
          <li key={name}>
            <span className="chart-swatch" data-series={index} />
            {name}
          </li>
        ))}
      </ul>
      <div
        ref={frame}
        className="chart-frame"
        role="img"
        aria-label={title}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the arrow keys move the tooltip from bucket to bucket
        tabIndex={0}
        aria-describedby={shown ? tipId : undefined}
        onPointerMove={(event) => pick(event.clientX)}
        onPointerLeave={() => setActive(undefined)}
        onBlur={() => setActive(undefined)}
        onKeyDown={(event) => {
          if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
          event.preventDefault();
          const next =
            (active ?? (event.key === "ArrowLeft" ? buckets.length : -1)) +
            (event.key === "ArrowLeft" ? -1 : 1);
          setActive(Math.min(buckets.length - 1, Math.max(0, next)));
        }}
      >
        <svg width={width} height={HEIGHT} aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick} className="chart-tick">
              <line x1={AXIS_LEFT} x2={width} y1={y(tick)} y2={y(tick)} />
              <text x={AXIS_LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end">
                {compact(tick)}
              </text>
            </g>
          ))}
          {buckets.map((bucket, index) => {
            const x = AXIS_LEFT + index * step + (step - barWidth) / 2;
            return (
              <g
                key={`${bucket.label}-${index}`}
                data-active={index === active || undefined}
                className="chart-bucket"
              >
                {bucket.values.map((value, s) =>
                  value > 0 ? (
                    <rect
                      key={s}
                      data-series={s}
                      x={x + (s * barWidth) / 6}
                      width={barWidth - (s * barWidth) / 3}
                      y={y(value)}
                      height={Math.max(1, y(0) - y(value))}
                      rx={Math.min(3, barWidth / 4)}
                    />
                  ) : null,
                )}
                {index % labelEvery === 0 ? (
                  <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="chart-axis">
                    {bucket.axis}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line className="chart-baseline" x1={AXIS_LEFT} x2={width} y1={y(0)} y2={y(0)} />
        </svg>
        {shown && active !== undefined ? (
          <div
            id={tipId}
            className="chart-tip"
            data-side={AXIS_LEFT + active * step > width / 2 ? "left" : "right"}
            style={{ left: AXIS_LEFT + active * step + step / 2 }}
          >
            <strong>{shown.label}</strong>
            {series.map((name, index) => (
              <span key={name}>
                <span className="chart-swatch" data-series={index} aria-hidden="true" /> {name}:{" "}
                {(shown.values[index] ?? 0).toLocaleString()}
              </span>
            ))}
          </div>
        ) : null}
      </div>
    </figure>
  );
}

/** Round ticks from 0 to at least `max`: 0, 5, 10… or 0, 20, 40…, four or five of them. */
export function niceTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step =
    ([1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ?? rough) || 1;
  const wholeStep = Math.max(1, Math.ceil(step));
  const ticks: number[] = [];
  for (let tick = 0; tick < max + wholeStep; tick += wholeStep) ticks.push(tick);
  return ticks;
}

const compact = (value: number) =>
  value >= 1000 ? `${Number((value / 1000).toFixed(value >= 10_000 ? 0 : 1))}k` : String(value);
