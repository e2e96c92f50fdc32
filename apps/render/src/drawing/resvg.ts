// resvg (WebAssembly) for the whole isolate: its module is compiled and initialised once, whoever draws first
// (a PNG, a logo for a vector file); initWasm refuses a second initialisation.
import { initWasm } from "@resvg/resvg-wasm";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm";

let ready: Promise<void> | undefined;

export function resvgReady(): Promise<void> {
  ready ??= initWasm(resvgWasm).catch((error: unknown) => {
    ready = undefined; // let the next request try again
    throw error;
  });
  return ready;
}
