// A code as PNG inside the Worker: drawn straight from its module grid when the style is plain squares in two
// colours (@qr/qr gridPng), else its SVG drawn by resvg (WebAssembly, compiled once per isolate; the SVG has no
// text, so no fonts are needed). resvg's pixels are written as PNG with native deflate (faster than its own
// encoder), and an SVG logo is drawn to PNG once per size, not inside every code.
import { gridPng, isGridDrawable, type QrStyle, rgbaPng } from "@qr/qr";
import { Resvg } from "@resvg/resvg-wasm";
import { toBase64 } from "../base64.ts";
import { resvgReady } from "./resvg.ts";

export async function svgToPng(svg: string, sizePx: number): Promise<Uint8Array<ArrayBuffer>> {
  await resvgReady();
  const image = new Resvg(svg, { fitTo: { mode: "width", value: sizePx } }).render();
  return new Uint8Array(await rgbaPng(image.width, image.height, image.pixels));
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
  const svgLogo = /href="(data:image\/svg\+xml;base64,[^"]*)"/.exec(drawn.svg)?.[1];
  if (!svgLogo || !drawn.logoSha256) return svgToPng(drawn.svg, sizePx);
  // The logo's side is at most this share of the image's: drawn at that many pixels, it loses nothing.
  const side = Math.ceil(sizePx * drawn.style.logo_size);
  const raster = await rasterLogo(`${drawn.logoSha256}:${side}`, svgLogo, side);
  return svgToPng(drawn.svg.replace(svgLogo, raster), sizePx);
}

/** SVG logos drawn as PNG data: URLs, by logo and side; a few, as an export or a page of codes uses one or two. */
const rasterLogos = new Map<string, Promise<string>>();
const RASTER_LOGOS_KEPT = 8;

function rasterLogo(key: string, href: string, side: number): Promise<string> {
  let raster = rasterLogos.get(key);
  if (!raster) {
    raster = svgToPng(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><image href="${href}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet"/></svg>`,
      side,
    ).then((png) => `data:image/png;base64,${toBase64(png)}`);
    rasterLogos.set(key, raster);
    raster.catch(() => rasterLogos.delete(key));
    if (rasterLogos.size > RASTER_LOGOS_KEPT) rasterLogos.delete(rasterLogos.keys().next().value as string);
  }
  return raster;
}
