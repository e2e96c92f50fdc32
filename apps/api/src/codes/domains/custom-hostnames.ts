// Certificates of branded domains, through Cloudflare for SaaS's custom hostnames API
// (`/zones/{zone_id}/custom_hostnames`, Bearer token; every answer wrapped in `{ success, errors, messages,
// result }`). A custom hostname has two states, the hostname's and its certificate's (`ssl.status`); the
// domain is served over HTTPS only once both are active. Read here as one of three: active, still going, or
// stuck for good. A failure to ask is not a failure of the certificate: it is asked again.

import type { CertificateStatus } from "@qr/db";
import { callOut } from "../../lib/http.ts";
import type { CloudflareSettings } from "./domain-settings.ts";

const TIMEOUT_MS = 10_000;
const MAX_RESPONSE_BYTES = 256 * 1024;
/** Cloudflare's error code for a hostname the zone already has. */
const DUPLICATE_HOSTNAME = 1406;
const STUCK_HOSTNAME = new Set([
  "blocked",
  "moved",
  "deleted",
  "pending_deletion",
  "test_blocked",
  "test_failed",
]);

export interface CustomHostname {
  id: string;
  hostname: string;
  status: string;
  ssl?: { status?: string; validation_errors?: { message?: string }[] } | undefined;
  verification_errors?: string[] | undefined;
}

/** What the domain shows of its certificate. */
export interface CertificateState {
  status: Extract<CertificateStatus, "pending" | "active" | "failed">;
  detail: string | null;
}

/** Cloudflare answered with an error, or could not be asked. */
export class CloudflareError extends Error {
  readonly codes: number[];
  /** The HTTP status Cloudflare answered with; undefined when it could not be asked. */
  readonly status: number | undefined;
  constructor(message: string, codes: number[] = [], status?: number) {
    super(message);
    this.name = "CloudflareError";
    this.codes = codes;
    this.status = status;
  }
}

/** Adds the hostname to the zone and asks for its certificate (HTTP validation, once DNS points here). */
export async function createCustomHostname(
  settings: CloudflareSettings,
  hostname: string,
): Promise<CustomHostname> {
  try {
    return await call(settings, "POST", "", { hostname, ssl: { method: "http", type: "dv" } });
  } catch (error) {
    // Added before (a request that failed after Cloudflare kept it): take that one.
    if (error instanceof CloudflareError && error.codes.includes(DUPLICATE_HOSTNAME)) {
      const found = await findCustomHostname(settings, hostname);
      if (found) return found;
    }
    throw error;
  }
}

/** Asks Cloudflare to validate the hostname again (after its DNS was fixed). */
export async function refreshCustomHostname(
  settings: CloudflareSettings,
  id: string,
): Promise<CustomHostname> {
  return call(settings, "PATCH", `/${encodeURIComponent(id)}`, { ssl: { method: "http", type: "dv" } });
}

export async function getCustomHostname(settings: CloudflareSettings, id: string): Promise<CustomHostname> {
  return call(settings, "GET", `/${encodeURIComponent(id)}`);
}

export async function findCustomHostname(
  settings: CloudflareSettings,
  hostname: string,
): Promise<CustomHostname | undefined> {
  const found: CustomHostname[] = await call(settings, "GET", `?hostname=${encodeURIComponent(hostname)}`);
  return found.find((entry) => entry.hostname === hostname);
}

/** Removes the hostname from the zone; one already gone is fine. */
export async function deleteCustomHostname(settings: CloudflareSettings, id: string): Promise<void> {
  try {
    await call(settings, "DELETE", `/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!(error instanceof CloudflareError && error.status === 404)) throw error;
  }
}

export function certificateStateOf(custom: CustomHostname): CertificateState {
  const ssl = custom.ssl?.status ?? "initializing";
  if (custom.status === "active" && ssl === "active") return { status: "active", detail: null };
  const reasons = [
    ...(custom.verification_errors ?? []),
    ...(custom.ssl?.validation_errors ?? []).flatMap((error) => (error.message ? [error.message] : [])),
  ];
  if (
    STUCK_HOSTNAME.has(custom.status) ||
    ssl.endsWith("_timed_out") ||
    ssl === "expired" ||
    ssl === "deleted"
  ) {
    return {
      status: "failed",
      detail: `Cloudflare gave up (hostname ${custom.status}, certificate ${ssl})${reasons.length ? `: ${reasons.join("; ")}` : ""}. Check the CNAME, then verify again.`,
    };
  }
  return {
    status: "pending",
    detail: `Cloudflare is validating the hostname and issuing its certificate (hostname ${custom.status}, certificate ${ssl})${reasons.length ? `: ${reasons.join("; ")}` : ""}.`,
  };
}

async function call<T>(
  settings: CloudflareSettings,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const url = `${settings.apiUrl.replace(/\/+$/, "")}/zones/${encodeURIComponent(settings.zoneId)}/custom_hostnames${path}`;
  let response: Response;
  let text: string;
  try {
    response = await callOut(url, {
      method,
      headers: {
        Authorization: `Bearer ${settings.token}`,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: TIMEOUT_MS,
    });
    text = await response.text();
  } catch {
    throw new CloudflareError("Cloudflare's API could not be reached");
  }
  if (text.length > MAX_RESPONSE_BYTES) throw new CloudflareError("Cloudflare's answer was too large");
  let envelope: { success?: boolean; errors?: { code?: number; message?: string }[]; result?: T };
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new CloudflareError(
      `Cloudflare answered HTTP ${response.status} without JSON`,
      [],
      response.status,
    );
  }
  if (!response.ok || envelope.success !== true || envelope.result === undefined) {
    const errors = envelope.errors ?? [];
    const messages = errors.map((error) => error.message).filter(Boolean);
    throw new CloudflareError(
      `Cloudflare answered HTTP ${response.status}${messages.length ? `: ${messages.join("; ")}` : ""}`,
      errors.flatMap((error) => (typeof error.code === "number" ? [error.code] : [])),
      response.status,
    );
  }
  return envelope.result;
}
