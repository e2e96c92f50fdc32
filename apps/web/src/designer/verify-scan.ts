// "Verified to scan": the preview image read by an independent reader (ZXing's C++ core as WebAssembly), served
// from the app's own files. Loaded only by the designer.
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import wasmUrl from "zxing-wasm/reader/zxing_reader.wasm?url";

prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl : prefix + path),
  },
});

export type ScanCheck = { ok: true; text: string } | { ok: false; reason: string };

/** Reads the code an image element shows (its pixels as drawn, from the app's own origin). */
export async function verifyImage(image: HTMLImageElement, expected: string): Promise<ScanCheck> {
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d");
  if (!context) return { ok: false, reason: "this browser cannot read the preview's pixels" };
  context.drawImage(image, 0, 0);
  return verifyScan(context.getImageData(0, 0, canvas.width, canvas.height), expected);
}

export async function verifyScan(image: Blob | ImageData, expected: string): Promise<ScanCheck> {
  const [result] = await readBarcodes(image, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 });
  if (!result?.isValid) return { ok: false, reason: "the reader found no QR code in the preview" };
  if (result.text !== expected)
    return { ok: false, reason: `the reader found ${result.text}, not ${expected}` };
  return { ok: true, text: result.text };
}
