// The page a scan will show, drawn by the same renderer the redirect worker serves it with, at a phone's width.
// The frame inherits the app's CSP, which runs no inline script and allows only the pages' own style sheet.
import { pageOf } from "@qr/core/content/page";
import { accentOf, accentProperties } from "@qr/core/content/pages/accent";
import { edgeLinks, type PageLinks, renderPage } from "@qr/core/content/pages/render-page";
import { pageLanguage, stringsFor } from "@qr/core/content/pages/strings";
import type { ContentType } from "@qr/core/content/types";
import { useEffect, useRef } from "react";

export function PagePreview({ type, content }: { type: ContentType; content: unknown }) {
  // The accent is set through the frame's CSSOM (when it loads, and when only the accent changes): the app's CSP
  // allows no inline style attribute.
  const { accent_color: accentColor, ...shown } = (content ?? {}) as Record<string, unknown>;
  const accent = accentOf(accentColor);
  const frame = useRef<HTMLIFrameElement>(null);
  const paint = () => {
    const root = frame.current?.contentDocument?.documentElement;
    for (const [name] of accentProperties({ accent: "", onAccent: "" })) root?.style.removeProperty(name);
    for (const [name, value] of accent ? accentProperties(accent) : []) root?.style.setProperty(name, value);
  };
  // The frame as tall as the page it shows (up to a phone's screen), so a short card leaves no blank below it.
  const fit = () => {
    const body = frame.current?.contentDocument?.body;
    if (!frame.current || !body) return;
    frame.current.style.height = "0px";
    const height = body.scrollHeight + body.offsetTop * 2;
    frame.current.style.height = `${Math.min(Math.max(height, 240), 640)}px`;
  };
  useEffect(paint);
  const page = pageOf(type, content === null || content === undefined ? content : shown);
  if (!page) return null;
  const language = pageLanguage(navigator.language);
  let html: string;
  try {
    html = renderPage(
      page,
      { language, strings: stringsFor(language), reportUrl: "", qrId: "preview", mainLabel: "Preview" },
      previewLinks(content),
    );
  } catch {
    // A draft not yet whole (an event without its times): the preview waits for it.
    return <p className="hint page-preview">The preview appears once the required fields are filled in.</p>;
  }
  return (
    <figure className="page-preview">
      {/* Not sandboxed: it inherits the app's CSP (no inline script can run), and so axe can read it. */}
      <iframe
        title="Preview of the page a scan shows"
        ref={frame}
        srcDoc={html}
        onLoad={() => {
          paint();
          fit();
        }}
      />
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
