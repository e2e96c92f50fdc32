// A change of what a code of a given type shows: a url code changes its `url`; any other type its `content`, a
// JSON Merge Patch (RFC 7396) of what it holds (a card's title changes and its phones stay), the result checked
// against the code's type, an app code's `url` following its fallback; a static code changes neither, since what
// it holds is printed. What it answers is written beside the change's other fields.
import { type Gs1Content, isGs1Content, isStaticType } from "@qr/core/content/types";
import type { QrCodeRow } from "@qr/db";
import { validationFailed } from "../../../http/errors/api-error.ts";
import { applyMergePatch } from "../../../lib/merge-patch.ts";
import type { DestinationCheck } from "../../abuse/destination-screen.ts";
import { checkedContent } from "../../content/check-content.ts";
import { defaultHrefOf } from "../../content/code-target.ts";
import type { CodeChange } from "./requested-change.ts";

export function contentChange(
  row: Pick<QrCodeRow, "type" | "content">,
  change: Pick<CodeChange, "url" | "content">,
  destinations: DestinationCheck,
): Pick<CodeChange, "url" | "content"> {
  const { type } = row;
  if (type === "url") {
    if (change.content !== undefined)
      throw validationFailed([{ path: "content", message: "a url code has no content: change its url" }]);
    return {};
  }
  if (change.url !== undefined) {
    const instead = type === "app" ? "content.fallback_url" : "content";
    throw validationFailed([
      { path: "url", message: `a ${type} code has no url of its own: change its ${instead}` },
    ]);
  }
  if (change.content === undefined) return {};
  if (isStaticType(type))
    throw validationFailed([
      { path: "content", message: `a ${type} code is printed as it is: make a new code to change it` },
    ]);
  const patched = applyMergePatch(contentAsSent(row.content), change.content);
  const content = checkedContent(type, patched, destinations);
  if (type === "gs1" && isGs1Content(content) && isGs1Content(row.content)) {
    assertSameIdentifier(row.content, content);
    return { content, url: defaultHrefOf(content) };
  }
  return type === "app" ? { content, url: String(content.fallback_url) } : { content };
}

/** A GS1 code's identifier is printed (its path, its data attributes): only its links and description change. */
function assertSameIdentifier(before: Gs1Content, after: Gs1Content): void {
  for (const field of ["key", "qualifiers", "attributes"] as const) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      throw validationFailed([
        {
          path: `content.${field}`,
          message: "a gs1 code's identifier is printed: make a new code for another",
        },
      ]);
    }
  }
}

/** The facts the database writes beside a content's file ids (migration 0022): never sent, so never patched. */
const FILE_FACTS = ["file", "photo", "avatar"];

/** A code's content as a request sends it: without the file facts the database added. */
export function contentAsSent(content: Record<string, unknown> | null): Record<string, unknown> {
  return Object.fromEntries(Object.entries(content ?? {}).filter(([key]) => !FILE_FACTS.includes(key)));
}
