// What every api benchmark starts with: a real PostgreSQL server with the migrations, the whole local pipe
// (request logging off), a team with an owner's admin key, and a SQL client for seeding.
import { randomBytes } from "node:crypto";
import { runMigrations } from "@qr/db/migrate";
import { openNodeDatabase } from "@qr/db/node";
import { freePort } from "@qr/local/free-port";
import { type LocalPostgres, startPostgresServer } from "@qr/local/postgres-server";
import { type BenchPipeOptions, type RunningStack, startStack } from "@qr/local/stack";
import pg from "pg";
import { type BootstrapResult, bootstrapTeam } from "../src/access/teams/bootstrap-team.ts";

export interface BenchStack {
  stack: RunningStack;
  databaseUrl: string;
  postgres: LocalPostgres;
  team: BootstrapResult;
  sql: pg.Client;
  stop(): Promise<void>;
}

export async function startBenchStack(
  options: Pick<BenchPipeOptions, "queue" | "extraWorkers" | "databaseDistance" | "authSecret"> = {},
): Promise<BenchStack> {
  const postgres = await startPostgresServer();
  await runMigrations(postgres.url);
  const stack = await startStack({
    databaseUrl: postgres.url,
    redirectPort: await freePort(),
    apiPort: await freePort(),
    visitorHashSecret: randomBytes(32).toString("hex"),
    testClientAddress: true,
    ...options,
  } satisfies BenchPipeOptions);
  const session = openNodeDatabase(postgres.url);
  const team = await bootstrapTeam(session.db, { teamName: "Bench", ownerEmail: "bench@example.com" });
  await session.close();
  const sql = new pg.Client({ connectionString: postgres.url });
  await sql.connect();
  return {
    stack,
    databaseUrl: postgres.url,
    postgres,
    team,
    sql,
    stop: async () => {
      await sql.end();
      await stack.stop();
      await postgres.stop();
    },
  };
}
