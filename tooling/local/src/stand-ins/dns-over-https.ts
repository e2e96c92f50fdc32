// The local stack's DNS: a stand-in for a DNS-over-HTTPS resolver's JSON API, as Cloudflare's resolver speaks it
// (`GET /dns-query?name=&type=` with `Accept: application/dns-json`, answering `{ Status, Question, Answer }`
// with record types as numbers and TXT data in quotes), serving only the records published to it. Branded
// domains are verified against it locally, as against the real DNS in production.
// Publishing (the dev stack's /dev/dns page, and tests): `GET /records`, `PUT /records` and `DELETE /records` with
// `{ type, name, value }`.
import type { IncomingMessage } from "node:http";
import { jsonBody, persisted, type RunningServer, startJsonServer } from "./json-server.ts";

export const RECORD_TYPES = { A: 1, CNAME: 5, TXT: 16, AAAA: 28 } as const;
export type RecordType = keyof typeof RECORD_TYPES;

export interface DnsRecord {
  type: RecordType;
  name: string;
  value: string;
}

export interface DnsStandIn {
  /** The DoH endpoint (DNS_OVER_HTTPS_URL). */
  url: string;
  /** Where records are published (`/records`). */
  origin: string;
  publish(record: DnsRecord): void;
  unpublish(record: DnsRecord): void;
  records(): DnsRecord[];
  stop(): Promise<void>;
}

const NO_ERROR = 0;
const NX_DOMAIN = 3;
const TTL = 60;
const MAX_CHAIN = 8;

export async function startDnsStandIn(options: { stateFile?: string | undefined } = {}): Promise<DnsStandIn> {
  const store = persisted<{ records: DnsRecord[] }>(options.stateFile, { records: [] });
  const records = store.state.records;
  const same = (a: DnsRecord, b: DnsRecord) => a.type === b.type && a.name === b.name && a.value === b.value;
  const publish = (record: DnsRecord) => {
    const clean = normalised(record);
    if (!records.some((known) => same(known, clean))) records.push(clean);
    store.save();
  };
  const unpublish = (record: DnsRecord) => {
    const clean = normalised(record);
    records.splice(0, records.length, ...records.filter((known) => !same(known, clean)));
    store.save();
  };
  const server: RunningServer = await startJsonServer(async (request: IncomingMessage, url: URL) => {
    if (url.pathname === "/dns-query" && request.method === "GET") return answer(records, url);
    if (url.pathname === "/records") {
      if (request.method === "GET") return { status: 200, body: { records } };
      const record = (await jsonBody(request)) as DnsRecord;
      if (!isRecord(record))
        return { status: 400, body: { error: "send { type: A|AAAA|CNAME|TXT, name, value }" } };
      if (request.method === "PUT") publish(record);
      else if (request.method === "DELETE") unpublish(record);
      else return { status: 405, body: { error: "GET, PUT or DELETE" } };
      return { status: 200, body: { records } };
    }
    return { status: 404, body: { error: "not found" } };
  });
  return {
    url: `${server.origin}/dns-query`,
    origin: server.origin,
    publish,
    unpublish,
    records: () => [...records],
    stop: server.stop,
  };
}

function answer(records: DnsRecord[], url: URL) {
  const name = normalisedName(url.searchParams.get("name") ?? "");
  const typeName = (url.searchParams.get("type") ?? "A").toUpperCase();
  const type = RECORD_TYPES[typeName as RecordType] ?? Number(typeName);
  const question = [{ name: `${name}.`, type }];
  const answers: { name: string; type: number; TTL: number; data: string }[] = [];
  // Follow CNAMEs as a resolver does: the chain, then the records of the type asked at its end.
  let current = name;
  for (let hop = 0; hop < MAX_CHAIN; hop++) {
    const here = records.filter((record) => record.name === current);
    const alias = here.find((record) => record.type === "CNAME");
    if (alias && type !== RECORD_TYPES.CNAME) {
      answers.push(entry(alias));
      current = alias.value;
      continue;
    }
    answers.push(...here.filter((record) => RECORD_TYPES[record.type] === type).map(entry));
    break;
  }
  const known = records.some((record) => record.name === name || record.name.endsWith(`.${name}`));
  return {
    status: 200,
    body: {
      Status: known ? NO_ERROR : NX_DOMAIN,
      TC: false,
      RD: true,
      RA: true,
      AD: false,
      CD: false,
      Question: question,
      ...(answers.length ? { Answer: answers } : {}),
    },
  };
}

function entry(record: DnsRecord) {
  const data =
    record.type === "TXT"
      ? (record.value.match(/.{1,255}/g) ?? [""])
          .map((part) => `"${part.replace(/(["\\])/g, "\\$1")}"`)
          .join(" ")
      : record.type === "CNAME"
        ? `${record.value}.`
        : record.value;
  return { name: `${record.name}.`, type: RECORD_TYPES[record.type], TTL, data };
}

function isRecord(value: unknown): value is DnsRecord {
  const record = value as Partial<DnsRecord> | undefined;
  return (
    typeof record?.type === "string" &&
    record.type in RECORD_TYPES &&
    typeof record.name === "string" &&
    typeof record.value === "string" &&
    record.name.length <= 253 &&
    record.value.length <= 2048
  );
}

function normalised(record: DnsRecord): DnsRecord {
  const value = record.type === "TXT" ? record.value : normalisedName(record.value);
  return { type: record.type, name: normalisedName(record.name), value };
}

function normalisedName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, "");
}
