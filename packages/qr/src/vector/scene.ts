// A rendered code as a scene of filled paths and images, read from the SVG the renderer wrote (svg.ts, frame.ts):
// one renderer decides every shape, and the vector writers (operators.ts for PDF, eps.ts) draw exactly what it drew. Only the
// renderer's own vocabulary is read: rect, circle, path, g with fill and translate/scale, gradients, image. Anything
// else throws, so a new shape in the renderer cannot be dropped from print files without a failing test.
import { IDENTITY, type Matrix, multiply, parsePath, type Segment } from "./path-data.ts";

export type Rgb = readonly [number, number, number];

export type Paint =
  | { kind: "solid"; colour: Rgb }
  | { kind: "linear"; x1: number; y1: number; x2: number; y2: number; from: Rgb; to: Rgb }
  | { kind: "radial"; cx: number; cy: number; r: number; from: Rgb; to: Rgb };

export interface PathShape {
  kind: "path";
  segments: Segment[];
  paint: Paint;
  evenOdd: boolean;
}

/** An image (a logo) fitted, its aspect kept, into the box; `href` is a data: URL. */
export interface ImageShape {
  kind: "image";
  href: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Scene {
  /** In the SVG's user units (modules), y down. */
  width: number;
  height: number;
  shapes: (PathShape | ImageShape)[];
}

const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"]*")*)\s*(\/?)>/g;
const ATTRIBUTE = /([a-zA-Z][a-zA-Z0-9:-]*)="([^"]*)"/g;

interface Group {
  fill: string | undefined;
  evenOdd: boolean;
  matrix: Matrix;
}

export function sceneOf(svg: string): Scene {
  const gradients = new Map<string, Paint>();
  const shapes: Scene["shapes"] = [];
  const stack: Group[] = [{ fill: "#000000", evenOdd: false, matrix: IDENTITY }];
  let viewBox: number[] = [];
  let gradient: { id: string; attrs: Record<string, string>; stops: Rgb[] } | undefined;
  let consumed = 0;
  for (const match of svg.matchAll(TAG)) {
    if (svg.slice(consumed, match.index).trim() !== "") throw new Error("text outside the renderer's tags");
    consumed = (match.index ?? 0) + match[0].length;
    const [, closing, name = "", rawAttrs = "", selfClosing] = match;
    const attrs = Object.fromEntries([...rawAttrs.matchAll(ATTRIBUTE)].map((a) => [a[1], a[2]])) as Record<
      string,
      string
    >;
    const group = stack.at(-1) as Group;
    if (closing) {
      if (name === "g") stack.pop();
      if ((name === "linearGradient" || name === "radialGradient") && gradient) {
        gradients.set(gradient.id, gradientPaint(name, gradient.attrs, gradient.stops));
        gradient = undefined;
      }
      continue;
    }
    refuseUnsupported(name, attrs);
    const inherited = (): Group => ({
      fill: attrs.fill ?? group.fill,
      evenOdd: attrs["fill-rule"] ? attrs["fill-rule"] === "evenodd" : group.evenOdd,
      matrix: attrs.transform ? multiply(group.matrix, transformOf(attrs.transform)) : group.matrix,
    });
    const paintOf = (fill: string | undefined, matrix: Matrix): Paint | undefined => {
      if (fill === undefined || fill === "none") return undefined;
      const reference = /^url\(#([^)]+)\)$/.exec(fill)?.[1];
      if (reference) {
        const found = gradients.get(reference);
        if (!found) throw new Error(`unknown gradient ${reference}`);
        return matrix === IDENTITY ? found : transformedPaint(found, matrix);
      }
      return { kind: "solid", colour: rgbOf(fill) };
    };
    const add = (segments: Segment[], own: Group) => {
      const paint = paintOf(own.fill, own.matrix);
      if (paint && segments.length > 0) shapes.push({ kind: "path", segments, paint, evenOdd: own.evenOdd });
    };
    switch (name) {
      case "svg":
        viewBox = (attrs.viewBox ?? "").split(/\s+/).map(Number);
        break;
      case "defs":
        break;
      case "linearGradient":
      case "radialGradient":
        gradient = { id: attrs.id ?? "", attrs, stops: [] };
        break;
      case "stop":
        gradient?.stops.push(rgbOf(attrs["stop-color"] ?? "#000000"));
        break;
      case "g":
        if (!selfClosing) stack.push(inherited());
        break;
      case "path": {
        const own = inherited();
        add(parsePath(attrs.d ?? "", own.matrix), own);
        break;
      }
      case "rect": {
        const own = inherited();
        const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(attrs[k] ?? 0)) as [
          number,
          number,
          number,
          number,
        ];
        const rx = Number(attrs.rx ?? 0);
        add(
          placed(`r${w},${h},${rx}`, () => rectPath(0, 0, w, h, rx), x, y, own.matrix),
          own,
        );
        break;
      }
      case "circle": {
        const own = inherited();
        const [cx, cy, r] = ["cx", "cy", "r"].map((k) => Number(attrs[k] ?? 0)) as [number, number, number];
        const circle = () => `M${-r} 0a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
        add(placed(`c${r}`, circle, cx, cy, own.matrix), own);
        break;
      }
      case "image": {
        const m = group.matrix;
        if (m[1] !== 0 || m[2] !== 0) throw new Error("an image under a rotation");
        const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(attrs[k] ?? 0)) as [
          number,
          number,
          number,
          number,
        ];
        shapes.push({
          kind: "image",
          href: attrs.href ?? "",
          x: m[0] * x + m[4],
          y: m[3] * y + m[5],
          width: m[0] * w,
          height: m[3] * h,
        });
        break;
      }
      default:
        throw new Error(`the renderer wrote <${name}>, which the vector writers do not draw`);
    }
  }
  const [, , width = 0, height = 0] = viewBox;
  if (!(width > 0 && height > 0)) throw new Error("no viewBox");
  return { width, height, shapes };
}

/** A shape drawn many times (a rounded module, a dot): its curves are worked out once, then moved into place. */
const shapesAtOrigin = new Map<string, Segment[]>();

function placed(key: string, path: () => string, x: number, y: number, m: Matrix): Segment[] {
  let shape = shapesAtOrigin.get(key);
  if (!shape) {
    shape = parsePath(path());
    if (shapesAtOrigin.size < 64) shapesAtOrigin.set(key, shape);
  }
  return transformed(shape, multiply(m, [1, 0, 0, 1, x, y]));
}

/** Attributes and elements whose effect the writers would drop: refused, so nothing is drawn differently. */
const UNSUPPORTED = ["opacity", "fill-opacity", "clip-path", "mask", "filter", "style", "gradientTransform"];

function refuseUnsupported(name: string, attrs: Record<string, string>): void {
  for (const attribute of UNSUPPORTED)
    if (attrs[attribute] !== undefined && attrs[attribute] !== "1")
      throw new Error(`${attribute} on <${name}> is not drawn by the vector writers`);
  if (attrs.stroke !== undefined && attrs.stroke !== "none") throw new Error(`a stroke on <${name}>`);
  if (attrs["stop-opacity"] !== undefined && attrs["stop-opacity"] !== "1")
    throw new Error("a translucent stop");
  if (attrs.spreadMethod !== undefined && attrs.spreadMethod !== "pad")
    throw new Error("a repeated gradient");
  if ((name === "linearGradient" || name === "radialGradient") && attrs.gradientUnits !== "userSpaceOnUse")
    throw new Error("a gradient in the shape's bounding box units");
}

/** A gradient under a transform: exact for moves, turns and uniform scales (the ones that keep circles round). */
function transformedPaint(paint: Paint, m: Matrix): Paint {
  if (paint.kind === "solid") return paint;
  const scale = Math.hypot(m[0], m[1]);
  if (Math.abs(m[0] - m[3]) > 1e-9 || Math.abs(m[1] + m[2]) > 1e-9)
    throw new Error("a gradient under a skew or an uneven scale");
  const at = (x: number, y: number) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]] as const;
  if (paint.kind === "radial") {
    const [cx, cy] = at(paint.cx, paint.cy);
    return { ...paint, cx, cy, r: paint.r * scale };
  }
  const [x1, y1] = at(paint.x1, paint.y1);
  const [x2, y2] = at(paint.x2, paint.y2);
  return { ...paint, x1, y1, x2, y2 };
}

/**
 * `inner` (another scene: a logo drawn as vectors) fitted into the box, its aspect kept and centred, as this
 * scene's paths: what preserveAspectRatio="xMidYMid meet" does with an image.
 */
export function placedShapes(inner: Scene, box: { x: number; y: number; width: number; height: number }) {
  const scale = Math.min(box.width / inner.width, box.height / inner.height);
  const m: Matrix = [
    scale,
    0,
    0,
    scale,
    box.x + (box.width - inner.width * scale) / 2,
    box.y + (box.height - inner.height * scale) / 2,
  ];
  return inner.shapes.map((shape): Scene["shapes"][number] => {
    if (shape.kind === "image") {
      const [x, y] = [m[0] * shape.x + m[4], m[3] * shape.y + m[5]];
      return { ...shape, x, y, width: shape.width * scale, height: shape.height * scale };
    }
    return { ...shape, segments: transformed(shape.segments, m), paint: transformedPaint(shape.paint, m) };
  });
}

function transformed(segments: Segment[], t: Matrix): Segment[] {
  const x = (px: number, py: number) => t[0] * px + t[2] * py + t[4];
  const y = (px: number, py: number) => t[1] * px + t[3] * py + t[5];
  return segments.map((s): Segment => {
    if (s.op === "Z") return s;
    if (s.op === "C")
      return {
        op: "C",
        x1: x(s.x1, s.y1),
        y1: y(s.x1, s.y1),
        x2: x(s.x2, s.y2),
        y2: y(s.x2, s.y2),
        x: x(s.x, s.y),
        y: y(s.x, s.y),
      };
    return { op: s.op, x: x(s.x, s.y), y: y(s.x, s.y) };
  });
}

function gradientPaint(name: string, attrs: Record<string, string>, stops: Rgb[]): Paint {
  const from = stops[0] ?? [0, 0, 0];
  const to = stops.at(-1) ?? from;
  const n = (key: string) => Number(attrs[key] ?? 0);
  return name === "radialGradient"
    ? { kind: "radial", cx: n("cx"), cy: n("cy"), r: n("r"), from, to }
    : { kind: "linear", x1: n("x1"), y1: n("y1"), x2: n("x2"), y2: n("y2"), from, to };
}

function transformOf(transform: string): Matrix {
  if (/(rotate|skewX|skewY)\(/.test(transform)) throw new Error(`a transform the renderer does not write`);
  let m: Matrix = IDENTITY;
  for (const [, kind, args] of transform.matchAll(/(translate|scale|matrix)\(([^)]*)\)/g)) {
    const values = (args ?? "")
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    const [a = 0, b] = values;
    if (kind === "matrix") {
      if (values.length !== 6 || values.some((v) => !Number.isFinite(v)))
        throw new Error("a malformed matrix");
      m = multiply(m, values as unknown as Matrix);
    } else m = multiply(m, kind === "translate" ? [1, 0, 0, 1, a, b ?? 0] : [a, 0, 0, b ?? a, 0, 0]);
  }
  return m;
}

function rectPath(x: number, y: number, w: number, h: number, rx: number): string {
  const r = Math.min(rx, w / 2, h / 2);
  if (r <= 0) return `M${x} ${y}h${w}v${h}h${-w}z`;
  return `M${x + r} ${y}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}v${h - 2 * r}a${r} ${r} 0 0 1 ${-r} ${r}h${-(w - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${-r}v${-(h - 2 * r)}a${r} ${r} 0 0 1 ${r} ${-r}z`;
}

/** "#rrggbb" (the only colour the style accepts) as 0–1 channels. */
function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`colour ${hex} is not #rrggbb`);
  const value = Number.parseInt(match[1] as string, 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}
