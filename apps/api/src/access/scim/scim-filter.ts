// The filters identity providers send (RFC 7644 §3.4.2.2): `attribute eq "value"`, which is all Okta and Entra ask
// (userName, externalId, displayName, id). Anything else is refused as an invalid filter, never guessed at.
import { ScimError } from "./scim-errors.ts";

export interface EqualityFilter {
  attribute: string;
  value: string;
}

const EQUALS = /^\s*([A-Za-z][\w.]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

export function parseFilter(
  filter: string | undefined,
  attributes: readonly string[],
): EqualityFilter | undefined {
  if (filter === undefined || filter.trim() === "") return undefined;
  if (filter.length > 1_000) throw new ScimError(400, "The filter is too long.", "invalidFilter");
  const match = EQUALS.exec(filter);
  const attribute = attributes.find((name) => name.toLowerCase() === match?.[1]?.toLowerCase());
  if (!match || !attribute) {
    throw new ScimError(
      400,
      `Only \`attribute eq "value"\` filters on ${attributes.join(", ")} are supported.`,
      "invalidFilter",
    );
  }
  return { attribute, value: (match[2] ?? "").replace(/\\(.)/g, "$1") };
}

/** startIndex (1-based) and count, within bounds (RFC 7644 §3.4.2.4). */
export function pageOf(query: { startIndex?: string | undefined; count?: string | undefined }) {
  const start = Number(query.startIndex ?? 1);
  const count = Number(query.count ?? 100);
  return {
    startIndex: Number.isSafeInteger(start) && start >= 1 ? start : 1,
    count: Number.isSafeInteger(count) ? Math.min(Math.max(count, 0), 100) : 100,
  };
}
