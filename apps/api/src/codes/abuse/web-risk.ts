// Google Web Risk's Lookup API (uris.search): is a URL on Google's lists of social engineering (phishing),
// malware or unwanted software? https://cloud.google.com/web-risk/docs/lookup-api
//   GET {WEB_RISK_URL}/v1/uris:search?threatTypes=…&uri=…&key=…  →  {}  or  { threat: { threatTypes, expireTime } }
// Configured by the secret WEB_RISK_API_KEY; without it nothing is looked up (docs/abuse.md). A lookup that fails
// or takes too long says "unknown": a write is never refused or held up for long because Google is unreachable,
// and the cron's re-check looks again.

import { machineTime } from "@qr/core/clock";
import { callOut } from "../../lib/http.ts";
import { logError } from "../../lib/log.ts";

export type Verdict =
  | { kind: "safe"; until: number }
  | { kind: "unsafe"; reason: string; until: number }
  | { kind: "unknown" };

export interface WebRiskSettings {
  url: string;
  apiKey: string;
}

/** What each threat type is called in a reason. */
const THREATS: Record<string, string> = {
  SOCIAL_ENGINEERING: "phishing",
  MALWARE: "malware",
  UNWANTED_SOFTWARE: "unwanted software",
};
const TIMEOUT_MS = 2_000;
/** A Lookup answer says nothing of how long a clean URL stays clean: it is asked again after this. */
const SAFE_FOR_MS = 10 * 60_000;

/** The config it is read from (the api worker's Env has these). */
export interface WebRiskConfig {
  WEB_RISK_URL: string;
  WEB_RISK_API_KEY?: string | undefined;
}

export function webRiskSettingsOf(env: WebRiskConfig): WebRiskSettings | null {
  return env.WEB_RISK_API_KEY ? { url: env.WEB_RISK_URL, apiKey: env.WEB_RISK_API_KEY } : null;
}

export async function lookUpUrl(
  settings: WebRiskSettings,
  url: string,
  now = machineTime(),
): Promise<Verdict> {
  const query = new URLSearchParams([
    ...Object.keys(THREATS).map((type) => ["threatTypes", type]),
    ["uri", url],
    ["key", settings.apiKey],
  ]);
  try {
    const response = await callOut(`${settings.url}/v1/uris:search?${query}`, {
      timeoutMs: TIMEOUT_MS,
    });
    // The URL is never logged: it holds the key.
    if (!response.ok) {
      logError("the URL-reputation lookup failed", new Error(`Web Risk answered ${response.status}`));
      return { kind: "unknown" };
    }
    const body = (await response.json()) as { threat?: { threatTypes?: string[]; expireTime?: string } };
    const types = body.threat?.threatTypes ?? [];
    if (types.length === 0) return { kind: "safe", until: now + SAFE_FOR_MS };
    const named = types.map((type) => THREATS[type] ?? type.toLowerCase().replaceAll("_", " "));
    const until = Date.parse(body.threat?.expireTime ?? "");
    return {
      kind: "unsafe",
      reason: `reported as ${named.join(" and ")} by Google Web Risk`,
      until: Number.isFinite(until) ? until : now + SAFE_FOR_MS,
    };
  } catch (error) {
    logError("the URL-reputation lookup failed", error);
    return { kind: "unknown" };
  }
}
