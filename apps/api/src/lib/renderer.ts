// The render worker, as the api worker reaches it: a service binding to its Renderer entrypoint (apps/render).
import type { RendererRpc } from "@qr/qr/renderer";

/**
 * The RENDER binding typed by its contract: wrangler types a service binding as a plain Fetcher, since it does not
 * read the render worker's source; the contract test of apps/render checks its entrypoint implements RendererRpc.
 */
export function rendererOf(env: { RENDER: unknown }): RendererRpc {
  return env.RENDER as RendererRpc;
}
