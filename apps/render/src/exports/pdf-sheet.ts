// A PDF of codes laid out on sheets (sheet-layouts.ts): each code drawn as vectors (print/vector-files.ts), with
// its caption lines under it and, on grid sheets, cut marks in the gaps between codes.

import { CAPTION_LINE_MM, type Cell, type SheetLayout } from "@qr/api/src/drawing/exports/sheet-layouts.ts";
import { sceneOf } from "@qr/qr";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { withVectorLogos } from "../print/logo-vector.ts";
import { addPageContent, drawOnPdfPage, type LogoCache } from "../print/vector-files.ts";

const PT_PER_MM = 72 / 25.4;
const CUT_MARK = { offset: 1, length: 2.5, thickness: 0.25 };
const FONT = { largest: 8, smallest: 4.5 };

export interface PdfSheet {
  /** The side of the square each code is fitted in, in mm. */
  codeSideMm: number;
  /** Adds a code, as the renderer's SVG. */
  add(svg: string, captions: string[]): Promise<void>;
  finish(): Promise<Uint8Array>;
}

export async function pdfSheet(layout: SheetLayout, captionLines: number): Promise<PdfSheet> {
  const doc = await PDFDocument.create();
  doc.setTitle("QR codes");
  doc.setCreator("QR service");
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const first = layout.cells[0] as Cell;
  const codeSideMm = Math.min(
    first.width - 2 * layout.padding,
    first.height - 2 * layout.padding - captionLines * CAPTION_LINE_MM,
  );
  let page: PDFPage | undefined;
  let next = 0;
  let drawing: string[] = [];
  const logos: LogoCache = new Map();
  const finishPage = async () => {
    if (page && drawing.length > 0) await addPageContent(doc, page, drawing.join("\n"));
    drawing = [];
  };
  return {
    codeSideMm,
    async add(svg, captions) {
      if (!page || next === layout.cells.length) {
        await finishPage();
        page = doc.addPage([layout.page.width * PT_PER_MM, layout.page.height * PT_PER_MM]);
        next = 0;
      }
      const cell = layout.cells[next++] as Cell;
      const at = pageCoordinates(layout.page.height);
      if (layout.cutMarks) drawing.push(cutMarks(cell, at));
      const scene = await withVectorLogos(sceneOf(svg));
      const scale = codeSideMm / Math.max(scene.width, scene.height);
      const width = scene.width * scale;
      const height = scene.height * scale;
      const top = cell.y + layout.padding + (codeSideMm - height);
      const box = {
        x: at.x(cell.x + (cell.width - width) / 2),
        y: at.y(top + height),
        width: width * PT_PER_MM,
        height: height * PT_PER_MM,
      };
      drawing.push(await drawOnPdfPage(doc, page, scene, box, logos));
      captions.forEach((caption, line) => {
        const baseline = cell.y + layout.padding + codeSideMm + (line + 0.75) * CAPTION_LINE_MM;
        drawCentredText(page as PDFPage, font, caption, cell, baseline, at);
      });
    },
    async finish() {
      await finishPage();
      return doc.save();
    },
  };
}

/** mm from the top-left corner → PDF points from the bottom-left one. */
function pageCoordinates(pageHeightMm: number) {
  return { x: (mm: number) => mm * PT_PER_MM, y: (mm: number) => (pageHeightMm - mm) * PT_PER_MM };
}

/**
 * Two short lines at each corner of the cut line, outside it, so that no mark is left on a trimmed code: PDF
 * operators in the page's one compressed stream (pdf-lib's drawLine wrote each mark as objects, uncompressed).
 */
function cutMarks(cell: Cell, at: ReturnType<typeof pageCoordinates>): string {
  const { offset, length, thickness } = CUT_MARK;
  const n = (value: number) => String(Math.round(value * 1000) / 1000);
  const lines: string[] = [];
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    lines.push(`${n(at.x(x1))} ${n(at.y(y1))} m ${n(at.x(x2))} ${n(at.y(y2))} l`);
  for (const [x, dx] of [
    [cell.x, -1],
    [cell.x + cell.width, 1],
  ] as const) {
    for (const [y, dy] of [
      [cell.y, -1],
      [cell.y + cell.height, 1],
    ] as const) {
      line(x + dx * offset, y, x + dx * (offset + length), y);
      line(x, y + dy * offset, x, y + dy * (offset + length));
    }
  }
  return `q 0 0 0 RG ${thickness} w\n${lines.join("\n")}\nS Q`;
}

/** One line centred under the code, as large as fits (down to a size still legible), cut with … beyond. */
function drawCentredText(
  page: PDFPage,
  font: PDFFont,
  text: string,
  cell: Cell,
  baselineMm: number,
  at: ReturnType<typeof pageCoordinates>,
) {
  const room = (cell.width - 2) * PT_PER_MM;
  let shown = printable(text);
  let size = FONT.largest;
  while (size > FONT.smallest && font.widthOfTextAtSize(shown, size) > room) size -= 0.25;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, size) > room) shown = `${shown.slice(0, -2)}…`;
  const width = font.widthOfTextAtSize(shown, size);
  page.drawText(shown, {
    x: at.x(cell.x + cell.width / 2) - width / 2,
    y: at.y(baselineMm),
    size,
    font,
    color: rgb(0, 0, 0),
  });
}

/** The standard font draws Latin-1; any other character is shown as "?" rather than failing the export. */
function printable(text: string): string {
  return [...text].map((ch) => (/^[\x20-\x7e\xa0-\xff]$/.test(ch) ? ch : "?")).join("");
}
