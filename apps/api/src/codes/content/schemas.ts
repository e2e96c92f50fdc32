// The content of each code type as the API takes and shows it (`content`, beside `type`). Every text is bounded;
// every URL is a destination (checked and screened as a code's `url` is, check-content.ts).
import { z } from "@hono/zod-openapi";
import { ACCENT_COLOR } from "@qr/core/content/pages/accent";
import {
  CONTENT_TYPES,
  EMAIL_KINDS,
  FILE_CONTENT_TYPES,
  MAX_LINKS,
  PHONE_KINDS,
  WIFI_SECURITY,
} from "@qr/core/content/types";
import { MAX_DESTINATION_LENGTH } from "@qr/core/destination";
import { isKnownTimeZone } from "@qr/core/local-time";
import { Gs1Content } from "./gs1-schema.ts";

const Text = (max: number) => z.string().trim().min(1).max(max);
const ContentUrl = z.string().min(1).max(MAX_DESTINATION_LENGTH).openapi({ example: "https://example.com" });
/** A phone number as people write it: digits, spaces, + ( ) - . and an extension. */
export const PhoneNumber = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^\+?[0-9 ()./-]+(?:(?:;ext=|x)[0-9]+)?$/, "a phone number such as +33 1 23 45 67 89")
  .openapi({ example: "+33 1 23 45 67 89" });
const EmailAddress = z.email().max(254).openapi({ example: "ada@example.com" });
const FileId = z
  .string()
  .regex(/^file_[0-9a-z]{1,60}$/, "a file id (file_…) of POST /files")
  .openapi({ example: "file_01jd6m3q2x8f7k0v9w4c5b1n2z" });
/** What the database writes beside a file id: read-only (whatever a request sends here is replaced). */
const FileFacts = z
  .object({
    name: z.string(),
    content_type: z.enum(FILE_CONTENT_TYPES),
    bytes: z.int(),
    width: z.int().optional(),
    height: z.int().optional(),
  })
  .openapi("FileFacts", {
    readOnly: true,
    description: "The file's name, type, size and (images) dimensions, written by the service beside its id.",
  });
/** Every page type's look: a brand's accent colour for its buttons (the text on them is chosen to read). */
const pageLook = {
  accent_color: z.string().regex(ACCENT_COLOR, "a colour as #rrggbb").optional().openapi({
    example: "#0b6e4f",
    description:
      "The page's buttons in the brand's colour (`#rrggbb`), light and dark alike; the text on them is white or near-black, whichever reads better.",
  }),
};
const Instant = z.iso.datetime({ offset: true }).openapi({ example: "2026-12-12T19:00:00+01:00" });

export const ContentType = z.enum(CONTENT_TYPES).openapi("ContentType", {
  description:
    "What the code is for. `url` (the default) redirects to `url`. `vcard`, `links`, `file`, `event`, `sms`, `email` and `phone` answer scans with a page of ours (rendered at the edge from `content`; page actions such as Add to contacts are on it). `app` sends iPhones to the App Store, Android phones to Google Play and everyone else to `content.fallback_url`. `wifi` writes the network into the printed QR itself: it is static (it cannot change after printing, and it has no scans). `gs1` is a GS1 Digital Link on a verified branded domain: its path is the product's identifier and its scans are resolved to its links by type, language and context (docs/gs1.md). The type is chosen when the code is made and never changes; the content of every type but `wifi` can.",
});

export const VcardContent = z
  .strictObject({
    first_name: Text(100).optional(),
    last_name: Text(100).optional(),
    organization: Text(200).optional(),
    title: Text(200).optional(),
    phones: z
      .array(z.strictObject({ kind: z.enum(PHONE_KINDS).default("mobile"), number: PhoneNumber }))
      .max(5)
      .optional(),
    emails: z
      .array(z.strictObject({ kind: z.enum(EMAIL_KINDS).default("work"), address: EmailAddress }))
      .max(5)
      .optional(),
    website: ContentUrl.optional(),
    address: z
      .strictObject({
        street: Text(200).optional(),
        city: Text(100).optional(),
        region: Text(100).optional(),
        postal_code: Text(20).optional(),
        country: Text(100).optional(),
      })
      .optional(),
    note: Text(1000).optional(),
    photo_file_id: FileId.optional().openapi({ description: "An image of the team's files (POST /files)." }),
    photo: FileFacts.optional(),
    ...pageLook,
  })
  .refine((card) => Boolean(card.first_name || card.last_name || card.organization), {
    message: "a card needs a first name, a last name or an organization",
    path: ["first_name"],
  })
  .openapi("VcardContent", {
    description:
      "A business card: the page offers Add to contacts (a vCard file). At least one of `first_name`, `last_name` and `organization` is required.",
  });

export const LinksContent = z
  .strictObject({
    title: Text(100),
    description: Text(500).optional(),
    links: z
      .array(z.strictObject({ label: Text(100), url: ContentUrl }))
      .min(1)
      .max(MAX_LINKS),
    avatar_file_id: FileId.optional().openapi({ description: "An image of the team's files (POST /files)." }),
    avatar: FileFacts.optional(),
    ...pageLook,
  })
  .openapi("LinksContent", {
    description: `A page of up to ${MAX_LINKS} labelled links; each link's clicks are counted (GET /qr/{id}/clicks).`,
  });

export const FileContent = z
  .strictObject({
    file_id: FileId.openapi({
      description:
        "A PDF or image of the team's files (POST /files); another id replaces it and keeps the code.",
    }),
    title: Text(200).optional().openapi({ description: "The page's heading (default: the file's name)." }),
    description: Text(1000).optional(),
    file: FileFacts.optional(),
    ...pageLook,
  })
  .openapi("FileContent", {
    description:
      "A PDF or image: the page shows an image at the phone's width, or opens a PDF in the browser's viewer, with a download button.",
  });

export const EventContent = z
  .strictObject({
    title: Text(200),
    starts_at: Instant,
    ends_at: Instant,
    time_zone: z
      .string()
      .max(64)
      .refine(isKnownTimeZone, "time_zone is not a known IANA time zone")
      .openapi({ example: "Europe/Paris" }),
    location: Text(300).optional(),
    description: Text(2000).optional(),
    url: ContentUrl.optional(),
    ...pageLook,
  })
  .refine((event) => Date.parse(event.ends_at) > Date.parse(event.starts_at), {
    message: "ends_at must be later than starts_at",
    path: ["ends_at"],
  })
  .openapi("EventContent", { description: "An event: the page offers Add to calendar (an .ics file)." });

export const SmsContent = z
  .strictObject({ number: PhoneNumber, message: Text(500).optional(), ...pageLook })
  .openapi("SmsContent", {
    description: "A page with one button that opens Messages with the text filled in.",
  });
export const EmailContent = z
  .strictObject({
    address: EmailAddress,
    subject: Text(200).optional(),
    body: Text(2000).optional(),
    ...pageLook,
  })
  .openapi("EmailContent", { description: "A page with one button that opens the mail app, filled in." });
export const PhoneContent = z
  .strictObject({ number: PhoneNumber, ...pageLook })
  .openapi("PhoneContent", { description: "A page with one button that calls the number." });

export const AppContent = z
  .strictObject({
    app_store_url: ContentUrl.optional().openapi({ example: "https://apps.apple.com/app/id123456789" }),
    google_play_url: ContentUrl.optional().openapi({
      example: "https://play.google.com/store/apps/details?id=com.example.app",
    }),
    fallback_url: ContentUrl.openapi({
      description: "Where every other scanner goes (also the code's `url`).",
    }),
  })
  // Said in the description, not as JSON Schema's anyOf of `required`s: the client libraries' generators turn that
  // into an untyped union, which integrators' code could no longer read.
  .refine((app) => Boolean(app.app_store_url || app.google_play_url), {
    message: "an app code needs app_store_url or google_play_url",
    path: ["app_store_url"],
  })
  .openapi("AppContent", {
    description:
      "iPhones and iPads go to `app_store_url`, Android phones to `google_play_url` (routing rules `app_store` and `google_play`, before the code's own), everyone else to `fallback_url`. At least one of `app_store_url` and `google_play_url` is required.",
  });

export const WifiContent = z
  .strictObject({
    ssid: z.string().min(1).max(32).openapi({ example: "Cafe Guest" }),
    security: z.enum(WIFI_SECURITY).default("WPA").openapi({
      description: "`WPA` for WPA, WPA2 and WPA3 (personal); `WEP`; `none` for an open network.",
    }),
    password: z.string().min(1).max(63).optional(),
    hidden: z.boolean().default(false),
  })
  .refine((wifi) => wifi.security === "none" || wifi.password !== undefined, {
    message: "a WPA or WEP network needs its password",
    path: ["password"],
  })
  .openapi("WifiContent", {
    // The refinement above, as JSON Schema states it.
    if: { properties: { security: { enum: ["WPA", "WEP"] } } },
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
    then: { required: ["password"] },
    description:
      "A Wi-Fi network, written into the printed QR itself (the `WIFI:` format phones' cameras join): static, it cannot change after printing and has no scans. The password is never shown on a page.",
  } as Record<string, unknown>);

/** Each type's content schema (`url` has none). */
export const CONTENT_SCHEMAS = {
  gs1: Gs1Content,
  vcard: VcardContent,
  links: LinksContent,
  file: FileContent,
  event: EventContent,
  sms: SmsContent,
  email: EmailContent,
  phone: PhoneContent,
  app: AppContent,
  wifi: WifiContent,
} as const;

/** `content` as the API shows it: the fields of the code's type (null for `url` codes). */
export const ContentSchema = z
  .union([
    VcardContent,
    LinksContent,
    EventContent,
    SmsContent,
    EmailContent,
    PhoneContent,
    AppContent,
    WifiContent,
    Gs1Content,
  ])
  .nullable()
  .openapi({ description: "The fields of the code's `type` (null for `url` codes)." });

const CONTENT_SCHEMA_NAMES = [
  "VcardContent",
  "LinksContent",
  "EventContent",
  "SmsContent",
  "EmailContent",
  "PhoneContent",
  "AppContent",
  "WifiContent",
  "Gs1Content",
];

/** `content` as requests send it: checked against the code's type by check-content.ts, each field named. */
/** A change of a code's content: a JSON Merge Patch of what it holds, the result checked as `ContentInput`. */
export const ContentPatch = z.record(z.string(), z.unknown()).openapi("ContentPatch", {
  description:
    "A JSON Merge Patch (RFC 7396) of the code's content (not `url` codes; never `wifi`, which is printed): the fields sent replace theirs, a field set to null is removed, an object (a card's `address`) is merged the same way, a list (`phones`, `links`) is replaced whole; fields left out stay. The content it makes must be valid for the code's type, as on creation.",
  example: { title: "Head of research" },
});

export const ContentInput = z.record(z.string(), z.unknown()).openapi({
  description:
    "The fields of the code's `type` (its content schema, one of those listed); required for every type but `url`, which has none.",
  oneOf: CONTENT_SCHEMA_NAMES.map((name) => ({ $ref: `#/components/schemas/${name}` })),
});
