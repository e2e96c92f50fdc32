// A rendered code as Encapsulated PostScript (Level 3, for its gradients' `shfill`): the scene's paths as
// PostScript paths, images as RGB samples the caller decoded. Print shops place EPS in layout software as they
// place PDF.
import { drawScene, shadingEntries } from "./operators.ts";
import type { Scene } from "./scene.ts";

/** An image's pixels, 8-bit RGB without alpha (the caller composites it on the code's background). */
export interface RgbImage {
  width: number;
  height: number;
  rgb: Uint8Array;
}

export function epsDocument(
  scene: Scene,
  widthPt: number,
  images: (href: string) => RgbImage | undefined,
): string {
  const heightPt = (widthPt * scene.height) / scene.width;
  const body = drawScene(scene, { x: 0, y: 0, width: widthPt, height: heightPt }, "postscript", {
    shading: (paint) => `<< ${shadingEntries(paint)} >>`,
    image: (href) => {
      const image = images(href);
      if (!image) return undefined;
      const { width, height } = image;
      const hex = hexLines(image.rgb);
      return {
        aspect: width / height,
        draw: `/DeviceRGB setcolorspace\n<< /ImageType 1 /Width ${width} /Height ${height} /BitsPerComponent 8 /Decode [0 1 0 1 0 1] /ImageMatrix [${width} 0 0 ${-height} 0 ${height}] /DataSource currentfile /ASCIIHexDecode filter >> image\n${hex}>`,
      };
    },
  });
  return [
    "%!PS-Adobe-3.0 EPSF-3.0",
    "%%Creator: QR service",
    `%%BoundingBox: 0 0 ${Math.ceil(widthPt)} ${Math.ceil(heightPt)}`,
    `%%HiResBoundingBox: 0 0 ${widthPt.toFixed(3)} ${heightPt.toFixed(3)}`,
    "%%LanguageLevel: 3",
    "%%Pages: 1",
    "%%EndComments",
    "%%Page: 1 1",
    body,
    "showpage",
    "%%EOF",
    "",
  ].join("\n");
}

/** Bytes as hexadecimal, 64 bytes a line. */
function hexLines(bytes: Uint8Array): string {
  const digits = "0123456789abcdef";
  const lines: string[] = [];
  for (let start = 0; start < bytes.length; start += 64) {
    let line = "";
    for (const byte of bytes.subarray(start, start + 64))
      line += digits[byte >> 4] + (digits[byte & 15] as string);
    lines.push(line);
  }
  return `${lines.join("\n")}\n`;
}
