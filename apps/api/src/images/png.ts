// SVG → PNG inside the Worker with resvg (WebAssembly, compiled once per isolate). The SVG has no text, so no
// fonts are needed.
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";

let ready: Promise<void> | undefined;

export async function svgToPng(svg: string, sizePx: number): Promise<Uint8Array<ArrayBuffer>> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    ready = undefined; // let the next request try again
    throw error;
  });
  await ready;
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: "width", value: sizePx } }).render().asPng());
}
