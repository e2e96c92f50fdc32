// The style a code's designer edits, and how it relates to the code's saved design: the base a design gives, the
// fields the code stores itself, the tiles of each choice and the query the image route takes.

import { DEFAULT_STYLE, type QrStyle } from "@qr/qr/style";
import type { components, operations } from "../app/api-client.ts";
import type { ImageFormat } from "../codes/code-actions.ts";
import type { TileOption } from "./style-tiles.tsx";

/** A code's style as the designer edits it: the drawing options and the logo it names. */
export type DesignStyle = QrStyle & { logo_id?: string | null };

export type SavedDesign = components["schemas"]["Design"];

export const ECL_LABELS = {
  L: "Low: scans with 7% damaged",
  M: "Medium: 15%",
  Q: "High: 25%",
  H: "Highest: 30%",
} as const;

export const FRAME_LABELS = {
  none: "No frame",
  label: "Text under the code",
  banner: "Banner",
  box: "Box with banner",
};
export const GRADIENT_LABELS = { none: "None (one colour)", linear: "Linear", radial: "Radial" };

/** Colour pairs that pass the print-safety contrast rules, as tiles. */
export const COLOUR_PRESETS = [
  { value: "classic", label: "Classic", fg: "#000000", bg: "#ffffff" },
  { value: "navy", label: "Navy", fg: "#1e3a8a", bg: "#ffffff" },
  { value: "forest", label: "Forest", fg: "#14532d", bg: "#ffffff" },
  { value: "plum", label: "Plum", fg: "#581c87", bg: "#ffffff" },
  { value: "ink-on-cream", label: "Ink on cream", fg: "#1f2937", bg: "#fef3c7" },
  { value: "white-on-night", label: "Night", fg: "#0f172a", bg: "#e0f2fe" },
] as const;

/** The tiles of one style field: the current style with each of its values. */
export function tilesOf<K extends keyof QrStyle>(
  style: QrStyle,
  key: K,
  values: readonly QrStyle[K][],
  labelOf: (value: QrStyle[K]) => string,
): TileOption<string>[] {
  return values.map((value) => ({
    value: String(value),
    label: labelOf(value),
    style: {
      ...style,
      [key]: value,
      ...(key === "frame" && !style.frame_text ? { frame_text: "Scan me" } : {}),
    },
  }));
}

/** What a code with `designId` is drawn from before its own fields: the defaults, then its design or the default. */
export function baseStyle(designs: SavedDesign[], designId: string | null): DesignStyle {
  const design = designId ? designs.find((d) => d.id === designId) : designs.find((d) => d.is_default);
  return { ...DEFAULT_STYLE, ...(design?.style as Partial<DesignStyle> | undefined) };
}

/** The fields of `style` that differ from `base`: what the code stores, so a later change of its design shows. */
export function ownFields(style: DesignStyle, base: DesignStyle): Partial<DesignStyle> {
  return Object.fromEntries(
    Object.entries(style).filter(
      ([key, value]) => (base[key as keyof DesignStyle] ?? null) !== (value ?? null),
    ),
  );
}

type ImageQuery = NonNullable<operations["codes.image"]["parameters"]["query"]>;

/** The image route's query for a style, a format and a size: the style's fields, a logo left out as `none`. */
export function imageQuery(style: DesignStyle, format: ImageFormat, size: number): ImageQuery {
  const fields = Object.fromEntries(
    Object.entries(style).filter(([, value]) => value !== null && value !== undefined),
  ) as Omit<ImageQuery, "format" | "size">;
  return { ...fields, ...("logo_id" in style ? { logo_id: style.logo_id ?? "none" } : {}), format, size };
}

/** The address of a code's image as an image element shows it. */
export function imageSrc(codeId: string, query: ImageQuery): string {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `/api/v1/qr/${encodeURIComponent(codeId)}/image?${params}`;
}

/** The address of a code's image, to download (a link the browser follows). */
export function imageHref(codeId: string, query: ImageQuery): string {
  return `${imageSrc(codeId, query)}&download=1`;
}
