// What a code is for: its `type` and the fields of its `content`. A `url` code redirects (every code made before
// content types is one); the page types are answered with a page the redirect worker renders from the KV record;
// `app` redirects by the scanner's phone; `wifi` is static: the network is written in the QR itself.

export const CONTENT_TYPES = [
  "url",
  "vcard",
  "links",
  "file",
  "event",
  "sms",
  "email",
  "phone",
  "app",
  "wifi",
  "gs1",
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** The types whose scan is answered with a page of ours. */
export const PAGE_TYPES = ["vcard", "links", "file", "event", "sms", "email", "phone", "wifi"] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** The types whose printed QR holds the content itself: no scan reaches us, and they cannot change after print. */
export const STATIC_TYPES = ["wifi"] as const;

export const isPageType = (type: string): type is PageType =>
  (PAGE_TYPES as readonly string[]).includes(type);
export const isStaticType = (type: string): boolean => (STATIC_TYPES as readonly string[]).includes(type);

export const PHONE_KINDS = ["mobile", "work", "home", "other"] as const;
export const EMAIL_KINDS = ["work", "home", "other"] as const;
export const WIFI_SECURITY = ["WPA", "WEP", "none"] as const;
export const MAX_LINKS = 20;

/** What a team may upload for a file code, a card's photo or a page's avatar: checked by content, not by name. */
export const FILE_CONTENT_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
] as const;
export type FileContentType = (typeof FILE_CONTENT_TYPES)[number];
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * What the database writes beside a file id in a content (its `file`, `photo` or `avatar`), from the team's file:
 * so the redirect record knows the file's type, name and size with no read of its own.
 */
export interface FileFacts {
  name: string;
  content_type: FileContentType;
  bytes: number;
  width?: number | undefined;
  height?: number | undefined;
}

/** What every page type may add to its content: a brand's accent colour (`#rrggbb`) for its buttons. */
export interface PageLook {
  accent_color?: string | undefined;
}

export interface VcardContent extends PageLook {
  first_name?: string | undefined;
  last_name?: string | undefined;
  organization?: string | undefined;
  title?: string | undefined;
  phones?: { kind: (typeof PHONE_KINDS)[number]; number: string }[] | undefined;
  emails?: { kind: (typeof EMAIL_KINDS)[number]; address: string }[] | undefined;
  website?: string | undefined;
  address?:
    | {
        street?: string | undefined;
        city?: string | undefined;
        region?: string | undefined;
        postal_code?: string | undefined;
        country?: string | undefined;
      }
    | undefined;
  note?: string | undefined;
  /** An image of the team's files (POST /files), shown on the card. */
  photo_file_id?: string | undefined;
  photo?: FileFacts | undefined;
}

export interface LinksContent extends PageLook {
  title: string;
  description?: string | undefined;
  links: { label: string; url: string }[];
  avatar_file_id?: string | undefined;
  avatar?: FileFacts | undefined;
}

export interface FileContent extends PageLook {
  /** A PDF or image of the team's files; another id replaces the file and keeps the code. */
  file_id: string;
  title?: string | undefined;
  description?: string | undefined;
  file?: FileFacts | undefined;
}

export interface EventContent extends PageLook {
  title: string;
  /** ISO 8601 instants. */
  starts_at: string;
  ends_at: string;
  /** The IANA zone the page shows the times in. */
  time_zone: string;
  location?: string | undefined;
  description?: string | undefined;
  url?: string | undefined;
}

export interface SmsContent extends PageLook {
  number: string;
  message?: string | undefined;
}

export interface EmailContent extends PageLook {
  address: string;
  subject?: string | undefined;
  body?: string | undefined;
}

export interface PhoneContent extends PageLook {
  number: string;
}

export interface AppContent {
  app_store_url?: string | undefined;
  google_play_url?: string | undefined;
  /** Where every other scanner goes: the code's `url`. */
  fallback_url: string;
}

export interface WifiContent {
  ssid: string;
  /** `WPA` covers WPA, WPA2 and WPA3 (personal), as every phone's camera reads it. */
  security: (typeof WIFI_SECURITY)[number];
  password?: string | undefined;
  hidden?: boolean | undefined;
}

/** A stored Wi-Fi code's content (written through its schema), checked where it is read. */
export function isWifiContent(value: unknown): value is WifiContent {
  const wifi = value as Partial<Record<keyof WifiContent, unknown>> | null;
  return (
    typeof wifi === "object" &&
    wifi !== null &&
    typeof wifi.ssid === "string" &&
    (WIFI_SECURITY as readonly unknown[]).includes(wifi.security)
  );
}

/** A stored app code's content (written through its schema), checked where it is read. */
export function isAppContent(value: unknown): value is AppContent {
  const app = value as Partial<Record<keyof AppContent, unknown>> | null;
  return typeof app === "object" && app !== null && typeof app.fallback_url === "string";
}

/** An application identifier and its value, as GS1 writes them (`{ ai: "01", value: "09506000134352" }`). */
export interface Gs1AiValue {
  ai: string;
  value: string;
}

/**
 * A GS1 Digital Link (gs1/): a primary key with its qualifiers, which make the code's path on its branded domain
 * (`/01/09506000134352/10/LOT42`), data attributes printed in the query, and the identifier's links by type.
 */
export interface Gs1Content {
  key: Gs1AiValue;
  qualifiers: Gs1AiValue[];
  attributes: Gs1AiValue[];
  description?: string | undefined;
  links: {
    /** `gs1:pip`, `gs1:epil`, … (gs1/link-types.ts). */
    type: string;
    href: string;
    title: string;
    languages?: string[] | undefined;
    context?: string | undefined;
    media_type?: string | undefined;
    default?: boolean | undefined;
  }[];
}

/** A stored GS1 code's content (written through its schema), checked where it is read. */
export function isGs1Content(value: unknown): value is Gs1Content {
  const gs1 = value as Partial<Record<keyof Gs1Content, unknown>> | null;
  return typeof gs1 === "object" && gs1 !== null && typeof gs1.key === "object" && Array.isArray(gs1.links);
}

export interface ContentOf {
  vcard: VcardContent;
  links: LinksContent;
  file: FileContent;
  event: EventContent;
  sms: SmsContent;
  email: EmailContent;
  phone: PhoneContent;
  app: AppContent;
  wifi: WifiContent;
  gs1: Gs1Content;
}

/** A page as the redirect record carries it (wifi without its password: the page never shows it). */
export type PageOf<T extends PageType = PageType> = { [K in T]: { type: K; content: ContentOf[K] } }[T];
