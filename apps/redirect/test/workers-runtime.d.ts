// The part of the Workers runtime the scan queue's modules name (src/scan-queue.ts, src/scan-queues.ts), for
// tests that run those modules in Node and are type-checked with Node's types.
declare interface Queue {
  sendBatch(messages: Iterable<{ body: unknown; contentType?: string }>): Promise<void>;
}
declare interface ExecutionContext {
  waitUntil(promise: Promise<unknown>): void;
}
declare const scheduler: { wait(ms: number): Promise<void> };
