// How this deployment serves branded domains, from its config (apps/api/wrangler.toml, docs/domains.md): what
// a team's DNS must point at, where DNS is asked, and the Cloudflare for SaaS zone that issues certificates.
export interface CloudflareSettings {
  apiUrl: string;
  zoneId: string;
  token: string;
}

export interface DomainSettings {
  /** The service's own hosts (scan, API, CNAME target): never claimable, nor their subdomains. */
  serviceHosts: string[];
  /** What a branded hostname's CNAME points at: the scan host unless DOMAIN_CNAME_TARGET says otherwise. */
  cnameTarget: string;
  /** The A/AAAA values for a zone apex, where DNS allows no CNAME; empty: not offered. */
  apexAddresses: string[];
  /** A DNS-over-HTTPS JSON endpoint (Cloudflare's resolver by default). */
  dnsOverHttpsUrl: string;
  /** Absent: certificates cannot be requested here, and the API and dashboard say so. */
  cloudflare: CloudflareSettings | undefined;
}

/** The config it is read from (the api worker's Env has these). */
export interface DomainConfig {
  SCAN_BASE_URL: string;
  API_BASE_URL: string;
  DOMAIN_CNAME_TARGET: string;
  DOMAIN_APEX_ADDRESSES: string;
  DNS_OVER_HTTPS_URL: string;
  CLOUDFLARE_API_URL: string;
  CLOUDFLARE_ZONE_ID: string;
  CLOUDFLARE_API_TOKEN?: string | undefined;
}

export function domainSettingsOf(env: DomainConfig): DomainSettings {
  const scanHost = new URL(env.SCAN_BASE_URL).hostname;
  const cnameTarget = env.DOMAIN_CNAME_TARGET.trim() || scanHost;
  const { CLOUDFLARE_API_URL: apiUrl, CLOUDFLARE_ZONE_ID: zoneId } = env;
  const token = env.CLOUDFLARE_API_TOKEN ?? "";
  return {
    serviceHosts: [scanHost, new URL(env.API_BASE_URL).hostname, cnameTarget].map((host) =>
      host.toLowerCase(),
    ),
    cnameTarget,
    apexAddresses: env.DOMAIN_APEX_ADDRESSES.split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    dnsOverHttpsUrl: env.DNS_OVER_HTTPS_URL,
    cloudflare: apiUrl && zoneId && token ? { apiUrl, zoneId, token } : undefined,
  };
}
