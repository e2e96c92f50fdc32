// Addresses of disposable mail services (throwaway inboxes) cannot sign up: an account on one can never be reached
// again, and such accounts are what a phishing campaign opens by the dozen. The list is the maintained
// disposable-email-domains list (npm `disposable-email-domains-js`, CC0); a domain's subdomains count too.
import { disposableEmailBlocklist } from "disposable-email-domains-js";

let domains: Set<string> | undefined;

export function isDisposableAddress(email: string): boolean {
  domains ??= new Set(disposableEmailBlocklist());
  const labels = (email.split("@").at(-1) ?? "").toLowerCase().replace(/\.$/, "").split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    if (domains.has(labels.slice(i).join("."))) return true;
  }
  return false;
}
