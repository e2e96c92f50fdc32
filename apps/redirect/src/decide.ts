// Step 3: what a scan of a known record gets (no I/O). The Location is built only from the stored URL,
// plus the scanner's query parameters when the code forwards them; stored parameters always win.
import type { RedirectRecord } from "@qr/core/redirect-record";
import type { RedirectTarget } from "./responses.ts";

export type Decision = ({ kind: "redirect" } & RedirectTarget) | { kind: "gone" } | { kind: "not-found" };

const MAX_LOCATION_LENGTH = 4096;

export function decide(record: RedirectRecord | null, scanQuery: string): Decision {
  if (!record) return { kind: "not-found" };
  if (record.status !== "active") return { kind: "gone" };
  const location = locationFor(record, scanQuery);
  return { kind: "redirect", location, scanQueryAdded: location !== record.url };
}

function locationFor(record: RedirectRecord, scanQuery: string): string {
  // Stored URLs were normalised by the same URL parser when the code was saved: no need to parse them per scan.
  if (!record.forward_query || scanQuery === "") return record.url;
  const destination = new URL(record.url);
  for (const [name, value] of new URLSearchParams(scanQuery)) {
    if (!destination.searchParams.has(name)) destination.searchParams.append(name, value);
  }
  // A scanner cannot make the Location absurdly long; past the cap the plain destination is used.
  return destination.href.length <= MAX_LOCATION_LENGTH ? destination.href : record.url;
}
