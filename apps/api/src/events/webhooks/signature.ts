// Standard Webhooks signatures (standardwebhooks.com, v1): each request carries `webhook-id`, `webhook-timestamp`
// (seconds) and `webhook-signature`, a space-separated list of `v1,<base64 HMAC-SHA256>` of
// "{id}.{timestamp}.{body}", one per secret in use (two for a day after a rotation). A secret is `whsec_` and the
// base64 of its key's bytes, so any of the specification's libraries verifies what is sent here.
import { fromBase64, toBase64 } from "@qr/core/base64";

const SECRET_PREFIX = "whsec_";
const KEY_BYTES = 24;

/** A new signing secret. */
export function newSigningSecret(): string {
  return SECRET_PREFIX + toBase64(crypto.getRandomValues(new Uint8Array(KEY_BYTES)));
}

/** The request's three headers, signed with every secret given. */
export async function signedHeaders(
  secrets: readonly string[],
  messageId: string,
  timestampSeconds: number,
  body: string,
): Promise<Record<string, string>> {
  const content = new TextEncoder().encode(`${messageId}.${timestampSeconds}.${body}`);
  const signatures = await Promise.all(
    secrets.map(async (secret) => {
      const key = await crypto.subtle.importKey(
        "raw",
        fromBase64(secret.slice(SECRET_PREFIX.length)),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      );
      return `v1,${toBase64(new Uint8Array(await crypto.subtle.sign("HMAC", key, content)))}`;
    }),
  );
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(timestampSeconds),
    "webhook-signature": signatures.join(" "),
  };
}

/** Which of `secrets` signed a request (its index), or -1: a signature of the list matches exactly. */
export async function signedBy(
  secrets: readonly string[],
  headers: { id: string; timestamp: string; signature: string },
  body: string,
): Promise<number> {
  const sent = new Set(headers.signature.split(" "));
  for (const [index, secret] of secrets.entries()) {
    const expected = await signedHeaders([secret], headers.id, Number(headers.timestamp), body);
    if (sent.has(expected["webhook-signature"] as string)) return index;
  }
  return -1;
}
