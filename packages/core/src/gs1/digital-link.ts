// A GS1 Digital Link URI's path and query, read as GS1 Digital Link URI syntax 1.x says: a primary key (`/01/…`,
// or its 1.0 short name `/gtin/…`) with its key qualifiers after it in their required order (GTIN: CPV 22, lot 10,
// serial 21), data attributes (expiry 17, …) in the query. Values are percent-decoded and checked against their
// AI's pattern and check digit; a GTIN-8, -12 or -13 is kept as its 14 digits. The canonical form is the one
// written back: numeric AIs, values percent-encoded as GS1's toolkit does. Nothing here does I/O.
import { AI_TABLE, type AiEntry } from "./ai-table.ts";

export interface AiValue {
  ai: string;
  value: string;
}

export interface DigitalLink {
  primary: AiValue;
  qualifiers: AiValue[];
  /** Data attributes given in the query (`?17=271231`). */
  attributes: AiValue[];
  /** The query's other parameters, in order, as sent (`linkType`, `context`, a campaign's…). */
  otherQuery: [string, string][];
  /** `/01/09506000134352/10/LOT42`: the canonical path of the key and its qualifiers. */
  path: string;
}

export type DigitalLinkResult = { ok: true; link: DigitalLink } | { ok: false; problem: string };

const SHORT_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(AI_TABLE).flatMap(([ai, entry]) => (entry.short ? [[entry.short, ai]] : [])),
);
const compiled = new Map<string, RegExp>();
const MAX_VALUE_LENGTH = 90;
const MAX_QUERY_PARAMETERS = 50;

/** The AI a path segment names (numeric, or a Digital Link 1.0 short name), if any. */
export function aiOfSegment(segment: string): string | undefined {
  if (AI_TABLE[segment]) return segment;
  return SHORT_NAMES[segment];
}

/** Whether a path is shaped as a Digital Link: its first segment names a primary key. */
export function looksLikeDigitalLink(pathname: string): boolean {
  const end = pathname.indexOf("/", 1);
  const ai = aiOfSegment(end < 0 ? pathname.slice(1) : pathname.slice(1, end));
  return ai !== undefined && AI_TABLE[ai]?.type === "I";
}

/** Reads a path (`/01/…`, a trailing slash tolerated) and a query string (without `?`). */
export function parseDigitalLink(pathname: string, query: string): DigitalLinkResult {
  const segments = (pathname.endsWith("/") ? pathname.slice(1, -1) : pathname.slice(1)).split("/");
  if (segments.length % 2 !== 0 || segments.length < 2) {
    return { ok: false, problem: "The path must be pairs of an application identifier and its value." };
  }
  const pairs: AiValue[] = [];
  for (let i = 0; i < segments.length; i += 2) {
    const ai = aiOfSegment(segments[i] ?? "");
    if (!ai)
      return { ok: false, problem: `"${clip(segments[i] ?? "")}" is not a GS1 application identifier.` };
    const value = decoded(segments[i + 1] ?? "");
    if (value === undefined)
      return { ok: false, problem: `The value of (${ai}) is not valid percent-encoding.` };
    pairs.push({ ai, value });
  }
  const [primary, ...qualifiers] = pairs;
  const key = primary && AI_TABLE[primary.ai];
  if (!primary || key?.type !== "I") {
    return { ok: false, problem: "The path must start with a primary key (GTIN 01, GLN 414, SSCC 00…)." };
  }
  const checkedPrimary = checkedValue(primary, key);
  if (!checkedPrimary.ok) return checkedPrimary;
  const order = key.qualifiers ?? [];
  let last = -1;
  for (const qualifier of qualifiers) {
    const at = order.indexOf(qualifier.ai);
    if (at < 0) {
      return { ok: false, problem: `(${qualifier.ai}) is not a key qualifier of (${primary.ai}).` };
    }
    if (at <= last) {
      return {
        ok: false,
        problem: `The key qualifiers of (${primary.ai}) must come in the order ${order.map((ai) => `(${ai})`).join(", ")}, each once.`,
      };
    }
    last = at;
    const checked = checkedValue(qualifier, AI_TABLE[qualifier.ai] as AiEntry);
    if (!checked.ok) return checked;
  }
  const parsedQuery = parseQuery(query, primary.ai, order);
  if (!parsedQuery.ok) return parsedQuery;
  const keyValues = [checkedPrimary.value, ...qualifiers];
  return {
    ok: true,
    link: {
      primary: checkedPrimary.value,
      qualifiers,
      attributes: parsedQuery.attributes,
      otherQuery: parsedQuery.other,
      path: canonicalPath(keyValues),
    },
  };
}

/** The canonical path of a key and its qualifiers (in the order given). */
export function canonicalPath(values: readonly AiValue[]): string {
  return values.map(({ ai, value }) => `/${ai}/${percentEncode(value)}`).join("");
}

/**
 * The paths a request walks up, most specific first: the key with all its qualifiers, then without the last one,
 * and so on to the key alone (a serial's links override its lot's, whose links override the GTIN's).
 */
export function walkUpPaths(link: Pick<DigitalLink, "primary" | "qualifiers">): string[] {
  const paths: string[] = [];
  for (let n = link.qualifiers.length; n >= 0; n--) {
    paths.push(canonicalPath([link.primary, ...link.qualifiers.slice(0, n)]));
  }
  return paths;
}

/** A GS1 value checked against its AI's pattern and check digit; a GTIN is padded to 14 digits. */
export function checkedValue(
  { ai, value }: AiValue,
  entry: AiEntry | undefined = AI_TABLE[ai],
): { ok: true; value: AiValue } | { ok: false; problem: string } {
  if (!entry) return { ok: false, problem: `(${ai}) is not a GS1 application identifier.` };
  if (value.length === 0 || value.length > MAX_VALUE_LENGTH || !patternOf(ai, entry).test(value)) {
    return { ok: false, problem: `"${clip(value)}" is not a valid value of (${ai}).` };
  }
  const padded = ai === "01" ? value.padStart(14, "0") : value;
  if (entry.check !== undefined && !checkDigitHolds(padded, entry.check)) {
    return { ok: false, problem: `The check digit of (${ai}) ${clip(value)} is wrong.` };
  }
  return { ok: true, value: { ai, value: padded } };
}

/** GS1's mod-10 check digit, at the end of the value or at a 1-based position. */
export function checkDigitHolds(value: string, at: "L" | number): boolean {
  const length = at === "L" ? value.length : at;
  const expected = checkDigitOf(value.slice(0, length - 1));
  return value.charAt(length - 1) === String(expected);
}

/** The check digit of the digits before it. */
export function checkDigitOf(digits: string): number {
  let total = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = weight === 3 ? 1 : 3) {
    total += Number(digits.charAt(i)) * weight;
  }
  return (10 - (total % 10)) % 10;
}

/** GS1's percent-encoding of a value (its toolkit's set of reserved characters). */
export function percentEncode(value: string): string {
  return value.replace(
    /[#/%&+,!()*':;<=>? "]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

function parseQuery(
  query: string,
  primaryAi: string,
  qualifierAis: readonly string[],
): { ok: true; attributes: AiValue[]; other: [string, string][] } | { ok: false; problem: string } {
  const attributes: AiValue[] = [];
  const other: [string, string][] = [];
  if (query === "") return { ok: true, attributes, other };
  const parts = query.split("&");
  if (parts.length > MAX_QUERY_PARAMETERS) {
    return { ok: false, problem: `The query has more than ${MAX_QUERY_PARAMETERS} parameters.` };
  }
  for (const part of parts) {
    if (part === "") continue;
    const cut = part.indexOf("=");
    const name = decoded(cut < 0 ? part : part.slice(0, cut), true);
    const value = decoded(cut < 0 ? "" : part.slice(cut + 1), true);
    if (name === undefined || value === undefined) {
      return { ok: false, problem: "The query is not valid percent-encoding." };
    }
    const entry = /^\d{2,4}$/.test(name) ? AI_TABLE[name] : undefined;
    if (!entry) {
      other.push([name, value]);
      continue;
    }
    if (entry.type !== "D" || name === primaryAi || qualifierAis.includes(name)) {
      return { ok: false, problem: `(${name}) belongs in the path, not the query.` };
    }
    const checked = checkedValue({ ai: name, value }, entry);
    if (!checked.ok) return checked;
    if (attributes.some((attribute) => attribute.ai === name)) {
      return { ok: false, problem: `(${name}) is given twice.` };
    }
    attributes.push(checked.value);
  }
  return { ok: true, attributes, other };
}

function patternOf(ai: string, entry: AiEntry): RegExp {
  let pattern = compiled.get(ai);
  if (!pattern) {
    pattern = new RegExp(`^${entry.pattern}$`);
    compiled.set(ai, pattern);
  }
  return pattern;
}

/** A percent-decoded value, or undefined when its escapes are not UTF-8 (`+` is a space in a query only). */
function decoded(raw: string, inQuery = false): string | undefined {
  try {
    return decodeURIComponent(inQuery ? raw.replaceAll("+", " ") : raw);
  } catch {
    return undefined;
  }
}

function clip(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

/** The URI a GS1 code prints: its canonical URI with its data attributes in the query (`?17=271231`). */
export function gs1UriOf(canonicalUri: string, attributes: readonly AiValue[]): string {
  if (attributes.length === 0) return canonicalUri;
  return `${canonicalUri}?${attributes.map(({ ai, value }) => `${ai}=${percentEncode(value)}`).join("&")}`;
}

/** Whether a slug is a GS1 code's: a Digital Link's canonical path without its leading slash. */
export function isGs1Slug(slug: string): boolean {
  if (slug.length > 256) return false;
  const parsed = parseDigitalLink(`/${slug}`, "");
  return parsed.ok && parsed.link.path === `/${slug}`;
}
