// The module matrix of a QR code, from qrcode-svg's encoder: true is a dark module.
/// <reference path="./qrcode-svg.d.ts" />
import QRCode from "qrcode-svg";

export const ERROR_CORRECTION_LEVELS = ["L", "M", "Q", "H"] as const;
export type ErrorCorrection = (typeof ERROR_CORRECTION_LEVELS)[number];

export interface QrMatrix {
  size: number;
  modules: boolean[][];
}

export function qrMatrix(content: string, ecl: ErrorCorrection): QrMatrix {
  const { qrcode } = new QRCode({ content, ecl, padding: 0 });
  return { size: qrcode.moduleCount, modules: qrcode.modules };
}

/** True inside one of the three 7×7 finder patterns ("eyes"). */
export function isFinderModule(size: number, row: number, col: number): boolean {
  const inBand = (value: number, start: number) => value >= start && value < start + 7;
  return (
    (inBand(row, 0) && (inBand(col, 0) || inBand(col, size - 7))) || (inBand(row, size - 7) && inBand(col, 0))
  );
}
