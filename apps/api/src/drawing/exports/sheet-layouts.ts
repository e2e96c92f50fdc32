// Where codes go on a printed sheet, in millimetres from the page's top-left corner. Grid layouts place codes
// of the requested size with room for cut marks between them; label layouts put one code in the middle of
// each label of a standard die-cut sheet, whose published geometry they carry.

export interface Cell {
  /** The cut line (grid) or the label's edge, in mm. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SheetLayout {
  page: { width: number; height: number };
  cells: Cell[];
  /** Inside each cell: the padding around the code and the caption lines under it. */
  padding: number;
  cutMarks: boolean;
}

interface GridSheet {
  kind: "grid";
  page: { width: number; height: number };
}

interface LabelSheet {
  kind: "labels";
  page: { width: number; height: number };
  columns: number;
  rows: number;
  label: { width: number; height: number };
  /** The first label's top-left corner, and the distance from one label's to the next. */
  top: number;
  left: number;
  pitch: { x: number; y: number };
}

export const SHEET_LAYOUTS: Record<"a4" | "letter" | "avery-l7160", GridSheet | LabelSheet> = {
  a4: { kind: "grid", page: { width: 210, height: 297 } },
  letter: { kind: "grid", page: { width: 215.9, height: 279.4 } },
  "avery-l7160": {
    kind: "labels",
    page: { width: 210, height: 297 },
    columns: 3,
    rows: 7,
    label: { width: 63.5, height: 38.1 },
    top: 15.15,
    left: 7.25,
    pitch: { x: 66.04, y: 38.1 },
  },
};

export type SheetName = keyof typeof SHEET_LAYOUTS;

/** The page margin of a grid, the gap between its cells (cut marks go there) and a cell's inner padding. */
const GRID = { margin: 10, gutter: 8, padding: 3 };
/** The caption under a code: up to two lines (the name, the short URL). */
export const CAPTION_LINE_MM = 4;

export function sheetLayout(name: SheetName, codeSizeMm: number, captionLines: number): SheetLayout {
  const sheet = SHEET_LAYOUTS[name];
  if (sheet.kind === "labels") {
    const cells: Cell[] = [];
    for (let row = 0; row < sheet.rows; row++)
      for (let column = 0; column < sheet.columns; column++)
        cells.push({
          x: sheet.left + column * sheet.pitch.x,
          y: sheet.top + row * sheet.pitch.y,
          ...sheet.label,
        });
    return { page: sheet.page, cells, padding: 2, cutMarks: false };
  }
  const width = codeSizeMm + 2 * GRID.padding;
  const height = codeSizeMm + captionLines * CAPTION_LINE_MM + 2 * GRID.padding;
  const fit = (room: number, size: number) =>
    Math.max(1, Math.floor((room + GRID.gutter) / (size + GRID.gutter)));
  const columns = fit(sheet.page.width - 2 * GRID.margin, width);
  const rows = fit(sheet.page.height - 2 * GRID.margin, height);
  // Centre the grid on the page, so that what a printer trims off both sides is the same.
  const left = (sheet.page.width - (columns * width + (columns - 1) * GRID.gutter)) / 2;
  const top = (sheet.page.height - (rows * height + (rows - 1) * GRID.gutter)) / 2;
  const cells: Cell[] = [];
  for (let row = 0; row < rows; row++)
    for (let column = 0; column < columns; column++)
      cells.push({
        x: left + column * (width + GRID.gutter),
        y: top + row * (height + GRID.gutter),
        width,
        height,
      });
  return { page: sheet.page, cells, padding: GRID.padding, cutMarks: true };
}
