// An event as an iCalendar file (RFC 5545) with one VEVENT: times in UTC (every calendar shows them in its own
// zone, so no VTIMEZONE is needed), TEXT escaped and lines folded at 75 octets.
import { contentLines, escapeText } from "./folding.ts";
import type { EventContent } from "./types.ts";

/** `20261126T180000Z`: an instant as iCalendar's UTC DATE-TIME. */
export function icsInstant(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function icsOf(event: EventContent, uid: string, stampedAt: number): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//qrservice//event page//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeText(uid)}`,
    `DTSTAMP:${icsInstant(stampedAt)}`,
    `DTSTART:${icsInstant(Date.parse(event.starts_at))}`,
    `DTEND:${icsInstant(Date.parse(event.ends_at))}`,
    `SUMMARY:${escapeText(event.title)}`,
  ];
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url}`);
  lines.push("END:VEVENT", "END:VCALENDAR");
  return contentLines(lines);
}
