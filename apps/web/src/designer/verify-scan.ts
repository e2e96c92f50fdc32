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

export async function verifyScan(image: Blob, expected: string): Promise<ScanCheck> {
  const [result] = await readBarcodes(image, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 1 });
  if (!result?.isValid) return { ok: false, reason: "the reader found no QR code in the preview" };
  if (result.text !== expected)
    return { ok: false, reason: `the reader found ${result.text}, not ${expected}` };
  return { ok: true, text: result.text };
}
