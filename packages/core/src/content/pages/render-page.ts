// A code's page, from its redirect record alone: a business card, a page of links, an event, a button that opens
// the phone's messages, mail or dialler, or what a Wi-Fi code is. The redirect worker serves it (and the .vcf and
// .ics files, apps/redirect/src/pages/files.ts); the web app's designer previews it before it is saved.

import { html, type Markup } from "../../html.ts";
import type { ContentOf, FileFacts, PageOf } from "../types.ts";
import { cardName } from "../vcard.ts";
import { accentOf } from "./accent.ts";
import { button, type PageFrame, pageDocument, text } from "./page-shell.ts";

/** Where a page's own files and actions are. */
export interface PageLinks {
  contact: string;
  event: string;
  /** A file code's file, shown inline (a PDF in the browser's viewer). */
  file: string;
  /** The same file as an attachment. */
  download: string;
  /** A card's photo or a page of links' avatar. */
  photo: string;
  /** A page of links' nth link: through the code, so its click is counted. */
  link: (index: number) => string;
}

/** At the edge: under the code's own path (apps/redirect/src/route.ts serves each of them). */
export function edgeLinks(slug: string): PageLinks {
  return {
    contact: `/${slug}/contact.vcf`,
    event: `/${slug}/event.ics`,
    file: `/${slug}/file`,
    download: `/${slug}/download`,
    photo: `/${slug}/photo`,
    link: (index) => `/${slug}/link/${index + 1}`,
  };
}

export function renderPage(page: PageOf, frame: PageFrame, links: PageLinks): string {
  const [title, body] = pageBody(page, frame, links);
  return pageDocument(
    frame,
    title,
    body,
    accentOf((page.content as { accent_color?: unknown }).accent_color),
  );
}

function pageBody(page: PageOf, frame: PageFrame, to: PageLinks): [string, Markup] {
  const s = frame.strings;
  switch (page.type) {
    case "vcard":
      return vcardBody(page.content, frame, to);
    case "links": {
      const { title, description, links, avatar } = page.content;
      return [
        title,
        html`${avatar && photo(to.photo, avatar)}<h1>${text(title)}</h1>${description && html`<p class="sub" dir="auto">${description}</p>`}<ul>${links.map((link, i) => button(to.link(i), text(link.label)))}</ul>`,
      ];
    }
    case "file":
      return fileBody(page.content, frame, to);
    case "event":
      return eventBody(page.content, frame, to);
    case "sms": {
      const { number, message } = page.content;
      const href = `sms:${dialable(number)}${message ? `?&body=${encodeURIComponent(message)}` : ""}`;
      return [
        s.sendText,
        html`<h1>${s.sendText}</h1><p class="sub">${text(number)}</p>${message && html`<p dir="auto">${message}</p>`}<ul>${button(href, s.openMessages, true)}</ul>`,
      ];
    }
    case "email": {
      const { address, subject, body } = page.content;
      const query = [
        subject && `subject=${encodeURIComponent(subject)}`,
        body && `body=${encodeURIComponent(body)}`,
      ].filter(Boolean);
      const href = `${mailto(address)}${query.length ? `?${query.join("&")}` : ""}`;
      return [
        s.writeEmail,
        html`<h1>${s.writeEmail}</h1><p class="sub">${text(address)}</p>${subject && html`<p dir="auto"><strong>${subject}</strong></p>`}${body && html`<p dir="auto">${body}</p>`}<ul>${button(href, s.writeEmail, true)}</ul>`,
      ];
    }
    case "phone": {
      const { number } = page.content;
      return [
        s.callNumber,
        html`<h1>${text(number)}</h1><ul>${button(`tel:${dialable(number)}`, s.callNumber, true)}</ul>`,
      ];
    }
    case "wifi":
      return [
        s.wifiTitle,
        html`<h1>${s.wifiTitle}</h1><p class="sub">${text(page.content.ssid)}</p><p>${s.wifiText}</p>`,
      ];
  }
}

/** A file code: an image shown at the phone's width, a PDF opened in the browser's viewer; both downloadable. */
function fileBody(page: ContentOf["file"], frame: PageFrame, to: PageLinks): [string, Markup] {
  const s = frame.strings;
  const facts = page.file;
  const title = page.title ?? facts?.name ?? s.document;
  const isImage = facts?.content_type.startsWith("image/") ?? false;
  const size = facts
    ? html`<p class="sub">${facts.content_type === "application/pdf" ? "PDF" : facts.content_type.slice(6).toUpperCase()} · ${fileSize(facts.bytes, frame.language)}</p>`
    : "";
  return [
    title,
    html`<h1>${text(title)}</h1>${size}${page.description && html`<p dir="auto">${page.description}</p>`}${isImage && facts ? html`<img class="shown" src="${to.file}" alt="${title}"${dimensions(facts)}>` : ""}<ul>${isImage ? "" : button(to.file, s.openDocument, true)}${button(to.download, s.download, isImage, true)}</ul>`,
  ];
}

const photo = (href: string, facts: FileFacts) =>
  html`<img class="photo" src="${href}" alt=""${dimensions(facts)}>`;

/** Width and height, so the page does not move when the image arrives. */
const dimensions = (facts: FileFacts) =>
  facts.width && facts.height ? html` width="${String(facts.width)}" height="${String(facts.height)}"` : "";

function fileSize(bytes: number, language: string): string {
  const format = (value: number, unit: "kilobyte" | "megabyte") =>
    new Intl.NumberFormat(language, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
  return bytes < 1024 * 1024
    ? format(Math.max(1, Math.round(bytes / 1024)), "kilobyte")
    : format(bytes / 1024 / 1024, "megabyte");
}

function vcardBody(card: ContentOf["vcard"], frame: PageFrame, to: PageLinks): [string, Markup] {
  const s = frame.strings;
  const name = cardName(card);
  const role = [card.title, card.organization].filter(Boolean) as string[];
  const address = card.address
    ? [
        card.address.street,
        card.address.postal_code,
        card.address.city,
        card.address.region,
        card.address.country,
      ]
        .filter(Boolean)
        .join(", ")
    : "";
  return [
    name,
    html`${card.photo && photo(to.photo, card.photo)}<h1>${text(name)}</h1>${role.length > 0 && html`<p class="sub">${role.map((part, i) => html`${i > 0 ? " · " : ""}${text(part)}`)}</p>`}${card.note && html`<p dir="auto">${card.note}</p>`}<ul>${button(to.contact, s.addToContacts, true, true)}${(card.phones ?? []).map((phone) => button(`tel:${dialable(phone.number)}`, html`${s.call} ${text(phone.number)}`))}${(card.emails ?? []).map((email) => button(mailto(email.address), html`${s.email} ${text(email.address)}`))}${card.website && button(card.website, html`${s.website}`)}${address && button(mapUrl(address), html`${s.openMap}: ${text(address)}`)}</ul>`,
  ];
}

function eventBody(event: ContentOf["event"], frame: PageFrame, to: PageLinks): [string, Markup] {
  const s = frame.strings;
  return [
    event.title,
    html`<h1>${text(event.title)}</h1><dl><dt>${s.when}</dt><dd>${eventTimes(event, frame.language)}</dd>${event.location && html`<dt>${s.where}</dt><dd>${text(event.location)}</dd>`}</dl>${event.description && html`<p dir="auto">${event.description}</p>`}<ul>${button(to.event, s.addToCalendar, true, true)}${event.location && button(mapUrl(event.location), s.openMap)}${event.url && button(event.url, s.moreInformation)}</ul>`,
  ];
}

/** The event's span in its own zone, in the page's language, with the zone named. */
function eventTimes(event: ContentOf["event"], language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: event.time_zone,
  });
  const zone = new Intl.DateTimeFormat(language, { timeZone: event.time_zone, timeZoneName: "short" })
    .formatToParts(new Date(event.starts_at))
    .find((part) => part.type === "timeZoneName")?.value;
  return `${format.formatRange(new Date(event.starts_at), new Date(event.ends_at))}${zone ? ` (${zone})` : ""}`;
}

/** A number as a dialler takes it: digits, + * # and the pause and extension marks. */
function dialable(number: string): string {
  return number.replace(/x/g, ";ext=").replace(/[^0-9+*#;=ext,]/g, "");
}

const mailto = (address: string) => `mailto:${encodeURIComponent(address).replace("%40", "@")}`;

const mapUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
