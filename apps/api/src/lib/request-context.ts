// What every business action runs with, built once per request (app-env.ts): the database, the caller and the
// deployment's addresses. Actions take this, not Hono's context, so they run the same from a route, the cron,
// a benchmark or a test. Each action asks only for the parts it uses.
import type { RequestDatabase } from "@qr/db";
import type { RendererRpc } from "@qr/qr/renderer";
import type { DestinationCheck } from "../abuse/destination-screen.ts";
import type { Caller } from "../auth/caller.ts";
import type { DomainSettings } from "../domains/domain-settings.ts";
import type { OutboundRules } from "./outbound.ts";
import type { WebhookQueue } from "./webhook-queue.ts";

/** The part of a KV namespace the edge sync uses. */
export interface EdgeStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The part of an R2 bucket team files (logos, exports) use. */
export interface FileStore {
  put(
    key: string,
    value: Uint8Array,
    options?: { httpMetadata?: { contentType?: string } },
  ): Promise<unknown>;
  get(key: string): Promise<StoredFile | null>;
  delete(keys: string | string[]): Promise<void>;
  /** Up to `limit` keys under `prefix`, in order; `cursor` continues a truncated listing. */
  list(options: {
    prefix: string;
    cursor?: string;
    limit?: number;
  }): Promise<{ objects: { key: string }[] } & ({ truncated: true; cursor: string } | { truncated: false })>;
  createMultipartUpload(
    key: string,
    options?: { httpMetadata?: { contentType?: string } },
  ): Promise<MultipartUpload>;
}

export interface StoredFile {
  body: ReadableStream;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface MultipartUpload {
  uploadPart(partNumber: number, value: Uint8Array): Promise<{ partNumber: number; etag: string }>;
  complete(parts: { partNumber: number; etag: string }[]): Promise<unknown>;
  abort(): Promise<void>;
}

/** The export queue: a message names a job to run. */
export interface ExportQueue {
  send(message: { export_id: string }): Promise<unknown>;
}

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

/** The context of the request `c`'s actions (built once per request by app.ts from the bindings). */
export function requestContext(c: { var: { context: () => RequestContext } }): RequestContext {
  return c.var.context();
}
