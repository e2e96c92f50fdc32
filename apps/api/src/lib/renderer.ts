// The render worker, as the api worker reaches it: a service binding to its Renderer entrypoint (apps/render).
import type { RendererRpc } from "@qr/qr/renderer";

/**
 * The RENDER binding as the Renderer it is bound to: wrangler types a service binding as a plain Fetcher (it does
 * not read the render worker's source), so the methods are checked here, once, instead of asserted.
 */
export function rendererOf(env: { RENDER: object }): RendererRpc {
  const methods = env.RENDER as Partial<Record<keyof RendererRpc, unknown>>;
  if (typeof methods.encodeImage !== "function" || typeof methods.checkPrint !== "function")
    throw new Error("the RENDER binding is not the render worker's Renderer entrypoint");
  return env.RENDER as RendererRpc;
}
