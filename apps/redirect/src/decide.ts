// Step 3: what a scan of a known record gets (no I/O): a redirect, or a page code's page. The record's routing picks the destination
// (@qr/core/routing: status, validity and cap, scheduled changes, rules); the Location is built only from that
// stored URL, plus the scanner's query parameters when the code forwards them; stored parameters always win.
import type { PageOf } from "@qr/core/content/types";
import type { RedirectRecord } from "@qr/core/redirect-record";
import { answerScan, type GoneReason, type Scanner } from "@qr/core/routing";
import type { RedirectTarget } from "./responses.ts";

export type Decision =
  | ({ kind: "redirect"; answeredBy: string; version: number; variant?: number | undefined } & RedirectTarget)
  | { kind: "page"; page: PageOf; answeredBy: string; version: number; variant?: number | undefined }
  | { kind: "gone"; reason: GoneReason }
  | { kind: "not-found" };

const MAX_LOCATION_LENGTH = 4096;

export function decide(
  record: RedirectRecord | null,
  scanner: Scanner,
  scanQuery: string,
  now: number,
): Decision {
  if (!record) return { kind: "not-found" };
  const answer = answerScan(record, scanner, now);
  if (answer.kind === "gone") return answer;
  // A page code has no URL of its own: where its scan would go to its own address, its page answers.
  if (answer.url === "" && record.page)
    return {
      kind: "page",
      page: record.page as PageOf,
      answeredBy: answer.answeredBy,
      version: answer.version,
      variant: answer.variant,
    };
  const location = locationFor(answer.url, record.forward_query, scanQuery);
  return {
    kind: "redirect",
    location,
    scanQueryAdded: location !== answer.url,
    answeredBy: answer.answeredBy,
    version: answer.version,
    variant: answer.variant,
  };
}

function locationFor(url: string, forwardQuery: boolean, scanQuery: string): string {
  // Stored URLs were normalised by the same URL parser when the code was saved: no need to parse them per scan.
  if (!forwardQuery || scanQuery === "") return url;
  const destination = new URL(url);
  for (const [name, value] of new URLSearchParams(scanQuery)) {
    if (!destination.searchParams.has(name)) destination.searchParams.append(name, value);
  }
  // A scanner cannot make the Location absurdly long; past the cap the plain destination is used.
  return destination.href.length <= MAX_LOCATION_LENGTH ? destination.href : url;
}
