// Exports take a while (the API draws them in the background): `wait` follows one to its end, `createAndWait` makes
// one and follows it, `download` fetches its file.
import { QrServiceError } from "./errors.ts";
import { ExportsApi } from "./generated/resources.ts";
import type { Export, JsonBodyOf, RequestOptions } from "./types.ts";

export interface WaitOptions extends RequestOptions {
  /** How often to ask, in ms (default 1,000). */
  intervalMs?: number;
  /** How long to wait in all, in ms (default 10 minutes). */
  waitMs?: number;
  /** Called with each state seen (its `done` counts the codes drawn so far). */
  onProgress?: (job: Export) => void;
}

export class Exports extends ExportsApi {
  /** The export once it has succeeded; a failed export throws QrServiceError with its reason. */
  async wait(id: string, options: WaitOptions = {}): Promise<Export> {
    const { intervalMs = 1_000, waitMs = 600_000, onProgress, ...request } = options;
    const deadline = Date.now() + waitMs;
    for (;;) {
      const job = await this.get(id, request);
      onProgress?.(job);
      if (job.status === "succeeded") return job;
      if (job.status === "failed")
        throw new QrServiceError({
          status: 0,
          code: "export_failed",
          message: `export ${id} failed: ${job.error ?? "no reason given"}`,
          detail: job.error ?? undefined,
        });
      if (Date.now() + intervalMs > deadline)
        throw new QrServiceError({
          status: 0,
          code: "timeout",
          message: `export ${id} not finished in ${waitMs} ms`,
        });
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }

  /** Starts an export and waits for it to succeed. */
  async createAndWait(body: JsonBodyOf<"exports.create">, options: WaitOptions = {}): Promise<Export> {
    const { intervalMs, waitMs, onProgress, ...request } = options;
    const job = await this.create(body, request);
    return this.wait(job.id, {
      ...request,
      ...(intervalMs ? { intervalMs } : {}),
      ...(waitMs ? { waitMs } : {}),
      ...(onProgress ? { onProgress } : {}),
    });
  }

  /** The finished export's file (a ZIP or a PDF). */
  download(id: string, options?: RequestOptions): Promise<Uint8Array> {
    return this.file(id, options);
  }
}
