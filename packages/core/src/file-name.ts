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

/** The extensions of each type a file may be stored as; the first is the one a name gets. */
const EXTENSIONS: Record<string, readonly string[]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/gif": ["gif"],
  "image/webp": ["webp"],
};

/**
 * A file's name (as fileNameOf makes it) whose extension is its type's, as its bytes proved it: what a browser or
 * an operating system decides a saved file by. `menu.html` of a PNG is `menu.png`; a name with no extension gets one.
 */
export function fileNameForType(name: string, contentType: string, fallback: string): string {
  const extensions = EXTENSIONS[contentType];
  const cleaned = fileNameOf(name, fallback);
  if (!extensions) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : "";
  if (extensions.includes(extension)) return cleaned;
  const stem = /^[a-z0-9]{1,5}$/.test(extension) ? cleaned.slice(0, dot) : cleaned;
  return `${[...stem].slice(0, MAX_FILE_NAME_LENGTH - 6).join("")}.${extensions[0]}`;
}

/** A Content-Disposition naming the file: the ASCII name for old readers, the UTF-8 one (RFC 6266) for the rest. */
export function contentDisposition(kind: "inline" | "attachment", name: string): string {
  return `${kind}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
