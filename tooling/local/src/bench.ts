// Benchmark helpers: timing, percentiles, and recording a section of BENCHMARKS.md. Benchmarks print
// figures; they never pass or fail on them.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import type pg from "pg";
import { movesNote } from "./bench-moves.ts";
import { REPO_ROOT } from "./paths.ts";
import type { LocalPostgres } from "./postgres-server.ts";
import { ensureSystemTools, WRK } from "./system-tools.mjs";

export interface LatencySummary {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

export function summarize(samplesMs: number[]): LatencySummary {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
}

/** Runs `task` `count` times one after another and returns each duration in ms. */
export async function timeSequential(count: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    await task(i);
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Runs `count` tasks with `concurrency` in flight; returns requests per second. */
export async function throughput(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await task(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

export const ms = (value: number) => value.toFixed(1);

export function machineLine(): string {
  return `${cpus().length} × ${cpus()[0]?.model ?? "cpu"}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

/** The PostgreSQL server a benchmark ran against, as the server itself says ("PostgreSQL 17.10, fsync off"). */
export async function postgresLine(client: pg.ClientBase | pg.Pool): Promise<string> {
  const { rows } = await client.query(
    "select current_setting('server_version') as version, current_setting('fsync') as fsync",
  );
  const [server] = rows as { version: string; fsync: string }[];
  return `PostgreSQL ${server?.version}, fsync ${server?.fsync}`;
}

/**
 * Replaces (or appends) the section `name` of BENCHMARKS.md with `markdown`, printing (and noting under it) every
 * figure that moved beyond the noise since the section's last run (bench-moves.ts).
 */
export function recordBenchmark(name: string, markdown: string): void {
  const file = `${REPO_ROOT}BENCHMARKS.md`;
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let text = existsSync(file)
    ? readFileSync(file, "utf8")
    : "# Benchmarks\n\nFigures written by `npm run bench` (each section by its benchmark). They are measurements on the machine named in each section, never pass/fail criteria.\n";
  const previous = new RegExp(`${start}([\\s\\S]*?)${end}`).exec(text)?.[1] ?? "";
  const note = movesNote(previous, markdown);
  if (note) console.log(`\n${name}: ${note}\n`);
  const movedNote = note ? `\n\n${note}` : "";
  const block = `${start}\n${markdown.trim()}${movedNote}\n${end}`;
  text = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text);
}

export interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
}

/**
 * Keeps the load generator and the server under test off each other's CPU: this process's child processes
 * named `name` (all their threads) go to CPU 0, and runWrk({ pinned: true }) runs wrk on the other CPUs.
 * Returns false (and changes nothing) with one CPU or without taskset/pgrep.
 */
export function pinChildProcessesToFirstCpu(name: string): boolean {
  if (cpus().length < 2) return false;
  try {
    const pids = execFileSync("pgrep", ["-P", String(process.pid), name])
      .toString()
      .trim()
      .split("\n");
    for (const pid of pids) execFileSync("taskset", ["-a", "-cp", "0", pid], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Runs wrk (Debian's `wrk`) against `url` and reads requests/s and the latency distribution. */
export async function runWrk(
  url: string,
  seconds: number,
  connections: number,
  options: { expectedStatuses?: number[]; pinned?: boolean; headers?: Record<string, string> } = {},
): Promise<WrkResult> {
  ensureSystemTools([WRK]);
  const wrk = [
    "wrk",
    `-t${options.pinned ? cpus().length - 1 : 2}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    ...Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  const command = options.pinned ? ["taskset", "-c", `1-${cpus().length - 1}`, ...wrk] : wrk;
  const output = await new Promise<string>((resolve, reject) =>
    execFile(command[0] as string, command.slice(1), (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    ),
  );
  const latency = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(output);
    if (!match?.[1]) throw new Error(`wrk printed no ${label}% latency:\n${output}`);
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1];
  if (!rps) throw new Error(`wrk printed no throughput:\n${output}`);
  // wrk counts other statuses as errors; a benchmark of a 410 page expects them.
  if (non2xx && (options.expectedStatuses ?? []).every((status) => status < 400)) {
    throw new Error(`${non2xx} responses were not 2xx/3xx:\n${output}`);
  }
  return { rps: Number(rps), p50: latency("50"), p99: latency("99") };
}

/**
 * The CPU time (user + system, seconds) this process's child processes named `name` have used so far, from
 * /proc: read before and after a piece of work, it is the work's CPU time in, say, workerd. Undefined where there
 * is no /proc or no such process.
 */
export function childCpuSeconds(name: string): number | undefined {
  const pids = childrenOf(process.pid, name);
  return pids.length > 0 ? sumCpuSeconds(pids) : undefined;
}

/** CPU seconds used so far by each part of the local pipe, to divide by the requests served between two reads. */
export interface PipeCpu {
  workerd: number;
  /** This process: the load it sends, the stand-in for Neon's proxy, Miniflare's side of the workers. */
  node: number;
  /** The server and its backends, the ended ones too (a consumer's session ends with its invocation). */
  postgres: number;
}

/** The pipe's CPU so far, with `postgres` a server started here. */
export function pipeCpuSeconds(postgres: LocalPostgres): PipeCpu {
  const postmaster = Number(readFileSync(`${postgres.directory}/data/postmaster.pid`, "utf8").split("\n")[0]);
  const { user, system } = process.cpuUsage();
  return {
    workerd: sumCpuSeconds(childrenOf(process.pid, "workerd")),
    node: (user + system) / 1e6,
    // The postmaster's own time and its ended backends' (reaped: cutime, cstime), and the live backends'.
    postgres:
      sumCpuSeconds([String(postmaster)], { withEndedChildren: true }) +
      sumCpuSeconds(childrenOf(postmaster)),
  };
}

function childrenOf(pid: number, name?: string): string[] {
  const args = name ? ["-P", String(pid), name] : ["-P", String(pid)];
  const found = (spawnSync("pgrep", args, { encoding: "utf8" }).stdout ?? "").trim();
  return found ? found.split("\n") : [];
}

function sumCpuSeconds(pids: string[], { withEndedChildren = false } = {}): number {
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended since it was listed (or no /proc)
    }
    const fields = stat.split(") ")[1]?.split(" ") ?? [];
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    if (withEndedChildren) ticks += Number(fields[13]) + Number(fields[14]); // cutime, cstime: children reaped
  }
  return ticks / 100; // USER_HZ
}
