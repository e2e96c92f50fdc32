// A logo as the vector files need it: PNG and JPEG bytes as they were uploaded (PDF embeds them as they are),
// anything else (an SVG logo) drawn to PNG by resvg; and RGB samples composited on the code's background for EPS.

import { fromBase64 } from "@qr/core/base64";
import { Resvg } from "@resvg/resvg-wasm";
import { resvgReady } from "../drawing/resvg.ts";

/** The side SVG logos are drawn at: well past print resolution for a logo a fifth of a 10 cm code. */
const LOGO_RASTER_PX = 1024;

export interface LogoFile {
  kind: "png" | "jpeg";
  bytes: Uint8Array;
}

/** The image a data: URL holds, as PNG or JPEG bytes. */
export async function logoFile(href: string): Promise<LogoFile> {
  const match = /^data:([^;,]+);base64,(.*)$/.exec(href);
  if (!match) throw new Error("a logo is a base64 data: URL");
  const [, type = "", data = ""] = match;
  const bytes = fromBase64(data);
  if (type === "image/png") return { kind: "png", bytes };
  if (type === "image/jpeg") return { kind: "jpeg", bytes };
  await resvgReady();
  const svg = new TextDecoder().decode(bytes);
  return {
    kind: "png",
    bytes: new Resvg(svg, { fitTo: { mode: "width", value: LOGO_RASTER_PX } }).render().asPng(),
  };
}

/** The logo's pixels on `background` (#rrggbb), RGB, at most `maxSide` pixels a side. */
export async function logoRgb(href: string, background: string, maxSide = 512) {
  await resvgReady();
  const wrapper = `<svg xmlns="http://www.w3.org/2000/svg" width="${maxSide}" height="${maxSide}"><image href="${href}" width="${maxSide}" height="${maxSide}" preserveAspectRatio="xMidYMid meet"/></svg>`;
  const rendered = new Resvg(wrapper, { fitTo: { mode: "width", value: maxSide } }).render();
  const { width, height, pixels } = rendered;
  const bg = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  const rgb = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p++) {
    const alpha = (pixels[p * 4 + 3] as number) / 255;
    for (let c = 0; c < 3; c++) {
      // resvg's pixels are premultiplied by alpha.
      rgb[p * 3 + c] = Math.round((pixels[p * 4 + c] as number) + (1 - alpha) * (bg[c] as number));
    }
  }
  return { width, height, rgb };
}
