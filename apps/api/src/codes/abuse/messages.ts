// The email abuse control sends a team: its codes flagged or cleared, and a code taken down.

import type { Mail } from "../../access/mail/mail.ts";
import { mail } from "../../access/mail/messages.ts";

interface CodeNamed {
  label: string;
  reason: string | null;
}

export function codesFlaggedMail(to: string, codes: CodeNamed[]): Mail {
  const one = codes.length === 1;
  return mail(
    to,
    one
      ? `Your QR code "${codes[0]?.label}" was flagged as unsafe`
      : `${codes.length} of your QR codes were flagged as unsafe`,
    [
      one
        ? "One of your team's QR codes leads to an address that is now known to be unsafe (phishing or malware), so its scans see a warning page instead:"
        : "Some of your team's QR codes lead to addresses that are now known to be unsafe (phishing or malware), so their scans see a warning page instead:",
      ...codes.map((code) => `"${code.label}": ${code.reason ?? "a destination is blocked"}.`),
      "Send each code to another destination to turn it back on. If you think this is a mistake, answer this message.",
    ],
  );
}

export function codeClearedMail(to: string, codes: CodeNamed[]): Mail {
  return mail(
    to,
    codes.length === 1
      ? `Your QR code "${codes[0]?.label}" works again`
      : `${codes.length} of your QR codes work again`,
    [
      "The block that held these QR codes back was lifted: their scans reach their destinations again.",
      ...codes.map((code) => `"${code.label}"`),
    ],
  );
}

export function codeTakenDownMail(to: string, label: string, reason: string): Mail {
  return mail(to, `Your QR code "${label}" was disabled for abuse`, [
    `The QR code "${label}" was reported, and our team disabled it: ${reason}.`,
    "Its scans now get a page saying it was disabled. It cannot be turned back on from your account. If you think this is a mistake, answer this message.",
  ]);
}
