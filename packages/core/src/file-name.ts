// A name people chose (a code's, a card's, an event's, an uploaded file's) as a file name every operating system
// accepts: what the export ZIP's entries and the pages' downloads are called.

const MAX_FILE_NAME_LENGTH = 100;

/**
 * No path separators, control or format characters (bidi overrides included), characters or device names Windows
 * refuses, leading dots, or trailing dots and spaces; at most 100 characters; `fallback` when nothing is left.
 */
export function fileNameOf(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.]+$/g, "")
    .replace(WINDOWS_DEVICE, "$1-code");
  const bounded = [...cleaned]
    .slice(0, MAX_FILE_NAME_LENGTH)
    .join("")
    .replace(/[\s.]+$/, "");
  return bounded === "" ? fallback : bounded;
}

// Windows cannot create a file named as a device, whatever follows its first dot (`CON`, `nul.txt`, `Com1`).
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[1-9¹²³]|lpt[1-9¹²³])(?=\.|$)/i;
