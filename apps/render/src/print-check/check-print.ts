// A photo of a printed code read by ZXing, measured and judged (verdict.ts), for the api's POST /qr/{id}/print-check.
import type { PrintCheckAnswer, PrintCheckRequest } from "@qr/qr/renderer";
import { decodePhoto } from "./decode-photo.ts";
import { readQrCodes } from "./read-code.ts";
import { verdictOf } from "./verdict.ts";

export async function checkPrint(request: PrintCheckRequest): Promise<PrintCheckAnswer> {
  const photo = await decodePhoto(request);
  if ("problem" in photo) return { ok: false, problem: photo.problem };
  const found = await readQrCodes(photo);
  const { content, printedWidthMm, logoSize, margin } = request;
  return { ok: true, verdict: verdictOf(photo, found, content, printedWidthMm, logoSize, margin) };
}
