// A code as PNG inside the Worker, without drawing its SVG text: plain squares in two colours straight from the
// module grid (@qr/qr gridPng); any other style from the renderer's scene, rasterised in JavaScript (@qr/qr
// rasterScene) with its logo drawn by resvg (WebAssembly, compiled once per isolate) once per logo and size.
import { BoundedCache } from "@qr/core/bounded-cache";
import {
  gridPng,
  type ImageShape,
  imageBoxes,
  isGridDrawable,
  type QrStyle,
  type Raster,
  rasterScene,
  rgbaPng,
  sceneOf,
} from "@qr/qr";
import { Resvg } from "@resvg/resvg-wasm";
import { pngDeflate } from "../drawing/png-deflate.ts";
import { resvgReady } from "../drawing/resvg.ts";

/** A drawn code (drawCode's answer) as PNG at `sizePx`. */
export async function codePng(
  drawn: { svg: string; style: QrStyle; logoSha256: string | undefined },
  content: string,
  sizePx: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (isGridDrawable(drawn.style, drawn.logoSha256 !== undefined)) {
    return new Uint8Array(await gridPng(content, drawn.style, sizePx, pngDeflate));
  }
  const scene = sceneOf(drawn.svg);
  const images = new Map<ImageShape, Raster>();
  for (const [shape, box] of imageBoxes(scene, sizePx)) {
    images.set(shape, await logoRaster(shape.href, drawn.logoSha256 ?? shape.href, box.width, box.height));
  }
  const raster = rasterScene(scene, sizePx, (shape) => images.get(shape));
  return new Uint8Array(await rgbaPng(raster.width, raster.height, raster.pixels, pngDeflate));
}

/** Logos drawn at a size, by logo and size. */
const logoRasters = new BoundedCache<Promise<Raster>>({ capacity: 8 });

function logoRaster(href: string, identity: string, width: number, height: number): Promise<Raster> {
  return logoRasters.remember(`${identity}:${width}x${height}`, () => drawLogo(href, width, height));
}

/** The logo fitted into width × height, its aspect kept and centred (as the SVG's preserveAspectRatio says). */
async function drawLogo(href: string, width: number, height: number): Promise<Raster> {
  await resvgReady();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="${href}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"/></svg>`;
  const rendered = new Resvg(svg, { fitTo: { mode: "original" } }).render();
  return { width: rendered.width, height: rendered.height, pixels: rendered.pixels };
}
