// Hostnames of branded domains: the one spelling every part of the service compares (lower-case, punycode, no
// trailing dot, no port), what a team may claim, and the redirect worker's cut of a request URL's host.
// Parsing goes through the WHATWG URL parser (IDNA: Unicode → punycode, full-width dots, case), then every
// label is held to the DNS's letter-digit-hyphen rule, so a homograph like "аpple.com" (Cyrillic а) is only
// ever stored and shown as "xn--pple-43d.com".
import { isWellFormedPunycodeLabel } from "./punycode.ts";

export const MAX_HOSTNAME_LENGTH = 253;
/** Longer input is refused before it is parsed (a hostname in Unicode takes at most a few bytes a character). */
const MAX_INPUT_LENGTH = 1024;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4 = /^\d+\.\d+\.\d+\.\d+$/;
/** Characters that are never part of a hostname as typed: scheme, port, path, userinfo, escapes, controls. */
const NOT_HOSTNAME = /[/\\:@?#%\s]/;
const CONTROL = /\p{Cc}/u;

export type HostnameParse = { ok: true; hostname: string } | { ok: false; problem: string };

/** A hostname as a team types it, in the one spelling the service keeps, or why it cannot be one. */
export function parseHostname(raw: string): HostnameParse {
  if (raw.length > MAX_INPUT_LENGTH) return refused(`must be at most ${MAX_HOSTNAME_LENGTH} characters`);
  const typed = raw.trim();
  if (typed === "") return refused("must not be empty");
  if (!typed.isWellFormed() || CONTROL.test(typed))
    return refused("contains characters a hostname cannot have");
  if (typed.startsWith("[") || (typed.includes(":") && !typed.includes("/"))) {
    if (isIpLiteral(typed)) return refused("IP addresses cannot be claimed: use a hostname");
  }
  if (NOT_HOSTNAME.test(typed)) {
    return refused("must be a hostname alone (like go.brand.com): no scheme, port, path or spaces");
  }
  if (typed.includes("*")) return refused("wildcards cannot be claimed: add each hostname");
  let hostname: string;
  try {
    hostname = new URL(`http://${typed}/`).hostname;
  } catch {
    return refused("is not a valid hostname");
  }
  if (hostname.endsWith(".")) hostname = hostname.slice(0, -1);
  if (IPV4.test(hostname) || hostname.startsWith("[")) {
    return refused("IP addresses cannot be claimed: use a hostname");
  }
  if (hostname.length > MAX_HOSTNAME_LENGTH)
    return refused(`must be at most ${MAX_HOSTNAME_LENGTH} characters`);
  const labels = hostname.split(".");
  if (labels.length < 2)
    return refused("must have at least two labels (like brand.com): single-label names cannot be claimed");
  for (const label of labels) {
    if (!LABEL.test(label)) {
      return refused(
        "each label must be 1-63 letters, digits or hyphens, not starting or ending with a hyphen",
      );
    }
    if (label.startsWith("xn--") && !isWellFormedPunycodeLabel(label)) {
      return refused(`"${label}" is not valid punycode`);
    }
  }
  if (/^\d+$/.test(labels.at(-1) ?? "")) return refused("the last label must not be all digits");
  return { ok: true, hostname };
}

/** Whether `hostname` is one of `hosts` or a subdomain of one (a single-label host, like localhost, owns none). */
export function isUnderHosts(hostname: string, hosts: Iterable<string>): boolean {
  for (const host of hosts) {
    if (hostname === host) return true;
    if (host.includes(".") && hostname.endsWith(`.${host}`)) return true;
  }
  return false;
}

/**
 * The host of an absolute request URL in the compared spelling, cut from the string without building a URL
 * object (the redirect worker does this on every scan): the runtime already gave it in lower-case punycode;
 * the port and a trailing dot are dropped.
 */
export function hostOfUrl(url: string): string {
  const start = url.indexOf("//") + 2;
  let end = url.indexOf("/", start);
  if (end < 0) end = url.length;
  let host = url.slice(start, end);
  const portStart = host.lastIndexOf(":");
  if (portStart >= 0 && !host.endsWith("]")) host = host.slice(0, portStart);
  if (host.endsWith(".")) host = host.slice(0, -1);
  return host.toLowerCase();
}

function isIpLiteral(typed: string): boolean {
  try {
    const host = new URL(`http://${typed.startsWith("[") ? typed : `[${typed}]`}/`).hostname;
    return host.startsWith("[");
  } catch {
    return false;
  }
}

function refused(problem: string): HostnameParse {
  return { ok: false, problem };
}
