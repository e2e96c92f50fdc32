// Calls the service makes on its own (webhooks, single sign-on discovery): every URL passes @qr/core/outbound-url's
// one check, with this deployment's own hosts; redirects are never followed (a 3xx is the answer, so a checked URL
// cannot lead elsewhere), each call has a time limit, and at most `maxBytes` of an answer is read.

import { machineTime } from "@qr/core/clock";
import { checkOutboundUrl, type OutboundRules } from "@qr/core/outbound-url";
import { callOut } from "./http.ts";

export type { OutboundRules };

/** What the service calls out to: a team's webhook endpoints, or a single sign-on provider. */
export type OutboundPurpose = "webhooks" | "signOn";

/** Bound by the local stack only (comma-separated origins on this machine, per purpose); never in a config. */
const LOCAL_ORIGINS: Record<OutboundPurpose, string> = {
  webhooks: "LOCAL_WEBHOOK_RECEIVERS",
  signOn: "LOCAL_SIGN_ON_ISSUERS",
};

/** The rules of this deployment for a purpose: its scan and API hosts are its own; the local stack names its receivers. */
export function outboundRules(
  env: { SCAN_BASE_URL: string; API_BASE_URL: string },
  purpose: OutboundPurpose,
): OutboundRules {
  const local = (env as Record<string, unknown>)[LOCAL_ORIGINS[purpose]];
  return {
    ownHosts: [new URL(env.SCAN_BASE_URL).host, new URL(env.API_BASE_URL).host],
    localOrigins: typeof local === "string" ? local.split(",").filter(Boolean) : [],
  };
}

export interface OutboundAnswer {
  /** The HTTP status; null when no answer came. */
  status: number | null;
  headers: Headers;
  /** The first `maxBytes` of the body as text, or why there was no answer. */
  body: string;
  latencyMs: number;
}

/** Sends a request to a URL that passed the check; never throws for the remote side's failures. */
export async function fetchOutbound(
  url: string,
  init: RequestInit,
  rules: OutboundRules,
  limits: { timeoutMs: number; maxBytes: number },
): Promise<OutboundAnswer> {
  const checked = checkOutboundUrl(url, rules);
  const started = machineTime();
  if (!checked.ok)
    return { status: null, headers: new Headers(), body: `refused: ${checked.reason}`, latencyMs: 0 };
  try {
    const response = await callOut(checked.url, {
      ...init,
      redirect: "manual",
      timeoutMs: limits.timeoutMs,
    });
    const body = await readAtMost(response, limits.maxBytes);
    return { status: response.status, headers: response.headers, body, latencyMs: machineTime() - started };
  } catch (error) {
    const timedOut = (error as { name?: string }).name === "TimeoutError";
    const reason = timedOut
      ? `no answer within ${limits.timeoutMs / 1000} s`
      : `could not connect: ${String(error)}`;
    return {
      status: null,
      headers: new Headers(),
      body: reason.slice(0, limits.maxBytes),
      latencyMs: machineTime() - started,
    };
  }
}

/** At most `maxBytes` of a body, as text; the rest is left unread. */
async function readAtMost(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  const bytes = new Uint8Array(Math.min(size, maxBytes));
  let at = 0;
  for (const chunk of chunks) {
    const part = chunk.subarray(0, Math.min(chunk.byteLength, bytes.length - at));
    bytes.set(part, at);
    at += part.byteLength;
    if (at >= bytes.length) break;
  }
  return new TextDecoder().decode(bytes);
}
