// What a new code is and where its scans go, from a create request: a `url` code's destination, or another
// type's content (checked) and the `url` it implies. The one reading of `type`, `url` and `content` that a single
// create and every bulk row share.
import { type ContentType, type Gs1Content, isGs1Content, isStaticType } from "@qr/core/content/types";
import { validationFailed } from "../../http/errors/api-error.ts";
import { validDestination } from "../abuse/destination-checks.ts";
import type { DestinationCheck } from "../abuse/destination-screen.ts";
import { checkedContent, type StoredContent } from "./check-content.ts";
import { gs1SlugOf } from "./gs1-schema.ts";

export interface CodeTargetInput {
  type?: ContentType | undefined;
  url?: string | undefined;
  content?: Record<string, unknown> | undefined;
  access?: unknown;
  forward_query?: boolean | undefined;
  rules?: unknown;
  starts_at?: unknown;
  expires_at?: unknown;
  fallback_url?: unknown;
  max_scans?: unknown;
  schedule?: unknown;
}

export interface CodeTarget {
  type: ContentType;
  /**
   * The column: a url code's destination, an app's fallback, a GS1 code's default link, "" for a page or static
   * type (its page answers).
   */
  url: string;
  content: StoredContent | null;
  /** A GS1 code's slug: its identifier's path (its scans are resolved by GS1 Digital Link, not by a random slug). */
  slug?: string | undefined;
}

/** Fields that shape scans, which a static code (printed content, never scanned through us) cannot have. */
const SCAN_FIELDS = [
  "access",
  "forward_query",
  "rules",
  "starts_at",
  "expires_at",
  "fallback_url",
  "max_scans",
  "schedule",
];

export function codeTargetOf(input: CodeTargetInput, destinations: DestinationCheck): CodeTarget {
  const type = input.type ?? "url";
  if (type === "url") {
    if (input.content !== undefined)
      throw validationFailed([{ path: "content", message: "a url code has no content: send url" }]);
    if (input.url === undefined) throw validationFailed([{ path: "url", message: "url is required" }]);
    return { type, url: validDestination(input.url, destinations), content: null };
  }
  if (input.url !== undefined) {
    const instead = type === "app" ? "content.fallback_url" : "content";
    throw validationFailed([
      { path: "url", message: `a ${type} code has no url of its own: its ${instead} says where scans go` },
    ]);
  }
  if (isStaticType(type)) {
    const given = SCAN_FIELDS.find((field) => input[field as keyof CodeTargetInput] !== undefined);
    if (given)
      throw validationFailed([
        { path: given, message: `a ${type} code is static (printed as it is, never scanned through us)` },
      ]);
  }
  if (type === "gs1") assertNoResolutionFields({ ...input });
  const content = checkedContent(type, input.content, destinations);
  if (type === "gs1" && isGs1Content(content)) {
    return { type, url: defaultHrefOf(content), content, slug: gs1SlugOf(content) };
  }
  return { type, url: type === "app" ? String(content.fallback_url) : "", content };
}

/** What a GS1 code's resolution replaces: smart destinations, splits, schedules and a password gate. */
export const GS1_REFUSED = ["access", "rules", "fallback_url", "variants", "schedule"];

/** Refuses, on a GS1 code, a field its resolution replaces (an empty or null one changes nothing, and passes). */
export function assertNoResolutionFields(fields: Record<string, unknown>): void {
  const given = GS1_REFUSED.find((field) => {
    const value = fields[field];
    return value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0);
  });
  if (given)
    throw validationFailed([
      { path: given, message: "a gs1 code is resolved by its links' types, languages and contexts" },
    ]);
}

/** A GS1 code's `url`: its default link, which a scan with nothing more specific gets. */
export function defaultHrefOf(content: Gs1Content): string {
  return (content.links.find((link) => link.default) ?? content.links[0])?.href ?? "";
}

/**
 * A new code's own style: a GS1 code is printed without a logo unless it names one, whatever the team's default
 * design draws, because checkouts read it (docs/gs1.md, "Printing"); every other code's style is as sent.
 */
export function styleOfNewCode<T extends Record<string, unknown>>(
  target: Pick<CodeTarget, "type">,
  style: T | undefined,
): T | (Record<string, unknown> & { logo_id: null }) | undefined {
  if (target.type !== "gs1" || (style !== undefined && "logo_id" in style)) return style;
  return { ...style, logo_id: null };
}
