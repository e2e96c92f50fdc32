// A scene (vector/scene.ts: the renderer's own drawing) rasterised in JavaScript: each path's edges accumulate the
// exact area they cover in each pixel (the signed-area method of font-rs), a running sum along the row turns that
// into coverage (non-zero or even-odd), and the path's paint is laid over what is beneath. Images (logos) come
// rasterised from the caller, at their box's size. No SVG text is parsed and no WebAssembly is called, which is
// what made resvg slow for whole codes (docs/print.md; the figures are in BENCHMARKS.md, "Exports").
import type { ImageShape, Paint, PathShape, Scene } from "../vector/scene.ts";

/** Pixels, premultiplied RGBA (resvg's layout), `width` × `height`. */
export interface Raster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Flattening tolerance: a curve is within this many pixels of its chords. */
const TOLERANCE_PX = 0.2;

/** Where each image of the scene lands at `widthPx`, in whole pixels: the size to rasterise it at. */
export function imageBoxes(
  scene: Scene,
  widthPx: number,
): Map<ImageShape, { x: number; y: number; width: number; height: number }> {
  const scale = widthPx / scene.width;
  const boxes = new Map<ImageShape, { x: number; y: number; width: number; height: number }>();
  for (const shape of scene.shapes) {
    if (shape.kind !== "image") continue;
    const x = Math.round(shape.x * scale);
    const y = Math.round(shape.y * scale);
    boxes.set(shape, {
      x,
      y,
      width: Math.max(1, Math.round((shape.x + shape.width) * scale) - x),
      height: Math.max(1, Math.round((shape.y + shape.height) * scale) - y),
    });
  }
  return boxes;
}

/**
 * The scene drawn `widthPx` wide (its height from its aspect, rounded as the renderer rounds its own). `images`
 * gives each image shape's pixels at its box's size (imageBoxes), or undefined to leave it out.
 */
export function rasterScene(
  scene: Scene,
  widthPx: number,
  images: (shape: ImageShape) => Raster | undefined,
): Raster {
  const scale = widthPx / scene.width;
  const width = widthPx;
  const height = Math.round(scene.height * scale);
  const canvas = new Canvas(width, height);
  const boxes = imageBoxes(scene, widthPx);
  try {
    for (const shape of scene.shapes) {
      if (shape.kind === "image") {
        const image = images(shape);
        const box = boxes.get(shape);
        if (image && box) canvas.drawImage(image, box.x, box.y);
      } else if (!canvas.fillBackground(shape, scale)) {
        canvas.fillPath(shape, scale);
      }
    }
  } catch (error) {
    kept = undefined; // a drawing cut short leaves areas behind: the next one starts from a fresh buffer
    throw error;
  }
  return { width, height, pixels: canvas.pixels };
}

class Canvas {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
  /** The same pixels a word each: a colour fills a run with one call. */
  private readonly words: Uint32Array;
  /** Signed area per pixel; two spare columns a row, so that an edge on the right border stays in its row. */
  private readonly area: Float32Array;
  private readonly stride: number;

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.pixels = new Uint8Array(width * height * 4);
    this.words = new Uint32Array(this.pixels.buffer);
    this.stride = width + 2;
    this.area = areaBuffer(this.stride * height);
  }

  /** A solid rectangle over the whole canvas (the code's background) filled at once; false for any other shape. */
  fillBackground(shape: PathShape, scale: number): boolean {
    if (shape.paint.kind !== "solid" || shape.evenOdd) return false;
    const points = shape.segments.flatMap((s) =>
      s.op === "Z" ? [] : s.op === "C" ? [null] : [[s.x * scale, s.y * scale]],
    );
    if (points.includes(null) || points.length < 4 || points.length > 5) return false;
    const xs = (points as number[][]).map((p) => p[0] as number);
    const ys = (points as number[][]).map((p) => p[1] as number);
    const covers = (values: number[], size: number) =>
      values.every((v) => Math.abs(v) < 0.5 || Math.abs(v - size) < 0.5) &&
      new Set(values.map(Math.round)).size === 2;
    if (!covers(xs, this.width) || !covers(ys, this.height)) return false;
    const [r, g, b] = shape.paint.colour.map((c) => c * 255) as [number, number, number];
    this.words.fill(opaqueWord(r, g, b));
    return true;
  }

  fillPath(shape: PathShape, scale: number): void {
    const bounds = { minX: Number.POSITIVE_INFINITY, maxX: 0, minY: Number.POSITIVE_INFINITY, maxY: 0 };
    const line = (x0: number, y0: number, x1: number, y1: number) => {
      for (const [px, py] of [[x0, y0] as const, [x1, y1] as const]) {
        if (px < bounds.minX) bounds.minX = px;
        if (px > bounds.maxX) bounds.maxX = px;
        if (py < bounds.minY) bounds.minY = py;
        if (py > bounds.maxY) bounds.maxY = py;
      }
      this.accumulate(x0, y0, x1, y1);
    };
    let startX = 0;
    let startY = 0;
    let x = 0;
    let y = 0;
    const close = () => {
      if (x !== startX || y !== startY) line(x, y, startX, startY);
      x = startX;
      y = startY;
    };
    for (const segment of shape.segments) {
      switch (segment.op) {
        case "M":
          close();
          startX = x = segment.x * scale;
          startY = y = segment.y * scale;
          break;
        case "L": {
          const nx = segment.x * scale;
          const ny = segment.y * scale;
          line(x, y, nx, ny);
          x = nx;
          y = ny;
          break;
        }
        case "C": {
          const x1 = segment.x1 * scale;
          const y1 = segment.y1 * scale;
          const x2 = segment.x2 * scale;
          const y2 = segment.y2 * scale;
          const x3 = segment.x * scale;
          const y3 = segment.y * scale;
          // Chords enough that the curve is within the tolerance of them (the second differences bound the error).
          const dd = Math.max(
            Math.hypot(x - 2 * x1 + x2, y - 2 * y1 + y2),
            Math.hypot(x1 - 2 * x2 + x3, y1 - 2 * y2 + y3),
          );
          const steps = Math.min(64, Math.max(1, Math.ceil(Math.sqrt((0.75 * dd) / TOLERANCE_PX))));
          let px = x;
          let py = y;
          for (let i = 1; i <= steps; i++) {
            const t = i / steps;
            const u = 1 - t;
            const nx = u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3;
            const ny = u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3;
            line(px, py, nx, ny);
            px = nx;
            py = ny;
          }
          x = x3;
          y = y3;
          break;
        }
        case "Z":
          close();
          break;
      }
    }
    close();
    if (bounds.minY === Number.POSITIVE_INFINITY) return;
    this.resolve(shape, scale, bounds);
  }

  /** Adds the signed area the edge from (x0, y0) to (x1, y1) covers to each pixel (font-rs's accumulation). */
  private accumulate(ax: number, ay: number, bx: number, by: number): void {
    if (ay === by) return;
    const { area, stride, width } = this;
    const cax = ax < 0 ? 0 : ax > width ? width : ax;
    const cbx = bx < 0 ? 0 : bx > width ? width : bx;
    const down = ay < by;
    const direction = down ? 1 : -1;
    const x0 = down ? cax : cbx;
    const y0 = down ? ay : by;
    const x1 = down ? cbx : cax;
    const y1 = down ? by : ay;
    const dxdy = (x1 - x0) / (y1 - y0);
    let x = x0;
    let yStart = Math.floor(y0);
    if (y0 < 0) {
      x -= y0 * dxdy;
      yStart = 0;
    }
    const yEnd = Math.min(this.height, Math.ceil(y1));
    for (let row = Math.max(0, yStart); row < yEnd; row++) {
      const base = row * stride;
      const dy = Math.min(row + 1, y1) - Math.max(row, y0);
      const xNext = x + dxdy * dy;
      const d = dy * direction;
      const left = x < xNext ? x : xNext;
      const right = x < xNext ? xNext : x;
      const leftFloor = Math.floor(left);
      const leftIndex = leftFloor;
      const rightIndex = Math.ceil(right);
      if (rightIndex <= leftIndex + 1) {
        const middle = 0.5 * (x + xNext) - leftFloor;
        area[base + leftIndex] = (area[base + leftIndex] as number) + d - d * middle;
        area[base + leftIndex + 1] = (area[base + leftIndex + 1] as number) + d * middle;
      } else {
        const s = 1 / (right - left);
        const leftFraction = left - leftFloor;
        const a0 = 0.5 * s * (1 - leftFraction) ** 2;
        const rightFraction = right - rightIndex + 1;
        const aEnd = 0.5 * s * rightFraction ** 2;
        area[base + leftIndex] = (area[base + leftIndex] as number) + d * a0;
        if (rightIndex === leftIndex + 2) {
          area[base + leftIndex + 1] = (area[base + leftIndex + 1] as number) + d * (1 - a0 - aEnd);
        } else {
          const a1 = s * (1.5 - leftFraction);
          area[base + leftIndex + 1] = (area[base + leftIndex + 1] as number) + d * (a1 - a0);
          for (let i = leftIndex + 2; i < rightIndex - 1; i++)
            area[base + i] = (area[base + i] as number) + d * s;
          const a2 = a1 + (rightIndex - leftIndex - 3) * s;
          area[base + rightIndex - 1] = (area[base + rightIndex - 1] as number) + d * (1 - a2 - aEnd);
        }
        area[base + rightIndex] = (area[base + rightIndex] as number) + d * aEnd;
      }
      x = xNext;
    }
  }

  /**
   * Coverage from the accumulated areas, the paint laid over the pixels, and the areas cleared for the next path.
   * Coverage is one of 17 levels (as a 4 × 4 supersampling renderer has: compresses better); a fully covered pixel
   * of a solid paint, most of a module's, is one word written.
   */
  private resolve(
    shape: PathShape,
    scale: number,
    bounds: { minX: number; maxX: number; minY: number; maxY: number },
  ) {
    const { area, stride, pixels, words, width } = this;
    const evenOdd = shape.evenOdd;
    const paint = shape.paint;
    const gradient = paint.kind === "solid" ? undefined : gradientOf(paint, scale);
    const [solidR, solidG, solidB] = paint.kind === "solid" ? paint.colour.map((c) => c * 255) : [0, 0, 0];
    const solidWord = opaqueWord(solidR as number, solidG as number, solidB as number);
    const fromX = Math.max(0, Math.floor(bounds.minX));
    const toX = Math.min(stride - 1, Math.ceil(bounds.maxX) + 1);
    const lastPixel = Math.min(width - 1, toX);
    const fromY = Math.max(0, Math.floor(bounds.minY));
    const toY = Math.min(this.height - 1, Math.ceil(bounds.maxY));
    for (let row = fromY; row <= toY; row++) {
      let sum = 0;
      let a = row * stride + fromX;
      let p = row * width + fromX;
      let column = fromX;
      while (column <= lastPixel) {
        sum += area[a] as number;
        area[a] = 0;
        // The columns after it up to the next edge's area have its coverage: they are painted as one run.
        let end = column + 1;
        while (end <= lastPixel && area[a + end - column] === 0) end++;
        const level = Math.round(coverageOf(sum, evenOdd) * 16);
        const run = end - column;
        if (level === 16 && !gradient) {
          words.fill(solidWord, p, p + run);
        } else if (level > 0) {
          for (let x = column, i = p * 4; x < end; x++, i += 4) {
            let r = solidR as number;
            let g = solidG as number;
            let b = solidB as number;
            if (gradient) {
              const t = gradient.at(x, row);
              r = gradient.r0 + gradient.dr * t;
              g = gradient.g0 + gradient.dg * t;
              b = gradient.b0 + gradient.db * t;
            }
            if (level === 16) {
              pixels[i] = r + 0.5;
              pixels[i + 1] = g + 0.5;
              pixels[i + 2] = b + 0.5;
              pixels[i + 3] = 255;
              continue;
            }
            const covered = level / 16;
            const keep = 1 - covered;
            pixels[i] = r * covered + (pixels[i] as number) * keep + 0.5;
            pixels[i + 1] = g * covered + (pixels[i + 1] as number) * keep + 0.5;
            pixels[i + 2] = b * covered + (pixels[i + 2] as number) * keep + 0.5;
            pixels[i + 3] = 255 * covered + (pixels[i + 3] as number) * keep + 0.5;
          }
        }
        a += run;
        p += run;
        column = end;
      }
      for (; a <= row * stride + toX; a++) area[a] = 0; // the spare columns past the right border
    }
  }

  /** An image's premultiplied pixels laid over the canvas at (x, y). */
  drawImage(image: Raster, x: number, y: number): void {
    const { pixels, width, height } = this;
    for (let row = 0; row < image.height; row++) {
      const ty = y + row;
      if (ty < 0 || ty >= height) continue;
      for (let column = 0; column < image.width; column++) {
        const tx = x + column;
        if (tx < 0 || tx >= width) continue;
        const from = (row * image.width + column) * 4;
        const alpha = image.pixels[from + 3] as number;
        if (alpha === 0) continue;
        const to = (ty * width + tx) * 4;
        const keep = 1 - alpha / 255;
        for (let c = 0; c < 4; c++)
          pixels[to + c] = Math.round((image.pixels[from + c] as number) + (pixels[to + c] as number) * keep);
      }
    }
  }
}

/** How much of a pixel a path covers (0–1) from its accumulated signed area, by the path's fill rule. */
function coverageOf(sum: number, evenOdd: boolean): number {
  let coverage = sum < 0 ? -sum : sum;
  if (evenOdd) {
    coverage %= 2;
    return coverage > 1 ? 2 - coverage : coverage;
  }
  return coverage > 1 ? 1 : coverage;
}

/** An opaque colour (channels 0–255) as the word its pixel holds, rounded as a byte store of `channel + 0.5` is. */
function opaqueWord(r: number, g: number, b: number): number {
  return new Uint32Array(new Uint8Array([r + 0.5, g + 0.5, b + 0.5, 255]).buffer)[0] as number;
}

/**
 * The area buffer, kept between drawings (an export draws thousands of codes of one size): each path clears what it
 * wrote, so it is all zeros again when a drawing ends.
 */
let kept: Float32Array | undefined;

function areaBuffer(length: number): Float32Array {
  if (!kept || kept.length < length) kept = new Float32Array(length);
  return kept.length === length ? kept : kept.subarray(0, length);
}

/** A gradient's end colours (0–255) and where between them (0–1) a pixel's centre falls. */
function gradientOf(paint: Exclude<Paint, { kind: "solid" }>, scale: number) {
  const channel = (c: 0 | 1 | 2) => ({
    start: paint.from[c] * 255,
    span: (paint.to[c] - paint.from[c]) * 255,
  });
  const [r, g, b] = [channel(0), channel(1), channel(2)];
  const clamp = (t: number) => (t < 0 ? 0 : t > 1 ? 1 : t);
  let at: (column: number, row: number) => number;
  if (paint.kind === "radial") {
    at = (column, row) =>
      clamp(Math.hypot((column + 0.5) / scale - paint.cx, (row + 0.5) / scale - paint.cy) / paint.r);
  } else {
    const dx = paint.x2 - paint.x1;
    const dy = paint.y2 - paint.y1;
    const length2 = dx * dx + dy * dy || 1;
    at = (column, row) =>
      clamp((((column + 0.5) / scale - paint.x1) * dx + ((row + 0.5) / scale - paint.y1) * dy) / length2);
  }
  return { at, r0: r.start, dr: r.span, g0: g.start, dg: g.span, b0: b.start, db: b.span };
}
