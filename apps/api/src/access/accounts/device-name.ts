// A device as a person recognises it in their sessions and in the mail about a sign-in: "Firefox on Linux".
import { UAParser } from "ua-parser-js";

export function deviceName(userAgent: string | null | undefined): string {
  const { browser, os } = new UAParser(userAgent ?? "").getResult();
  return [browser.name, os.name].filter(Boolean).join(" on ") || "Unknown device";
}
