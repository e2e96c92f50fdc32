// Destination URL validation. Works on the parsed URL, never a regex on the raw string: the WHATWG parser
// already turns every numeric IPv4 spelling (2130706433, 0x7f.1, 0177.0.0.1, 127.1) into dotted quads,
// and IPv6 into its compressed form, so each check below sees one canonical spelling. Addresses are classified
// by ipaddr.js (a maintained list of special ranges), not by hand.
import ipaddr from "ipaddr.js";
import { withScheme } from "./typed-url.ts";

export const MAX_DESTINATION_LENGTH = 2048;

export type DestinationCheck = { ok: true; url: string } | { ok: false; reason: string };

const BLOCKED_HOST_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".intranet", ".lan"];
const BLOCKED_HOSTS = new Set(["localhost", "metadata", "metadata.google.internal", "instance-data"]);
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

export function checkDestination(raw: string, scanHost?: string): DestinationCheck {
  if (raw.length > MAX_DESTINATION_LENGTH)
    return fail(`must be at most ${MAX_DESTINATION_LENGTH} characters`);
  // An address typed without its scheme (`example.com/menu`) is said back as it should be sent.
  const typed = withScheme(raw);
  if (typed !== raw.trim()) return fail(`is not a valid absolute URL: send it with its scheme, "${typed}"`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail("is not a valid absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return fail("must use http or https");
  if (url.username || url.password) return fail("must not contain credentials (user:password@)");
  if (url.port === "0") return fail("must not use port 0");
  const host = url.hostname.toLowerCase();
  if (!host) return fail("must have a host");
  if (url.href.length > MAX_DESTINATION_LENGTH)
    return fail(`must be at most ${MAX_DESTINATION_LENGTH} characters`);

  if (host.startsWith("[")) {
    return isPublicIpv6(host.slice(1, -1)) ? allowed(url) : fail(NON_PUBLIC_ADDRESS);
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) {
    return ipaddr.IPv4.parse(host).range() === "unicast" ? allowed(url) : fail(NON_PUBLIC_ADDRESS);
  }
  if (host.endsWith(".")) return fail("must not end in a dot");
  if (BLOCKED_HOSTS.has(host) || BLOCKED_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return fail("must not point to a local or internal host");
  }
  const labels = host.split(".");
  if (labels.length < 2) return fail("must use a fully qualified host name");
  if (host.length > 253 || !labels.every((label) => HOST_LABEL.test(label))) {
    return fail("must have a valid host name (labels of letters, digits and inner hyphens)");
  }
  if (scanHost && host === scanHost.toLowerCase())
    return fail("must not point back to this service's scan host");
  if (spellsInwardAddress(labels))
    return fail("must not be a name that spells a private or loopback address");
  return allowed(url);
}

/**
 * Services whose names answer with the address they spell (127.0.0.1.nip.io, 10-0-0-1.sslip.io, 7f000001.nip.io),
 * or with loopback whatever the name (lvh.me, localtest.me): their spelling says where they lead. A name that
 * merely resolves inward says nothing by its spelling; what the service fetches cannot reach a private network
 * anyway (docs/webhooks.md, "Outbound URLs").
 */
const LOOPBACK_NAMES = [
  "localtest.me",
  "lvh.me",
  "vcap.me",
  "localho.st",
  "lacolhost.com",
  "127.0.0.1.sslip.io",
];

function spellsInwardAddress(labels: string[]): boolean {
  const host = labels.join(".");
  if (LOOPBACK_NAMES.some((name) => host === name || host.endsWith(`.${name}`))) return true;
  const inward = (address: string) =>
    ipaddr.IPv4.isValidFourPartDecimal(address) && ipaddr.IPv4.parse(address).range() !== "unicast";
  for (let i = 0; i + 4 <= labels.length; i++) if (inward(labels.slice(i, i + 4).join("."))) return true;
  return labels.some((label) => {
    const dashed = /(?:^|-)(\d{1,3}-\d{1,3}-\d{1,3}-\d{1,3})$/.exec(label)?.[1];
    if (dashed && inward(dashed.replaceAll("-", "."))) return true;
    if (!/^[0-9a-f]{8}$/.test(label)) return false;
    const value = Number.parseInt(label, 16);
    return inward([value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join("."));
  });
}

const NON_PUBLIC_ADDRESS = "must not point to a private, loopback or reserved address";

function allowed(url: URL): DestinationCheck {
  return { ok: true, url: url.href };
}

function fail(reason: string): DestinationCheck {
  return { ok: false, reason };
}

/**
 * Only global unicast (2000::/3) that ipaddr.js classes as plain `unicast`: its `range()` names loopback,
 * link-local, unique-local, multicast, documentation, benchmarking, deprecated and every transition form that
 * embeds an IPv4 (mapped, translated, NAT64, 6to4, Teredo). IPv4-compatible ::a.b.c.d lies outside 2000::/3.
 */
function isPublicIpv6(address: string): boolean {
  if (!ipaddr.IPv6.isValid(address)) return false;
  const parsed = ipaddr.IPv6.parse(address);
  return parsed.match(GLOBAL_UNICAST_V6) && parsed.range() === "unicast";
}
