// A figure against the same figure of the period before, as a sentence.

/** "Up 3 (+20%) on yesterday (15)": words a screen reader says well. */
export function change(now: number, before: number, period: string): string {
  const delta = now - before;
  if (delta === 0) return `Same as ${period}`;
  const percent = before === 0 ? "" : ` (${delta > 0 ? "+" : ""}${Math.round((delta / before) * 100)}%)`;
  return `${delta > 0 ? "Up" : "Down"} ${Math.abs(delta)}${percent} on ${period} (${before})`;
}
