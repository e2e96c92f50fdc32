// The service's own scan hosts (SCAN_HOSTS): a scan there answers the codes without a branded domain, as every
// scan did before branded domains. Any other host is a branded domain or nobody's. Read once per isolate.
let hosts: { from: string; set: ReadonlySet<string> } | undefined;

export function isScanHost(env: Env, host: string): boolean {
  if (hosts?.from !== env.SCAN_HOSTS) {
    const list = env.SCAN_HOSTS.split(",")
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    hosts = { from: env.SCAN_HOSTS, set: new Set(list) };
  }
  return hosts.set.has(host);
}
