// What a code is called in an export: its name, or its value of the chosen metadata key (else its slug), as a file name that
// every operating system accepts and no other file of the same export has.
import type { QrCodeRow } from "@qr/db";

/** `slug`, `name`, or `metadata.<key>`. */
export type NameBy = string;

const MAX_NAME_LENGTH = 100;

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

/** The name as a file name: no path separators, no characters or device names Windows refuses, no leading dots, bounded. */
export function fileNameOf(name: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.]+$/g, "")
    .replace(WINDOWS_DEVICE, "$1-code");
  const bounded = [...cleaned].slice(0, MAX_NAME_LENGTH).join("");
  return bounded === "" ? "code" : bounded;
}

// Windows cannot create a file named as a device, whatever follows its first dot (`CON`, `nul.txt`, `Com1`).
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(?=\.|$)/i;

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
