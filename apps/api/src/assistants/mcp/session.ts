// MCP sessions without server state: the `Mcp-Session-Id` answered to `initialize` is signed (AUTH_SECRET) over
// when it ends and the credential it was opened with, so any isolate can check it, and it is worth nothing with
// another key. An ended or altered one answers 404, on which a client opens a new session (the transport's rule).
import { toBase64Url } from "@qr/core/base64";
import { hmacSha256, sameMac } from "@qr/core/hmac";

export const SESSION_HEADER = "Mcp-Session-Id";
/** How long a session lasts from its `initialize`. */
export const SESSION_SECONDS = 24 * 60 * 60;

const SESSION = /^mcp1\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/;

export async function newSessionId(secret: string, credentialId: string, now: number): Promise<string> {
  const ends = Math.floor(now / 1000) + SESSION_SECONDS;
  return `mcp1.${ends.toString(36)}.${await macOf(secret, credentialId, ends)}`;
}

/** "open" for a session of this credential still running; "ended" for anything else (expired, altered, another key's). */
export async function sessionState(
  secret: string,
  credentialId: string,
  sessionId: string,
  now: number,
): Promise<"open" | "ended"> {
  const match = SESSION.exec(sessionId);
  if (!match) return "ended";
  const ends = Number.parseInt(match[1] as string, 36);
  if (ends * 1000 <= now) return "ended";
  return sameMac(await macOf(secret, credentialId, ends), match[2] as string) ? "open" : "ended";
}

async function macOf(secret: string, credentialId: string, ends: number): Promise<string> {
  return toBase64Url((await hmacSha256(secret, `mcp-session.${credentialId}.${ends}`)).subarray(0, 16));
}
