// SVG → PNG inside the Worker with resvg (WebAssembly, compiled once per isolate). The SVG has no text, so no
// fonts are needed.
import { Resvg } from "@resvg/resvg-wasm";
import { resvgReady } from "./resvg.ts";

export async function svgToPng(svg: string, sizePx: number): Promise<Uint8Array<ArrayBuffer>> {
  await resvgReady();
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: "width", value: sizePx } }).render().asPng());
}
