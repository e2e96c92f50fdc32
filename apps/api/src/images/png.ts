// A code as PNG inside the Worker: drawn straight from its module grid when the style is plain squares in two
// colours (@qr/qr gridPng), else its SVG drawn by resvg (WebAssembly, compiled once per isolate; the SVG has no
// text, so no fonts are needed).
import { gridPng, isGridDrawable, type QrStyle } from "@qr/qr";
import { Resvg } from "@resvg/resvg-wasm";
import { resvgReady } from "./resvg.ts";

export async function svgToPng(svg: string, sizePx: number): Promise<Uint8Array<ArrayBuffer>> {
  await resvgReady();
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: "width", value: sizePx } }).render().asPng());
}

/** A drawn code (drawCode's answer) as PNG at `sizePx`. */
export async function codePng(
  drawn: { svg: string; style: QrStyle; logoSha256: string | undefined },
  content: string,
  sizePx: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (isGridDrawable(drawn.style, drawn.logoSha256 !== undefined)) {
    return new Uint8Array(await gridPng(content, drawn.style, sizePx));
  }
  return svgToPng(drawn.svg, sizePx);
}
