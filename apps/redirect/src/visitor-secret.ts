// The key of the visitor hash. Without the VISITOR_HASH_SECRET secret the worker still redirects and
// counts scans, keyed by a random per-isolate secret: unique counts then run high, but no hash that could
// be reversed to an IP is ever produced.
let fallback: string | undefined;

export function visitorSecret(env: Env): string {
  if (env.VISITOR_HASH_SECRET) return env.VISITOR_HASH_SECRET;
  if (!fallback) {
    console.error(
      JSON.stringify({ msg: "VISITOR_HASH_SECRET is not set; unique visitor counts will be inflated" }),
    );
    fallback = crypto.randomUUID();
  }
  return fallback;
}
