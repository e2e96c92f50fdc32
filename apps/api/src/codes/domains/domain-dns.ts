// The DNS records a branded domain needs, and the check of what DNS really holds, in plain words:
// - ownership: TXT `_qr-verify.{hostname}` = `qr-verify={token}`, a token unique to the claim, so only the team
//   that controls the zone can verify it;
// - routing: a CNAME to the scan host (DOMAIN_CNAME_TARGET), or at a zone apex, where DNS allows no CNAME,
//   A/AAAA records with the configured addresses (DOMAIN_APEX_ADDRESSES) or the target's own addresses (an
//   ALIAS or "CNAME flattening" at the team's DNS provider).
import { machineTime } from "@qr/core/clock";
import type { DomainChecks, RecordCheck } from "@qr/db";
import { type DnsAnswer, lookupDns } from "./dns-over-https.ts";
import type { DomainSettings } from "./domain-settings.ts";

export const VERIFY_LABEL = "_qr-verify";
const MAX_FOUND = 5;
const MAX_FOUND_LENGTH = 120;
/** Second-level labels under which a three-label name is usually a zone apex (brand.co.uk). A hint only. */
const SECOND_LEVELS = new Set([
  "co",
  "com",
  "net",
  "org",
  "gov",
  "edu",
  "ac",
  "or",
  "ne",
  "go",
  "gob",
  "nic",
]);

export interface DnsRecord {
  type: "TXT" | "CNAME" | "A" | "AAAA";
  name: string;
  value: string;
  purpose: "ownership" | "routing";
}

export function ownershipRecord(hostname: string, token: string): DnsRecord {
  return {
    type: "TXT",
    name: `${VERIFY_LABEL}.${hostname}`,
    value: `qr-verify=${token}`,
    purpose: "ownership",
  };
}

/** The records that route the hostname's scans here: A/AAAA at what looks like a zone apex (when configured), else a CNAME. */
export function routingRecords(settings: DomainSettings, hostname: string): DnsRecord[] {
  if (looksLikeZoneApex(hostname) && settings.apexAddresses.length > 0) {
    return settings.apexAddresses.map((address) => ({
      type: address.includes(":") ? "AAAA" : "A",
      name: hostname,
      value: address,
      purpose: "routing",
    }));
  }
  return [{ type: "CNAME", name: hostname, value: settings.cnameTarget, purpose: "routing" }];
}

export function looksLikeZoneApex(hostname: string): boolean {
  const labels = hostname.split(".");
  if (labels.length === 2) return true;
  return labels.length === 3 && SECOND_LEVELS.has(labels[1] ?? "") && (labels[2] ?? "").length === 2;
}

/** What DNS holds now for the claim's two records. */
export async function checkDomainDns(
  settings: DomainSettings,
  hostname: string,
  token: string,
): Promise<DomainChecks> {
  const [ownership, routing] = await Promise.all([
    checkOwnership(settings, hostname, token),
    checkRouting(settings, hostname),
  ]);
  return { checked_at: new Date(machineTime()).toISOString(), ownership, routing };
}

async function checkOwnership(
  settings: DomainSettings,
  hostname: string,
  token: string,
): Promise<RecordCheck> {
  const expected = ownershipRecord(hostname, token);
  const answer = await lookupDns(settings.dnsOverHttpsUrl, expected.name, "TXT");
  if (answer.outcome === "failed") return notOk([], unreachable(answer.reason));
  const values = answer.outcome === "answered" ? answer.values : [];
  if (values.includes(expected.value)) return { ok: true, found: shown(values), problem: null };
  if (values.length === 0) return notOk([], `TXT record not found at ${expected.name}`);
  return notOk(
    values,
    `The TXT record at ${expected.name} holds ${quoted(values)}, not "${expected.value}" (another claim's token, or a typo)`,
  );
}

async function checkRouting(settings: DomainSettings, hostname: string): Promise<RecordCheck> {
  const target = settings.cnameTarget;
  const cname = await lookupDns(settings.dnsOverHttpsUrl, hostname, "CNAME");
  if (cname.outcome === "failed") return notOk([], unreachable(cname.reason));
  const aliases = cname.outcome === "answered" ? cname.values : [];
  if (aliases.includes(target)) return { ok: true, found: shown(aliases), problem: null };
  if (aliases.length > 0)
    return notOk(aliases, `The CNAME of ${hostname} points at ${aliases.join(", ")}, not ${target}`);

  // No CNAME: at a zone apex, A/AAAA records with the apex addresses, or with the target's own (flattening).
  const [addresses, targetAddresses] = await Promise.all([
    addressesOf(settings, hostname),
    settings.apexAddresses.length > 0
      ? Promise.resolve({ values: settings.apexAddresses })
      : addressesOf(settings, target),
  ]);
  const failure =
    "reason" in addresses
      ? addresses.reason
      : "reason" in targetAddresses
        ? targetAddresses.reason
        : undefined;
  if (failure !== undefined) return notOk([], unreachable(failure));
  const found = "values" in addresses ? addresses.values : [];
  const allowed = new Set("values" in targetAddresses ? targetAddresses.values : []);
  if (found.length > 0 && found.every((address) => allowed.has(address))) {
    return { ok: true, found: shown(found), problem: null };
  }
  if (found.length === 0) {
    return notOk([], `No CNAME record at ${hostname}: add one pointing at ${target}`);
  }
  return notOk(
    found,
    `${hostname} points at ${found.join(", ")}, not at ${target} (a CNAME, or the addresses shown)`,
  );
}

async function addressesOf(
  settings: DomainSettings,
  name: string,
): Promise<{ values: string[] } | { reason: string }> {
  const answers: DnsAnswer[] = await Promise.all([
    lookupDns(settings.dnsOverHttpsUrl, name, "A"),
    lookupDns(settings.dnsOverHttpsUrl, name, "AAAA"),
  ]);
  const values: string[] = [];
  for (const answer of answers) {
    if (answer.outcome === "failed") return { reason: answer.reason };
    if (answer.outcome === "answered") values.push(...answer.values);
  }
  return { values };
}

function notOk(found: string[], problem: string): RecordCheck {
  return { ok: false, found: shown(found), problem };
}

function unreachable(reason: string): string {
  return `DNS could not be asked (${reason}); it is asked again in a few minutes`;
}

function shown(values: string[]): string[] {
  return values.slice(0, MAX_FOUND).map((value) => value.slice(0, MAX_FOUND_LENGTH));
}

function quoted(values: string[]): string {
  return shown(values)
    .map((value) => `"${value}"`)
    .join(", ");
}
