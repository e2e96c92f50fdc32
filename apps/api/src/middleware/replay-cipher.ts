// Keeps an idempotent request's traces under keys only the caller can rebuild: HKDF-SHA256 of the caller's own
// credential (the API key secret, which the service stores only as a hash) and the Idempotency-Key. The stored
// response is encrypted (a database reader sees ciphertext, never the key secrets or tokens some responses carry);
// the request is remembered by a MAC (never a plain digest, which a body's guessable secrets, such as a code's
// password, could be recovered from offline). The retry, which sends the same credential and key, rebuilds both.
import { fromBase64, toBase64 } from "@qr/core/base64";

const FORMAT = "v1";
const INFO = new TextEncoder().encode("qr-api idempotent replay v1");
const DIGEST_INFO = new TextEncoder().encode("qr-api idempotent request v1");

/** The request's MAC (`v1.<base64>`) under the caller's credential and the Idempotency-Key: what a retry is compared by. */
export async function requestDigest(
  credential: string,
  idempotencyKey: string,
  request: string,
): Promise<string> {
  const key = await derived(
    credential,
    idempotencyKey,
    DIGEST_INFO,
    { name: "HMAC", hash: "SHA-256", length: 256 },
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(request));
  return `${FORMAT}.${toBase64(new Uint8Array(mac))}`;
}

export async function sealReplay(credential: string, idempotencyKey: string, body: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await replayKey(credential, idempotencyKey);
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(body));
  return [FORMAT, toBase64(iv), toBase64(new Uint8Array(sealed))].join(".");
}

/** The body, or undefined when `stored` was not sealed for this credential and key. */
export async function openReplay(
  credential: string,
  idempotencyKey: string,
  stored: string,
): Promise<string | undefined> {
  const [format, iv, sealed] = stored.split(".");
  if (format !== FORMAT || !iv || !sealed) return undefined;
  try {
    const key = await replayKey(credential, idempotencyKey);
    const body = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv) },
      key,
      fromBase64(sealed),
    );
    return new TextDecoder().decode(body);
  } catch {
    return undefined;
  }
}

function replayKey(credential: string, idempotencyKey: string): Promise<CryptoKey> {
  return derived(credential, idempotencyKey, INFO, { name: "AES-GCM", length: 256 }, ["encrypt", "decrypt"]);
}

async function derived(
  credential: string,
  idempotencyKey: string,
  info: Uint8Array,
  algorithm: Parameters<SubtleCrypto["deriveKey"]>[2],
  usages: Parameters<SubtleCrypto["deriveKey"]>[4],
): Promise<CryptoKey> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey("raw", encoder.encode(credential), "HKDF", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode(idempotencyKey), info },
    material,
    algorithm,
    false,
    usages,
  );
}
