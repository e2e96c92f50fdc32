// What moved between a benchmark's last recorded section and its new one, so a loss is seen the day it lands:
// every table row the two share (by its name, in a table of the same header) is compared figure by figure, and a figure whose larger and
// smaller values differ by more than its column's noise is listed. The noise is the spread of the same benchmark
// run again on the same idle machine, as the larger value over the smaller: the consumer's statements 13,110–17,111
// events/s over five runs (1.31×; the redirect's ratio to a bare worker 0.74–0.81, 1.09×), so 35% for rates and
// ratios; five runs of the same requests, p50 5.1–8.6 ms (1.69×) and p95 8.1–13.3 ms (1.64×), so 75% for a
// latency; a p99 of a few hundred requests is two or three of them and spread 13.9–48.1 ms (3.5×): not compared.
// The issue's own regression (33,900 → 20,533 events/s, 1.65×) is well beyond it.

/** The noise of a column, by its header; undefined: not compared. */
export function noiseOf(column: string): number | undefined {
  if (/\bp99\b/i.test(column)) return undefined;
  if (/\b(p\d\d|median)\b/i.test(column)) return 0.75;
  return 0.35;
}

/** The noise lines as the note under a section says them. */
export const NOISE_RULE =
  "larger over smaller: 35% for rates and ratios, 75% for a latency; p99 not compared";

export interface Move {
  row: string;
  column: string;
  before: number;
  after: number;
}

/** The figures of the new section that moved by more than the noise from the old one. */
export function movesBetween(before: string, after: string): Move[] {
  const old = tableRows(before);
  const moves: Move[] = [];
  for (const [key, { name, header, cells }] of tableRows(after)) {
    const previous = old.get(key);
    if (!previous || previous.cells.length !== cells.length) continue;
    cells.forEach((cell, column) => {
      const now = figureOf(cell);
      const then = figureOf(previous.cells[column] ?? "");
      const columnName = header[column] ?? `column ${column + 1}`;
      const noise = noiseOf(columnName);
      if (now === undefined || then === undefined || noise === undefined || now <= 0 || then <= 0) return;
      if (Math.max(now, then) / Math.min(now, then) - 1 > noise)
        moves.push({ row: name, column: columnName, before: then, after: now });
    });
  }
  return moves;
}

/**
 * The note under a new section: what moved since the section before it, said with the machine when the two runs
 * had different ones (a section's first line names it, machineLine), since then the moves are the machines' too.
 * Empty when nothing moved.
 */
export function movesNote(before: string, after: string): string {
  const moved = describeMoves(movesBetween(before, after));
  if (moved.length === 0) return "";
  const [then, now] = [machineOf(before), machineOf(after)];
  const since =
    then && now && then !== now
      ? `since the run recorded before this one, which ran on another machine (${then}; this one: ${now}), so these compare the machines as much as the code`
      : "since the run recorded before this one";
  return `Moved by more than the noise (${NOISE_RULE}) ${since}:\n${moved.join("\n")}`;
}

/** The machine a section was measured on: its cores and CPU model ("2 × AMD EPYC"), from machineLine's words. */
function machineOf(section: string): string | undefined {
  return /(\d+ × [^,\n]+), Node v/.exec(section)?.[1];
}

/** Lines for BENCHMARKS.md and the console, old figure beside the new. */
export function describeMoves(moves: Move[]): string[] {
  return moves.map((move) => {
    const change = ((move.after - move.before) / Math.abs(move.before)) * 100;
    const figure = (n: number) => n.toLocaleString("en");
    return `- ${move.row} — ${move.column}: ${figure(move.before)} → ${figure(move.after)} (${change > 0 ? "+" : ""}${change.toFixed(0)}%)`;
  });
}

/**
 * Each table row by its table's header and its name: its cells up to the first with a word in it ("100,000 · all
 * time, by day"), and as many more as make it unique in its table ("svg · 256" beside "svg · 1024"); the cells
 * after are its figures, each with its column's header. Two tables of a section may name the same rows (a whole
 * export, then its parts): the header keeps them apart.
 */
function tableRows(markdown: string): Map<string, { name: string; header: string[]; cells: string[] }> {
  const rows = new Map<string, { name: string; header: string[]; cells: string[] }>();
  for (const { header, body } of tablesOf(markdown)) {
    const named = body.map((cells) => cells.findIndex((cell) => /\p{L}/u.test(cell)) + 1 || 1);
    const nameOf = (row: number) => (body[row] as string[]).slice(0, named[row]).join(" · ");
    for (let widened = true; widened; ) {
      widened = false;
      const counts = new Map<string, number>();
      for (let row = 0; row < body.length; row++) counts.set(nameOf(row), (counts.get(nameOf(row)) ?? 0) + 1);
      for (let row = 0; row < body.length; row++) {
        if (
          (counts.get(nameOf(row)) ?? 0) > 1 &&
          (named[row] as number) < (body[row] as string[]).length - 1
        ) {
          named[row] = (named[row] as number) + 1;
          widened = true;
        }
      }
    }
    body.forEach((cells, row) => {
      const name = nameOf(row);
      rows.set(`${header.join("|")}\n${name}`, {
        name,
        header: header.slice(named[row]),
        cells: cells.slice(named[row]),
      });
    });
  }
  return rows;
}

/** The Markdown tables of a section: each one's header cells and its rows' cells. */
function tablesOf(markdown: string): { header: string[]; body: string[][] }[] {
  const tables: { header: string[]; body: string[][] }[] = [];
  let table: { header: string[]; body: string[][] } | undefined;
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("|")) {
      table = undefined;
      continue;
    }
    const cells = line
      .slice(1, line.endsWith("|") ? -1 : undefined)
      .split("|")
      .map((cell) => cell.trim());
    if (cells.every((cell) => /^:?-+:?$/.test(cell))) continue;
    if (!table) {
      table = { header: cells, body: [] };
      tables.push(table);
    } else table.body.push(cells);
  }
  return tables;
}

/** The first number of a cell ("13,827 events/s" → 13827), or undefined. */
function figureOf(cell: string): number | undefined {
  const match = /-?\d[\d,]*(\.\d+)?/.exec(cell);
  return match ? Number(match[0].replace(/,/g, "")) : undefined;
}
