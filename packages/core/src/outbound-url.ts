// The one check of every URL the service itself fetches: webhook endpoints, a single sign-on issuer and what its
// discovery document names. HTTPS only; no credentials; no host that is private, loopback, link-local or reserved
// in any spelling (the destination rules: the WHATWG parser canonicalises numeric hosts, ipaddr.js classifies
// them); and none of the service's own hosts. On this machine, only the origins the local stack names for the
// purpose (its webhook inbox and the receivers a developer or a test names; its OpenID stand-in for sign-on):
// never its database, its proxies or any other local service.
import { checkDestination } from "./destination.ts";

export type OutboundCheck = { ok: true; url: string } | { ok: false; reason: string };

export interface OutboundRules {
  /** The service's own hosts (its scan and API hosts, with their ports where they have one): never called back. */
  ownHosts: readonly string[];
  /** The local stack's: the origins on this machine (`http://localhost:8791`) that may be called. Never in a deployment. */
  localOrigins?: readonly string[] | undefined;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An origin on this machine as one spelling: `http://localhost:8791` and `http://127.0.0.1:8791` are the same. */
const loopbackKey = (url: URL) =>
  `${url.protocol}//loopback:${url.port || (url.protocol === "https:" ? "443" : "80")}`;

export function checkOutboundUrl(raw: string, rules: OutboundRules): OutboundCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "is not a valid absolute URL" };
  }
  const locals = rules.localOrigins ?? [];
  if (locals.length > 0 && LOOPBACK_HOSTS.has(url.hostname)) {
    if (url.username || url.password)
      return { ok: false, reason: "must not contain credentials (user:password@)" };
    // On this machine a port tells services apart: only the ones named for the purpose are reached.
    const named = locals.some(
      (origin) => URL.canParse(origin) && loopbackKey(new URL(origin)) === loopbackKey(url),
    );
    if (!named)
      return {
        ok: false,
        reason: `on this machine, must be one of the receivers the local stack names (${locals.join(", ")})`,
      };
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
