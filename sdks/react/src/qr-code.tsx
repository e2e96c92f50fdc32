// <QrCode>: a code drawn in the browser by the service's own renderer (@qr/qr), so that for the same content, style
// and size its SVG is the API's `format=svg`, byte for byte; a style that would not scan at that size is not drawn,
// and says why, as the API refuses it.
import { DEFAULT_STYLE, type QrStyle, qrSvg } from "@qr/qr";
import type { Style } from "qrservice";
import { type HTMLAttributes, useEffect, useMemo } from "react";

export interface QrCodeProblem {
  path: string;
  message: string;
}

/** A logo drawn in the centre: an image as a base64 data: URL (PNG, JPEG or SVG) and its width / height. */
export interface QrCodeLogo {
  href: string;
  aspect: number;
}

/** The code's SVG, or why it cannot be drawn (as the API would refuse it). */
export type QrCodeImage =
  | { ok: true; svg: string; warnings: string[] }
  | { ok: false; errors: QrCodeProblem[] };

export interface QrCodeProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children" | "style"> {
  /** What the code holds: a code's `short_url` (or any text). */
  content: string;
  /** The code's style (a code's `style`, or part of one): what it leaves out is the service's default. */
  style?: Partial<Style> | undefined;
  /** The image's width in pixels (the API's `size`). */
  size?: number;
  /** A logo to draw in the centre, as a data: URL and its aspect (the API embeds the code's logo this way). */
  logo?: QrCodeLogo | undefined;
  /** The image's accessible name (default: "QR code for <content>"). */
  title?: string;
  /** Told what would not scan (nothing is drawn then), and the print warnings of a code that is drawn. */
  onProblems?: (problems: { errors: QrCodeProblem[]; warnings: string[] }) => void;
}

/** The code's SVG as the API draws it, or why it cannot be drawn. */
export function useQrSvg(
  content: string,
  style: Partial<Style> | undefined,
  size: number,
  logo?: QrCodeLogo,
): QrCodeImage {
  return useMemo(() => {
    const defined = Object.fromEntries(Object.entries(style ?? {}).filter(([, value]) => value != null));
    return qrSvg(content, { ...DEFAULT_STYLE, ...defined } as QrStyle, size, logo);
  }, [content, style, size, logo]);
}

export function QrCode({ content, style, size = 256, logo, title, onProblems, ...rest }: QrCodeProps) {
  const image = useQrSvg(content, style, size, logo);
  useEffect(() => {
    onProblems?.(
      image.ok ? { errors: [], warnings: image.warnings } : { errors: image.errors, warnings: [] },
    );
  }, [image, onProblems]);
  const label = title ?? `QR code for ${content}`;
  if (!image.ok) {
    return (
      <span
        role="img"
        aria-label={`${label}: not drawn, ${image.errors.map((e) => e.message).join("; ")}`}
        {...rest}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      data-warnings={image.warnings.length > 0 ? image.warnings.join(" ") : undefined}
      // The renderer's own SVG: no user text reaches it unescaped (content is encoded as modules, not written).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is the renderer's, byte for byte the API's
      dangerouslySetInnerHTML={{ __html: image.svg }}
      {...rest}
    />
  );
}
