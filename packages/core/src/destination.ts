// Destination URL validation. Works on the parsed URL, never a regex on the raw string: the WHATWG parser
// already turns every numeric IPv4 spelling (2130706433, 0x7f.1, 0177.0.0.1, 127.1) into dotted quads,
// and IPv6 into its compressed form, so each check below sees one canonical spelling.

export const MAX_DESTINATION_LENGTH = 2048;

export type DestinationCheck = { ok: true; url: string } | { ok: false; reason: string };

const BLOCKED_HOST_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".intranet", ".lan"];
const BLOCKED_HOSTS = new Set(["localhost", "metadata", "metadata.google.internal", "instance-data"]);

export function checkDestination(raw: string, scanHost?: string): DestinationCheck {
  if (raw.length > MAX_DESTINATION_LENGTH)
    return fail(`must be at most ${MAX_DESTINATION_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail("is not a valid absolute URL");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return fail("must use http or https");
  if (url.username || url.password) return fail("must not contain credentials (user:password@)");
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  if (!host) return fail("must have a host");
  if (url.href.length > MAX_DESTINATION_LENGTH)
    return fail(`must be at most ${MAX_DESTINATION_LENGTH} characters`);

  if (BLOCKED_HOSTS.has(host) || BLOCKED_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))) {
    return fail("must not point to a local or internal host");
  }
  if (!host.includes(".") && !host.startsWith("[")) return fail("must use a fully qualified host name");
  const ipv4 = parseIpv4(host);
  if (ipv4 && isNonPublicIpv4(ipv4)) return fail("must not point to a private, loopback or reserved address");
  if (host.startsWith("[") && isNonPublicIpv6(host.slice(1, -1))) {
    return fail("must not point to a private, loopback or reserved address");
  }
  if (scanHost && host === scanHost.toLowerCase())
    return fail("must not point back to this service's scan host");
  return { ok: true, url: url.href };
}

function fail(reason: string): DestinationCheck {
  return { ok: false, reason };
}

function parseIpv4(host: string): number[] | null {
  const parts = host.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const octets = parts.map(Number);
  return octets.every((o) => o <= 255) ? octets : null;
}

// Loopback, private, link-local (cloud metadata), CGNAT, benchmarking, documentation, multicast, reserved.
function isNonPublicIpv4([a = 0, b = 0, c = 0]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224
  );
}

function isNonPublicIpv6(address: string): boolean {
  const groups = expandIpv6(address);
  if (!groups) return true; // unparseable: refuse rather than guess
  const [g0 = 0, g1 = 0, , , , g5 = 0, g6 = 0, g7 = 0] = groups;
  const allZeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (allZeroUpTo(7) && (g7 === 0 || g7 === 1)) return true; // :: and ::1
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) carry an IPv4.
  const embedsIpv4 = (allZeroUpTo(5) && (g5 === 0xffff || g5 === 0)) || (g0 === 0x64 && g1 === 0xff9b);
  if (embedsIpv4) return isNonPublicIpv4([g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff]);
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g0 & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && g1 === 0x0db8) // documentation
  );
}

function expandIpv6(address: string): number[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const toGroups = (part: string | undefined) => (part ? part.split(":") : []);
  const head = toGroups(halves[0]);
  const tail = toGroups(halves[1]);
  const fill = halves.length === 2 ? 8 - head.length - tail.length : 0;
  const all = [...head, ...Array(Math.max(0, fill)).fill("0"), ...tail];
  if (all.length !== 8 || !all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.map((g) => Number.parseInt(g, 16));
}
