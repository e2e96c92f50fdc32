// Campaign fields as the edge sees them, compiled when the api worker writes a code's redirect record: an A/B
// split's weights become cumulative bounds (routing.ts picks by bucket), and the code's UTM parameters are
// written into every destination the record holds, so a scan adds nothing and parses nothing.
import type { EdgeVariants } from "./routing.ts";

export const MIN_VARIANTS = 2;
export const MAX_VARIANTS = 5;

/** A variant of an A/B split: where its share (a whole percentage) of the scans goes. */
export interface Variant {
  url: string;
  weight: number;
}

export const UTM_FIELDS = ["source", "medium", "campaign", "term", "content"] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type UtmParameters = Partial<Record<UtmField, string | undefined>>;

/** Weights (summing to 100) as the cumulative upper bounds the edge compares a bucket with. */
export function compileVariants(variants: readonly Variant[]): EdgeVariants {
  let to = 0;
  return variants.map(({ url, weight }) => {
    to += weight;
    return { url, to };
  });
}

/**
 * The destination with the code's UTM parameters added, each as `utm_{field}`, percent-encoded by the URL
 * parser. A parameter the destination already carries wins: it is never replaced nor repeated, so a link made
 * for one channel keeps its own attribution.
 */
export function withUtm(url: string, utm: UtmParameters | null | undefined): string {
  if (!utm || url === "") return url;
  const destination = new URL(url);
  let added = false;
  for (const field of UTM_FIELDS) {
    const value = utm[field];
    const name = `utm_${field}`;
    if (value && !destination.searchParams.has(name)) {
      destination.searchParams.append(name, value);
      added = true;
    }
  }
  return added ? destination.href : url;
}
