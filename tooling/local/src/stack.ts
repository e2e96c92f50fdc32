// The whole local pipe, shared by the dev stack and the tests: a database (the one at `databaseUrl`, or
// PostgreSQL persisted under `stateDir`), migrations, the stand-in for Neon's proxy in front of it, the
// stand-ins for DNS over HTTPS and Cloudflare's custom hostnames (branded domains) and for Google Web Risk
// (destination safety), a webhook receiver (stand-ins/webhook-inbox.ts), and both workers.
import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { runMigrations } from "@qr/db/migrate";
import { startDelayProxy } from "./delay-proxy.ts";
import { startNeonProxy } from "./neon-proxy.ts";
import { type RunningPostgres, startPostgresServer } from "./postgres-server.ts";
import { type CustomHostnamesStandIn, startCustomHostnamesStandIn } from "./stand-ins/custom-hostnames.ts";
import { type DnsStandIn, startDnsStandIn } from "./stand-ins/dns-over-https.ts";
import { type Ga4Collector, startGa4Collector } from "./stand-ins/ga4-collector.ts";
import { startWebRiskStandIn, type WebRiskStandIn } from "./stand-ins/web-risk.ts";
import { startWebhookInbox, type WebhookInbox } from "./stand-ins/webhook-inbox.ts";
import { type RunningWorkers, startWorkers, type WorkersOptions } from "./workers.ts";

/** What every stack is started with. */
interface CommonStackOptions {
  /** A Postgres to use as is; otherwise a PostgreSQL server persisted under `stateDir`. */
  databaseUrl?: string | undefined;
  redirectPort: number;
  apiPort: number;
  visitorHashSecret: string;
  /** Signs session cookies (AUTH_SECRET); random per stack when omitted. */
  authSecret?: string | undefined;
  bundles?: WorkersOptions["bundles"];
  queue?: WorkersOptions["queue"];
  /** Origins on this machine that webhook endpoints may name, beside the stack's own inbox (`http://localhost:9000`). */
  webhookReceivers?: readonly string[] | undefined;
  /** Origins on this machine that a team's single sign-on may name as its issuer (the OpenID stand-in's). */
  signOnIssuers?: readonly string[] | undefined;
}

/** The dev stack's: state that survives restarts, and the workers' logs on the console. */
export interface DevStackOptions extends CommonStackOptions {
  /** The dev user's email, which the web app names on its sign-in page. */
  devUserEmail?: string | undefined;
  /** Where the embedded database and KV state persist (omitted: KV in memory). Queued messages are always in memory. */
  stateDir?: string | undefined;
  /** The webhook inbox's port (a free one when taken). */
  webhookInboxPort?: number | undefined;
  showWorkerLogs?: boolean;
  /**
   * Runs once the database is migrated, before the workers listen: whatever it writes (the dev team's key file)
   * exists by the time the stack answers its first request.
   */
  seedDatabase?: (databaseUrl: string) => Promise<void>;
}

/** The tests': failing bindings, and the isolate cache a test is about. */
export interface TestPipeOptions extends CommonStackOptions {
  /** Receives every line the workers log (tests read them for leaked secrets). */
  onWorkerLog?: (line: string) => void;
  /** The redirect worker's ISOLATE_CACHE_TTL (seconds); its config's value when omitted. */
  isolateCacheTtl?: number | undefined;
  injectKvFaults?: boolean;
  injectQueueFaults?: boolean;
  /** Lets a request carry the instant it is handled at (@qr/core/clock): tests step through time. */
  testClock?: boolean;
  /** Lets a request name the address it stands in for (@qr/core/client-address): tests and benchmarks play many scanners. */
  testClientAddress?: boolean;
  /**
   * The short URLs' base (SCAN_BASE_URL) when not the redirect worker's own address: a fixed one makes a code's
   * content, and so its images, the same whatever port the stack got.
   */
  scanBaseUrl?: string | undefined;
}

/** The benchmarks': a pipe without its consumer, and workers of their own beside it. */
export interface BenchPipeOptions extends CommonStackOptions {
  withoutQueueConsumer?: boolean;
  extraWorkers?: WorkersOptions["extraWorkers"];
  /** Puts a distance (see setDatabaseDelay) between the api worker and the database side of the pipe. */
  databaseDistance?: boolean;
  /** As the tests': requests may stand in for many scanners (@qr/core/client-address). */
  testClientAddress?: boolean;
}

export type StackOptions = DevStackOptions | TestPipeOptions | BenchPipeOptions;
type AnyStackOptions = CommonStackOptions &
  Partial<Omit<DevStackOptions & TestPipeOptions & BenchPipeOptions, keyof CommonStackOptions>>;

export interface RunningStack {
  redirectUrl: string;
  apiUrl: string;
  /** The api worker's configured public base (API_BASE_URL): what absolute URLs it writes start with. */
  apiBaseUrl: string;
  databaseUrl: string;
  workers: RunningWorkers;
  /** The local DNS: publish the records a branded domain asks for. */
  dns: DnsStandIn;
  /** The local Cloudflare for SaaS (certificates of branded domains). */
  customHostnames: CustomHostnamesStandIn;
  /** The local Google Web Risk: list a URL as a threat. */
  webRisk: WebRiskStandIn;
  /** The local webhook receiver: endpoints at `webhookInbox.url(name)`. */
  webhookInbox: WebhookInbox;
  /** The local stand-in for GA4's Measurement Protocol: what the consumer forwarded. */
  ga4: Ga4Collector;
  /** With `databaseDistance`: holds every chunk the database side sends the api worker this long (ms). */
  setDatabaseDelay(ms: number): void;
  /** For tests: the next statement a consumer sends with `marker` in its text commits, and its answer is lost. */
  loseDatabaseAnswer(marker: string): Promise<void>;
  /** Runs the api worker's cron handler once, as Cloudflare's scheduler does every minute (at `at`, or now). */
  runCron(at?: number): Promise<void>;
  stop(): Promise<void>;
}

/** The redirect worker's own hosts locally: how browsers, curl and the tests reach it. */
const LOCAL_SCAN_HOSTS = "localhost,127.0.0.1";

export async function startStack(given: StackOptions): Promise<RunningStack> {
  const options: AnyStackOptions = given;
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => {});
  };
  try {
    const database = await openDatabaseServer(options);
    stops.push(database.stop);
    await runMigrations(database.url);
    await options.seedDatabase?.(database.url);

    const proxy = await startNeonProxy({ host: database.host, port: database.port });
    stops.push(proxy.stop);
    const [proxyHost = "", proxyPort] = proxy.address.split(":");
    const distance = options.databaseDistance
      ? await startDelayProxy({ host: proxyHost, port: Number(proxyPort) })
      : undefined;
    if (distance) stops.push(distance.stop);

    const state = (name: string) => (options.stateDir ? join(options.stateDir, name) : undefined);
    const dns = await startDnsStandIn({ stateFile: state("dns.json") });
    stops.push(dns.stop);
    const customHostnames = await startCustomHostnamesStandIn({ stateFile: state("custom-hostnames.json") });
    stops.push(customHostnames.stop);
    const webRisk = await startWebRiskStandIn({ stateFile: state("web-risk.json") });
    stops.push(webRisk.stop);
    const webhookInbox = await startWebhookInbox({ port: options.webhookInboxPort });
    stops.push(webhookInbox.stop);
    const ga4 = await startGa4Collector();
    stops.push(ga4.stop);

    const apiBaseUrl = `http://localhost:${options.apiPort}`;
    // Bound only by the tests' stacks, never by a config: a deployed worker takes no instant from a request, nor
    // a client's address from anything but Cloudflare (@qr/core/client-address: locally, the stack's own).
    const localBindings: Record<string, string> = {
      LOCAL_CLIENT_ADDRESS: "127.0.0.1",
      ...(options.testClock ? { TEST_CLOCK: "header" } : {}),
      ...(options.testClientAddress ? { TEST_CLIENT_ADDRESS: "header" } : {}),
    };
    // The dev stack's person, whom the web app names on its sign-in page (accounts/local-stack-routes.ts).
    const devUser: Record<string, string> = options.devUserEmail
      ? { DEV_USER_EMAIL: options.devUserEmail }
      : {};
    // Both workers hold it: the redirect worker signs tracked scans' ids, the api worker checks conversions'.
    const scanIdSecret = randomBytes(32).toString("base64");
    const workers = await startWorkers({
      bundles: options.bundles,
      redirectPort: options.redirectPort,
      apiPort: options.apiPort,
      persistDir: options.stateDir ? join(options.stateDir, "miniflare") : undefined,
      queue: options.queue,
      showWorkerLogs: options.showWorkerLogs ?? false,
      onWorkerLog: options.onWorkerLog,
      injectKvFaults: options.injectKvFaults ?? false,
      injectQueueFaults: options.injectQueueFaults ?? false,
      withoutQueueConsumer: options.withoutQueueConsumer ?? false,
      extraWorkers: options.extraWorkers,
      secrets: {
        redirect: {
          VISITOR_HASH_SECRET: options.visitorHashSecret,
          SCAN_ID_SECRET: scanIdSecret,
          SCAN_HOSTS: LOCAL_SCAN_HOSTS,
          REPORT_URL: `http://localhost:${options.apiPort}/report`,
          ...localBindings,
          ...(options.isolateCacheTtl === undefined
            ? {}
            : { ISOLATE_CACHE_TTL: String(options.isolateCacheTtl) }),
        },
        api: {
          DATABASE_URL: database.url,
          DATABASE_PROXY: distance?.address ?? proxy.address,
          SCAN_BASE_URL: options.scanBaseUrl ?? `http://localhost:${options.redirectPort}`,
          API_BASE_URL: apiBaseUrl,
          AUTH_SECRET: options.authSecret ?? randomBytes(32).toString("base64"),
          SCAN_ID_SECRET: scanIdSecret,
          DNS_OVER_HTTPS_URL: dns.url,
          DOMAIN_APEX_ADDRESSES: "127.0.0.1",
          CLOUDFLARE_API_URL: customHostnames.apiUrl,
          CLOUDFLARE_ZONE_ID: customHostnames.zoneId,
          CLOUDFLARE_API_TOKEN: customHostnames.token,
          WEB_RISK_URL: webRisk.url,
          WEB_RISK_API_KEY: webRisk.apiKey,
          // The dev stack's /dev/dns and /dev/web-risk pages publish to the local DNS and Web Risk (a deployed
          // worker has no such bindings).
          DEV_DNS_URL: dns.origin,
          DEV_WEB_RISK_URL: webRisk.url,
          DEV_WEBHOOK_INBOX_URL: webhookInbox.origin,
          GA4_COLLECT_URL: ga4.url,
          // Webhook endpoints and an SSO issuer may be plain http on this machine, at the receivers and providers
          // named here only: never the database, the proxies or another stand-in (lib/outbound.ts).
          LOCAL_WEBHOOK_RECEIVERS: [webhookInbox.origin, ...(options.webhookReceivers ?? [])].join(","),
          LOCAL_SIGN_ON_ISSUERS: (options.signOnIssuers ?? []).join(","),
          ...devUser,
          ...localBindings,
        },
      },
    });
    stops.push(workers.stop);
    return {
      redirectUrl: workers.redirectUrl,
      apiUrl: workers.apiUrl,
      apiBaseUrl,
      databaseUrl: database.url,
      workers,
      dns,
      customHostnames,
      webRisk,
      webhookInbox,
      ga4,
      setDatabaseDelay: (ms) => {
        if (!distance) throw new Error("this stack was started without databaseDistance");
        distance.setDelay(ms);
      },
      loseDatabaseAnswer: (marker) => proxy.loseAnswer(marker),
      runCron: async (at) => {
        const api = (await workers.mf.getWorker("qr-api")) as unknown as ScheduledWorker;
        const { outcome } = await api.scheduled({
          cron: "* * * * *",
          ...(at === undefined ? {} : { scheduledTime: new Date(at) }),
        });
        if (outcome !== "ok") throw new Error(`cron handler finished with outcome ${outcome}`);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

// A worker as it behaves at run time (miniflare's re-typed Fetcher leaves scheduled out).
interface ScheduledWorker {
  scheduled(options: { cron: string; scheduledTime?: Date }): Promise<{ outcome: string }>;
}

async function openDatabaseServer(options: AnyStackOptions): Promise<RunningPostgres> {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    return {
      url: options.databaseUrl,
      host: url.hostname,
      port: Number(url.port || 5432),
      stop: async () => {},
    };
  }
  if (!options.stateDir) throw new Error("the embedded database needs a stateDir");
  return startPostgresServer({ dataDir: join(options.stateDir, "postgres") });
}
