// The render worker: drawing apart from the API (docs/decisions/0030-render-worker.md). The api worker reaches its
// Renderer entrypoint through a service binding for a code's PNG, PDF or EPS and for a printed code's photo, and
// this worker consumes the export queue (ZIPs of images, PDF sheets, scan files). It has no public route. Each
// handler's code is a dynamic import, evaluated when first used: an isolate that only encodes PNGs never loads
// pdf-lib or the export runner.

import { WorkerEntrypoint } from "cloudflare:workers";
import type { EncodeImageRequest, PrintCheckAnswer, PrintCheckRequest, RendererRpc } from "@qr/qr/renderer";

export class Renderer extends WorkerEntrypoint<Env> implements RendererRpc {
  async encodeImage(request: EncodeImageRequest): Promise<Uint8Array<ArrayBuffer>> {
    return (await import("./images/encode-image.ts")).encodeImage(request);
  }

  async checkPrint(request: PrintCheckRequest): Promise<PrintCheckAnswer> {
    return (await import("./print-check/check-print.ts")).checkPrint(request);
  }
}

export default {
  fetch: () => new Response("Not found", { status: 404 }),
  queue: async (batch, env, ctx) => (await import("./exports/consume.ts")).consumeExports(batch, env, ctx),
} satisfies ExportedHandler<Env>;
