// Punycode (RFC 3492) decoding, to tell a real IDN label ("xn--bcher-kva") from letters that only look like
// one ("xn--zz"): the URL parser passes "xn--" labels through unchecked, and the Workers runtime has no
// node:punycode.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;

/** The Unicode text of a punycode string (without "xn--"), or undefined when it does not decode. */
export function decodePunycode(input: string): string | undefined {
  const output: number[] = [];
  const basicEnd = input.lastIndexOf("-");
  for (let i = 0; i < Math.max(basicEnd, 0); i++) {
    const code = input.charCodeAt(i);
    if (code >= 0x80) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = basicEnd > 0 ? basicEnd + 1 : 0; index < input.length; ) {
    const oldI = i;
    let weight = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(index++));
      if (digit === undefined) return undefined;
      i += digit * weight;
      if (i > MAX_CODE_POINT * (output.length + 1)) return undefined;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      weight *= BASE - t;
    }
    bias = adapt(i - oldI, output.length + 1, oldI === 0);
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > MAX_CODE_POINT) return undefined;
    output.splice(i++, 0, n);
  }
  return String.fromCodePoint(...output);
}

/**
 * Whether an "xn--" label is the punycode the URL parser itself makes of some Unicode label: it decodes, holds
 * something beyond ASCII, and encodes back to itself.
 */
export function isWellFormedPunycodeLabel(label: string): boolean {
  const unicode = decodePunycode(label.slice(4));
  if (unicode === undefined || [...unicode].every((ch) => (ch.codePointAt(0) ?? 0) < 0x80)) return false;
  try {
    return new URL(`http://${unicode}.invalid/`).hostname === `${label}.invalid`;
  } catch {
    return false;
  }
}

function digitOf(code: number): number | undefined {
  if (code >= 0x30 && code <= 0x39) return code - 22; // 0-9 → 26-35
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // A-Z → 0-25
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z → 0-25
  return undefined;
}

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}
