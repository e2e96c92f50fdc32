// Device, OS and browser of a scan: from its user agent (ua-parser-js 1.x, MIT), corrected by client hints
// (Sec-CH-UA-Mobile, Sec-CH-UA-Platform) when the browser sent them, since Chromium's reduced user agent
// hides the real platform version and sometimes the form factor.
import { BoundedCache } from "@qr/core/bounded-cache";
import { UAParser } from "ua-parser-js";

export type DeviceClass = "mobile" | "tablet" | "desktop" | "other";

export interface ClientInfo {
  device: DeviceClass;
  os: string;
  browser: string;
}

export interface ClientHints {
  mobile?: boolean | null | undefined;
  platform?: string | null | undefined;
}

const DESKTOP_OSES = new Set([
  "Windows",
  "Mac OS",
  "macOS",
  "Linux",
  "Ubuntu",
  "Debian",
  "Fedora",
  "Chromium OS",
  "Chrome OS",
]);
const MOBILE_OSES = new Set(["iOS", "Android", "HarmonyOS", "KaiOS"]);
// Client hint platform names → the names ua-parser-js uses, so both sources count as one.
const PLATFORM_NAMES: Record<string, string> = {
  macOS: "Mac OS",
  "Chrome OS": "Chromium OS",
  ChromeOS: "Chromium OS",
};

// A burst repeats a few thousand user agents: parsing each once per isolate takes the parser off the consumer's
// path (its cost per scan: BENCHMARKS.md, "Ingestion").
const remembered = new BoundedCache<ClientInfo>({ capacity: 5_000 });

export function classifyUserAgent(ua: string, hints: ClientHints = {}): ClientInfo {
  const key = `${hints.mobile ?? ""}\u0000${hints.platform ?? ""}\u0000${ua}`;
  return remembered.remember(key, () => parseUserAgent(ua, hints));
}

function parseUserAgent(ua: string, hints: ClientHints): ClientInfo {
  const result = new UAParser(ua).getResult();
  const hinted = hints.platform ? (PLATFORM_NAMES[hints.platform] ?? hints.platform) : undefined;
  const os = hinted && hinted !== "Unknown" ? hinted : (result.os.name ?? "unknown");
  return {
    device: deviceOf(result.device.type, os, hints.mobile),
    os,
    browser: result.browser.name ?? "unknown",
  };
}

function deviceOf(type: string | undefined, os: string, mobileHint: boolean | null | undefined): DeviceClass {
  if (mobileHint === true) return "mobile"; // the browser says so; its reduced user agent may not
  if (type === "tablet") return "tablet";
  if (type === "mobile" || type === "wearable") return "mobile";
  if (type === "console" || type === "smarttv" || type === "embedded" || type === "xr") return "other";
  if (DESKTOP_OSES.has(os)) return "desktop";
  // An Android browser without "Mobile" in its user agent is a tablet (Google's own convention).
  if (os === "Android") return "tablet";
  if (MOBILE_OSES.has(os)) return "mobile";
  return "other";
}
