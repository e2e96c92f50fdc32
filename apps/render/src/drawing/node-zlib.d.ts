// The part of node:zlib the worker uses: workerd implements it natively under the nodejs_compat flag
// (wrangler.toml). The worker is typed without Node's types, which would describe globals it does not have.
declare module "node:zlib" {
  export const constants: { readonly Z_RLE: number };
  export function deflateSync(data: Uint8Array, options?: { level?: number; strategy?: number }): Uint8Array;
}
