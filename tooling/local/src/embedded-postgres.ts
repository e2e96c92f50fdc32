// The dev stack's default database: PGlite (Postgres compiled to WASM, in this process) served over the
// Postgres wire protocol, persisted in a directory so data survives a restart. Nothing to install.
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { freePort } from "./free-port.ts";
import type { RunningPostgres } from "./postgres-server.ts";

export async function startEmbeddedPostgres(dataDir: string): Promise<RunningPostgres> {
  const db = await PGlite.create({ dataDir });
  const host = "127.0.0.1";
  const port = await freePort();
  // The multiplexer needs more than one connection slot or a second client waits for ever.
  const server = new PGLiteSocketServer({ db, host, port, maxConnections: 32 });
  await server.start();
  return {
    url: `postgres://postgres@${host}:${port}/postgres`,
    host,
    port,
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
