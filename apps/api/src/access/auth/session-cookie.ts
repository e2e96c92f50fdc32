// The session cookie the account library sets at sign-in: `qr.session_token` (with the `__Secure-` prefix over
// HTTPS), whose value is `<token>.<signature>`, the signature being HMAC-SHA256 of the token under AUTH_SECRET,
// in base64 (better-call's signed cookies). Checked here without the library, so a request with a session costs
// no more than one with an API key; a forged or altered cookie is refused before any database read.
import { fromBase64, toBase64 } from "@qr/core/base64";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?qr\.session_token=([^;]*)/;
const DONT_REMEMBER_COOKIE = /(?:^|;\s*)(?:__Secure-)?qr\.dont_remember=/;
const encoder = new TextEncoder();
const signingKeys = new Map<string, Promise<CryptoKey>>();

export function hasSessionCookie(cookie: string | undefined): boolean {
  return cookie !== undefined && SESSION_COOKIE.test(cookie);
}

/** Whether the person signed in without "remember me": such a session is never extended. */
export function signedInForOneVisit(cookie: string | undefined): boolean {
  return cookie !== undefined && DONT_REMEMBER_COOKIE.test(cookie);
}

/** The session token the cookie carries, if its signature is ours. */
export async function sessionTokenOf(
  cookie: string | undefined,
  secret: string,
): Promise<string | undefined> {
  const raw = SESSION_COOKIE.exec(cookie ?? "")?.[1];
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (dot < 1 || signature.length !== 44 || !signature.endsWith("=")) return undefined;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(signature);
  } catch {
    return undefined;
  }
  const valid = await crypto.subtle.verify("HMAC", await signingKey(secret), bytes, encoder.encode(token));
  return valid ? token : undefined;
}

function signingKey(secret: string): Promise<CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
      "verify",
    ]);
    signingKeys.set(secret, key);
  }
  return key;
}

/**
 * The Set-Cookie of a new session made outside the account library (a SAML sign-in), exactly as the library
 * writes its own: the same name, signature and attributes, so that every reader of sessions takes it alike.
 */
export async function sessionCookieHeader(
  token: string,
  secret: string,
  apiBaseUrl: string,
  maxAgeSeconds: number,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(token)));
  const secure = new URL(apiBaseUrl).protocol === "https:";
  const name = `${secure ? "__Secure-" : ""}qr.session_token`;
  const value = encodeURIComponent(`${token}.${toBase64(signature)}`);
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
