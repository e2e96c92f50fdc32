// Vitest global setup for integration tests: once per run, a throwaway PostgreSQL server with the
// migrations applied to a template database, and the three workers bundled by wrangler. Each test file then
// gets its own database cloned from the template and its own workerd (see test-harness.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runMigrations } from "@qr/db/migrate";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startPostgresServer } from "./postgres-server.ts";
import { buildWorkers, type WorkerBundles } from "./workers.ts";

export const TEMPLATE_DATABASE = "qr_template";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
    bundles: WorkerBundles;
  }
}

export default async function setup(project: TestProject) {
  const buildDir = mkdtempSync(join(tmpdir(), "qr-bundles-"));
  const [server, bundles] = await Promise.all([startPostgresServer(), buildWorkers(buildDir)]);
  try {
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    await runMigrations(databaseUrl(server.url, TEMPLATE_DATABASE));
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide("postgresUrl", server.url);
  project.provide("bundles", bundles);
  return async () => {
    await server.stop();
    rmSync(buildDir, { recursive: true, force: true });
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
