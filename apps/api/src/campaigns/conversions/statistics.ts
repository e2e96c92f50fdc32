// The statistics of A/B results: the Wilson score interval of a rate and the two-sided two-proportion z-test
// (pooled), the usual test of whether two conversion rates differ. Pure functions: tested on known values.

const Z_95 = 1.959963984540054;

/** The 95% Wilson score interval of `successes` out of `trials` ([0, 0] without trials). */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 0 };
  const p = successes / trials;
  const z2 = Z_95 * Z_95;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (Z_95 * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The two-sided p-value of the pooled two-proportion z-test of a/n against b/m (1 when it cannot be computed). */
export function twoProportionPValue(a: number, n: number, b: number, m: number): number {
  if (n === 0 || m === 0) return 1;
  const pooled = (a + b) / (n + m);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / m));
  if (se === 0) return 1;
  const z = Math.abs(a / n - b / m) / se;
  return 2 * (1 - normalCdf(z));
}

/** Φ(x) through erf (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
