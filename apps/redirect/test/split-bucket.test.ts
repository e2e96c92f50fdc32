// The A/B split's bucket as a pure function, over fixed inputs: the same figures on every run. The end-to-end
// test (apps/api/test/campaigns.test.ts) runs on a code whose id the stack draws, so it can only hold its shares
// to a statistical bound; how closely the hash follows the weights is asserted here.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { splitBucket } from "../src/scanner.ts";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** A daily visitor hash as scan events carry it: 64 hex digits. */
const visitor = (n: number) => sha256(`visitor ${n}`);
/** A code id shaped as the database draws them (a uuid), fixed by its number. */
const codeId = (n: number) => {
  const hex = sha256(`code ${n}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
const SCANNERS = 3000;
const CODES = 40;
const WEIGHTS = [50, 30, 20];
/** The variant a bucket falls in, as routing.ts picks it: the first whose cumulative bound exceeds it. */
const variantOf = (bucket: number) => (bucket < 50 ? 0 : bucket < 80 ? 1 : 2);

describe("splitBucket", () => {
  it("spreads scanners evenly over the 100 buckets (chi-square over 40 codes × 3,000 scanners)", () => {
    const counts = new Array<number>(100).fill(0);
    for (let code = 0; code < CODES; code++)
      for (let n = 0; n < SCANNERS; n++) {
        const bucket = splitBucket(visitor(n), codeId(code));
        counts[bucket] = (counts[bucket] ?? 0) + 1;
      }
    const expected = (CODES * SCANNERS) / 100;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 148.2 is the 99.9th percentile of chi-square with 99 degrees of freedom: a uniform hash stays under it.
    expect(chiSquare).toBeLessThan(148.2);
  });

  it("gives each code's 3,000 scanners the weights' shares, as a fair draw would (within 4 standard deviations)", () => {
    for (let code = 0; code < CODES; code++) {
      const counts = [0, 0, 0];
      for (let n = 0; n < SCANNERS; n++) {
        const variant = variantOf(splitBucket(visitor(n), codeId(code)));
        counts[variant] = (counts[variant] ?? 0) + 1;
      }
      counts.forEach((count, v) => {
        const p = (WEIGHTS[v] ?? 0) / 100;
        const deviation = Math.sqrt((p * (1 - p)) / SCANNERS);
        expect(Math.abs(count / SCANNERS - p), `code ${code}, variant ${v}`).toBeLessThan(4 * deviation);
      });
    }
  });

  it("answers 0–99, the same for a scanner and code every time", () => {
    for (let n = 0; n < 500; n++) {
      const bucket = splitBucket(visitor(n), codeId(n % 7));
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(Number.isInteger(bucket)).toBe(true);
      expect(splitBucket(visitor(n), codeId(n % 7))).toBe(bucket);
    }
  });

  it("lands a scanner independently in different codes' splits", () => {
    // Independent 50/30/20 splits put a scanner in the same variant of two codes with probability
    // 0.5² + 0.3² + 0.2² = 38%; a hash that ignored the code would say 100%.
    for (let code = 1; code < CODES; code++) {
      let same = 0;
      for (let n = 0; n < SCANNERS; n++)
        if (
          variantOf(splitBucket(visitor(n), codeId(0))) === variantOf(splitBucket(visitor(n), codeId(code)))
        )
          same++;
      expect(Math.abs((100 * same) / SCANNERS - 38), `codes 0 and ${code}`).toBeLessThan(3);
    }
  });
});
