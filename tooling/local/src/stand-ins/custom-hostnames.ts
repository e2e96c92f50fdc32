// The local stack's Cloudflare for SaaS: a stand-in for the custom hostnames API
// (`/client/v4/zones/{zone_id}/custom_hostnames`, Bearer token, every answer wrapped in `{ success, errors,
// messages, result }`): create (a duplicate hostname is error 1406), read (a hostname moves from pending to
// active, with its certificate, at the first read after `activationMs`), list by `?hostname=`, PATCH to validate
// again, delete. Certificates are not real: the local stack serves plain HTTP.
import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { jsonBody, persisted, startJsonServer } from "./json-server.ts";

export interface CustomHostnamesStandIn {
  /** The API base (CLOUDFLARE_API_URL). */
  apiUrl: string;
  zoneId: string;
  token: string;
  stop(): Promise<void>;
}

interface Entry {
  id: string;
  hostname: string;
  status: "pending" | "active";
  ssl: { id: string; status: "pending_validation" | "active"; method: string; type: string };
  created_at: string;
}

const PREFIX = "/client/v4/zones/";

export async function startCustomHostnamesStandIn(
  options: { stateFile?: string | undefined; activationMs?: number } = {},
): Promise<CustomHostnamesStandIn> {
  const store = persisted<{ zoneId: string; token: string; hostnames: Entry[] }>(options.stateFile, {
    zoneId: randomBytes(16).toString("hex"),
    token: randomBytes(24).toString("base64url"),
    hostnames: [],
  });
  const { state } = store;
  store.save();
  const activationMs = options.activationMs ?? 0;
  const server = await startJsonServer(async (request: IncomingMessage, url: URL) => {
    if (request.headers.authorization !== `Bearer ${state.token}`)
      return failure(403, 10000, "Authentication error");
    if (!url.pathname.startsWith(PREFIX)) return failure(404, 7000, "No route for that URI");
    const [zone, collection, id, ...rest] = url.pathname.slice(PREFIX.length).split("/");
    if (collection !== "custom_hostnames" || rest.length > 0)
      return failure(404, 7000, "No route for that URI");
    if (zone !== state.zoneId) return failure(403, 7003, "Could not route to this zone");
    const entry = id ? state.hostnames.find((known) => known.id === id) : undefined;
    if (id && !entry) return failure(404, 1436, "Custom hostname not found");
    switch (request.method) {
      case "POST": {
        if (id) return failure(405, 10405, "Method not allowed");
        const body = (await jsonBody(request)) as {
          hostname?: unknown;
          ssl?: { method?: string; type?: string };
        };
        if (typeof body?.hostname !== "string" || body.hostname === "")
          return failure(400, 1409, "hostname is required");
        if (state.hostnames.some((known) => known.hostname === body.hostname))
          return failure(409, 1406, "Duplicate custom hostname found.");
        const created: Entry = {
          id: randomBytes(16).toString("hex"),
          hostname: body.hostname,
          status: "pending",
          ssl: {
            id: randomBytes(16).toString("hex"),
            status: "pending_validation",
            method: body.ssl?.method ?? "http",
            type: body.ssl?.type ?? "dv",
          },
          created_at: new Date().toISOString(),
        };
        state.hostnames.push(created);
        store.save();
        return success(created);
      }
      case "GET": {
        if (!entry) {
          const hostname = url.searchParams.get("hostname");
          const found = state.hostnames.filter((known) => hostname === null || known.hostname === hostname);
          return {
            status: 200,
            body: {
              success: true,
              errors: [],
              messages: [],
              result: found,
              result_info: { page: 1, per_page: 50, count: found.length, total_count: found.length },
            },
          };
        }
        if (entry.status === "pending" && Date.now() - Date.parse(entry.created_at) >= activationMs) {
          entry.status = "active";
          entry.ssl.status = "active";
          store.save();
        }
        return success(entry);
      }
      case "PATCH": {
        if (!entry) return failure(405, 10405, "Method not allowed");
        if (entry.ssl.status !== "active") entry.ssl.status = "pending_validation";
        store.save();
        return success(entry);
      }
      case "DELETE": {
        if (!entry) return failure(405, 10405, "Method not allowed");
        state.hostnames.splice(state.hostnames.indexOf(entry), 1);
        store.save();
        return success({ id: entry.id });
      }
      default:
        return failure(405, 10405, "Method not allowed");
    }
  });
  return {
    apiUrl: `${server.origin}/client/v4`,
    zoneId: state.zoneId,
    token: state.token,
    stop: server.stop,
  };
}

function success(result: unknown) {
  return { status: 200, body: { success: true, errors: [], messages: [], result } };
}

function failure(status: number, code: number, message: string) {
  return { status, body: { success: false, errors: [{ code, message }], messages: [], result: null } };
}
