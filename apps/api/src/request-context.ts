// What every business action runs with, built once per request (app-env.ts) at the composition root: the database, the caller and the
// deployment's addresses. Actions take this, not Hono's context, so they run the same from a route, the cron,
// a benchmark or a test. Each action asks only for the parts it uses.
import type { RequestDatabase } from "@qr/db";
import type { RendererRpc } from "@qr/qr/renderer";
import type { Caller } from "./access/auth/caller.ts";
import type { DestinationCheck } from "./codes/abuse/destination-screen.ts";
import type { DomainSettings } from "./codes/domains/domain-settings.ts";
import type { OutboundRules } from "./lib/outbound.ts";
import type { EdgeStore, ExportQueue, FileStore } from "./lib/stores.ts";
import type { WebhookQueue } from "./lib/webhook-queue.ts";

export interface RequestContext {
  /** The request's statements: no interactive transaction (inOneTrip sends what must change together). */
  db: RequestDatabase;
  kv: EdgeStore;
  files: FileStore;
  /** The render worker (apps/render): PNG, PDF and EPS files of a drawn code, and photos of printed ones read. */
  renderer: RendererRpc;
  exportQueue: ExportQueue;
  webhookQueue: WebhookQueue;
  caller: Caller;
  /** Base of short URLs, e.g. https://qr.example.net */
  scanBaseUrl: string;
  /** What every destination is checked and screened with before a write (qr/destination.ts). */
  destinations: DestinationCheck;
  /** Where the API is served, e.g. https://api.qr.example.net */
  apiBaseUrl: string;
  /** The request's clock, epoch milliseconds: the machine's; on the test stack, the instant the request carries. */
  now(): number;
  /** How long a change of what scans get takes to reach every edge (the redirect worker's cache windows). */
  edgePropagationSeconds: number;
  /** Months raw scans are kept (0: all). */
  scanRetentionMonths: number;
  /** Codes a team a person makes may create in its first day (0: no limit). */
  newTeamCodeLimit: number;
  /** How this deployment serves branded domains (DNS targets, resolver, certificates). */
  domains: DomainSettings;
  /** What a URL the service itself will fetch must be (lib/outbound.ts), for a webhook endpoint and an SSO issuer. */
  outbound: { webhooks: OutboundRules; signOn: OutboundRules };
  /** Checks the scan ids tracked codes carry (`qr_sid`); the redirect worker signs them with the same value. */
  scanIdSecret: string | undefined;
  /** Seals and unseals secrets the service must read back (lib/sealed.ts), under this deployment's key. */
  secrets: { seal(secret: string): Promise<string>; unseal(sealed: string): Promise<string> };
  /**
   * Runs bookkeeping the caller need not wait for, beside the answer, on a database session of its own (the
   * request's own statements are what its answer waited on: see the Server-Timing header).
   */
  background(task: (db: RequestDatabase) => Promise<unknown>): void;
  /**
   * Verifies the caller's credential now, if no statement has carried its verification yet: before work outside
   * the database (a file stored) that must not be done for a credential that changed.
   */
  verifyCredential(): Promise<void>;
  /**
   * Runs `work` in an interactive transaction on a WebSocket connection (more round trips: a connection of its
   * own), for a change that lost its optimistic race and must wait its turn on a row lock instead.
   */
  serialized<T>(work: (db: RequestDatabase) => Promise<T>): Promise<T>;
}

/** What actions that touch only the database need (and the request's instant, for what they stamp). */
export type CallerContext = Pick<RequestContext, "db" | "caller" | "now">;
