// What a code is, in a person's words, wherever the app names one: its type's label and icon, a title (its name,
// else one its content gives: a card's person, a file's title, a network's name; its slug last), and what a scan
// of it shows ("Goes to").
import type { ContentOf, ContentType } from "@qr/core/content/types";
import {
  Barcode,
  CalendarDays,
  Contact,
  FileText,
  Globe,
  List,
  type LucideIcon,
  Mail,
  MessageSquare,
  Phone,
  Smartphone,
  Wifi,
} from "lucide-react";
import { kindOf } from "../content/content-kinds.ts";

export const TYPE_ICONS: Record<ContentType, LucideIcon> = {
  url: Globe,
  vcard: Contact,
  links: List,
  file: FileText,
  event: CalendarDays,
  app: Smartphone,
  sms: MessageSquare,
  email: Mail,
  phone: Phone,
  wifi: Wifi,
  gs1: Barcode,
};

export const typeLabel = (type: ContentType): string => kindOf(type).label;

/** What the app needs of a code to name it. */
export interface NamedCode {
  type: ContentType;
  name: string | null;
  slug: string;
  url: string;
  content: Record<string, unknown> | null;
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** The title a code is listed by: its name, else what its content says it is, else its slug. */
export function codeTitle(code: NamedCode): string {
  return code.name ?? contentTitle(code) ?? code.slug;
}

function contentTitle(code: NamedCode): string | undefined {
  const content = code.content ?? {};
  switch (code.type) {
    case "vcard": {
      const card = content as Partial<ContentOf["vcard"]>;
      return text([card.first_name, card.last_name].filter(Boolean).join(" ")) ?? text(card.organization);
    }
    case "links":
    case "event":
      return text(content.title);
    case "file": {
      const file = content as Partial<ContentOf["file"]>;
      return text(file.title) ?? text(file.file?.name);
    }
    case "wifi":
      return text(content.ssid);
    case "gs1":
      return text(content.description);
    case "sms":
    case "phone":
      return text(content.number);
    case "email":
      return text(content.address);
    default:
      return undefined;
  }
}

/** What a scan of the code shows, in a few words. */
export function goesTo(code: NamedCode): string {
  const content = code.content ?? {};
  switch (code.type) {
    case "url":
      return displayUrl(code.url);
    case "vcard":
      return `Contact card of ${contentTitle(code) ?? "a person"}`;
    case "links": {
      const links = Array.isArray(content.links) ? content.links.length : 0;
      return `Page of ${links} link${links === 1 ? "" : "s"}`;
    }
    case "file": {
      const file = (content as Partial<ContentOf["file"]>).file;
      const kind = file?.content_type === "application/pdf" ? "PDF" : "Image";
      return file ? `${kind}: ${file.name}` : "A PDF or image";
    }
    case "event": {
      const startsAt = text(content.starts_at);
      return startsAt
        ? `Event on ${new Date(startsAt).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" })}`
        : "An event page";
    }
    case "app":
      return `App stores, else ${displayUrl(String(content.fallback_url ?? code.url))}`;
    case "sms":
      return `Text message to ${text(content.number) ?? "a number"}`;
    case "email":
      return `Email to ${text(content.address) ?? "an address"}`;
    case "phone":
      return `Call ${text(content.number) ?? "a number"}`;
    case "wifi":
      return `Joins the Wi-Fi network ${text(content.ssid) ?? ""}`.trim();
    case "gs1": {
      const links = Array.isArray(content.links) ? content.links.length : 0;
      return `GS1 Digital Link: ${links} link${links === 1 ? "" : "s"} by type and language`;
    }
  }
}

/** A URL as a person reads it: no scheme, no trailing slash. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, "").replace(/\/$/, "");
}
