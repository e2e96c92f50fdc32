// How a code's scans are answered decides which of its settings mean anything, and so which tabs and sections its
// page offers: one rule here, the same the API applies (it refuses the settings a type cannot have).
import { isStaticType } from "@qr/core/content/types";
import type { QrCode } from "./use-code.ts";

export type ScanHandling = {
  /** Scans reach us at all: a static code's QR holds its content, so nothing is routed, split or counted. */
  scanned: boolean;
  /** Routing rules and scheduled changes (a GS1 code is resolved by its links' types, languages and contexts). */
  rules: boolean;
  /** A fallback URL for scans outside the validity window or past a limit. */
  fallback: boolean;
  /** An A/B split of the destination: only a URL code has one destination to split. */
  split: boolean;
};

export function scanHandlingOf(code: Pick<QrCode, "type">): ScanHandling {
  if (isStaticType(code.type)) return { scanned: false, rules: false, fallback: false, split: false };
  const resolved = code.type === "gs1";
  return { scanned: true, rules: !resolved, fallback: !resolved, split: code.type === "url" };
}
