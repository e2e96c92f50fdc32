// Where everything sits on the canvas, in modules: the code with its quiet zone, the frame around it, the band
// that holds the call to action, and the area cleared for a logo.
import { alignmentCentres } from "./matrix.ts";

/**
 * A frame around the code with a call to action: `label` (the text under the code), `banner` (the text on a band
 * under the code), `box` (a border with the band inside it).
 */
export const FRAMES = ["none", "label", "banner", "box"] as const;
export type Frame = (typeof FRAMES)[number];

/** What of a code's style places things on its canvas. */
export interface FramedStyle {
  frame: Frame;
  frame_text: string;
  margin: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Layout {
  width: number;
  height: number;
  /** The code's top-left corner, quiet zone included, and its side. */
  code: { x: number; y: number; extent: number };
  /** A box frame's border width (0 for every other frame). */
  border: number;
  /** Where the frame's text goes. */
  band?: Box;
}

/** The band's height as a share of the code's side: room for one line of text a phone camera can read. */
const BAND_SHARE = 0.22;
const BORDER_SHARE = 0.04;

/**
 * The layout of a code of `moduleCount` modules. Given the output width in pixels, the height is made a whole
 * number of pixels at the same scale as the width (the band absorbs the difference): a canvas scaled unevenly
 * would put module edges between pixels, which ZXing's local binariser was shown to misread.
 */
export function layout(style: FramedStyle, moduleCount: number, sizePx?: number): Layout {
  const natural = naturalLayout(style, moduleCount);
  if (sizePx === undefined || !natural.band) return natural;
  const height = (Math.round((sizePx * natural.height) / natural.width) * natural.width) / sizePx;
  return {
    ...natural,
    height,
    band: { ...natural.band, height: natural.band.height + height - natural.height },
  };
}

function naturalLayout(style: FramedStyle, moduleCount: number): Layout {
  const extent = moduleCount + 2 * style.margin;
  const band = extent * BAND_SHARE;
  switch (style.frame) {
    case "none":
      return { width: extent, height: extent, code: { x: 0, y: 0, extent }, border: 0 };
    case "label":
    case "banner":
      return {
        width: extent,
        height: extent + band,
        code: { x: 0, y: 0, extent },
        border: 0,
        band: { x: 0, y: extent, width: extent, height: band },
      };
    case "box": {
      // Whole modules, so that at a whole number of pixels per module every module edge falls on a pixel edge.
      const border = Math.max(1, Math.round(extent * BORDER_SHARE));
      const bandHeight = style.frame_text.trim() === "" ? border : band;
      return {
        width: extent + 2 * border,
        height: extent + border + bandHeight,
        code: { x: border, y: border, extent },
        border,
        band: { x: border, y: border + extent, width: extent, height: bandHeight },
      };
    }
  }
}

/** The canvas width in modules: what the output's pixels are spread over. */
export function canvasWidth(style: FramedStyle, moduleCount: number): number {
  return layout(style, moduleCount).width;
}

export interface LogoArea {
  /** First row and column of the cleared square, in matrix modules. */
  start: number;
  /** Side of the cleared square: the logo and a module of space around it. */
  cleared: number;
  /** Side of the logo itself. */
  logo: number;
}

/**
 * The centred square cleared for a logo whose side is `share` of the symbol's: an odd number of modules, so it
 * sits exactly in the middle, with one empty module around the logo. Undefined when that square would cut into
 * an alignment pattern (from version 7 one sits at the centre): the code's content is too long for a logo.
 */
export function logoArea(moduleCount: number, share: number): LogoArea | undefined {
  let logo = Math.round(share * moduleCount);
  if (logo % 2 === 0) logo -= 1;
  const cleared = logo + 2;
  const start = (moduleCount - cleared) / 2;
  const end = start + cleared - 1;
  const overlaps = alignmentCentres(moduleCount).some(
    ([row, col]) => row + 2 >= start && row - 2 <= end && col + 2 >= start && col - 2 <= end,
  );
  return overlaps ? undefined : { start, cleared, logo };
}
