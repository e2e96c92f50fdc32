// Device, OS and browser of a scan, from its user agent (ua-parser-js 1.x, MIT).
import { UAParser } from "ua-parser-js";

export type DeviceClass = "mobile" | "tablet" | "desktop" | "other";

export interface ClientInfo {
  device: DeviceClass;
  os: string;
  browser: string;
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
]);

export function classifyUserAgent(ua: string): ClientInfo {
  const result = new UAParser(ua).getResult();
  const os = result.os.name ?? "unknown";
  return {
    device: deviceOf(result.device.type, os),
    os,
    browser: result.browser.name ?? "unknown",
  };
}

function deviceOf(type: string | undefined, os: string): DeviceClass {
  if (type === "mobile" || type === "wearable") return "mobile";
  if (type === "tablet") return "tablet";
  if (type === undefined && DESKTOP_OSES.has(os)) return "desktop";
  return "other";
}
