// The local stack's stand-in for Google Web Risk's Lookup API (https://cloud.google.com/web-risk/docs/lookup-api):
// `GET /v1/uris:search?threatTypes=…&uri=…&key=…` answers `{}` for a clean URL and
// `{ "threat": { "threatTypes": [...], "expireTime": "…" } }` for a listed one (only the types asked), and 403
// for a wrong key, as Google does. The api worker screens destinations against it locally as against Google.
// Listing a URL (the dev stack's /dev/web-risk page, and tests): `GET /threats`, `PUT /threats` and
// `DELETE /threats` with `{ uri, threatTypes }`. `GET /lookups` counts the lookups answered.
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { jsonBody, persisted, type RunningServer, startJsonServer } from "./json-server.ts";

export const THREAT_TYPES = ["SOCIAL_ENGINEERING", "MALWARE", "UNWANTED_SOFTWARE"] as const;
const EXPIRES_IN_MS = 5 * 60_000;

export interface Threat {
  uri: string;
  threatTypes: string[];
}

export interface WebRiskStandIn {
  /** WEB_RISK_URL */
  url: string;
  /** WEB_RISK_API_KEY */
  apiKey: string;
  list(threat: Threat): void;
  unlist(uri: string): void;
  /** How many lookups it has answered. */
  lookups(): number;
  /** Answers every lookup 503 (as an outage would) while true. */
  setFailing(failing: boolean): void;
  stop(): Promise<void>;
}

export async function startWebRiskStandIn(
  options: { stateFile?: string | undefined } = {},
): Promise<WebRiskStandIn> {
  const store = persisted<{ apiKey: string; threats: Threat[] }>(options.stateFile, {
    apiKey: randomBytes(16).toString("hex"),
    threats: [],
  });
  const { threats } = store.state;
  let lookups = 0;
  let failing = false;
  const list = (threat: Threat) => {
    unlist(threat.uri);
    threats.push({ uri: threat.uri, threatTypes: threat.threatTypes.filter((type) => isThreatType(type)) });
    store.save();
  };
  const unlist = (uri: string) => {
    threats.splice(0, threats.length, ...threats.filter((known) => known.uri !== uri));
    store.save();
  };
  const server: RunningServer = await startJsonServer(async (request: IncomingMessage, url: URL) => {
    if (url.pathname === "/v1/uris:search" && request.method === "GET") {
      lookups++;
      if (failing)
        return { status: 503, body: { error: { code: 503, message: "unavailable", status: "UNAVAILABLE" } } };
      if (url.searchParams.get("key") !== store.state.apiKey) {
        return {
          status: 403,
          body: { error: { code: 403, message: "API key not valid.", status: "PERMISSION_DENIED" } },
        };
      }
      const uri = url.searchParams.get("uri");
      const asked = url.searchParams.getAll("threatTypes");
      if (!uri || asked.length === 0) {
        return {
          status: 400,
          body: {
            error: { code: 400, message: "uri and threatTypes are required", status: "INVALID_ARGUMENT" },
          },
        };
      }
      const found = threats.find((threat) => threat.uri === uri);
      const types = found?.threatTypes.filter((type) => asked.includes(type)) ?? [];
      if (types.length === 0) return { status: 200, body: {} };
      return {
        status: 200,
        body: {
          threat: { threatTypes: types, expireTime: new Date(Date.now() + EXPIRES_IN_MS).toISOString() },
        },
      };
    }
    if (url.pathname === "/threats") {
      if (request.method === "GET") return { status: 200, body: { threats } };
      const threat = (await jsonBody(request)) as Threat;
      if (typeof threat?.uri !== "string" || threat.uri === "") {
        return {
          status: 400,
          body: { error: "send { uri, threatTypes: [SOCIAL_ENGINEERING|MALWARE|UNWANTED_SOFTWARE] }" },
        };
      }
      if (request.method === "PUT")
        list({ uri: threat.uri, threatTypes: threat.threatTypes ?? ["SOCIAL_ENGINEERING"] });
      else if (request.method === "DELETE") unlist(threat.uri);
      else return { status: 405, body: { error: "GET, PUT or DELETE" } };
      return { status: 200, body: { threats } };
    }
    if (url.pathname === "/lookups") return { status: 200, body: { lookups } };
    return { status: 404, body: { error: "not found" } };
  });
  return {
    url: server.origin,
    apiKey: store.state.apiKey,
    list,
    unlist,
    lookups: () => lookups,
    setFailing: (on) => {
      failing = on;
    },
    stop: server.stop,
  };
}

function isThreatType(type: string): boolean {
  return (THREAT_TYPES as readonly string[]).includes(type);
}
