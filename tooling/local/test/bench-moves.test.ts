// The benchmark comparison: what moved beyond the noise between a section's last figures and its new ones.
import { describe, expect, it } from "vitest";
import { describeMoves, movesBetween, movesNote } from "../src/bench-moves.ts";

const BEFORE = `
| ingestion | figure |
|---|---:|
| 200,000 events through the local queue | 20,533 events/s |
| write-ahead log per event | 1573 bytes |

| events in the code | range | p50 ms | p95 ms | p99 ms |
|---:|---|---:|---:|---:|
| 100,000 | all time, by day | 12.5 | 15.2 | 17.7 |
| 10,000,000 | all time, by day | 13.6 | 17.5 | 22.4 |
`;

describe("benchmark moves", () => {
  it("lists the figures that moved beyond their column's noise, by row and column, and nothing else", () => {
    const after = BEFORE.replace("20,533 events/s", "13,827 events/s")
      .replace("| 1573 bytes", "| 1600 bytes")
      .replace("| 12.5 | 15.2 | 17.7 |", "| 18.5 | 7.0 | 55.3 |") // a median 1.48×: within a latency's noise
      .replace("| 13.6 | 17.5 | 22.4 |", "| 25.0 | 24.5 | 22.4 |"); // 1.84×: a move; 1.4×: noise
    const moves = movesBetween(BEFORE, after);
    expect(moves).toEqual([
      { row: "200,000 events through the local queue", column: "figure", before: 20533, after: 13827 },
      { row: "100,000 · all time, by day", column: "p95 ms", before: 15.2, after: 7 },
      { row: "10,000,000 · all time, by day", column: "p50 ms", before: 13.6, after: 25 },
    ]);
    expect(describeMoves(moves)[0]).toBe(
      "- 200,000 events through the local queue — figure: 20,533 → 13,827 (-33%)",
    );
  });

  it("says nothing of a new row, a changed table or the same figures", () => {
    expect(movesBetween(BEFORE, BEFORE)).toEqual([]);
    expect(movesBetween(BEFORE, `${BEFORE}\n| a new row | 5 |`)).toEqual([]);
    expect(movesBetween("", BEFORE)).toEqual([]);
  });

  it("compares a row only with the row of the same name in a table with the same header", () => {
    // A section with two tables naming the same rows (a whole export, then its parts) compares each in its own.
    const twoTables = (whole: string, parts: string) => `
| export | request to file, ms | codes/s |
|---|---:|---:|
| ZIP, PNG files | ${whole} |

| ZIP | parts | every part at once, ms |
|---|---:|---:|
| ZIP, PNG files | ${parts} |
`;
    const wholeOnly = twoTables("15809 | 63", "").split("\n\n")[0] as string;
    // A table added beside the old one is new: none of its figures is compared with the old table's.
    expect(movesBetween(wholeOnly, twoTables("15000 | 66", "5 | 5260"))).toEqual([]);
    // A move in the first table is seen although the second names the same row.
    expect(movesBetween(twoTables("15809 | 63", "5 | 5260"), twoTables("15809 | 30", "5 | 5260"))).toEqual([
      { row: "ZIP, PNG files", column: "codes/s", before: 63, after: 30 },
    ]);
    expect(movesBetween(twoTables("15809 | 63", "5 | 5260"), twoTables("15000 | 66", "5 | 9999"))).toEqual([
      { row: "ZIP, PNG files", column: "every part at once, ms", before: 5260, after: 9999 },
    ]);
  });

  it("names a row by as many leading cells as make it unique in its table (a format at three sizes)", () => {
    const images = (svg256: string) => `
| format | px | request p50 | render p50 |
|---|---:|---:|---:|
| svg | 256 | 18.2 | ${svg256} |
| svg | 1024 | 16.9 | 0.6 |
| png | 256 | 29.2 | 12.9 |
| png | 1024 | 66.5 | 50.2 |
`;
    // Each row compared with its own size's, not all three with the last one named "svg".
    expect(movesBetween(images("1.9"), images("4.0"))).toEqual([
      { row: "svg · 256", column: "render p50", before: 1.9, after: 4 },
    ]);
    expect(movesBetween(images("1.9"), images("1.9"))).toEqual([]);
  });

  it("says when the run before was on another machine, so a move is not read as the code's alone", () => {
    const section = (machine: string, rate: string) =>
      `\`pnpm bench\` — ${machine}, Node v24.21.0, 2026-11-27. PostgreSQL 17.10.\n${BEFORE.replace("20,533", rate)}`;
    const xeon = "2 × Intel(R) Xeon(R) Processor";
    const epyc = "2 × AMD EPYC";
    expect(movesNote(section(xeon, "20,533"), section(epyc, "40,000"))).toBe(
      "Moved by more than the noise (larger over smaller: 35% for rates and ratios, 75% for a latency; p99 not compared) since the run recorded before this one, which ran on another machine (2 × Intel(R) Xeon(R) Processor; this one: 2 × AMD EPYC), so these compare the machines as much as the code:\n- 200,000 events through the local queue — figure: 20,533 → 40,000 (+95%)",
    );
    expect(movesNote(section(epyc, "20,533"), section(epyc, "40,000"))).toMatch(
      /^Moved by more than the noise \([^)]*\) since the run recorded before this one:\n- 200,000/,
    );
    expect(movesNote(section(xeon, "20,533"), section(epyc, "20,533"))).toBe("");
  });
});
