// A code drawn as vectors: in a PDF page (pdf-lib for the document, our operators for the drawing: paths, the
// gradient as a shading through the path as a clip, the logo as an embedded image) and as EPS. Both draw the scene
// the renderer's SVG describes, so a PDF, an EPS, an SVG and a PNG of a code are one drawing.
import { deflate, drawScene, epsDocument, type Scene, sceneOf, type shadingEntries } from "@qr/qr";
import { PDFDict, type PDFDocument, type PDFImage, PDFName, type PDFPage } from "pdf-lib";
import { logoFile, logoRgb } from "./logo-pixels.ts";
import { withVectorLogos } from "./logo-vector.ts";

/** A pixel at 96 dpi: an image of `size` px prints `size` × 0.75 points wide. */
export const PT_PER_PX = 0.75;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The embedded logos of one document, by data: URL, so a logo on many codes is stored once. */
export type LogoCache = Map<string, Promise<PDFImage>>;

/**
 * The operators that draw the scene fitted into `box` (points, from the page's bottom-left corner), with the
 * images and shadings they name added to the page's resources. A page's operators go in with `addPageContent`.
 */
export async function drawOnPdfPage(
  doc: PDFDocument,
  page: PDFPage,
  scene: Scene,
  box: Box,
  logos: LogoCache = new Map(),
): Promise<string> {
  const images = new Map<string, { name: string; aspect: number }>();
  for (const shape of scene.shapes) {
    if (shape.kind !== "image" || images.has(shape.href)) continue;
    let embedding = logos.get(shape.href);
    if (!embedding) {
      embedding = logoFile(shape.href).then((file) =>
        file.kind === "png" ? doc.embedPng(file.bytes) : doc.embedJpg(file.bytes),
      );
      logos.set(shape.href, embedding);
    }
    const image = await embedding;
    const name = page.node.newXObject("Logo", image.ref);
    images.set(shape.href, { name: name.asString(), aspect: image.width / image.height });
  }
  const resources = page.node.Resources();
  const shadingNames = new Map<object, string>();
  const content = drawScene(scene, box, "pdf", {
    shading: (paint) => {
      const known = shadingNames.get(paint);
      if (known) return known;
      let shadings = resources?.lookupMaybe(PDFName.of("Shading"), PDFDict);
      if (!shadings) {
        shadings = doc.context.obj({});
        resources?.set(PDFName.of("Shading"), shadings);
      }
      const name = `Sh${shadings.keys().length}`;
      shadings.set(PDFName.of(name), doc.context.register(shadingDict(doc, paint)));
      shadingNames.set(paint, `/${name}`);
      return `/${name}`;
    },
    image: (href) => {
      const image = images.get(href);
      return image && { aspect: image.aspect, draw: `${image.name} Do` };
    },
  });
  return content;
}

/** Adds operators to the page as one compressed stream (one per page: each deflate has a fixed cost). */
export async function addPageContent(doc: PDFDocument, page: PDFPage, content: string): Promise<void> {
  const compressed = await deflate(new TextEncoder().encode(content));
  page.node.addContentStream(doc.context.register(doc.context.stream(compressed, { Filter: "FlateDecode" })));
}

/** A one-page PDF of the code, `sizePx` × 0.75 points wide. */
export async function codePdf(doc: PDFDocument, svg: string, sizePx: number): Promise<void> {
  const scene = await withVectorLogos(sceneOf(svg));
  const width = sizePx * PT_PER_PX;
  const height = (width * scene.height) / scene.width;
  const page = doc.addPage([width, height]);
  await addPageContent(doc, page, await drawOnPdfPage(doc, page, scene, { x: 0, y: 0, width, height }));
}

/** The code as EPS, `sizePx` × 0.75 points wide; a logo as RGB samples on `background`. */
export async function codeEps(svg: string, sizePx: number, background: string): Promise<string> {
  const scene = await withVectorLogos(sceneOf(svg));
  const pixels = new Map<string, Awaited<ReturnType<typeof logoRgb>>>();
  for (const shape of scene.shapes) {
    if (shape.kind === "image" && !pixels.has(shape.href)) {
      pixels.set(
        shape.href,
        await logoRgb(shape.href, background === "transparent" ? "#ffffff" : background),
      );
    }
  }
  return epsDocument(scene, sizePx * PT_PER_PX, (href) => pixels.get(href));
}

function shadingDict(doc: PDFDocument, paint: Parameters<typeof shadingEntries>[0]) {
  const linear = paint.kind === "linear";
  return doc.context.obj({
    ShadingType: linear ? 2 : 3,
    ColorSpace: "DeviceRGB",
    Coords: linear
      ? [paint.x1, paint.y1, paint.x2, paint.y2]
      : [paint.cx, paint.cy, 0, paint.cx, paint.cy, paint.r],
    Function: { FunctionType: 2, Domain: [0, 1], C0: [...paint.from], C1: [...paint.to], N: 1 },
    Extend: [true, true],
  });
}
