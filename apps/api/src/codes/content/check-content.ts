// A code's content checked against its type: the type's schema (each field named in the 422, under `content.`),
// then every URL in it checked and screened as a destination is. What it answers is what the code stores.
import type { ContentOf, ContentType } from "@qr/core/content/types";
import { type FieldError, validationFailed } from "../../http/errors/api-error.ts";
import { fieldErrors } from "../../http/openapi/router.ts";
import { checkedDestination } from "../abuse/destination-checks.ts";
import type { DestinationCheck } from "../abuse/destination-screen.ts";
import { CONTENT_SCHEMAS } from "./schemas.ts";

export type StoredContent = Record<string, unknown>;

/** The content a type needs, checked, its URLs normalised and screened; a 422 naming each field otherwise. */
export function checkedContent(
  type: Exclude<ContentType, "url">,
  raw: unknown,
  destinations: DestinationCheck,
  path = "content",
): StoredContent {
  if (raw === undefined || raw === null)
    throw validationFailed([{ path, message: `a ${type} code needs its content` }]);
  const parsed = CONTENT_SCHEMAS[type].safeParse(raw);
  if (!parsed.success) throw validationFailed(fieldErrors(parsed.error, `${path}.`));
  const errors: FieldError[] = [];
  const content = withCheckedUrls(type, parsed.data as ContentOf[typeof type], (url, field) =>
    checkedDestination(url, destinations, `${path}.${field}`, errors),
  );
  if (errors.length > 0) throw validationFailed(errors);
  return content as StoredContent;
}

/** The content with each URL it holds passed through `check` (named by its field's path within the content). */
function withCheckedUrls<T extends Exclude<ContentType, "url">>(
  type: T,
  content: ContentOf[T],
  check: (url: string, field: string) => string,
): ContentOf[T] {
  switch (type) {
    case "vcard": {
      const card = content as ContentOf["vcard"];
      return (card.website ? { ...card, website: check(card.website, "website") } : card) as ContentOf[T];
    }
    case "links": {
      const page = content as ContentOf["links"];
      const links = page.links.map((link, i) => ({ ...link, url: check(link.url, `links.${i}.url`) }));
      return { ...page, links } as ContentOf[T];
    }
    case "event": {
      const event = content as ContentOf["event"];
      return (event.url ? { ...event, url: check(event.url, "url") } : event) as ContentOf[T];
    }
    case "app": {
      const app = content as ContentOf["app"];
      return {
        ...app,
        ...(app.app_store_url ? { app_store_url: check(app.app_store_url, "app_store_url") } : {}),
        ...(app.google_play_url ? { google_play_url: check(app.google_play_url, "google_play_url") } : {}),
        fallback_url: check(app.fallback_url, "fallback_url"),
      } as ContentOf[T];
    }
    case "gs1": {
      const gs1 = content as ContentOf["gs1"];
      const links = gs1.links.map((link, i) => ({ ...link, href: check(link.href, `links.${i}.href`) }));
      return { ...gs1, links } as ContentOf[T];
    }
    default:
      return content;
  }
}
