// Keeps an idempotent request's traces under keys only the caller can rebuild: HKDF-SHA256 of the caller's own
// credential (the API key secret, which the service stores only as a hash) and the Idempotency-Key. The stored
// response is sealed (lib/sealed.ts: a database reader sees ciphertext, never the key secrets or tokens some
// responses carry); the request is remembered by a MAC (never a plain digest, which a body's guessable secrets, such
// as a code's password, could be recovered from offline). The retry, which sends the same credential and key,
// rebuilds both.
import { toBase64 } from "@qr/core/base64";
import { derivedKey, derivedKeyBits, seal, unsealedOrUndefined } from "../../lib/sealed.ts";

const FORMAT = "v2";
const REPLAY_INFO = "qr-api idempotent replay v2";
const DIGEST_INFO = "qr-api idempotent request v1";

/** The request's MAC (`v1.<base64>`) under the caller's credential and the Idempotency-Key: what a retry is compared by. */
export async function requestDigest(
  credential: string,
  idempotencyKey: string,
  request: string,
): Promise<string> {
  const bits = await derivedKeyBits(credential, idempotencyKey, DIGEST_INFO);
  const key = await crypto.subtle.importKey("raw", bits, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(request));
  return `v1.${toBase64(new Uint8Array(mac))}`;
}

export async function sealReplay(credential: string, idempotencyKey: string, body: string): Promise<string> {
  return `${FORMAT}.${await seal(await replayKey(credential, idempotencyKey), body)}`;
}

/** The body, or undefined when `stored` was not sealed for this credential and key. */
export async function openReplay(
  credential: string,
  idempotencyKey: string,
  stored: string,
): Promise<string | undefined> {
  const prefix = `${FORMAT}.`;
  if (!stored.startsWith(prefix)) return undefined;
  return unsealedOrUndefined(await replayKey(credential, idempotencyKey), stored.slice(prefix.length));
}

function replayKey(credential: string, idempotencyKey: string): Promise<string> {
  return derivedKey(credential, idempotencyKey, REPLAY_INFO);
}
