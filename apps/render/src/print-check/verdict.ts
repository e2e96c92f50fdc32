// What a photo of a printed code says about the print: whether it reads (as this code or as something else), how
// big a module is in the photo, the contrast between its dark and light modules, the light margin around it, and,
// given how wide it was printed, from how far a phone will read it; then advice in plain words.
import { scanDistanceCm } from "@qr/qr";
import type { PrintVerdict } from "@qr/qr/renderer";
import type { ReadResult } from "zxing-wasm/reader";
import type { Photo } from "./decode-photo.ts";

const MIN_CONTRAST = 3;
const MIN_QUIET_MODULES = 2;
const RECOMMENDED_QUIET_MODULES = 4;

export function verdictOf(
  photo: Photo,
  found: ReadResult[],
  shortUrl: string,
  printedWidthMm: number | undefined,
  logoSize: number | undefined,
  /** The code's quiet zone, in modules: the printed width counts it. */
  margin: number,
): PrintVerdict {
  const read = found.find((r) => r.isValid && r.text === shortUrl) ?? found.find((r) => r.isValid);
  const advice: string[] = [];
  if (!read) {
    const brightness = meanLuminance(photo, { x0: 0, y0: 0, x1: photo.width, y1: photo.height });
    if (brightness < 0.25)
      advice.push("The photo is too dark: take it in better light, without the flash's glare.");
    advice.push(
      "No code could be read. Hold the phone steady and straight on, fill a third of the frame with the code, and try again.",
    );
    if (logoSize !== undefined && logoSize >= 0.25) {
      advice.push(
        "The logo covers much of the code: a smaller logo (20% of the side) leaves readers more to work with.",
      );
    }
    return {
      decodes: false,
      matches_this_code: false,
      decoded_text: null,
      module_px: null,
      contrast: null,
      quiet_zone_modules: null,
      scan_distance_cm: null,
      advice,
    };
  }
  const matches = read.text === shortUrl;
  if (!matches)
    advice.push("This photo shows another code, not this one: check that the right file was printed.");
  const modules = 17 + 4 * Number.parseInt(read.version || "1", 10);
  const { topLeft, topRight, bottomLeft, bottomRight } = read.position;
  const side =
    (Math.hypot(topRight.x - topLeft.x, topRight.y - topLeft.y) +
      Math.hypot(bottomLeft.x - topLeft.x, bottomLeft.y - topLeft.y)) /
    2;
  const modulePx = side / modules;
  const box = {
    x0: Math.max(0, Math.floor(Math.min(topLeft.x, bottomLeft.x))),
    y0: Math.max(0, Math.floor(Math.min(topLeft.y, topRight.y))),
    x1: Math.min(photo.width, Math.ceil(Math.max(topRight.x, bottomRight.x))),
    y1: Math.min(photo.height, Math.ceil(Math.max(bottomLeft.y, bottomRight.y))),
  };
  const { contrast, threshold } = contrastIn(photo, box);
  const quiet = quietZone(photo, box, threshold) / modulePx;
  if (modulePx * photo.scale < 3)
    advice.push(
      "The code is small in this photo: take it closer, so that the code fills more of the frame, to measure it well.",
    );
  if (contrast < MIN_CONTRAST) {
    advice.push(
      `The contrast is low (${contrast.toFixed(1)}:1): print darker modules on a lighter background, or check the printer's ink.`,
    );
  }
  if (quiet < MIN_QUIET_MODULES) {
    advice.push(
      "The light margin around the code is too thin: leave at least 4 modules of blank space on every side (the photo may also be cropped too tight).",
    );
  } else if (quiet < RECOMMENDED_QUIET_MODULES) {
    advice.push(
      "The light margin around the code is narrow: 4 modules of blank space on every side reads more reliably.",
    );
  }
  if (printedWidthMm !== undefined && printedWidthMm < 20) {
    advice.push(
      "At under 2 cm wide a code reads only from very close: print it at least 3 cm wide for a table, larger for a wall.",
    );
  }
  if (advice.length === 0) advice.push("The printed code reads well.");
  return {
    decodes: true,
    matches_this_code: matches,
    decoded_text: read.text.slice(0, 2048),
    module_px: round(modulePx * photo.scale),
    contrast: round(contrast),
    quiet_zone_modules: round(Math.min(quiet, 20)),
    scan_distance_cm:
      printedWidthMm === undefined ? null : round(scanDistanceCm(printedWidthMm / 10, modules + 2 * margin)),
    advice,
  };
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function luminance(photo: Photo, x: number, y: number): number {
  const i = (y * photo.width + x) * 4;
  const d = photo.data;
  return (0.2126 * (d[i] as number) + 0.7152 * (d[i + 1] as number) + 0.0722 * (d[i + 2] as number)) / 255;
}

function meanLuminance(photo: Photo, box: Box): number {
  let sum = 0;
  let count = 0;
  for (let y = box.y0; y < box.y1; y += 4) {
    for (let x = box.x0; x < box.x1; x += 4) {
      sum += luminance(photo, x, y);
      count++;
    }
  }
  return count ? sum / count : 0;
}

/** Dark and light as Otsu's threshold splits the code's pixels; the ratio of their typical luminances (WCAG). */
function contrastIn(photo: Photo, box: Box): { contrast: number; threshold: number } {
  const histogram = new Array<number>(256).fill(0);
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const level = Math.round(luminance(photo, x, y) * 255);
      histogram[level] = (histogram[level] as number) + 1;
    }
  }
  const total = histogram.reduce((a, b) => a + b, 0);
  const sumAll = histogram.reduce((sum, count, level) => sum + count * level, 0);
  let best = 0;
  let threshold = 128;
  let below = 0;
  let sumBelow = 0;
  for (let level = 0; level < 256; level++) {
    below += histogram[level] as number;
    sumBelow += level * (histogram[level] as number);
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const between = below * above * (sumBelow / below - (sumAll - sumBelow) / above) ** 2;
    if (between > best) {
      best = between;
      threshold = level;
    }
  }
  // The median of each side: typical dark and light, unmoved by a few specks.
  const median = (from: number, to: number) => {
    const count = histogram.slice(from, to).reduce((a, b) => a + b, 0);
    let seen = 0;
    for (let level = from; level < to; level++) {
      seen += histogram[level] as number;
      if (seen >= count / 2) return level / 255;
    }
    return from / 255;
  };
  const dark = linear(median(0, threshold + 1));
  const light = linear(median(threshold + 1, 256));
  return { contrast: (light + 0.05) / (dark + 0.05), threshold: threshold / 255 };
}

/** sRGB to linear light, as WCAG's relative luminance asks. */
function linear(value: number): number {
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** The narrowest light band outside the code, in photo pixels, up to the photo's edge. */
function quietZone(photo: Photo, box: Box, threshold: number): number {
  const dark = (x: number, y: number) => luminance(photo, x, y) <= threshold;
  const scan = (count: (step: number) => boolean, limit: number) => {
    let step = 1;
    while (step <= limit && !count(step)) step++;
    return step - 1;
  };
  const samples = [0.2, 0.5, 0.8];
  const across = (from: number, to: number) => samples.map((t) => Math.floor(from + (to - from) * t));
  const left = Math.min(
    ...across(box.y0, box.y1).map((y) => scan((s) => box.x0 - s < 0 || dark(box.x0 - s, y), box.x0)),
  );
  const right = Math.min(
    ...across(box.y0, box.y1).map((y) =>
      scan((s) => box.x1 + s >= photo.width || dark(box.x1 + s, y), photo.width - box.x1),
    ),
  );
  const top = Math.min(
    ...across(box.x0, box.x1).map((x) => scan((s) => box.y0 - s < 0 || dark(x, box.y0 - s), box.y0)),
  );
  const bottom = Math.min(
    ...across(box.x0, box.x1).map((x) =>
      scan((s) => box.y1 + s >= photo.height || dark(x, box.y1 + s), photo.height - box.y1),
    ),
  );
  return Math.min(left, right, top, bottom);
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
