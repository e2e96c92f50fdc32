// The one check of every URL the service itself fetches: webhook endpoints, a single sign-on issuer and what its
// discovery document names. HTTPS only; no credentials; no host that is private, loopback, link-local or reserved
// in any spelling (the destination rules: the WHATWG parser canonicalises numeric hosts, ipaddr.js classifies
// them); and none of the service's own hosts. Plain http to this machine only where the deployment allows it (the
// local stack, whose receivers listen on localhost).
import { checkDestination } from "./destination.ts";

export type OutboundCheck = { ok: true; url: string } | { ok: false; reason: string };

export interface OutboundRules {
  /** The service's own hosts (its scan and API hosts, with their ports where they have one): never called back. */
  ownHosts: readonly string[];
  /** The local stack's: `http://localhost:<port>` (or 127.0.0.1) is allowed. Never set in a deployment. */
  allowLoopback?: boolean | undefined;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function checkOutboundUrl(raw: string, rules: OutboundRules): OutboundCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "is not a valid absolute URL" };
  }
  if (rules.allowLoopback && url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname)) {
    if (url.username || url.password)
      return { ok: false, reason: "must not contain credentials (user:password@)" };
    // On this machine a port tells services apart: ours are refused in any spelling of the loopback host.
    const ownPorts = rules.ownHosts.flatMap((own) => {
      const host = new URL(`http://${own}`);
      return LOOPBACK_HOSTS.has(host.hostname) ? [host.port || "80"] : [];
    });
    if (ownPorts.includes(url.port || "80"))
      return { ok: false, reason: "must not point to this service's own hosts" };
    return { ok: true, url: url.href };
  }
  if (url.protocol !== "https:") return { ok: false, reason: "must use https" };
  const checked = checkDestination(raw);
  if (!checked.ok) return checked;
  const host = new URL(checked.url).hostname;
  if (rules.ownHosts.some((own) => new URL(`https://${own}`).hostname === host)) {
    return { ok: false, reason: "must not point to this service's own hosts" };
  }
  return checked;
}
