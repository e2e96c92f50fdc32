// Print-ready exports through the whole pipe: the API queues a job, the api worker's export consumer draws it
// into R2, and the file is downloaded. A PDF is rendered by Poppler and every code on every page is read back;
// a ZIP is unpacked and every image read by ZBar, ZXing and jsQR.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { decodePng, decodeSvg, pdfPageCount, pdfRegions } from "@qr/local/decode-qr";
import { eventually, startTestStack, type TestStack } from "@qr/local/test-harness";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SheetLayout, sheetLayout } from "../src/drawing/exports/sheet-layouts.ts";
import {
  type ApiClient,
  apiClient,
  issueKey,
  type ProblemBody,
  seedTeam,
  type TestTeam,
} from "./support/api.ts";

interface ExportBody {
  id: string;
  status: "queued" | "running" | "succeeded" | "failed";
  total: number;
  done: number;
  skipped: { id: string; slug: string; errors: { path: string; message: string }[] }[];
  error: string | null;
  bytes: number | null;
  file_url: string | null;
}
interface BulkReport {
  bulk_id: string;
  results: { status: string; code: { id: string; slug: string; short_url: string } }[];
}

let stack: TestStack;
let team: TestTeam;
let api: ApiClient;
let tables: BulkReport;

beforeAll(async () => {
  stack = await startTestStack();
  team = await seedTeam(stack);
  api = apiClient(stack, team.adminKey);
  // Twelve tables, made out of order so that the natural order (2 before 10) has something to do.
  const csv = [
    "url,table",
    ...[10, 2, 7, 1, 12, 5, 3, 11, 4, 9, 6, 8].map((n) => `https://example.com/t/${n},Table ${n}`),
  ];
  const made = await fetch(`${stack.apiUrl}/api/v1/qr/bulk`, {
    method: "POST",
    headers: { Authorization: `Bearer ${team.adminKey}`, "Content-Type": "text/csv" },
    body: csv.join("\n"),
  });
  expect(made.status).toBe(201);
  tables = (await made.json()) as BulkReport;
});
afterAll(async () => {
  await stack?.stop();
});

async function finished(id: string, client = api, timeoutMs = 60_000): Promise<ExportBody> {
  return eventually(async () => {
    const job = await client.get<ExportBody>(`/api/v1/exports/${id}`);
    return job.body.status === "succeeded" || job.body.status === "failed" ? job.body : undefined;
  }, timeoutMs);
}

async function download(job: ExportBody): Promise<Uint8Array> {
  const response = await fetch(`${stack.apiUrl}${job.file_url}`, {
    headers: { Authorization: `Bearer ${team.adminKey}` },
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "qr-pdf-"));
  try {
    writeFileSync(join(dir, "doc.pdf"), pdf);
    return execFileSync("pdftotext", ["-layout", join(dir, "doc.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each filled cell of the sheets, cut out of the rendered page and read by all three readers; sorted. */
async function readEveryCell(pdf: Uint8Array, layout: SheetLayout, count: number): Promise<string[]> {
  const regions = Array.from({ length: count }, (_, n) => ({
    page: Math.floor(n / layout.cells.length) + 1,
    ...(layout.cells[n % layout.cells.length] as SheetLayout["cells"][number]),
  }));
  const read: string[] = [];
  for (const png of pdfRegions(pdf, regions)) read.push(await decodePng(png));
  return read.sort();
}

const shortUrls = () => tables.results.map((r) => r.code.short_url).sort();

// Drawing and decoding every code of a sheet is CPU work alone: 30–50 s on a loaded machine, so bounded as the qr
// package's tests are (a hang, not the machine's speed, is what the bound is for).
describe("PDF sheets", { timeout: 300_000 }, () => {
  it("lays a bulk's codes out on A4 with cut marks, each named and with its short URL, every one readable", async () => {
    const made = await api.post<ExportBody>("/api/v1/exports", {
      format: "pdf",
      selection: { bulk_id: tables.bulk_id },
      layout: "a4",
      code_size_mm: 40,
      name_by: "metadata.table",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    expect(made.headers.get("Location")).toBe(`/api/v1/exports/${made.body.id}`);
    expect(made.body).toMatchObject({ status: "queued", total: 12, done: 0, file_url: null });

    const job = await finished(made.body.id);
    expect(job).toMatchObject({ status: "succeeded", total: 12, done: 12, skipped: [] });
    const pdf = await download(job);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    expect(job.bytes).toBe(pdf.length);

    expect(pdfPageCount(pdf)).toBe(1); // 3 × 4 cells of 46 × 54 mm fit on A4
    expect(await readEveryCell(pdf, sheetLayout("a4", 40, 2), 12)).toEqual(shortUrls());

    // Named, in natural order, each over its short URL as a person would type it.
    const text = pdfText(pdf);
    const names = [...text.matchAll(/Table (\d+)/g)].map((m) => Number(m[1]));
    expect(names).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const url of shortUrls()) expect(text).toContain(url.replace("http://", "").replace("https://", ""));
  });

  it("fills label sheets (one code per Avery L7160 label) across pages, framed codes with a logo too", async () => {
    const logo = await fetch(`${stack.apiUrl}/api/v1/logos`, {
      method: "POST",
      headers: { Authorization: `Bearer ${team.adminKey}` },
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><circle cx="32" cy="32" r="30" fill="#c00"/></svg>',
    });
    const logoId = ((await logo.json()) as { id: string }).id;
    const ids: string[] = [];
    for (let n = 0; n < 24; n++) {
      const code = await api.post<{ id: string }>("/api/v1/qr", {
        url: `https://example.com/label/${n}`,
        style:
          n % 2 === 0
            ? { frame: "banner", frame_text: "Scan me", logo_id: logoId, logo_size: 0.2 }
            : { module_shape: "dots", eye_shape: "rounded", fg: "#1d3557" },
      });
      ids.push(code.body.id);
    }
    const made = await api.post<ExportBody>("/api/v1/exports", {
      format: "pdf",
      selection: { ids },
      layout: "avery-l7160",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    const job = await finished(made.body.id);
    expect(job).toMatchObject({ status: "succeeded", done: 24, skipped: [] });
    const pdf = await download(job);
    expect(pdfPageCount(pdf)).toBe(2); // 21 labels a sheet
    const found = await readEveryCell(pdf, sheetLayout("avery-l7160", 40, 1), 24);
    const { rows } = await stack.sql.query<{ slug: string }>("select slug from qr_codes where id = any($1)", [
      ids,
    ]);
    expect(found.map((url) => url.split("/").pop()).sort()).toEqual(rows.map((r) => r.slug).sort());
  });
});

describe("ZIP of images", () => {
  it("names each code's files by a metadata field, with an index, every image read by three readers", async () => {
    const made = await api.post<ExportBody>("/api/v1/exports", {
      format: "zip",
      selection: { bulk_id: tables.bulk_id },
      files: "both",
      size: 256,
      name_by: "metadata.table",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    const job = await finished(made.body.id);
    expect(job).toMatchObject({ status: "succeeded", done: 12 });
    const files = unzipSync(await download(job));
    const names = Object.keys(files).sort();
    expect(names).toContain("index.csv");
    expect(names).toContain("Table 1.svg");
    expect(names).toContain("Table 12.png");
    expect(names.length).toBe(25);
    for (const result of tables.results) {
      const table = result.code.short_url.endsWith(result.code.slug) ? result : undefined;
      expect(table).toBeDefined();
    }
    const index = new TextDecoder().decode(files["index.csv"]).trim().split("\r\n");
    expect(index[0]).toBe("name,files,id,slug,short_url,url");
    expect(index.length).toBe(13);
    for (const line of index.slice(1)) {
      const [name, , , , shortUrl] = line.split(",");
      const png = files[`${name}.png`] as Uint8Array;
      const svg = new TextDecoder().decode(files[`${name}.svg`]);
      expect(await decodePng(png)).toBe(shortUrl);
      expect(await decodeSvg(svg)).toBe(shortUrl);
    }
  });

  it("makes file names safe and unique, and falls back to the slug", async () => {
    const ids: string[] = [];
    // Windows refuses a file named as a device (CON, nul.txt, Com1…), whatever its extension: extracting fails.
    for (const asset of [
      "../../etc/passwd",
      "A:B",
      "a:b",
      undefined,
      "CON",
      "nul",
      "Com1",
      "lpt9.pdf",
      "CONSOLE",
    ]) {
      const code = await api.post<{ id: string; slug: string }>("/api/v1/qr", {
        url: "https://example.com/asset",
        ...(asset === undefined ? {} : { metadata: { asset } }),
      });
      ids.push(code.body.id);
    }
    const made = await api.post<ExportBody>("/api/v1/exports", {
      format: "zip",
      selection: { ids },
      name_by: "metadata.asset",
    });
    const job = await finished(made.body.id);
    const names = Object.keys(unzipSync(await download(job))).sort();
    const { rows } = await stack.sql.query<{ slug: string }>("select slug from qr_codes where id = $1", [
      ids[3],
    ]);
    expect(names).toEqual(
      [
        "a-b-2.svg",
        "A-B.svg",
        "etc-passwd.svg",
        `${rows[0]?.slug}.svg`,
        "index.csv",
        "CON-code.svg",
        "nul-code.svg",
        "Com1-code.svg",
        "lpt9-code.pdf.svg",
        "CONSOLE.svg",
      ].sort(),
    );
  });
});

describe("a large ZIP, drawn in parts", () => {
  // 450 codes: three parts (200, 200, 50), each drawn by its own queue invocation, assembled by the last.
  const PARTS = 3;
  let posters: BulkReport;
  beforeAll(async () => {
    // Every code has the same name: the file names must be unique across parts, not only within one.
    const csv = ["url,kind", ...Array.from({ length: 450 }, (_, n) => `https://example.com/p/${n},Poster`)];
    const made = await fetch(`${stack.apiUrl}/api/v1/qr/bulk`, {
      method: "POST",
      headers: { Authorization: `Bearer ${team.adminKey}`, "Content-Type": "text/csv" },
      body: csv.join("\n"),
    });
    expect(made.status).toBe(201);
    posters = (await made.json()) as BulkReport;
  }, 120_000);

  const exportPosters = async () => {
    const made = await api.post<ExportBody>("/api/v1/exports", {
      format: "zip",
      selection: { bulk_id: posters.bulk_id },
      files: "both",
      size: 128,
      name_by: "metadata.kind",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(202);
    return made.body.id;
  };
  const fragmentsLeft = async (id: string) => {
    const bucket = (await stack.workers.mf.getR2Bucket("FILES", "qr-api")) as unknown as {
      list(options: { prefix: string }): Promise<{ objects: { key: string }[] }>;
    };
    return (await bucket.list({ prefix: `teams/${team.id}/exports/${id}.zip.parts/` })).objects.length;
  };
  /** Unpacks the export and checks it as a whole: every code once, its files named uniquely, the index. */
  const expectWholeZip = async (job: ExportBody) => {
    expect(job).toMatchObject({ status: "succeeded", total: 450, done: 450, skipped: [] });
    const zip = await download(job);
    expect(job.bytes).toBe(zip.length);
    const files = unzipSync(zip);
    expect(Object.keys(files).length).toBe(2 * 450 + 1);
    const index = new TextDecoder().decode(files["index.csv"]).trim().split("\r\n");
    expect(index.length).toBe(451);
    const lines = index.slice(1).map((line) => line.split(","));
    // In the export's order, named Poster, Poster-2 … Poster-450 across the three parts.
    expect(lines.map(([, names]) => names)).toEqual(
      Array.from({ length: 450 }, (_, n) => {
        const base = n === 0 ? "Poster" : `Poster-${n + 1}`;
        return `${base}.svg ${base}.png`;
      }),
    );
    expect(lines.map(([, , id]) => id).sort()).toEqual(posters.results.map((r) => r.code.id).sort());
    // A code of each part, read back from its PNG and its SVG.
    for (const n of [0, 199, 200, 449]) {
      const [, , , , shortUrl] = lines[n] as string[];
      const base = n === 0 ? "Poster" : `Poster-${n + 1}`;
      expect(await decodePng(files[`${base}.png`] as Uint8Array)).toBe(shortUrl);
      expect(await decodeSvg(new TextDecoder().decode(files[`${base}.svg`]))).toBe(shortUrl);
    }
    expect(await fragmentsLeft(job.id)).toBe(0);
  };

  it("draws each part in its own invocation and assembles one file, every code once, names unique across parts", {
    timeout: 180_000,
  }, async () => {
    const id = await exportPosters();
    const job = await finished(id, api, 150_000);
    await expectWholeZip(job);
    const { rows } = await stack.sql.query<{ part: number; first: number; status: string; done: number }>(
      "select part, first, status, done from export_parts where export_id = $1 order by part",
      [id],
    );
    expect(rows).toEqual([
      { part: 0, first: 0, status: "done", done: 200 },
      { part: 1, first: 200, status: "done", done: 200 },
      { part: 2, first: 400, status: "done", done: 50 },
    ]);
    expect(rows.length).toBe(PARTS);
  });

  it("retries a part that failed, leaving no fragment of the failed attempt, and still assembles the whole file", {
    timeout: 180_000,
  }, async () => {
    // The database refuses the second part's first attempt to record itself done (a sequence counts attempts,
    // outside the transaction the failure rolls back).
    await stack.sql.query(`
      create sequence part_faults;
      create function fail_part_once() returns trigger language plpgsql as $$
      begin
        if new.part = 1 and new.status = 'done' and old.status = 'pending' and nextval('part_faults') = 1 then
          raise exception 'injected: the part could not be recorded';
        end if;
        return new;
      end $$;
      create trigger fail_part_once before update on export_parts for each row execute function fail_part_once();`);
    try {
      const id = await exportPosters();
      const job = await finished(id, api, 150_000);
      const { rows } = await stack.sql.query<{ attempts: string }>(
        "select last_value as attempts from part_faults",
      );
      expect(Number(rows[0]?.attempts)).toBe(2); // failed once, recorded on the retry
      await expectWholeZip(job);
    } finally {
      await stack.sql.query(
        "drop trigger fail_part_once on export_parts; drop function fail_part_once(); drop sequence part_faults",
      );
    }
  });

  it("keeps the fragment of a part whose record committed but whose answer was lost: the retry finds the part done and the file is whole", {
    timeout: 180_000,
  }, async () => {
    // The first part to record itself done commits, and the connection is cut before its answer arrives: the
    // invocation cannot know it was recorded, and the queue retries the message.
    let answerLost = false;
    void stack.loseDatabaseAnswer('set "parts_done" =').then(() => {
      answerLost = true;
    });
    const id = await exportPosters();
    const job = await finished(id, api, 150_000);
    expect(answerLost).toBe(true);
    expect(stack.workerLogs().some((line) => line.includes("export failed") && line.includes(id))).toBe(true);
    await expectWholeZip(job);
  });

  it("fails the job when a part fails every attempt: no file, no fragments left, the parts drawn are discarded", {
    timeout: 180_000,
  }, async () => {
    await stack.sql.query(`
      create function fail_part_always() returns trigger language plpgsql as $$
      begin
        if new.part = 2 and new.status = 'done' then raise exception 'injected: the part could not be recorded'; end if;
        return new;
      end $$;
      create trigger fail_part_always before update on export_parts for each row execute function fail_part_always();`);
    try {
      const id = await exportPosters();
      const job = await finished(id, api, 150_000);
      expect(job).toMatchObject({ status: "failed", file_url: null });
      expect(job.error).toMatch(/could not be completed/);
      const file = await api.get<ProblemBody>(`/api/v1/exports/${id}/file`);
      expect(file.status).toBe(409);
      expect(file.body.code).toBe("export_not_ready");
      const { rows } = await stack.sql.query("select r2_key from export_jobs where id = $1", [id]);
      expect(rows[0]?.r2_key).toBeNull();
      // The other parts' fragments may finish after the job failed: they find it failed and are deleted then.
      await eventually(async () => ((await fragmentsLeft(id)) === 0 ? true : undefined), 60_000);
    } finally {
      await stack.sql.query(
        "drop trigger fail_part_always on export_parts; drop function fail_part_always()",
      );
    }
  });
});

describe("what an export refuses or reports", () => {
  it("lists a code it cannot draw at the export's size as skipped, with why, and draws the rest", async () => {
    const tiny = await api.post<{ id: string }>("/api/v1/qr", {
      url: "https://example.com/dots",
      style: { module_shape: "dots" },
    });
    const plain = await api.post<{ id: string }>("/api/v1/qr", { url: "https://example.com/plain" });
    const made = await api.post<ExportBody>("/api/v1/exports", {
      format: "zip",
      selection: { ids: [tiny.body.id, plain.body.id] },
      size: 80, // enough for square modules, not for dots
    });
    const job = await finished(made.body.id);
    expect(job.status).toBe("succeeded");
    expect(job.skipped).toEqual([
      expect.objectContaining({ id: tiny.body.id, errors: [expect.objectContaining({ path: "size" })] }),
    ]);
    expect(Object.keys(unzipSync(await download(job))).length).toBe(2); // one SVG and the index

    const none = await api.post<ExportBody>("/api/v1/exports", {
      format: "zip",
      selection: { ids: [tiny.body.id] },
      size: 80,
    });
    const failed = await finished(none.body.id);
    expect(failed).toMatchObject({ status: "failed", file_url: null });
    expect(failed.error).toContain("skipped");
    const file = await api.get<ProblemBody>(`/api/v1/exports/${none.body.id}/file`);
    expect(file.status).toBe(409);
    expect(file.body.code).toBe("export_not_ready");
  });

  it("refuses a selection that names nothing, too much, or codes of another team", async () => {
    const other = await seedTeam(stack, "Other team");
    const theirs = await apiClient(stack, other.adminKey).post<{ id: string }>("/api/v1/qr", {
      url: "https://example.com/theirs",
    });
    const cases: [unknown, string][] = [
      [{ ids: [theirs.body.id] }, "selection.ids.0"],
      [{ ids: ["qr_nope"] }, "selection.ids.0"],
      [{ filter: { search: "no-such-code-anywhere" } }, "selection"],
      [{ bulk_id: "bulk_unknown" }, "selection"],
      [{ ids: [tables.results[0]?.code.id], bulk_id: tables.bulk_id }, "selection"],
      [{}, "selection"],
    ];
    for (const [selection, path] of cases) {
      const response = await api.post<ProblemBody>("/api/v1/exports", { format: "pdf", selection });
      expect(response.status, JSON.stringify(selection)).toBe(422);
      expect(response.body.errors?.map((e) => e.path)).toContain(path);
    }
    for (const body of [
      { format: "pdf", selection: { bulk_id: tables.bulk_id }, files: "png" },
      { format: "zip", selection: { bulk_id: tables.bulk_id }, layout: "a4" },
      { format: "pdf", selection: { bulk_id: tables.bulk_id }, layout: "a3" },
      { format: "zip", selection: { bulk_id: tables.bulk_id }, name_by: "url" },
      { format: "gif", selection: { bulk_id: tables.bulk_id } },
    ]) {
      const response = await api.post<ProblemBody>("/api/v1/exports", body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.code).toBe("validation_failed");
    }
  });

  it("keeps exports within their team, lets a read-only key export, and logs who made one", async () => {
    const viewer = apiClient(stack, await issueKey(stack, team, { permissions: ["qr:read"] }));
    const made = await viewer.post<ExportBody>("/api/v1/exports", {
      format: "zip",
      selection: { filter: { metadata_key: "table", metadata_value: "Table 3" } },
    });
    expect(made.status).toBe(202);
    expect((await finished(made.body.id, viewer)).status).toBe("succeeded");

    const noRead = apiClient(stack, await issueKey(stack, team, { permissions: ["analytics:read"] }));
    expect(
      (await noRead.post("/api/v1/exports", { format: "zip", selection: { bulk_id: tables.bulk_id } }))
        .status,
    ).toBe(403);

    const other = apiClient(stack, (await seedTeam(stack, "Third team")).adminKey);
    for (const path of [`/api/v1/exports/${made.body.id}`, `/api/v1/exports/${made.body.id}/file`]) {
      const response = await other.get<ProblemBody>(path);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("export_not_found");
    }
    expect((await other.get<{ data: unknown[] }>("/api/v1/exports")).body.data).toEqual([]);
    const listed = await api.get<{ data: ExportBody[] }>("/api/v1/exports");
    expect(listed.body.data.map((e) => e.id)).toContain(made.body.id);

    const activity = await api.get<{ data: { action: string; target_id: string }[] }>(
      `/api/v1/teams/${team.id}/activity`,
    );
    expect(activity.body.data).toContainEqual(
      expect.objectContaining({ action: "export.created", target_id: made.body.id }),
    );
  });

  it("deletes an expired export's file and record in the cron", async () => {
    const made = await api.post<ExportBody>("/api/v1/exports", {
      format: "zip",
      selection: { bulk_id: tables.bulk_id },
    });
    const job = await finished(made.body.id);
    await stack.sql.query("update export_jobs set expires_at = now() - interval '1 second' where id = $1", [
      job.id,
    ]);
    const { rows } = await stack.sql.query<{ r2_key: string }>(
      "select r2_key from export_jobs where id = $1",
      [job.id],
    );
    // A fragment a part left behind goes with the job, recorded on a part's row or not (an attempt that never
    // learnt whether its part was recorded keeps its fragment).
    const bucket = (await stack.workers.mf.getR2Bucket("FILES", "qr-api")) as unknown as {
      get(key: string): Promise<unknown>;
      put(key: string, value: Uint8Array): Promise<unknown>;
    };
    const fragment = `${rows[0]?.r2_key}.parts/0-left-behind`;
    const unrecorded = `${rows[0]?.r2_key}.parts/1-outcome-unknown`;
    await bucket.put(fragment, new Uint8Array([1, 2, 3]));
    await bucket.put(unrecorded, new Uint8Array([4, 5, 6]));
    await stack.sql.query(
      "insert into export_parts (export_id, part, first, names, status, fragment) values ($1, 0, 0, '[]', 'done', $2)",
      [job.id, fragment],
    );
    await stack.sql.query("update export_jobs set parts = 2 where id = $1", [job.id]);
    await stack.runCron();
    expect((await api.get(`/api/v1/exports/${job.id}`)).status).toBe(404);
    expect(await bucket.get(rows[0]?.r2_key as string)).toBeNull();
    expect(await bucket.get(fragment)).toBeNull();
    expect(await bucket.get(unrecorded)).toBeNull();
  });
});
