// One attempt at a delivery: the event's JSON POSTed with the Standard Webhooks headers, signed with every secret
// in use, through the outbound rules (no redirects, a 10 s limit, at most 64 KB of the answer read). What came back
// decides what happens next: 2xx delivered; 410 Gone turns the endpoint off; anything else (an error status, no
// answer) is tried again on the retry schedule, until it is spent.
import { fetchOutbound, type OutboundRules } from "../../lib/outbound.ts";
import { MAX_ATTEMPTS, retryDelayMs } from "./retry-schedule.ts";
import { signedHeaders } from "./signature.ts";

export const SEND_LIMITS = { timeoutMs: 10_000, maxBytes: 64 * 1024 };
/** What an attempt keeps of the answer. */
const KEPT_RESPONSE_BYTES = 1024;
const USER_AGENT = "QR-Service-Webhooks/1.0 (+https://www.standardwebhooks.com/)";

export interface Attempt {
  deliveryId: string;
  attempt: number;
  at: Date;
  status: number | null;
  latencyMs: number;
  response: string;
  outcome: "succeeded" | "pending" | "failed";
  nextAttemptAt: Date | null;
  /** The receiver answered 410 Gone: it wants no more. */
  gone: boolean;
}

export interface Message {
  deliveryId: string;
  /** This attempt's number (1 for the first). */
  attempt: number;
  /** The attempts made before a manual retry or replay: the schedule counts from there. */
  scheduleFrom: number;
  url: string;
  body: string;
  secrets: string[];
}

/** Sends one message; `refused` instead records why it was not sent (its URL became one of ours). */
export async function sendMessage(
  message: Message,
  outbound: OutboundRules,
  now: () => number,
  refused?: string,
): Promise<Attempt> {
  const at = new Date(now());
  const answer = refused
    ? { status: null, headers: new Headers(), body: `refused: ${refused}`, latencyMs: 0 }
    : await fetchOutbound(
        message.url,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": USER_AGENT,
            ...(await signedHeaders(
              message.secrets,
              message.deliveryId,
              Math.floor(at.getTime() / 1000),
              message.body,
            )),
          },
          body: message.body,
        },
        outbound,
        SEND_LIMITS,
      );
  const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const gone = answer.status === 410;
  const delay =
    delivered || gone || message.attempt >= MAX_ATTEMPTS + message.scheduleFrom
      ? null
      : retryDelayMs(
          message.attempt - message.scheduleFrom,
          answer.headers.get("retry-after"),
          Math.random(),
        );
  return {
    deliveryId: message.deliveryId,
    attempt: message.attempt,
    at,
    status: answer.status,
    latencyMs: answer.latencyMs,
    response: keptResponse(answer.body),
    outcome: delivered ? "succeeded" : delay === null ? "failed" : "pending",
    nextAttemptAt: delay === null ? null : new Date(at.getTime() + answer.latencyMs + delay),
    gone,
  };
}

/** The answer's first KEPT_RESPONSE_BYTES as PostgreSQL stores text: no NUL, no unpaired surrogate. */
function keptResponse(text: string): string {
  const bytes = new TextEncoder().encode(text.toWellFormed()).subarray(0, KEPT_RESPONSE_BYTES);
  return new TextDecoder().decode(bytes).replaceAll("\u0000", "\uFFFD");
}
