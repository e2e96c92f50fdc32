// The account email, as plain text and simple HTML.
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
  const html = paragraphs
    .map((p) =>
      /^https?:\/\//.test(p)
        ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p)}</p>`,
    )
    .join("\n");
  return {
    to,
    subject,
    text: paragraphs.join("\n\n"),
    html: `<!doctype html><html><body>${html}</body></html>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
