// A protected code's access, as the redirect record carries it: a password (its PBKDF2 hash with a salt of the
// code's own, never the password) and a notice shown before the destination. And the signed cookie that lets a
// scanner who gave the right password in for a day.
import * as z from "zod/mini";
import { fromBase64Url, toBase64Url } from "../base64.ts";

/** PBKDF2 rounds of a code's password: checked at the edge on each try, and tries are limited (5 in 10 min). */
export const ACCESS_PASSWORD_ITERATIONS = 100_000;
/** How long a right password lets a scanner in. */
export const ACCESS_COOKIE_SECONDS = 24 * 60 * 60;

export const accessRecordSchema = z.object({
  /** `pbkdf2-sha256$rounds$salt$key` (@qr/core/password-hash). */
  password: z.optional(z.string()),
  notice: z.optional(z.string()),
});
export type AccessRecord = z.infer<typeof accessRecordSchema>;

/** The cookie's name for a code: one per code, so a scanner's other codes are not affected. */
export const accessCookieName = (qrId: string) => `qr_access_${qrId}`;

async function cookieKey(secret: string) {
  return crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`qr-access-cookie:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign", "verify"],
  );
}

/** What the cookie signs: the code, when it expires, and the password hash (a new password ends every cookie). */
const signed = (qrId: string, expires: number, passwordHash: string) =>
  new TextEncoder().encode(`${qrId}.${expires}.${passwordHash}`);

export async function accessCookieValue(
  secret: string,
  qrId: string,
  passwordHash: string,
  now: number,
): Promise<string> {
  const expires = Math.floor(now / 1000) + ACCESS_COOKIE_SECONDS;
  const signature = await crypto.subtle.sign(
    "HMAC",
    await cookieKey(secret),
    signed(qrId, expires, passwordHash),
  );
  return `${expires}.${toBase64Url(new Uint8Array(signature))}`;
}

export async function accessCookieValid(
  secret: string,
  qrId: string,
  passwordHash: string,
  value: string | undefined,
  now: number,
): Promise<boolean> {
  if (!value) return false;
  const [expiresText, signature] = value.split(".");
  const expires = Number(expiresText);
  if (!signature || !Number.isSafeInteger(expires) || expires * 1000 <= now) return false;
  try {
    return await crypto.subtle.verify(
      "HMAC",
      await cookieKey(secret),
      fromBase64Url(signature),
      signed(qrId, expires, passwordHash),
    );
  } catch {
    return false;
  }
}
