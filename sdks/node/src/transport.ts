// Every request of the library: the API key, the time limit, and retries. A 429 or a 5xx is retried after the
// `Retry-After` the API gave (else an exponential backoff with jitter); a request that got no answer is retried
// when it is safe to: GET, PUT and DELETE are, and every POST and PATCH carries an `Idempotency-Key`, so that the
// API replays the first answer instead of acting twice. Only `fetch` is used: Node ≥ 20, Deno, Bun, Workers,
// browsers.
import { QrServiceError } from "./errors.ts";
import type { BytesBody, RequestOptions } from "./types.ts";

export interface TransportOptions {
  apiKey: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  maxRetries: number;
  /** The longest wait between tries the client accepts (a longer `Retry-After` is an error at once). */
  maxRetryWaitMs: number;
  fetch: typeof fetch;
  userAgent: string | undefined;
}

export interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  options?: RequestOptions | undefined;
}

const RETRIED_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
const BACKOFF = { firstMs: 500, maxMs: 8_000 };

export class Transport {
  readonly #options: TransportOptions;

  constructor(options: TransportOptions) {
    this.#options = options;
  }

  async json<T>(call: Call): Promise<T> {
    const response = await this.send(call);
    return (await response.json()) as T;
  }

  async bytes(call: Call): Promise<Uint8Array> {
    const response = await this.send(call);
    return new Uint8Array(await response.arrayBuffer());
  }

  async empty(call: Call): Promise<void> {
    const response = await this.send(call);
    await response.body?.cancel();
  }

  /** The successful response, after the retries the call allows; a refusal throws QrServiceError. */
  async send(call: Call): Promise<Response> {
    const options = call.options ?? {};
    const url = this.#url(call.path, call.query);
    const headers = this.#headers(call, options);
    const body = encodeBody(call.body);
    const maxRetries = options.maxRetries ?? this.#options.maxRetries;
    for (let attempt = 0; ; attempt++) {
      const timeout = AbortSignal.timeout(options.timeoutMs ?? this.#options.timeoutMs);
      const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await this.#options.fetch(url, { method: call.method, headers, body, signal });
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason;
        const timedOut = timeout.aborted;
        if (attempt < maxRetries && !(body instanceof ReadableStream)) {
          await sleep(backoff(attempt), options.signal);
          continue;
        }
        throw new QrServiceError({
          status: 0,
          code: timedOut ? "timeout" : "connection_failed",
          message: timedOut
            ? `no answer from ${url} within ${options.timeoutMs ?? this.#options.timeoutMs} ms`
            : `could not reach ${url}: ${(error as Error).message}`,
          cause: error,
        });
      }
      if (response.ok) return response;
      // A DELETE whose first answer was lost: the thing is gone, which is what was asked.
      if (call.method === "DELETE" && attempt > 0 && response.status === 404) {
        await response.body?.cancel();
        return new Response(null, { status: 204 });
      }
      if (attempt < maxRetries && (RETRIED_STATUSES.has(response.status) || (await stillRunning(response)))) {
        const wait = retryAfterMs(response) ?? backoff(attempt);
        if (wait <= this.#options.maxRetryWaitMs) {
          await response.body?.cancel();
          await sleep(wait, options.signal);
          continue;
        }
      }
      throw await QrServiceError.fromResponse(response);
    }
  }

  #url(path: string, query: Record<string, unknown> | undefined): string {
    const url = new URL(path, this.#options.baseUrl || globalThis.location?.origin);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue;
      for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
    }
    return this.#options.baseUrl ? url.toString() : `${url.pathname}${url.search}`;
  }

  #headers(call: Call, options: RequestOptions): Headers {
    const headers = new Headers(options.headers);
    headers.set("Accept", "application/json, */*;q=0.5");
    if (this.#options.apiKey) headers.set("Authorization", `Bearer ${this.#options.apiKey}`);
    if (this.#options.userAgent) headers.set("User-Agent", this.#options.userAgent);
    if (call.body !== undefined)
      headers.set(
        "Content-Type",
        options.contentType ?? (isBytes(call.body) ? "application/octet-stream" : "application/json"),
      );
    // One key for every try of this request: the API answers a retry with the first try's answer.
    if (call.method === "POST" || call.method === "PATCH")
      headers.set("Idempotency-Key", options.idempotencyKey ?? crypto.randomUUID());
    return headers;
  }
}

/** A path parameter, encoded; text that is not well-formed (a lone surrogate) is refused before any request. */
export function pathSegment(name: string, value: string | number): string {
  const text = String(value);
  if (!text.isWellFormed())
    throw new QrServiceError({
      status: 0,
      code: "invalid_argument",
      message: `${name} is not well-formed text (it holds a lone surrogate)`,
    });
  return encodeURIComponent(text);
}

function isBytes(body: unknown): body is BytesBody {
  return (
    body instanceof Uint8Array ||
    body instanceof ArrayBuffer ||
    body instanceof Blob ||
    typeof body === "string"
  );
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (isBytes(body)) return body as BodyInit;
  return JSON.stringify(body);
}

/** A 409 that says the first try with this idempotency key is still running: worth waiting for its answer. */
async function stillRunning(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  const problem = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { code?: string };
  return problem.code === "idempotency_in_progress";
}

/** `Retry-After` in ms: seconds, or an HTTP date. */
function retryAfterMs(response: Response): number | undefined {
  const value = response.headers.get("Retry-After");
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/** Exponential, with full jitter so that many clients do not retry in step. */
function backoff(attempt: number): number {
  return Math.random() * Math.min(BACKOFF.maxMs, BACKOFF.firstMs * 2 ** attempt);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
