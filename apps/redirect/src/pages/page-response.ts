// A code's page as a response. Pages are kept per isolate by code version and language, so a page scan renders
// once and then costs what a redirect does: a version moves with every change, so a kept page is never stale.
import { BoundedCache } from "@qr/core/bounded-cache";
import { PAGE_CSP } from "@qr/core/content/pages/page-shell";
import { edgeLinks, renderPage } from "@qr/core/content/pages/render-page";
import { pageLanguage, stringsFor } from "@qr/core/content/pages/strings";
import type { PageOf } from "@qr/core/content/types";
import type { RedirectRecord } from "@qr/core/redirect-record";
import { SECURITY_HEADERS } from "../responses.ts";

/** A rendered page and its headers, made once: a Headers object is copied into a Response far faster than an object. */
interface RenderedPage {
  body: string;
  headers: Headers;
}

const renderedPages = new BoundedCache<RenderedPage>({ capacity: 2_000 });

export function pageResponse(
  record: RedirectRecord,
  page: PageOf,
  slug: string,
  version: number,
  request: Request,
  reportUrl: string,
): Response {
  const language = pageLanguage(request.headers.get("Accept-Language"));
  const key = `${record.qr_id} ${version} ${language} ${slug}`;
  let rendered = renderedPages.get(key);
  if (rendered === undefined) {
    rendered = {
      body: renderPage(
        page,
        { language, strings: stringsFor(language), reportUrl, qrId: record.qr_id },
        edgeLinks(slug),
      ),
      headers: new Headers({
        ...SECURITY_HEADERS,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": PAGE_CSP,
        "Content-Language": language,
        Vary: "Accept-Language",
      }),
    };
    renderedPages.set(key, rendered);
  }
  return new Response(request.method === "HEAD" ? null : rendered.body, { headers: rendered.headers });
}
