// The render worker: drawing apart from the API (docs/decisions/0030-render-worker.md). The api worker reaches its
// Renderer entrypoint through a service binding for a code's PNG, PDF or EPS and for a printed code's photo, and
// this worker consumes the export queue (ZIPs of images, PDF sheets, scan files). It has no public route.
import { WorkerEntrypoint } from "cloudflare:workers";
import type { EncodeImageRequest, PrintCheckAnswer, PrintCheckRequest, RendererRpc } from "@qr/qr/renderer";
import { consumeExports } from "./exports/consume.ts";
import { encodeImage } from "./images/encode-image.ts";
import { checkPrint } from "./print-check/check-print.ts";

export class Renderer extends WorkerEntrypoint<Env> implements RendererRpc {
  encodeImage(request: EncodeImageRequest): Promise<Uint8Array<ArrayBuffer>> {
    return encodeImage(request);
  }

  checkPrint(request: PrintCheckRequest): Promise<PrintCheckAnswer> {
    return checkPrint(request);
  }
}

export default {
  fetch: () => new Response("Not found", { status: 404 }),
  queue: (batch, env, ctx) => consumeExports(batch, env, ctx),
} satisfies ExportedHandler<Env>;
