// A code the api worker drew as SVG, encoded as the file it asked for: PNG (png.ts), or vector PDF and EPS for
// print (print/vector-files.ts). The same request is the same bytes: the image's strong ETag says so.
import type { EncodeImageRequest } from "@qr/qr/renderer";
import { PDFDocument } from "pdf-lib";
import { codeEps, codePdf } from "../print/vector-files.ts";
import { codePng } from "./png.ts";

export async function encodeImage(request: EncodeImageRequest): Promise<Uint8Array<ArrayBuffer>> {
  const { format, svg, style, logoSha256, content, sizePx } = request;
  switch (format) {
    case "png":
      return codePng({ svg, style, logoSha256 }, content, sizePx);
    case "eps":
      return new Uint8Array(new TextEncoder().encode(await codeEps(svg, sizePx, style.bg)));
    case "pdf": {
      // No creation or modification date (pdf-lib's default is now): the same drawing is the same bytes.
      const doc = await PDFDocument.create({ updateMetadata: false });
      doc.setTitle("QR code");
      doc.setCreator("QR service");
      await codePdf(doc, svg, sizePx);
      return new Uint8Array(await doc.save());
    }
  }
}
