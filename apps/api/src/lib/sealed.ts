// The one way the service seals what it must read back and no database reader may: authenticated encryption
// (the account library's XChaCha20-Poly1305), under a key given as text. Stored secrets (a single sign-on client
// secret, a webhook signing secret, a GA4 API secret) are sealed under AUTH_SECRET; an idempotent request's stored
// answer under a key derived from the caller's own credential (http/middleware/replay-cipher.ts), which only a retry
// holds.
import { toBase64 } from "@qr/core/base64";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";

export function seal(key: string, secret: string): Promise<string> {
  return symmetricEncrypt({ key, data: secret });
}

export function unseal(key: string, sealed: string): Promise<string> {
  return symmetricDecrypt({ key, data: sealed });
}

/** The sealed text, or undefined when it was not sealed under `key` (or is not sealed text at all). */
export async function unsealedOrUndefined(key: string, sealed: string): Promise<string | undefined> {
  try {
    return await unseal(key, sealed);
  } catch {
    return undefined;
  }
}

/**
 * 256 bits for one purpose (`info`) from key material and a salt (HKDF-SHA256), as base64: a key for `seal`, or
 * for a MAC.
 */
export async function derivedKeyBits(material: string, salt: string, info: string): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const ikm = await crypto.subtle.importKey("raw", encoder.encode(material), "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt: encoder.encode(salt), info: encoder.encode(info) },
    ikm,
    256,
  );
  return new Uint8Array(bits);
}

/** `derivedKeyBits` as text, the form `seal` takes. */
export async function derivedKey(material: string, salt: string, info: string): Promise<string> {
  return toBase64(await derivedKeyBits(material, salt, info));
}
