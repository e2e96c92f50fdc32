// A scene drawn with PDF's or PostScript's path operators: the two languages share the model (a current path,
// filled by the non-zero or even-odd rule, a gradient painted through the path as a clip), so one walk writes both.
import type { Segment } from "./path-data.ts";
import type { Paint, Rgb, Scene } from "./scene.ts";

export type Language = "pdf" | "postscript";

/** Names the caller gives to what a page refers to: a gradient's shading, an image's drawing. */
export interface Resources {
  /** PDF: the shading's resource name (`/Sh0`); PostScript: its dictionary, written inline. */
  shading(paint: Exclude<Paint, { kind: "solid" }>): string;
  /** The operators that draw the image into the unit square (y up), or "" to leave it out. */
  image(href: string): { draw: string; aspect: number } | undefined;
}

const WORDS = {
  pdf: {
    move: "m",
    line: "l",
    curve: "c",
    close: "h",
    fill: "f",
    eofill: "f*",
    clip: "W n",
    eoclip: "W* n",
    save: "q",
    restore: "Q",
    rgb: "rg",
    concat: "cm",
    paint: "sh",
  },
  postscript: {
    move: "moveto",
    line: "lineto",
    curve: "curveto",
    close: "closepath",
    fill: "fill",
    eofill: "eofill",
    clip: "clip newpath",
    eoclip: "eoclip newpath",
    save: "gsave",
    restore: "grestore",
    rgb: "setrgbcolor",
    concat: "concat",
    paint: "shfill",
  },
} as const;

/**
 * The scene fitted into a box of `width` × `height` points whose bottom-left corner is (x, y), its aspect kept
 * (centred on the spare side).
 */
export function drawScene(
  scene: Scene,
  box: { x: number; y: number; width: number; height: number },
  language: Language,
  resources: Resources,
): string {
  const w = WORDS[language];
  const scale = Math.min(box.width / scene.width, box.height / scene.height);
  const left = box.x + (box.width - scene.width * scale) / 2;
  const top = box.y + (box.height + scene.height * scale) / 2;
  const matrix = [scale, 0, 0, -scale, left, top].map(n);
  const out: string[] = [
    w.save,
    language === "pdf" ? `${matrix.join(" ")} cm` : `[${matrix.join(" ")}] concat`,
  ];
  for (const shape of mergedPaths(scene.shapes)) {
    if (shape.kind === "image") {
      const image = resources.image(shape.href);
      if (!image) continue;
      // Fitted in its box, aspect kept (preserveAspectRatio xMidYMid meet), drawn upright in the flipped space.
      const fit = Math.min(shape.width, shape.height * image.aspect);
      const iw = fit;
      const ih = fit / image.aspect;
      const ix = shape.x + (shape.width - iw) / 2;
      const iy = shape.y + (shape.height - ih) / 2;
      const place = [iw, 0, 0, -ih, ix, iy + ih].map(n).join(" ");
      out.push(w.save, language === "pdf" ? `${place} cm` : `[${place}] concat`, image.draw, w.restore);
      continue;
    }
    const path = pathText(shape.segments, language);
    if (shape.paint.kind === "solid") {
      out.push(`${rgb(shape.paint.colour)} ${w.rgb}`, path, shape.evenOdd ? w.eofill : w.fill);
    } else {
      out.push(
        w.save,
        path,
        shape.evenOdd ? w.eoclip : w.clip,
        `${resources.shading(shape.paint)} ${w.paint}`,
        w.restore,
      );
    }
  }
  out.push(w.restore);
  return out.join("\n");
}

/**
 * Neighbouring paths of one paint and fill rule as one path: one colour and one fill (or one clip and one shading)
 * for all the modules, not one each. The renderer's shapes do not overlap, so the fill is the same.
 */
function mergedPaths(shapes: Scene["shapes"]): Scene["shapes"] {
  const merged: Scene["shapes"] = [];
  for (const shape of shapes) {
    const last = merged.at(-1);
    if (
      shape.kind === "path" &&
      last?.kind === "path" &&
      last.evenOdd === shape.evenOdd &&
      samePaint(last.paint, shape.paint)
    ) {
      for (const segment of shape.segments) last.segments.push(segment);
    } else {
      // A copy of the segments: merging appends to them, and the scene is the caller's.
      merged.push(shape.kind === "path" ? { ...shape, segments: [...shape.segments] } : shape);
    }
  }
  return merged;
}

function samePaint(a: Paint, b: Paint): boolean {
  if (a === b) return true;
  return a.kind === "solid" && b.kind === "solid" && a.colour.every((c, i) => c === b.colour[i]);
}

/** A gradient as a shading dictionary's entries (PDF and PostScript spell them alike). */
export function shadingEntries(paint: Exclude<Paint, { kind: "solid" }>): string {
  const coords =
    paint.kind === "linear"
      ? [paint.x1, paint.y1, paint.x2, paint.y2]
      : [paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r];
  return `/ShadingType ${paint.kind === "linear" ? 2 : 3} /ColorSpace /DeviceRGB /Coords [${coords.map(n).join(" ")}] /Function << /FunctionType 2 /Domain [0 1] /C0 [${rgb(paint.from)}] /C1 [${rgb(paint.to)}] /N 1 >> /Extend [true true]`;
}

function pathText(segments: Segment[], language: Language): string {
  const w = WORDS[language];
  return segments
    .map((s) => {
      if (s.op === "Z") return w.close;
      if (s.op === "C") return `${n(s.x1)} ${n(s.y1)} ${n(s.x2)} ${n(s.y2)} ${n(s.x)} ${n(s.y)} ${w.curve}`;
      return `${n(s.x)} ${n(s.y)} ${s.op === "M" ? w.move : w.line}`;
    })
    .join(" ");
}

function rgb(colour: Rgb): string {
  return colour.map((c) => n(c)).join(" ");
}

/** Numbers as PDF and PostScript read them: no exponent, three decimals at most (a thousandth of a module). */
function n(value: number): string {
  const rounded = Math.round(value * 1e3) / 1e3;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}
