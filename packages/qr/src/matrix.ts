// The module matrix of a QR code, from lean-qr's encoder: true is a dark module. The content is encoded as UTF-8
// bytes in the smallest version that holds it. ASCII content (every URL the service prints) has no ECI header, as
// it always had; other text (a Wi-Fi network's name) is preceded by ECI 26, UTF-8, because readers left to guess
// read its bytes as another charset (ZBar reads "Café" as "Caf矇").
import { correction, generate, mode } from "lean-qr";

export const ERROR_CORRECTION_LEVELS = ["L", "M", "Q", "H"] as const;
export type ErrorCorrection = (typeof ERROR_CORRECTION_LEVELS)[number];

export interface QrMatrix {
  size: number;
  modules: boolean[][];
}

const utf8 = new TextEncoder();
const UTF8_ECI = 26;

export function qrMatrix(content: string, ecl: ErrorCorrection): QrMatrix {
  const level = correction[ecl];
  const bytes = mode.bytes([...utf8.encode(content)]);
  const ascii = /^[\x20-\x7e]*$/.test(content);
  const code = generate(ascii ? bytes : mode.multi(mode.eci(UTF8_ECI), bytes), {
    minCorrectionLevel: level,
    maxCorrectionLevel: level,
  });
  const modules = Array.from({ length: code.size }, (_, row) =>
    Array.from({ length: code.size }, (_, col) => code.get(col, row)),
  );
  return { size: code.size, modules };
}

/** True inside one of the three 7×7 finder patterns ("eyes"). */
export function isFinderModule(size: number, row: number, col: number): boolean {
  const inBand = (value: number, start: number) => value >= start && value < start + 7;
  return (
    (inBand(row, 0) && (inBand(col, 0) || inBand(col, size - 7))) || (inBand(row, size - 7) && inBand(col, 0))
  );
}

/** Centre coordinates of the alignment patterns of each version (ISO/IEC 18004, annex E), version 2 on. */
const ALIGNMENT_POSITIONS: readonly (readonly number[])[] = [
  [],
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
  [6, 30, 54],
  [6, 32, 58],
  [6, 34, 62],
  [6, 26, 46, 66],
  [6, 26, 48, 70],
  [6, 26, 50, 74],
  [6, 30, 54, 78],
  [6, 30, 56, 82],
  [6, 30, 58, 86],
  [6, 34, 62, 90],
  [6, 28, 50, 72, 94],
  [6, 26, 50, 74, 98],
  [6, 30, 54, 78, 102],
  [6, 28, 54, 80, 106],
  [6, 32, 58, 84, 110],
  [6, 30, 58, 86, 114],
  [6, 34, 62, 90, 118],
  [6, 26, 50, 74, 98, 122],
  [6, 30, 54, 78, 102, 126],
  [6, 26, 52, 78, 104, 130],
  [6, 30, 56, 82, 108, 134],
  [6, 34, 60, 86, 112, 138],
  [6, 30, 58, 86, 114, 142],
  [6, 34, 62, 90, 118, 146],
  [6, 30, 54, 78, 102, 126, 150],
  [6, 24, 50, 76, 102, 128, 154],
  [6, 28, 54, 80, 106, 132, 158],
  [6, 32, 58, 84, 110, 136, 162],
  [6, 26, 54, 82, 110, 138, 166],
  [6, 30, 58, 86, 114, 142, 170],
];

/** The centres of a matrix's 5×5 alignment patterns: every pair of positions but those on the finder patterns. */
export function alignmentCentres(size: number): [row: number, col: number][] {
  const positions = ALIGNMENT_POSITIONS[(size - 17) / 4] ?? [];
  const last = positions.length - 1;
  return positions.flatMap((row, i) =>
    positions
      .filter((_, j) => !((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)))
      .map((col): [number, number] => [row, col]),
  );
}
