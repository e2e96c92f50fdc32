// Export benchmark: 1,000 codes (a bulk create, half of them in a saved design with a frame and a logo) drawn
// into a ZIP of SVGs, a ZIP of PNGs, an A4 PDF and a label-sheet PDF by the api worker's export consumer in
// workerd, each timed from the request to the finished file in R2 (Miniflare's), with the file's size.
// Prints the figures and records them in BENCHMARKS.md.  Run: pnpm --filter @qr/api bench:exports
import { childCpuSeconds, machineLine, ms, recordBenchmark } from "@qr/local/bench";
import { pdfPageCount } from "@qr/local/decode-qr";
import { unzipSync } from "fflate";
import { startBenchStack } from "./bench-stack.ts";

const CODES = 1000;

const { stack, team, sql, stop } = await startBenchStack({ queue: { maxBatchTimeout: 0.05, retryDelay: 0 } });

try {
  const call = async <T>(method: string, path: string, body?: unknown, type = "application/json") => {
    const response = await fetch(`${stack.apiUrl}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${team.secret}`, "Content-Type": type },
      body: typeof body === "string" || body === undefined ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const logo = await call<{ id: string }>(
    "POST",
    "/logos",
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#c00"/></svg>',
    "image/svg+xml",
  );
  const design = await call<{ id: string }>("POST", "/designs", {
    name: "Menu",
    style: { frame: "banner", frame_text: "Scan for the menu", logo_id: logo.id, module_shape: "rounded" },
  });
  const codes = Array.from({ length: CODES }, (_, i) => ({
    url: `https://example.com/table/${i + 1}`,
    metadata: { table: `Table ${i + 1}` },
    ...(i % 2 === 0 ? { design_id: design.id } : {}),
  }));
  const bulk = await call<{ bulk_id: string }>("POST", "/qr/bulk", { codes });

  // The same number of plain codes (default style): the print file the size comparison is about.
  const plain = await call<{ bulk_id: string }>("POST", "/qr/bulk", {
    codes: codes.map(({ url, metadata }) => ({ url, metadata })),
  });
  // 2,000 styled codes (all in the design): the largest export, whose CPU time in workerd is printed.
  for (let batch = 0; batch < 2; batch++) {
    await call("POST", "/qr/bulk", {
      codes: codes.map(({ url }, i) => ({
        url: `${url}?batch=${batch}`,
        metadata: { styled: "yes", table: `Styled ${batch * CODES + i + 1}` },
        design_id: design.id,
      })),
    });
  }
  const runs: {
    label: string;
    body: Record<string, unknown>;
    bulkId?: string;
    selection?: unknown;
    codes?: number;
  }[] = [
    { label: "ZIP, SVG files", body: { format: "zip", files: "svg", size: 1024 } },
    { label: "ZIP, PNG files (1,024 px)", body: { format: "zip", files: "png", size: 1024 } },
    { label: "PDF, A4 grid (40 mm codes)", body: { format: "pdf", layout: "a4", code_size_mm: 40 } },
    { label: "PDF, Avery L7160 labels", body: { format: "pdf", layout: "avery-l7160" } },
    {
      label: "ZIP, SVG files, plain codes",
      body: { format: "zip", files: "svg", size: 1024 },
      bulkId: plain.bulk_id,
    },
    {
      label: "ZIP, PNG files (1,024 px), plain codes",
      body: { format: "zip", files: "png", size: 1024 },
      bulkId: plain.bulk_id,
    },
    {
      label: "PDF, A4 grid, plain codes",
      body: { format: "pdf", layout: "a4", code_size_mm: 40 },
      bulkId: plain.bulk_id,
    },
    {
      label: "PDF, A4 grid, 2,000 styled codes",
      body: { format: "pdf", layout: "a4", code_size_mm: 40 },
      selection: { filter: { metadata_key: "styled", metadata_value: "yes" } },
      codes: 2 * CODES,
    },
  ];
  /**
   * A ZIP drawn in parts (decision 21), from its rows: the planning (the request to the first part's start), each
   * part's own drawing, the assembly (the last part's end to the file); and the time with every part drawn at
   * once, as Cloudflare's consumers run them: planning + the slowest part + assembly. Locally the parts take turns
   * on workerd's one thread, so that figure is derived from the parts' own times, not seen.
   */
  const partTimes = async (
    label: string,
    id: string,
    job: { created_at: string; finished_at: string },
    codes: number,
  ) => {
    const { rows: parts } = await sql.query<{ started_at: Date; finished_at: Date }>(
      "select started_at, finished_at from export_parts where export_id = $1 order by part",
      [id],
    );
    if (parts.length === 0) return `| ${label} | 1 (drawn whole) | | | | | |`;
    const created = Date.parse(job.created_at);
    const planning = Math.min(...parts.map((p) => p.started_at.getTime())) - created;
    const durations = parts.map((p) => p.finished_at.getTime() - p.started_at.getTime());
    const slowest = Math.max(...durations);
    const assembly = Date.parse(job.finished_at) - Math.max(...parts.map((p) => p.finished_at.getTime()));
    const atOnce = planning + slowest + assembly;
    return `| ${label} | ${parts.length} | ${ms(planning)} | ${ms(slowest)} (${durations.map((d) => (d / 1000).toFixed(1)).join(", ")} s) | ${ms(assembly)} | ${ms(atOnce)} | ${(codes / (atOnce / 1000)).toFixed(0)} |`;
  };
  const partRows: string[] = [];
  const rows: string[] = [];
  for (const run of runs) {
    const cpuBefore = childCpuSeconds("workerd");
    const made = await call<{ id: string }>("POST", "/exports", {
      ...run.body,
      selection: run.selection ?? { bulk_id: run.bulkId ?? bulk.bulk_id },
      name_by: "metadata.table",
    });
    let job: {
      status: string;
      done: number;
      bytes: number;
      skipped: unknown[];
      file_url: string;
      created_at: string;
      finished_at: string;
    };
    const progress: number[] = [];
    do {
      await new Promise((resolve) => setTimeout(resolve, 50));
      job = await call("GET", `/exports/${made.id}`);
      if (progress.at(-1) !== job.done) progress.push(job.done);
    } while (job.status === "queued" || job.status === "running");
    // The job's own timestamps: from the request's row to the stored file, not rounded up to a poll.
    const elapsed = Date.parse(job.finished_at) - Date.parse(job.created_at);
    const cpuAfter = childCpuSeconds("workerd");
    const cpu =
      cpuBefore === undefined || cpuAfter === undefined ? "n/a" : `${(cpuAfter - cpuBefore).toFixed(1)} s`;
    if (job.status !== "succeeded" || job.skipped.length > 0)
      throw new Error(`${run.label}: ${JSON.stringify(job)}`);
    const file = new Uint8Array(
      await (
        await fetch(`${stack.apiUrl}${job.file_url}`, { headers: { Authorization: `Bearer ${team.secret}` } })
      ).arrayBuffer(),
    );
    const contents =
      run.body.format === "zip"
        ? `${Object.keys(unzipSync(file)).length - 1} files + index.csv`
        : `${pdfPageCount(file)} pages`;
    if (run.body.format === "zip")
      partRows.push(await partTimes(run.label, made.id, job, run.codes ?? CODES));
    rows.push(
      `| ${run.label} | ${ms(elapsed)} | ${((run.codes ?? CODES) / (elapsed / 1000)).toFixed(0)} | ${cpu} | ${(job.bytes / 1024 / 1024).toFixed(1)} MB | ${contents} | ${progress.length} |`,
    );
  }
  const table = [
    "## Exports",
    "",
    `\`pnpm --filter @qr/api bench:exports\` — ${machineLine()}. ${CODES.toLocaleString("en")} codes of one bulk create (half in a`,
    "saved design: banner frame with a call to action, an SVG logo, rounded modules; the last row: 1,000 codes of the",
    "default style), named by `metadata.table`, drawn",
    "by the api worker's export consumer in workerd and written to Miniflare's R2; timed from `POST /exports` to",
    "`succeeded` (the job's `created_at` to its `finished_at`), then downloaded and opened (unzipped, or its pages counted by pdfinfo).",
    "",
    "| export | request to file, ms | codes/s | workerd CPU | file | contents | progress values seen |",
    "|---|---:|---:|---:|---:|---|---:|",
    ...rows,
    "",
    "A plain code's PNG is drawn straight from its module grid (a 1-bit PNG); any other style's is rasterised in",
    "JavaScript from the renderer's scene (its logo by resvg), indexed into a palette and deflated with zlib's",
    "run-length strategy (decision 22): that is where the time goes. Before decision 22 (commit b26e53d, run the same",
    "hour, 2026-11-27): the half-styled PNG ZIP 38–42 codes/s taking turns, 162–171 with every part at once, 17.4 MB;",
    "the plain PNG ZIP 263–298 codes/s, 1.2 MB. Before the rasteriser painted a path's coverage a run at a time and",
    "the PNG compared rows two pixels at a time (commit 9acaf09, alternated with them on one AMD EPYC, 2026-11-27):",
    "the half-styled PNG ZIP 93–95 codes/s taking turns, 371–384 with every part at once (after: 113, 428–432). A PDF draws each code as",
    "vector paths (docs/print.md); an SVG logo of fills is paths too. Before vector drawing (2026-11-25, the same",
    "machine), a PDF embedded each code as a 300 dpi PNG: A4 grid 51 codes/s, 15.0 MB; labels 52 codes/s, 14.9 MB.",
    "Before the speed work (lean-qr, the path scanner, one deflate per page; 2026-11-25, polled every 250 ms): SVG",
    "ZIP 381 codes/s, PNG ZIP 15, A4 PDF 109, plain PNG ZIP 268, plain PDF 232 (3.0 MB), 2,000 styled 72 (29.1 s CPU).",
    "Targets (issue 36), for plain codes: PDF ≥ 500 codes/s, ZIP of SVGs ≥ 1,000; ZIP of 1,024 px PNGs ≥ 100, and",
    "(issue 47) for the half-styled one too: taking turns (the table above) and in parts at once (the second table).",
    "",
    "A ZIP of more than 200 codes is drawn in parts of 200, each by a queue invocation of its own, and assembled by",
    "the last (decision 21). Locally the parts take turns on workerd's one thread, so the table above is their sum",
    "plus the split's own cost. From each part's own time (its row): the time with every part drawn at once, as",
    "Cloudflare runs a queue's consumers concurrently, is the planning, the slowest part and the assembly:",
    "",
    "| ZIP | parts | planning, ms | slowest part, ms (each part) | assembly, ms | every part at once, ms | codes/s |",
    "|---|---:|---:|---|---:|---:|---:|",
    ...partRows,
    "",
    "workerd CPU: user + system time of the local workerd process during the export (both workers and the",
    "queue consumer; /proc). The CPU a deployed consumer may use per job is raised to 5 minutes in wrangler.toml",
    "(`limits`).",
  ].join("\n");
  console.log(`\n${table}\n`);
  recordBenchmark("exports", table);
} finally {
  await stop();
}
