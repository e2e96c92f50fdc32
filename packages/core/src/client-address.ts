// Where a request comes from, as both workers read it: CF-Connecting-IP, which Cloudflare sets on every request it
// passes to a Worker, overwriting whatever the client sent. The local stack has no Cloudflare in front, so it binds
// LOCAL_CLIENT_ADDRESS (what Cloudflare would report here: every client of a stack that listens on 127.0.0.1 is
// 127.0.0.1) and each worker sets the header to it on the way in: the per-address limits (password tries, sign-in,
// abuse reports) then behave locally as deployed. Test and benchmark stacks, and only they (no config binds it,
// as for the test clock), also bind TEST_CLIENT_ADDRESS, which lets a request stand in for a scanner elsewhere
// by naming its address in a header no deployment honours.
export const TEST_CLIENT_ADDRESS_HEADER = "x-test-client-address";

/** The bindings that make a request's address the stack's (absent from every deployed worker). */
interface LocalAddressBindings {
  LOCAL_CLIENT_ADDRESS?: unknown;
  TEST_CLIENT_ADDRESS?: unknown;
}

/** The request as a deployed worker would see it: deployed, itself; on a local stack, with the stack's address. */
export function withClientAddress(request: Request, env: object): Request {
  const { LOCAL_CLIENT_ADDRESS: local, TEST_CLIENT_ADDRESS: test } = env as LocalAddressBindings;
  if (typeof local !== "string") return request;
  const standIn = test === "header" ? request.headers.get(TEST_CLIENT_ADDRESS_HEADER) : null;
  const address = standIn && /^[0-9a-fA-F.:]{2,45}$/.test(standIn) ? standIn : local;
  if (request.headers.get("CF-Connecting-IP") === address && !request.headers.has(TEST_CLIENT_ADDRESS_HEADER))
    return request;
  const headers = new Headers(request.headers);
  headers.set("CF-Connecting-IP", address);
  headers.delete(TEST_CLIENT_ADDRESS_HEADER);
  return new Request(request, { headers });
}
