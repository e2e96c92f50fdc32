// ZXing (its C++ core as WebAssembly, the reader the project's tests trust) in the Worker: the QR codes in a photo's
// pixels, with where each lies. The module is the one wrangler bundles; ZXing is told to instantiate it rather
// than fetch its own.

import { prepareZXingModule, type ReadResult, readBarcodes } from "zxing-wasm/reader";
import zxingWasm from "zxing-wasm/reader/zxing_reader.wasm";

let prepared = false;

function prepare(): void {
  if (prepared) return;
  prepared = true;
  prepareZXingModule({
    overrides: {
      instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance) => void) {
        void WebAssembly.instantiate(zxingWasm, imports).then(receive);
        return {};
      },
    },
  });
}

export async function readQrCodes(pixels: {
  data: Uint8Array;
  width: number;
  height: number;
}): Promise<ReadResult[]> {
  prepare();
  const image = {
    data: new Uint8ClampedArray(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength),
    width: pixels.width,
    height: pixels.height,
    colorSpace: "srgb" as const,
  };
  return readBarcodes(image, {
    formats: ["QRCode"],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
}
