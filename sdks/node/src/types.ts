// Types of the operations, read from the generated document types by operation name: what a method takes and
// answers is the document's, never written by hand.
import type { components, operations } from "./generated/schema.ts";

export type OperationId = keyof operations;
type Operation<K extends OperationId> = operations[K];

export type QueryOf<K extends OperationId> =
  Operation<K> extends { parameters: { query?: infer Q } } ? Q : never;

export type JsonBodyOf<K extends OperationId> =
  Operation<K> extends {
    requestBody?: { content: { "application/json": infer B } };
  }
    ? B
    : never;

type Success<R> = R extends { 200: infer X }
  ? X
  : R extends { 201: infer X }
    ? X
    : R extends { 202: infer X }
      ? X
      : never;

export type ResultOf<K extends OperationId> =
  Success<Operation<K>["responses"]> extends {
    content: { "application/json": infer J };
  }
    ? J
    : undefined;

/** One item of a paged list's `data`. */
export type ItemOf<K extends OperationId> = ResultOf<K> extends { data: (infer I)[] } ? I : never;

/** A file sent as the body (a logo, a photo): its bytes; its type goes in `options.contentType`. */
export type BytesBody = Uint8Array | ArrayBuffer | Blob | string;

export interface RequestOptions {
  /** Cancels the request (and its retries). */
  signal?: AbortSignal;
  /** This request's time limit per attempt, in ms (the client's `timeoutMs` otherwise). */
  timeoutMs?: number;
  /** Sent as `Idempotency-Key` (POST and PATCH get a generated one otherwise). */
  idempotencyKey?: string;
  /** Retries of this request (the client's `maxRetries` otherwise). */
  maxRetries?: number;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** The body's media type, for a bytes body (`image/png`) or a CSV bulk body (`text/csv`). */
  contentType?: string;
}

export type Schemas = components["schemas"];
export type QrCode = Schemas["QrCode"];
export type Problem = Schemas["Problem"];
export type Style = Schemas["Style"];
export type Export = Schemas["Export"];
export type Analytics = Schemas["Analytics"];
export type Scan = Schemas["Scan"];
export type Webhook = Schemas["Webhook"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
