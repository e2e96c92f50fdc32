// Asks DNS through a DNS-over-HTTPS JSON endpoint (Cloudflare's resolver API: `GET ?name=&type=` with
// `Accept: application/dns-json`, answering `{ Status, Answer: [{ name, type, TTL, data }] }`). Workers cannot
// send UDP, and the JSON form needs no DNS wire format. Every answer is bounded: a slow or huge one is an error.
import { callOut } from "../../lib/http.ts";

export const DNS_TYPES = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 } as const;
export type DnsType = keyof typeof DNS_TYPES;

export type DnsAnswer =
  | { outcome: "answered"; values: string[] }
  | { outcome: "no-such-name" }
  | { outcome: "failed"; reason: string };

const TIMEOUT_MS = 5_000;
const MAX_RESPONSE_BYTES = 64 * 1024;
/** DNS response codes: 0 NOERROR, 3 NXDOMAIN; anything else is the resolver failing. */
const NO_ERROR = 0;
const NX_DOMAIN = 3;

/** The records of `type` at `name` (the answer's own type only: a CNAME met on the way to A records is left out). */
export async function lookupDns(endpoint: string, name: string, type: DnsType): Promise<DnsAnswer> {
  const url = new URL(endpoint);
  url.searchParams.set("name", name);
  url.searchParams.set("type", type);
  let body: unknown;
  try {
    const response = await callOut(url, {
      headers: { Accept: "application/dns-json" },
      timeoutMs: TIMEOUT_MS,
    });
    const text = await response.text();
    if (!response.ok) return failed(`the DNS resolver answered HTTP ${response.status}`);
    if (text.length > MAX_RESPONSE_BYTES) return failed("the DNS resolver's answer was too large");
    body = JSON.parse(text);
  } catch (error) {
    return failed(
      error instanceof Error && error.name === "TimeoutError"
        ? "the DNS resolver did not answer"
        : "the DNS resolver could not be reached",
    );
  }
  const status = (body as { Status?: unknown }).Status;
  if (status === NX_DOMAIN) return { outcome: "no-such-name" };
  if (status !== NO_ERROR) return failed(`the DNS resolver answered with error code ${String(status)}`);
  const answers = (body as { Answer?: unknown }).Answer;
  const values = (Array.isArray(answers) ? answers : [])
    .filter((answer) => answer?.type === DNS_TYPES[type] && typeof answer.data === "string")
    .map((answer) => recordValue(type, answer.data as string));
  return { outcome: "answered", values };
}

/** A record's value as people write it: TXT without its quotes (joined when split in strings), names without the root dot. */
function recordValue(type: DnsType, data: string): string {
  if (type === "TXT") {
    const strings = data.match(/"((?:[^"\\]|\\.)*)"/g);
    return strings ? strings.map((part) => part.slice(1, -1).replace(/\\(.)/g, "$1")).join("") : data;
  }
  const value = data.toLowerCase();
  return type === "CNAME" && value.endsWith(".") ? value.slice(0, -1) : value;
}

function failed(reason: string): DnsAnswer {
  return { outcome: "failed", reason };
}
