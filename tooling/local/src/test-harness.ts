// The base of every integration test: a fresh database (cloned from the migrated template), the proxy and
// both workers in workerd with in-memory KV and queue, plus helpers to seed teams and read state.
//
//   const stack = await startTestStack();   // in beforeAll
//   await stack.stop();                     // in afterAll (also runs when a test failed)
import { randomBytes } from "node:crypto";
import { TEST_CLIENT_ADDRESS_HEADER } from "@qr/core/client-address";
import { TEST_CLOCK_HEADER } from "@qr/core/clock";
import pg from "pg";
import { inject } from "vitest";
import { KV_FAULT_WORKER } from "./fault-injectors.ts";
import { freePort } from "./free-port.ts";
import { databaseUrl, TEMPLATE_DATABASE } from "./global-setup.ts";
import { EVENT_TIMEOUT_MS } from "./integration-tests.ts";
import { type RunningStack, startStack, type TestPipeOptions } from "./stack.ts";

export interface TestStack extends RunningStack {
  /** A client on this file's database, for seeding and for checking rows. */
  sql: pg.Client;
  /** The shared KV namespace, as the workers see it. */
  kv(): Promise<KVNamespaceLike>;
  /** Every line the workers have logged so far. */
  workerLogs(): readonly string[];
  /** With `injectKvFaults`: makes the api worker's KV writes fail (true) or work again (false). */
  failKvWrites(fail: boolean): Promise<void>;
}

export interface KVNamespaceLike {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
  list(options?: { prefix?: string }): Promise<{ keys: { name: string }[] }>;
}

export interface TestStackOptions {
  /** Route the api worker's KV through the fault injector (see failKvWrites). */
  injectKvFaults?: boolean;
  /** Give the redirect worker a scan queue whose every send fails. */
  injectQueueFaults?: boolean;
  /**
   * Seconds the redirect worker keeps a record in isolate memory. 0 unless a test is about that cache, so that a
   * change through the API shows on the very next scan (KV's own cacheTtl has no effect locally).
   */
  isolateCacheTtl?: number;
  /** The visitor hash's key; random by default. Fixed by tests whose figures depend on who lands where. */
  visitorHashSecret?: string;
  /** The short URLs' base; the redirect worker's address by default. Fixed by tests that pin what images draw. */
  scanBaseUrl?: string;
  /** Single sign-on providers on this machine the api worker may reach (an OpenID stand-in's origin). */
  signOnIssuers?: string[];
}

export async function startTestStack(options: TestStackOptions = {}): Promise<TestStack> {
  const serverUrl = inject("postgresUrl");
  const database = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${TEMPLATE_DATABASE}`);
  await admin.end();

  const url = databaseUrl(serverUrl, database);
  const logs: string[] = [];
  const stack = await onFreePorts((redirectPort, apiPort) =>
    startStack({
      databaseUrl: url,
      redirectPort,
      apiPort,
      visitorHashSecret: options.visitorHashSecret ?? randomBytes(32).toString("hex"),
      bundles: inject("bundles"),
      queue: { maxBatchTimeout: 0.05, retryDelay: 0 },
      injectKvFaults: options.injectKvFaults ?? false,
      injectQueueFaults: options.injectQueueFaults ?? false,
      isolateCacheTtl: options.isolateCacheTtl ?? 0,
      testClock: true,
      testClientAddress: true,
      scanBaseUrl: options.scanBaseUrl,
      signOnIssuers: options.signOnIssuers,
      onWorkerLog: (line) => logs.push(line),
    } satisfies TestPipeOptions),
  );
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();

  return {
    ...stack,
    sql,
    workerLogs: () => logs,
    kv: async () =>
      (await stack.workers.mf.getKVNamespace("LINKS", "qr-redirect")) as unknown as KVNamespaceLike,
    failKvWrites: async (fail) => {
      await (await worker(stack, KV_FAULT_WORKER)).fetch(`http://injector/?fail-writes=${fail ? 1 : 0}`);
    },
    stop: async () => {
      await sql.end().catch(() => {});
      await stack.stop();
    },
  };
}

// A worker's Fetcher as it behaves at run time (miniflare's re-typed Fetcher leaves these methods out).
interface WorkerFetcher {
  fetch(url: string): Promise<Response>;
}

async function worker(stack: RunningStack, name: string): Promise<WorkerFetcher> {
  return (await stack.workers.mf.getWorker(name)) as unknown as WorkerFetcher;
}

/** Polls `probe` until it returns a value other than undefined: waits for an event, failing if it never comes. */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = EVENT_TIMEOUT_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the events API lists every event committed before this call. It leaves out events an open
 * transaction could still precede (events_settled_before, migration 0031), and a background job of the stack may
 * hold one open for a moment: a test reading events just after a change waits for that, not for a time.
 */
export async function eventsSettled(stack: Pick<TestStack, "sql">): Promise<void> {
  const { rows } = await stack.sql.query<{ now: Date }>("select clock_timestamp() as now");
  const calledAt = rows[0]?.now;
  await eventually(async () => {
    const settled = await stack.sql.query<{ past: boolean }>("select events_settled_before() > $1 as past", [
      calledAt,
    ]);
    return settled.rows[0]?.past ? true : undefined;
  });
}

export interface ScanOptions {
  /** User-Agent; a phone's by default. */
  ua?: string;
  /** The scanner's address (CF-Connecting-IP, as Cloudflare would set it): @qr/core/client-address. */
  ip?: string;
  /** request.cf.country; FR by default. */
  country?: string;
  /** request.cf.regionCode (the subdivision of ISO 3166-2, like "IDF"); none by default. */
  region?: string;
  colo?: string;
  method?: string;
  /** Appended to the path, e.g. "?table=7". */
  query?: string;
  body?: string;
  headers?: Record<string, string>;
  /** The host scanned: a branded domain's hostname; the service's own scan host by default. */
  host?: string;
  /** The instant the scan is made at (epoch ms), on the stack's test clock; now by default. */
  at?: number;
}

/** The header that makes a request on a test stack come from `ip`, as Cloudflare would report it: see @qr/core/client-address. */
export function clientAddress(ip: string): Record<string, string> {
  return { [TEST_CLIENT_ADDRESS_HEADER]: ip };
}

/** The header that makes a request on a test stack happen at `at` (epoch ms): see @qr/core/clock. */
export function atTime(at: number): Record<string, string> {
  return { [TEST_CLOCK_HEADER]: String(at) };
}

export const PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148";

/** Scans `target` (a slug, or a whole path from "/") through the redirect worker, as a phone would. */
export function scan(stack: RunningStack, target: string, options: ScanOptions = {}) {
  const path = target.startsWith("/") ? target : `/${target}`;
  return stack.workers.mf.dispatchFetch(
    `http://${options.host ?? "localhost"}${path}${options.query ?? ""}`,
    {
      method: options.method ?? "GET",
      redirect: "manual",
      body: options.body,
      headers: {
        "User-Agent": options.ua ?? PHONE_UA,
        ...(options.ip === undefined ? {} : clientAddress(options.ip)),
        ...(options.at === undefined ? {} : atTime(options.at)),
        ...options.headers,
      },
      cf: {
        country: options.country ?? "FR",
        ...(options.region === undefined ? {} : { regionCode: options.region }),
        ...(options.colo === undefined ? {} : { colo: options.colo }),
      },
    },
  );
}

/**
 * Starts something on two free ports, again on two others when one was taken meanwhile: a free port is only
 * known free when asked, and test files of other packages ask at the same time.
 */
async function onFreePorts<T>(start: (first: number, second: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await freePort(), await freePort());
    } catch (error) {
      const taken =
        (error as { code?: unknown }).code === "ERR_ADDRESS_IN_USE" ||
        /EADDRINUSE|ERR_ADDRESS_IN_USE/.test(String(error));
      if (attempt >= 5 || !taken) throw error;
    }
  }
}
