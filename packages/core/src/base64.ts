// Bytes ↔ base64 and base64url, the one way the workers write them (data: URLs, sealed replays, password
// hashes, session signatures, page cursors). btoa and atob work on "binary strings", built here in chunks so that
// a large file never exceeds a call's argument limit; text is encoded as UTF-8 first, so any text round-trips.

export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}

/** The bytes of base64 text; throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/** Base64url without padding (RFC 4648 §5), for values carried in URLs. */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return fromBase64(text.replace(/-/g, "+").replace(/_/g, "/"));
}
