// What the redirect record carries of a code's content: the page to render (page types; wifi without its
// password, which only the printed QR holds) and, for app codes, the store rules the routing engine applies.
import * as z from "zod/mini";
import type { EdgeRule } from "../routing.ts";
import {
  type AppContent,
  type ContentOf,
  type ContentType,
  isPageType,
  PAGE_TYPES,
  type PageOf,
} from "./types.ts";

/** The rule ids an app code's store rules answer with (the scan event's `answered_by`). */
export const APP_STORE_RULE = "app_store";
export const GOOGLE_PLAY_RULE = "google_play";

export const pageRecordSchema = z.object({
  type: z.enum(PAGE_TYPES),
  content: z.record(z.string(), z.unknown()),
});

/** The page of a code's record, or undefined for a code that redirects. */
export function pageOf(type: ContentType, content: unknown): PageOf | undefined {
  if (!isPageType(type) || content === null || content === undefined) return undefined;
  if (type === "wifi") {
    const { password: _secret, ...shown } = content as ContentOf["wifi"];
    return { type, content: shown };
  }
  return { type, content } as PageOf;
}

/** An app code's rules, before the code's own: iPhones and iPads to the App Store, Android to Google Play. */
export function appRulesOf(app: AppContent): EdgeRule[] {
  const rules: EdgeRule[] = [];
  if (app.app_store_url) rules.push({ id: APP_STORE_RULE, url: app.app_store_url, when: { os: ["ios"] } });
  if (app.google_play_url)
    rules.push({ id: GOOGLE_PLAY_RULE, url: app.google_play_url, when: { os: ["android"] } });
  return rules;
}
