// Conditional requests: whether a client's If-None-Match names the representation it would get (RFC 9110
// §13.1.2): a list of entity tags compared weakly (W/"x" is "x"), or "*" for any.

export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return header.split(",").some((tag) => opaque(tag) === wanted);
}
