// SVG path data as absolute moves, lines, cubic curves and closes, under an affine transform: what PDF and
// PostScript draw. Quadratic curves become cubics and elliptical arcs become cubics (a quarter turn at most each),
// so every writer needs the four operations only.

export type Segment =
  | { op: "M"; x: number; y: number }
  | { op: "L"; x: number; y: number }
  | { op: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: "Z" };

/** [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f (SVG's matrix order). */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

const ARGS: Record<string, number> = { M: 2, L: 2, H: 1, V: 1, C: 6, S: 4, Q: 4, T: 2, A: 7, Z: 0 };

/** The path `d` as segments in the transformed space; an unknown command throws (the renderer writes none). */
export function parsePath(d: string, m: Matrix = IDENTITY): Segment[] {
  const tokens = tokensOf(d);
  const out: Segment[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl: [number, number] | undefined;
  let lastQuad: [number, number] | undefined;
  let command = "";
  let i = 0;
  const args: number[] = [0, 0, 0, 0, 0, 0, 0];
  const map = (px: number, py: number): [number, number] => [
    m[0] * px + m[2] * py + m[4],
    m[1] * px + m[3] * py + m[5],
  ];
  const move = (px: number, py: number) => {
    const [tx, ty] = map(px, py);
    out.push({ op: "M", x: tx, y: ty });
  };
  const line = (px: number, py: number) => {
    const [tx, ty] = map(px, py);
    out.push({ op: "L", x: tx, y: ty });
  };
  const cubic = (x1: number, y1: number, x2: number, y2: number, px: number, py: number) => {
    const [a, b] = map(x1, y1);
    const [c, e] = map(x2, y2);
    const [f, g] = map(px, py);
    out.push({ op: "C", x1: a, y1: b, x2: c, y2: e, x: f, y: g });
  };
  while (i < tokens.length) {
    const token = tokens[i];
    if (typeof token === "string") {
      command = token;
      i++;
      if (command === "Z" || command === "z") {
        out.push({ op: "Z" });
        x = startX;
        y = startY;
        lastControl = lastQuad = undefined;
        continue;
      }
    } else if (command === "") {
      throw new Error("path data must start with a command");
    }
    const upper = command.toUpperCase();
    const count = ARGS[upper];
    if (count === undefined) throw new Error(`unknown path command ${command}`);
    for (let k = 0; k < count; k++) {
      const arg = tokens[i + k];
      if (typeof arg !== "number") throw new Error("path data is cut short");
      args[k] = arg;
    }
    i += count;
    const relative = command !== upper;
    const ax = (v: number) => (relative ? x + v : v);
    const ay = (v: number) => (relative ? y + v : v);
    switch (upper) {
      case "M": {
        x = ax(args[0] as number);
        y = ay(args[1] as number);
        startX = x;
        startY = y;
        move(x, y);
        command = relative ? "l" : "L"; // further pairs are lines
        lastControl = lastQuad = undefined;
        break;
      }
      case "L":
        x = ax(args[0] as number);
        y = ay(args[1] as number);
        line(x, y);
        lastControl = lastQuad = undefined;
        break;
      case "H":
        x = relative ? x + (args[0] as number) : (args[0] as number);
        line(x, y);
        lastControl = lastQuad = undefined;
        break;
      case "V":
        y = relative ? y + (args[0] as number) : (args[0] as number);
        line(x, y);
        lastControl = lastQuad = undefined;
        break;
      case "C":
      case "S": {
        const [x1, y1] =
          upper === "C"
            ? [ax(args[0] as number), ay(args[1] as number)]
            : lastControl
              ? [2 * x - lastControl[0], 2 * y - lastControl[1]]
              : [x, y];
        const rest = upper === "C" ? args.slice(2) : args;
        const x2 = ax(rest[0] as number);
        const y2 = ay(rest[1] as number);
        const px = ax(rest[2] as number);
        const py = ay(rest[3] as number);
        cubic(x1, y1, x2, y2, px, py);
        lastControl = [x2, y2];
        lastQuad = undefined;
        x = px;
        y = py;
        break;
      }
      case "Q":
      case "T": {
        const [qx, qy] =
          upper === "Q"
            ? [ax(args[0] as number), ay(args[1] as number)]
            : lastQuad
              ? [2 * x - lastQuad[0], 2 * y - lastQuad[1]]
              : [x, y];
        const rest = upper === "Q" ? args.slice(2) : args;
        const px = ax(rest[0] as number);
        const py = ay(rest[1] as number);
        cubic(
          x + (2 / 3) * (qx - x),
          y + (2 / 3) * (qy - y),
          px + (2 / 3) * (qx - px),
          py + (2 / 3) * (qy - py),
          px,
          py,
        );
        lastQuad = [qx, qy];
        lastControl = undefined;
        x = px;
        y = py;
        break;
      }
      case "A": {
        const [rx, ry, rotation, large, sweep] = args as [number, number, number, number, number];
        const px = ax(args[5] as number);
        const py = ay(args[6] as number);
        for (const [x1, y1, x2, y2, ex, ey] of arcToCubics(
          x,
          y,
          rx,
          ry,
          rotation,
          large !== 0,
          sweep !== 0,
          px,
          py,
        )) {
          cubic(x1, y1, x2, y2, ex, ey);
        }
        lastControl = lastQuad = undefined;
        x = px;
        y = py;
        break;
      }
    }
  }
  return out;
}

const COMMANDS = "MmLlHhVvCcSsQqTtAaZz";

/**
 * Commands (letters) and numbers, in order; separators (spaces, commas) skipped. A scanner, not a regular
 * expression: print files parse thousands of paths, and the regular expression's match objects were their cost.
 */
function tokensOf(d: string): (string | number)[] {
  const tokens: (string | number)[] = [];
  let i = 0;
  while (i < d.length) {
    const ch = d[i] as string;
    if (COMMANDS.includes(ch)) {
      tokens.push(ch);
      i++;
      continue;
    }
    if (ch === " " || ch === "," || ch === "\n" || ch === "\t" || ch === "\r") {
      i++;
      continue;
    }
    const start = i;
    if (ch === "-" || ch === "+") i++;
    const digitsFrom = i;
    while (i < d.length && isDigit(d.charCodeAt(i))) i++;
    let digits = i - digitsFrom;
    if (d[i] === ".") {
      const fractionFrom = ++i;
      while (i < d.length && isDigit(d.charCodeAt(i))) i++;
      digits += i - fractionFrom;
    }
    if (digits === 0) throw new Error(`unexpected "${ch}" in path data`);
    if (d[i] === "e" || d[i] === "E") {
      i++;
      if (d[i] === "-" || d[i] === "+") i++;
      while (i < d.length && isDigit(d.charCodeAt(i))) i++;
    }
    tokens.push(Number(d.slice(start, i)));
  }
  return tokens;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

type Cubic = [number, number, number, number, number, number];

/** An SVG elliptical arc as cubic curves (SVG 1.1 F.6: endpoint to centre parameterisation). */
function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  degrees: number,
  large: boolean,
  sweep: boolean,
  x2: number,
  y2: number,
): Cubic[] {
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return [[x1, y1, x2, y2, x2, y2]];
  const phi = (degrees * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / denominator));
  const cxp = (factor * rx * y1p) / ry;
  const cyp = (-factor * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => {
    const dot = ux * vx + uy * vy;
    const len = Math.hypot(ux, uy) * Math.hypot(vx, vy);
    const a = Math.acos(Math.min(1, Math.max(-1, dot / len)));
    return ux * vy - uy * vx < 0 ? -a : a;
  };
  const theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const parts = Math.ceil(Math.abs(delta) / (Math.PI / 2) - 1e-9);
  const step = delta / parts;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ];
  const derivative = (t: number): [number, number] => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ];
  const curves: Cubic[] = [];
  for (let n = 0; n < parts; n++) {
    const a = theta1 + n * step;
    const b = a + step;
    const [ax, ay] = point(a);
    const [bx, by] = point(b);
    const [dax, day] = derivative(a);
    const [dbx, dby] = derivative(b);
    curves.push([ax + k * dax, ay + k * day, bx - k * dbx, by - k * dby, bx, by]);
  }
  return curves;
}
