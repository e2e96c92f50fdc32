// A figure against the same figure of the period before, in the words a dashboard uses: "+9 (vs 0 the 30 days
// before)". Screen readers say the sign ("plus 9"), so the words stand alone without the arrow beside them.

export type Trend = "up" | "down" | "same";

export function trendOf(now: number, before: number): Trend {
  return now > before ? "up" : now < before ? "down" : "same";
}

/** "+9 (vs 0 the 30 days before)"; with a percentage when the period before had any: "−3, −20% (vs 15 yesterday)". */
export function change(now: number, before: number, period: string): string {
  const delta = now - before;
  const against = `(vs ${before.toLocaleString()} ${period})`;
  if (delta === 0) return `No change ${against}`;
  const sign = delta > 0 ? "+" : "−";
  const percent = before === 0 ? "" : `, ${sign}${Math.round(Math.abs(delta / before) * 100)}%`;
  return `${sign}${Math.abs(delta).toLocaleString()}${percent} ${against}`;
}
