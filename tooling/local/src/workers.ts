// Runs the three workers on workerd (Miniflare) as they deploy: bundled by wrangler, with the bindings wrangler
// reads from their configs. Redirect and api share one KV namespace and the scan queue (producer in redirect,
// consumer in api); api and render share the team files' bucket and the export queue (producer in api, consumer in
// render), and the api reaches render's Renderer entrypoint by its service binding. The redirect worker is on
// `redirectPort`, the api worker on its own socket at `apiPort`; the render worker has no socket.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join } from "node:path";
import { promisify } from "node:util";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from "wrangler";
import {
  injectorScript,
  KV_FAULT_ENTRYPOINT,
  KV_FAULT_WORKER,
  QUEUE_FAULT_ENTRYPOINT,
  QUEUE_FAULT_WORKER,
} from "./fault-injectors.ts";
import {
  API_CONFIG,
  API_LOCAL_ENTRY,
  REDIRECT_CONFIG,
  RENDER_CONFIG,
  REPO_ROOT,
  VITE_BIN,
  WEB_DIR,
  WRANGLER_BIN,
} from "./paths.ts";

type V4Options = Parameters<typeof convertV4MiniflareOptions>[0];
export type V4WorkerOptions = Extract<V4Options, { workers: unknown }>["workers"][number];

export interface WorkersOptions {
  /** Bundles built earlier by `buildWorkers` (the test harness builds once per run); built now if omitted. */
  bundles?: WorkerBundles | undefined;
  /**
   * Secrets and local-only vars of each worker (the configs hold the rest). The render worker gets the api's that
   * it also reads (RENDER_SHARES).
   */
  secrets: { redirect: Record<string, string>; api: Record<string, string> };
  redirectPort?: number;
  apiPort?: number;
  /** Directory for KV and queue state; omitted, state lives in memory and dies with the instance. */
  persistDir?: string | undefined;
  /** Faster queue delivery for tests; the configs' values otherwise. */
  queue?: { maxBatchTimeout?: number; retryDelay?: number } | undefined;
  /** Print the workers' console output (the dev stack does, tests and benchmarks do not). */
  showWorkerLogs?: boolean;
  /** Receives each line the workers log, when they are not shown. */
  onWorkerLog?: (line: string) => void;
  /** Tests only: route the api worker's KV through a forwarder that can be told to fail writes. */
  injectKvFaults?: boolean;
  /** Tests only: give the redirect worker a scan queue whose every send fails. */
  injectQueueFaults?: boolean;
  /** Benchmarks: leave the scan queue without its consumer (in production it runs on other machines). */
  withoutQueueConsumer?: boolean;
  /** Benchmarks: also serve the redirect worker on its own socket, bypassing Miniflare's entry router. */
  redirectDirectPort?: number;
  /** Benchmarks: more workers in the same workerd process (for example a bare baseline worker). */
  extraWorkers?: V4WorkerOptions[];
}

export interface RunningWorkers {
  mf: Miniflare;
  redirectUrl: string;
  apiUrl: string;
  /** The queues the redirect worker spreads scan events over, and how long it collects them (its config's). */
  scanQueues: { names: string[]; batchWindowMs: number };
  stop(): Promise<void>;
}

const exec = promisify(execFile);

export interface WorkerBundles {
  redirect: string;
  api: string;
  render: string;
  /** The web app's files, built for this stack alone. */
  web: string;
}

/**
 * Bundles both workers into `outDir` exactly as `wrangler deploy` would, and builds the web app into `outDir`
 * too: stacks of packages tested at the same time must not rebuild one shared apps/web/dist under each other.
 */
export async function buildWorkers(outDir: string): Promise<WorkerBundles> {
  const web = join(outDir, "web");
  await exec(VITE_BIN, ["build", "--logLevel", "warn", "--outDir", web, "--emptyOutDir"], {
    cwd: WEB_DIR,
    env: process.env,
  });
  // wrangler checks that the configured assets directory exists; the stack serves `web` instead.
  mkdirSync(join(WEB_DIR, "dist"), { recursive: true });
  const [redirect, api, render] = await Promise.all([
    buildWorker(REDIRECT_CONFIG, join(outDir, "redirect")),
    // The api worker with its development routes (/dev): an entry `wrangler deploy` never bundles.
    buildWorker(API_CONFIG, join(outDir, "api"), API_LOCAL_ENTRY),
    buildWorker(RENDER_CONFIG, join(outDir, "render")),
  ]);
  return { redirect, api, render, web };
}

async function buildWorker(configPath: string, outDir: string, entry?: string): Promise<string> {
  const script = entry ? [entry] : [];
  await exec(WRANGLER_BIN, ["deploy", ...script, "--dry-run", "--outdir", outDir, "-c", configPath], {
    cwd: REPO_ROOT,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", FORCE_COLOR: "0" },
    maxBuffer: 16 * 1024 * 1024,
  });
  // wrangler names the bundle after its entry.
  return join(outDir, `${entry ? basename(entry, extname(entry)) : "index"}.js`);
}

export async function startWorkers(options: WorkersOptions): Promise<RunningWorkers> {
  const buildDir = options.bundles ? undefined : mkdtempSync(join(tmpdir(), "qr-workers-"));
  const bundles = options.bundles ?? (await buildWorkers(buildDir as string));

  const redirect = workerFromConfig(REDIRECT_CONFIG, bundles.redirect, options.secrets.redirect);
  const api = workerFromConfig(API_CONFIG, bundles.api, options.secrets.api);
  const render = workerFromConfig(RENDER_CONFIG, bundles.render, renderSecrets(options.secrets.api));
  const scanQueues = scanQueuesOf(redirect);
  api.assets = { ...(api.assets as object), directory: bundles.web } as V4WorkerOptions["assets"];
  api.unsafeDirectSockets = [{ host: "127.0.0.1", port: options.apiPort ?? 0 }];
  // Local KV has no edge cache: a change reaches every scan once the redirect isolates' cache lets go of it.
  const isolateCacheTtl = (redirect.bindings as Record<string, unknown>).ISOLATE_CACHE_TTL;
  api.bindings = { ...api.bindings, EDGE_PROPAGATION_SECONDS: String(isolateCacheTtl) };
  // The dev mailbox: bound only here, never in wrangler.toml, so a deployed worker has none.
  api.kvNamespaces = {
    ...(api.kvNamespaces as Record<string, unknown>),
    DEV_MAILBOX: "dev-mailbox",
  } as V4WorkerOptions["kvNamespaces"];
  if (options.queue) {
    api.queueConsumers = withQueueOverrides(api.queueConsumers, options.queue);
    render.queueConsumers = withQueueOverrides(render.queueConsumers, options.queue);
  }
  if (options.withoutQueueConsumer) api.queueConsumers = undefined;
  if (options.redirectDirectPort)
    redirect.unsafeDirectSockets = [{ host: "127.0.0.1", port: options.redirectDirectPort }];
  const extraWorkers = [
    ...(options.injectKvFaults ? [kvFaultInjector(api)] : []),
    ...(options.injectQueueFaults ? [queueFaultInjector(redirect)] : []),
    ...(options.extraWorkers ?? []),
  ];

  const mf = new Miniflare(
    convertV4MiniflareOptions({
      host: "127.0.0.1",
      port: options.redirectPort ?? 0,
      ...(options.persistDir ? { resourcePersistencePath: options.persistDir } : {}),
      ...(options.showWorkerLogs
        ? {}
        : { handleStructuredLogs: (log) => options.onWorkerLog?.(log.message) }),
      logRequests: false,
      workers: [redirect, api, render, ...extraWorkers],
    }),
  );
  const redirectUrl = (await mf.ready).origin;
  const apiUrl = (await mf.unsafeGetDirectURL(api.name)).origin;
  return {
    mf,
    redirectUrl,
    apiUrl,
    scanQueues,
    stop: async () => {
      await mf.dispose();
      if (buildDir) rmSync(buildDir, { recursive: true, force: true });
    },
  };
}

/** What the render worker reads of the api's bindings: the database, short URLs' base, the test clock. */
const RENDER_SHARES = [
  "DATABASE_URL",
  "DATABASE_PROXY",
  "SCAN_BASE_URL",
  "TEST_CLOCK",
  "LOCAL_CLIENT_ADDRESS",
];

function renderSecrets(api: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(api).filter(([name]) => RENDER_SHARES.includes(name)));
}

function workerFromConfig(
  configPath: string,
  entry: string,
  secrets: Record<string, string>,
): V4WorkerOptions {
  const { workerOptions } = unstable_getMiniflareWorkerOptions(configPath);
  const { name } = unstable_readConfig({ config: configPath });
  const { modulesRules: _rulesAppliedByWrangler, ...base } = workerOptions as V4WorkerOptions;
  return {
    ...base,
    name,
    modules: modulesOf(entry),
    modulesRoot: dirname(entry),
    bindings: { ...base.bindings, ...secrets },
  } as V4WorkerOptions;
}

const MODULE_TYPES: Record<string, "ESModule" | "CompiledWasm" | "Text" | "Data"> = {
  ".js": "ESModule",
  ".mjs": "ESModule",
  ".wasm": "CompiledWasm",
  ".txt": "Text",
  ".html": "Text",
  ".sql": "Text",
  ".bin": "Data",
};

/** Every module wrangler wrote next to the entry (wasm, text…), the entry first. */
function modulesOf(entry: string) {
  const dir = dirname(entry);
  const others = readdirSync(dir).filter((file) => join(dir, file) !== entry && MODULE_TYPES[extname(file)]);
  return [entry, ...others.map((file) => join(dir, file))].map((path) => ({
    type: MODULE_TYPES[extname(path)] ?? "ESModule",
    path,
  }));
}

/** Swaps the api worker's LINKS binding for the fault injector, which forwards to the same namespace. */
function kvFaultInjector(api: V4WorkerOptions): V4WorkerOptions {
  const namespaces = api.kvNamespaces as Record<string, { id: string }>;
  const links = namespaces.LINKS;
  if (!links) throw new Error("the api worker has no LINKS namespace");
  const { LINKS: _replaced, ...others } = namespaces;
  api.kvNamespaces = others;
  api.serviceBindings = {
    ...api.serviceBindings,
    LINKS: { name: KV_FAULT_WORKER, entrypoint: KV_FAULT_ENTRYPOINT },
  };
  return {
    name: KV_FAULT_WORKER,
    modules: true,
    script: injectorScript("kv-fault.worker.ts"),
    compatibilityDate: api.compatibilityDate,
    kvNamespaces: { REAL: links },
  } as V4WorkerOptions;
}

function scanQueuesOf(redirect: V4WorkerOptions): RunningWorkers["scanQueues"] {
  const names = Object.entries(redirect.queueProducers as Record<string, string | { queueName: string }>)
    .filter(([binding]) => binding.startsWith("SCAN_EVENTS"))
    .map(([, queue]) => (typeof queue === "string" ? queue : queue.queueName));
  const batchWindowMs = Number((redirect.bindings as Record<string, unknown>).SCAN_BATCH_WINDOW_MS);
  return { names, batchWindowMs };
}

/** Swaps each of the redirect worker's scan queue producers (SCAN_EVENTS…) for one whose every send fails. */
function queueFaultInjector(redirect: V4WorkerOptions): V4WorkerOptions {
  const producers = Object.entries(redirect.queueProducers as Record<string, unknown>);
  const scanQueue = ([binding]: [string, unknown]) => binding.startsWith("SCAN_EVENTS");
  redirect.queueProducers = Object.fromEntries(
    producers.filter((entry) => !scanQueue(entry)),
  ) as V4WorkerOptions["queueProducers"];
  redirect.serviceBindings = {
    ...redirect.serviceBindings,
    ...Object.fromEntries(
      producers
        .filter(scanQueue)
        .map(([binding]) => [binding, { name: QUEUE_FAULT_WORKER, entrypoint: QUEUE_FAULT_ENTRYPOINT }]),
    ),
  };
  return {
    name: QUEUE_FAULT_WORKER,
    modules: true,
    script: injectorScript("queue-fault.worker.ts"),
    compatibilityDate: redirect.compatibilityDate,
  } as V4WorkerOptions;
}

function withQueueOverrides(
  consumers: V4WorkerOptions["queueConsumers"],
  overrides: NonNullable<WorkersOptions["queue"]>,
): V4WorkerOptions["queueConsumers"] {
  if (!consumers || Array.isArray(consumers)) return consumers;
  // A shorter wait than the override's stays: a queue configured to deliver at once (webhooks) keeps doing so.
  const shorter = (configured: number | undefined) =>
    overrides.maxBatchTimeout === undefined
      ? {}
      : { maxBatchTimeout: Math.min(configured ?? Infinity, overrides.maxBatchTimeout) };
  return Object.fromEntries(
    Object.entries(consumers).map(([queue, settings]) => [
      queue,
      { ...settings, ...overrides, ...shorter(settings.maxBatchTimeout) },
    ]),
  );
}
