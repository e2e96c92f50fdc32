// Idempotency-Key on POST and PATCH: the first response to a key is stored and replayed for a retry with the same
// body; the same key with another body is refused (422), and a retry while the first is still running gets
// 409. Keys are scoped to the API key and kept 24 hours (the cron trigger prunes them). A 5xx is not
// stored, so a retry runs again. The stored body is sealed, and the request remembered by a MAC, under the caller's
// own credential (replay-cipher.ts): a created key's secret, an invitation token or a password sent in a body is
// never at rest in clear, nor in a digest it could be guessed back from.
//
// The key is claimed in the round trip of the request's first statement (sent ahead of it, like the credential's
// verification), so a first attempt costs one round trip more than the request alone: storing its answer.
import { schema } from "@qr/db";
import { and, eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import { bearerSecret } from "../../access/auth/key-caller.ts";
import type { AppEnv } from "../../app-env.ts";
import { constraintOf } from "../../lib/log.ts";
import { ApiError } from "../errors/api-error.ts";
import { openReplay, requestDigest, sealReplay } from "./replay-cipher.ts";

const REPLAYED_HEADERS = ["Content-Type", "Location"];
/** The key's primary key: a claim refused by it is a retry. */
const CLAIMED = "idempotency_keys_api_key_id_key_pk";

export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header("Idempotency-Key");
  // Replays are sealed under the API key's secret; a session's requests run without them.
  if (
    (c.req.method !== "POST" && c.req.method !== "PATCH") ||
    key === undefined ||
    c.var.caller.credential.kind !== "key"
  )
    return next();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new ApiError(
      "idempotency_key_invalid",
      "Idempotency-Key must be 1-255 printable ASCII characters.",
    );
  }
  const db = c.var.db();
  const { teamId } = c.var.caller;
  const keyId = c.var.caller.credential.id;
  const credential = bearerSecret(c.req.header("Authorization")) ?? ""; // authenticate has checked it
  const requestHash = await requestDigest(
    credential,
    key,
    `${c.req.method} ${c.req.path}\n${await c.req.text()}`,
  );
  const claim = c.var
    .statements()
    .sendAhead(
      db
        .insert(schema.idempotencyKeys)
        .values({ apiKeyId: keyId, key, teamId, method: c.req.method, path: c.req.path, requestHash })
        .getSQL(),
    );

  await next(); // a thrown error has already become c.res (a 5xx) through onError
  const failure = await c.var.statements().settled();
  const where = and(eq(schema.idempotencyKeys.apiKeyId, keyId), eq(schema.idempotencyKeys.key, key));
  if (failure !== undefined) {
    // Claimed before: answer as the first request did. Any other failure (a credential that changed) is not ours.
    if (constraintOf(failure) !== CLAIMED) return;
    claim.withdraw();
    c.res = await storedAnswer(c, where, requestHash, credential, key);
    return;
  }
  if (c.res.status >= 500) {
    await db.delete(schema.idempotencyKeys).where(where);
    return;
  }
  const headers = Object.fromEntries(
    REPLAYED_HEADERS.flatMap((name) => {
      const value = c.res.headers.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  await db
    .update(schema.idempotencyKeys)
    .set({
      responseStatus: c.res.status,
      responseBody: await sealReplay(credential, key, await c.res.clone().text()),
      responseHeaders: headers,
    })
    .where(where);
});

async function storedAnswer(
  c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0],
  where: ReturnType<typeof and>,
  requestHash: string,
  credential: string,
  key: string,
): Promise<Response> {
  const [stored] = await c.var.db().select().from(schema.idempotencyKeys).where(where).limit(1);
  if (!stored || stored.requestHash !== requestHash) throw reused();
  if (stored.responseStatus === null) {
    throw new ApiError(
      "idempotency_in_progress",
      "A request with this Idempotency-Key is still being processed.",
    );
  }
  const body = stored.responseBody && (await openReplay(credential, key, stored.responseBody));
  if (body === undefined || body === null) throw reused();
  return new Response(body, {
    status: stored.responseStatus,
    headers: { ...stored.responseHeaders, "Idempotent-Replayed": "true" },
  });
}

function reused() {
  return new ApiError(
    "idempotency_key_reused",
    "This Idempotency-Key was already used for a different request.",
  );
}
