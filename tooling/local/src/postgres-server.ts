// A throwaway real PostgreSQL server for tests: initdb + pg_ctl in a temp dir on a free port, torn down
// by `stop()` and, as a last resort, when the process exits. Postgres refuses to run as root, so as root
// it runs as the `postgres` user (which Debian's package creates).
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port.ts";

export interface RunningPostgres {
  url: string;
  host: string;
  port: number;
  /** Where a server started here keeps its files (removed by stop()). */
  directory?: string;
  stop(): Promise<void>;
}

export async function startPostgresServer(): Promise<RunningPostgres> {
  const bin = postgresBinDir();
  const root = mkdtempSync(join(tmpdir(), "qr-pg-"));
  const dataDir = join(root, "data");
  const asUser = process.getuid?.() === 0 ? postgresUser() : undefined;
  if (asUser) {
    chownSync(root, asUser.uid, asUser.gid);
    chmodSync(root, 0o700);
  }
  const run = (tool: string, args: string[]) => {
    const command = asUser ? "runuser" : join(bin, tool);
    const fullArgs = asUser ? ["-u", "postgres", "--", join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"] });
  };

  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    "-c listen_addresses=127.0.0.1",
    "-c max_connections=200",
    // Durability is pointless for a throwaway server; speed is not.
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
  ].join(" ");
  run("pg_ctl", ["-D", dataDir, "-o", settings, "-l", join(root, "server.log"), "-w", "-t", "30", "start"]);

  let stopped = false;
  const stopNow = () => {
    if (stopped) return;
    stopped = true;
    const command = asUser ? "runuser" : join(bin, "pg_ctl");
    const args = ["-D", dataDir, "-m", "immediate", "-w", "stop"];
    spawnSync(command, asUser ? ["-u", "postgres", "--", join(bin, "pg_ctl"), ...args] : args, {
      stdio: "ignore",
    });
    rmSync(root, { recursive: true, force: true });
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
  };
}

/** Where initdb and pg_ctl live: $PG_BIN, Debian's newest /usr/lib/postgresql/N/bin, or the PATH. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debianRoot = "/usr/lib/postgresql";
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot)
      .filter((name) => existsSync(join(debianRoot, name, "bin", "initdb")))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debianRoot, versions[0], "bin");
  }
  const found = spawnSync("sh", ["-c", "command -v initdb"], { encoding: "utf8" }).stdout.trim();
  if (found) return found.replace(/\/initdb$/, "");
  throw new Error(
    "PostgreSQL server binaries not found: install them (apt-get install -y postgresql) or set PG_BIN",
  );
}

function postgresUser(): { uid: number; gid: number } {
  const entry = spawnSync("getent", ["passwd", "postgres"], { encoding: "utf8" }).stdout.trim();
  const [, , uid, gid] = entry.split(":");
  if (!uid || !gid) throw new Error("running as root needs a 'postgres' user to run the server as");
  return { uid: Number(uid), gid: Number(gid) };
}
