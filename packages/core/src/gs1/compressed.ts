// GS1 Digital Link compression (the URI's path as base64url of a binary encoding): decompressed with GS1's own
// toolkit (vendor/, Apache 2.0), built once per isolate and only when a compressed path is met, so no other scan
// pays for it. What it yields is then read like any Digital Link (digital-link.ts).
import GS1DigitalLinkToolkit from "./vendor/GS1DigitalLinkToolkit.cjs";

const STEM = "https://resolver.invalid";
const COMPRESSED = /^\/[A-Za-z0-9_-]{10,512}\/?$/;
let toolkit: GS1DigitalLinkToolkit | undefined;

/** A compressed Digital Link's uncompressed path and query; undefined when the path is not one. */
export function decompressedPath(pathname: string): { path: string; query: string } | undefined {
  if (!COMPRESSED.test(pathname)) return undefined;
  try {
    toolkit ??= new GS1DigitalLinkToolkit();
    const uri = new URL(
      toolkit.decompressGS1DigitalLink(`${STEM}${pathname.replace(/\/$/, "")}`, false, STEM),
    );
    return { path: uri.pathname, query: uri.search.slice(1) };
  } catch {
    return undefined; // not GS1's encoding: a slug or a typo, answered as not found
  }
}
