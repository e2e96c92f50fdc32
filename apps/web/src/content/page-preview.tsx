// The page a scan will show, drawn by the same renderer the redirect worker serves it with, at a phone's width.
// The frame inherits the app's CSP, which runs no inline script and allows only the pages' own style sheet.
import { pageOf } from "@qr/core/content/page";
import { edgeLinks, type PageLinks, renderPage } from "@qr/core/content/pages/render-page";
import { pageLanguage, stringsFor } from "@qr/core/content/pages/strings";
import type { ContentType } from "@qr/core/content/types";

export function PagePreview({ type, content }: { type: ContentType; content: unknown }) {
  const page = pageOf(type, content);
  if (!page) return null;
  const language = pageLanguage(navigator.language);
  let html: string;
  try {
    html = renderPage(
      page,
      { language, strings: stringsFor(language), reportUrl: "", qrId: "preview" },
      previewLinks(content),
    );
  } catch {
    // A draft not yet whole (an event without its times): the preview waits for it.
    return <p className="hint page-preview">The preview appears once the required fields are filled in.</p>;
  }
  return (
    <figure className="page-preview">
      {/* Not sandboxed: it inherits the app's CSP (no inline script can run), and so axe can read it. */}
      <iframe title="Preview of the page a scan shows" srcDoc={html} />
      <figcaption className="hint">What a phone shows when the code is scanned.</figcaption>
    </figure>
  );
}

/** The page's own links as the preview shows them: its files from the team's files (the session reads them). */
function previewLinks(content: unknown): PageLinks {
  const c = (content ?? {}) as Record<string, unknown>;
  const fileUrl = (id: unknown) =>
    typeof id === "string" ? `/api/v1/files/${encodeURIComponent(id)}/content` : "";
  const links = Array.isArray(c.links) ? (c.links as { url?: unknown }[]) : [];
  return {
    ...edgeLinks("preview"),
    file: fileUrl(c.file_id),
    download: fileUrl(c.file_id),
    photo: fileUrl(c.photo_file_id ?? c.avatar_file_id),
    link: (index) => String(links[index]?.url ?? ""),
  };
}
