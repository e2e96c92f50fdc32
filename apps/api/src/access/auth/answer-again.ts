// A request whose remembered credential turned out to have changed (its verification, sent ahead of the first
// statement, failed and nothing of that transaction was kept) is answered again from the start, with the
// credential read afresh: as if it had been read from the database in the first place. Its body is the one the
// first run read. An answer given from a fresh read stands whatever happens.
import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { CREDENTIAL_CHANGED } from "../../http/errors/api-error.ts";
import { sqlStateOf } from "../../lib/log.ts";

const askedAgain = new WeakSet<Request>();

/** Whether this request is the second run of one whose remembered credential had changed. */
export function readsCredentialAfresh(request: Request): boolean {
  return askedAgain.has(request);
}

/** After the request's work: if its credential's verification failed, the answer of a second run. */
export async function answerAgainIfCredentialChanged(c: Context<AppEnv>): Promise<void> {
  const failure = await c.var.statements().settled();
  if (failure === undefined || sqlStateOf(failure) !== CREDENTIAL_CHANGED) return;
  c.var.forgetCredential?.();
  if (askedAgain.has(c.req.raw)) return;
  const raw = c.req.raw;
  const body = raw.method === "GET" || raw.method === "HEAD" ? undefined : await bodyOf(c);
  const again = new Request(raw.url, { method: raw.method, headers: raw.headers, body });
  askedAgain.add(again);
  c.res = await c.var.dispatch(again);
}

/** The bytes of the request's body, whether or not the first run read them. */
async function bodyOf(c: Context<AppEnv>): Promise<ArrayBuffer | ReadableStream | null> {
  return c.req.raw.bodyUsed ? c.req.arrayBuffer() : c.req.raw.body;
}
