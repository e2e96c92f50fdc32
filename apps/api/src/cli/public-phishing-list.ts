// The public phishing list the operators' import loads (`block-host --import-public-list`): MetaMask's
// eth-phishing-detect, a maintained list of phishing hosts shipped as an npm package. Node only (the CLI): the
// list is not bundled into a worker; the database holds it.
import { createRequire } from "node:module";
import { parseHostname } from "@qr/core/hostname";
import type { HostList } from "../codes/abuse/blocklist.ts";

const PACKAGE = "eth-phishing-detect";

export function publicPhishingList(): HostList & { skipped: number } {
  const require = createRequire(import.meta.url);
  const { version } = require(`${PACKAGE}/package.json`) as { version: string };
  const { blacklist } = require(`${PACKAGE}/src/config.json`) as { blacklist: string[] };
  const hosts: string[] = [];
  let skipped = 0;
  for (const entry of blacklist) {
    const parsed = parseHostname(entry);
    if (parsed.ok) hosts.push(parsed.hostname);
    else skipped++;
  }
  return { source: `${PACKAGE}@${version}`, reason: "phishing (MetaMask's public list)", hosts, skipped };
}
