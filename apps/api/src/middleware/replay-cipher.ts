// Encrypts a stored idempotent response under a key only the caller can rebuild: HKDF-SHA256 of the caller's
// own credential (the API key secret, which the service stores only as a hash) and the Idempotency-Key. A
// database reader sees ciphertext, never the key secrets or tokens some responses carry; the retry, which sends
// the same credential and Idempotency-Key, can read it back.
import { fromBase64, toBase64 } from "@qr/core/base64";

const FORMAT = "v1";
const INFO = new TextEncoder().encode("qr-api idempotent replay v1");

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

async function replayKey(credential: string, idempotencyKey: string): Promise<CryptoKey> {
  const encoder = new TextEncoder();
  const material = await crypto.subtle.importKey("raw", encoder.encode(credential), "HKDF", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode(idempotencyKey), info: INFO },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}
