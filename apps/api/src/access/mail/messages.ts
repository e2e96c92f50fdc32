// The account email, as plain text and simple HTML.
import { html } from "@qr/core/html";
import type { Mail } from "./mail.ts";

export function verificationMail(to: string, url: string): Mail {
  return mail(to, "Verify your email address", [
    "Welcome to the QR service.",
    "Open this link to verify your email address (it works for 24 hours):",
    url,
    "If you did not sign up, ignore this message.",
  ]);
}

export function resetPasswordMail(to: string, url: string): Mail {
  return mail(to, "Reset your password", [
    "Someone asked to reset the password of this account.",
    "Open this link to choose a new one (it works once, for 30 minutes):",
    url,
    "If it was not you, ignore this message: your password stays as it is.",
  ]);
}

export function invitationMail(to: string, teamName: string, url: string, days: number): Mail {
  return mail(to, `You are invited to ${teamName}`, [
    `You are invited to join the team "${teamName}" on the QR service.`,
    `Open this link to accept (it works for ${days} days):`,
    url,
    "If you did not expect this invitation, ignore this message.",
  ]);
}

/** A message of paragraphs; a paragraph that is a URL becomes a link in the HTML part. */
export function mail(to: string, subject: string, paragraphs: string[]): Mail {
  const body = paragraphs.map((p) =>
    /^https?:\/\//.test(p) ? html`<p><a href="${p}">${p}</a></p>` : html`<p>${p}</p>`,
  );
  return {
    to,
    subject,
    text: paragraphs.join("\n\n"),
    html: String(html`<!doctype html><html><body>${body}</body></html>`),
  };
}

const SECURITY_MESSAGES = {
  two_factor_enabled: [
    "Two-factor authentication is on",
    "Two-factor authentication was turned on for your account: signing in now asks for a code from your authenticator app. Your other sessions were signed out.",
  ],
  two_factor_disabled: [
    "Two-factor authentication is off",
    "Two-factor authentication was turned off for your account: signing in asks for your password only. Your other sessions were signed out.",
  ],
  recovery_codes_renewed: [
    "New recovery codes",
    "New recovery codes were made for your account; the earlier ones no longer work.",
  ],
  recovery_code_used: [
    "A recovery code was used",
    "Someone signed in to your account with one of its recovery codes. Each code works once.",
  ],
  passkey_added: ["A passkey was added", "A passkey was added to your account; it can now sign in alone."],
  passkey_removed: ["A passkey was removed", "A passkey was removed from your account."],
  password_changed: [
    "Your password was changed",
    "The password of your account was changed. Your other sessions were signed out.",
  ],
  signed_out_everywhere: [
    "Signed out everywhere else",
    "All sessions of your account but one were signed out.",
  ],
  new_device: ["New sign-in to your account", "Your account was signed in to from a device not seen before."],
} as const;

export type SecurityEvent = keyof typeof SECURITY_MESSAGES;

/** What a person is told about a change to how their account signs in, with where and what it came from. */
export function securityMail(to: string, event: SecurityEvent, facts: string[]): Mail {
  const [subject, what] = SECURITY_MESSAGES[event];
  return mail(to, subject, [
    what,
    ...facts,
    "If it was not you, change your password now and check the sessions in your account settings.",
  ]);
}
