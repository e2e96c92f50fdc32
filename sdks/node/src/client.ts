// The client: one object per API key, with a property per resource (`client.codes.create(…)`), every method
// generated from the OpenAPI document (generated/resources.ts).
import { Exports } from "./exports.ts";
import { Resources } from "./generated/resources.ts";
import { Transport } from "./transport.ts";

export interface QrServiceOptions {
  /** The API key (`qr_…`); default: the `QR_API_KEY` environment variable. Without one (in the service's own web
   * app), the browser's session cookie is the credential. */
  apiKey?: string | undefined;
  /** Where the API is; default: `QR_BASE_URL`, else https://api.qr.example.net. "" for the page's own origin. */
  baseUrl?: string | undefined;
  /** Each attempt's time limit, in ms (default 30,000). */
  timeoutMs?: number;
  /** Retries of a request that failed in a way worth retrying (default 3). */
  maxRetries?: number;
  /** The longest `Retry-After` the client waits for before retrying (default 60,000 ms: a rate limit's window). */
  maxRetryWaitMs?: number;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}

export const DEFAULT_BASE_URL = "https://api.qr.example.net";

export class QrService extends Resources {
  readonly transport: Transport;
  override readonly exports: Exports;

  constructor(options: QrServiceOptions = {}) {
    const apiKey = options.apiKey ?? environment("QR_API_KEY");
    const transport = new Transport({
      apiKey,
      baseUrl: (options.baseUrl ?? environment("QR_BASE_URL") ?? DEFAULT_BASE_URL).replace(/\/+$/, ""),
      timeoutMs: options.timeoutMs ?? 30_000,
      maxRetries: options.maxRetries ?? 3,
      maxRetryWaitMs: options.maxRetryWaitMs ?? 60_000,
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      userAgent:
        typeof navigator === "undefined" || !("window" in globalThis)
          ? `qrservice-node/${VERSION}`
          : undefined,
    });
    super(transport);
    this.transport = transport;
    this.exports = new Exports(transport);
  }
}

export const VERSION = "1.0.0";

/** An environment variable where there is an environment (Node, Bun, Deno with --allow-env); else undefined. */
function environment(name: string): string | undefined {
  try {
    const scope = globalThis as {
      process?: { env?: Record<string, string | undefined> };
      Deno?: { env: { get(n: string): string | undefined } };
    };
    return scope.process?.env?.[name] ?? scope.Deno?.env.get(name) ?? undefined;
  } catch {
    return undefined; // Deno without --allow-env
  }
}
