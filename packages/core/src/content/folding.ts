// The line rules vCard (RFC 6350 §3.2, RFC 2426) and iCalendar (RFC 5545 §3.1) share: CRLF line ends, lines
// folded at 75 octets by a CRLF and a space, never inside a UTF-8 sequence; and their TEXT escaping.

const encoder = new TextEncoder();
const MAX_OCTETS = 75;

/** A content line folded to at most 75 octets a line. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= MAX_OCTETS) return line;
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    // Continuation lines begin with a space, which counts toward their 75 octets.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(piece);
      piece = "";
      octets = 0;
    }
    piece += ch;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/** The lines joined as a file: each folded, each ended by CRLF. */
export function contentLines(lines: string[]): string {
  return lines.map((line) => `${foldLine(line)}\r\n`).join("");
}

/** The text without C0 control characters and DEL, except those in `kept`. */
export function withoutControls(text: string, kept = ""): string {
  let out = "";
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if ((code >= 0x20 && code !== 0x7f) || kept.includes(ch)) out += ch;
  }
  return out;
}

/**
 * A TEXT value: backslash, semicolon and comma escaped, every line break written `\n`, other control
 * characters (NUL among them) left out, as no reader agrees on them.
 */
export function escapeText(text: string): string {
  return withoutControls(text.replace(/\r\n?/g, "\n"), "\n")
    .replace(/[\\;,]/g, (ch) => `\\${ch}`)
    .replace(/\n/g, "\\n");
}
