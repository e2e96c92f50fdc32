// What a code is called in an export: its name, or its value of the chosen metadata key (else its slug), made a file
// name (core's fileNameOf) that no other file of the same export has.
import type { QrCodeRow } from "@qr/db";

/** `slug`, `name`, or `metadata.<key>`. */
export type NameBy = string;

export function codeName(
  row: Pick<QrCodeRow, "slug" | "metadata" | "name">,
  nameBy: NameBy | undefined,
): string {
  if (nameBy === "name") return row.name ?? row.slug;
  if (!nameBy?.startsWith("metadata.")) return row.slug;
  const value = row.metadata[nameBy.slice("metadata.".length)];
  const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  return text === "" ? row.slug : text;
}

/** Natural order: "Table 2" before "Table 10". */
export const naturalOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare;

/** Hands out each name once, ignoring case (as Windows and macOS compare names): a repeat gets -2, -3… */
export function uniqueNames(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${name}-${n}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
