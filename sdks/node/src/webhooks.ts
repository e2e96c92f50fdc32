// Receiving the service's webhooks: `verifyWebhook` checks a request exactly as the Standard Webhooks specification
// says (standardwebhooks.com: HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}" under the secret's key, any
// `v1,` signature of the space-separated list, a timestamp within 5 minutes) and answers the event, typed. Web
// Crypto only, so it runs in Node, Deno, Bun, Workers and browsers alike.
//   const event = await verifyWebhook(await request.text(), request.headers, process.env.QR_WEBHOOK_SECRET);
//   if (event.type === "scan.batch") for (const scan of event.data.scans) …
import type { Schemas } from "./types.ts";

/** Every request's body: an event (`GET /events` shows the same objects) or a test. */
export type WebhookEvent = Schemas["WebhookPayload"];
/** The events of one type, by its name: `EventOf<"code.updated">` has `previous`. */
export type EventOf<T extends WebhookEvent["type"]> = Extract<WebhookEvent, { type: T }>;
export type EventType = Schemas["EventType"];

export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

export interface VerifyOptions {
  /** How far the timestamp may be from now, in seconds (default 300: the specification's). */
  toleranceSeconds?: number;
  /** Now, in ms (tests). */
  now?: number;
}

type HeadersLike = Headers | Record<string, string | string[] | undefined>;

const PREFIX = "whsec_";
const encoder = new TextEncoder();

/**
 * The event, once the request is proven to come from the service: `body` exactly as received (text or bytes, not
 * parsed and serialised again), its headers, and the endpoint's signing secret (`whsec_…`; during a rotation, either
 * secret). Throws WebhookVerificationError otherwise.
 */
export async function verifyWebhook(
  body: string | Uint8Array,
  headers: HeadersLike,
  secret: string,
  options: VerifyOptions = {},
): Promise<WebhookEvent> {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError("missing webhook headers");
  const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : Number.NaN;
  if (Number.isNaN(seconds)) throw new WebhookVerificationError("invalid webhook-timestamp");
  const now = Math.floor((options.now ?? Date.now()) / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (seconds < now - tolerance) throw new WebhookVerificationError("message timestamp too old");
  if (seconds > now + tolerance) throw new WebhookVerificationError("message timestamp too new");

  const text = typeof body === "string" ? body : new TextDecoder().decode(body);
  const key = await crypto.subtle.importKey(
    "raw",
    keyBytes(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const expected = new Uint8Array(
    await crypto.subtle.sign("HMAC", key, encoder.encode(`${id}.${timestamp}.${text}`)),
  );
  const matched = signatures.split(" ").some((entry) => {
    const [version, signature] = entry.split(",", 2);
    return version === "v1" && signature !== undefined && equalBytes(decodeBase64(signature), expected);
  });
  if (!matched) throw new WebhookVerificationError("no matching signature found");
  try {
    return JSON.parse(text) as WebhookEvent;
  } catch {
    throw new WebhookVerificationError("the body is not JSON");
  }
}

function header(headers: HeadersLike, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const value = record[name] ?? Object.entries(record).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(value) ? value[0] : value;
}

/** The key's bytes: the secret after `whsec_` is base64 (padding optional). */
function keyBytes(secret: string): Uint8Array<ArrayBuffer> {
  if (typeof secret !== "string" || secret.length === 0)
    throw new WebhookVerificationError("a secret is required");
  const encoded = secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret;
  const bytes = decodeBase64(encoded);
  if (bytes.length === 0) throw new WebhookVerificationError("the secret is not base64");
  return bytes;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  try {
    const padded = text + "=".repeat((4 - (text.length % 4)) % 4);
    return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  } catch {
    return new Uint8Array();
  }
}

/** Compares in time that depends on the length only. */
function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}
