// A content being written in a form: every field as text (what inputs hold), a page's links as rows, and the
// conversions both ways with the API's content. Empty fields are left out, so the API names only real mistakes.
import type { ContentOf, ContentType, FileFacts } from "@qr/core/content/types";
import { emptyGs1Link, type Gs1LinkDraft, gs1ContentOfDraft, gs1DraftOfContent } from "./gs1-draft.ts";

export interface ContentDraft {
  fields: Record<string, string>;
  links: { label: string; url: string }[];
  /** A GS1 code's links (gs1-draft.ts). */
  gs1Links: Gs1LinkDraft[];
  /** The uploaded files' facts by their content field (`file`, `photo`, `avatar`), for the preview. */
  files: Record<string, FileFacts>;
}

export const emptyDraft = (): ContentDraft => ({
  fields: {},
  links: [{ label: "", url: "" }],
  gs1Links: [emptyGs1Link(true)],
  files: {},
});

/** Each file field of a content (an id of the team's files) and where its facts stand beside it. */
export const FILE_FIELDS = { file_id: "file", photo_file_id: "photo", avatar_file_id: "avatar" } as const;

type AnyContent = ContentOf[keyof ContentOf];

const given = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
const withoutEmpty = <T extends object>(object: T): T =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;

/** The API's content of a draft (undefined for `url`, which has none), with the page's accent colour if given. */
export function contentOfDraft(type: ContentType, draft: ContentDraft): AnyContent | undefined {
  const content = fieldsOfDraft(type, draft);
  const accent = given(draft.fields.accent_color);
  return content && accent && type !== "wifi" && type !== "app" && type !== "gs1"
    ? { ...content, accent_color: accent }
    : content;
}

function fieldsOfDraft(type: ContentType, draft: ContentDraft): AnyContent | undefined {
  const f = (name: string) => given(draft.fields[name]);
  switch (type) {
    case "url":
      return undefined;
    case "vcard": {
      const phones = [
        f("mobile") && { kind: "mobile" as const, number: f("mobile") as string },
        f("work_phone") && { kind: "work" as const, number: f("work_phone") as string },
      ].filter(Boolean) as ContentOf["vcard"]["phones"];
      const address = withoutEmpty({
        street: f("street"),
        city: f("city"),
        postal_code: f("postal_code"),
        region: f("region"),
        country: f("country"),
      });
      return withoutEmpty({
        first_name: f("first_name"),
        last_name: f("last_name"),
        organization: f("organization"),
        title: f("title"),
        phones: phones?.length ? phones : undefined,
        emails: f("email") ? [{ kind: "work" as const, address: f("email") as string }] : undefined,
        website: f("website"),
        address: Object.keys(address).length > 0 ? address : undefined,
        note: f("note"),
        ...fileOf(draft, "photo_file_id"),
      });
    }
    case "links":
      return withoutEmpty({
        title: f("title") ?? "",
        description: f("description"),
        links: draft.links
          .map((link) => ({ label: link.label.trim(), url: link.url.trim() }))
          .filter((link) => link.label || link.url),
        ...fileOf(draft, "avatar_file_id"),
      });
    case "file":
      return withoutEmpty({
        file_id: f("file_id") ?? "",
        title: f("title"),
        description: f("description"),
        file: draft.files.file,
      });
    case "event":
      return withoutEmpty({
        title: f("title") ?? "",
        starts_at: instantOf(f("starts_at"), f("time_zone")),
        ends_at: instantOf(f("ends_at"), f("time_zone")),
        time_zone: f("time_zone") ?? "",
        location: f("location"),
        description: f("description"),
        url: f("url"),
      });
    case "sms":
      return withoutEmpty({ number: f("number") ?? "", message: f("message") });
    case "email":
      return withoutEmpty({ address: f("address") ?? "", subject: f("subject"), body: f("body") });
    case "phone":
      return { number: f("number") ?? "" };
    case "app":
      return withoutEmpty({
        app_store_url: f("app_store_url"),
        google_play_url: f("google_play_url"),
        fallback_url: f("fallback_url") ?? "",
      });
    case "gs1":
      return gs1ContentOfDraft(draft.fields, draft.gs1Links);
    case "wifi": {
      const security = (f("security") ?? "WPA") as ContentOf["wifi"]["security"];
      return withoutEmpty({
        ssid: draft.fields.ssid ?? "",
        security,
        password: security === "none" ? undefined : draft.fields.password || undefined,
        hidden: draft.fields.hidden === "on",
      });
    }
  }
}

/** A file field's id and facts, when one is chosen. */
function fileOf(draft: ContentDraft, field: "photo_file_id" | "avatar_file_id") {
  const id = given(draft.fields[field]);
  return id ? { [field]: id, [FILE_FIELDS[field]]: draft.files[FILE_FIELDS[field]] } : {};
}

/** The draft of a stored content, to edit it. */
export function draftOfContent(type: ContentType, content: unknown): ContentDraft {
  const draft = emptyDraft();
  if (!content || typeof content !== "object") return draft;
  const c = content as Record<string, unknown>;
  for (const [key, value] of Object.entries(c)) {
    if (typeof value === "string") draft.fields[key] = value;
    if (typeof value === "boolean") draft.fields[key] = value ? "on" : "";
  }
  if (type === "vcard") {
    const card = content as ContentOf["vcard"];
    for (const phone of card.phones ?? [])
      draft.fields[phone.kind === "mobile" ? "mobile" : "work_phone"] = phone.number;
    if (card.emails?.[0]) draft.fields.email = card.emails[0].address;
    Object.assign(draft.fields, card.address ?? {});
  }
  if (type === "links") draft.links = (content as ContentOf["links"]).links.map((link) => ({ ...link }));
  if (type === "gs1") Object.assign(draft, gs1DraftOfContent(content as ContentOf["gs1"]));
  for (const facts of Object.values(FILE_FIELDS)) {
    const value = c[facts];
    if (value && typeof value === "object") draft.files[facts] = value as FileFacts;
  }
  if (type === "event") {
    const event = content as ContentOf["event"];
    draft.fields.starts_at = localInputOf(event.starts_at, event.time_zone);
    draft.fields.ends_at = localInputOf(event.ends_at, event.time_zone);
  }
  return draft;
}

/** An instant from a `datetime-local` value read in `zone` (the offset found for that wall time). */
export function instantOf(local: string | undefined, zone: string | undefined): string {
  if (!local) return "";
  const asUtc = Date.parse(`${local}:00Z`);
  if (!Number.isFinite(asUtc)) return "";
  const offset = offsetMinutes(asUtc, zone ?? "UTC");
  return new Date(asUtc - offset * 60_000).toISOString();
}

/** A `datetime-local` value of an instant, in `zone`. */
export function localInputOf(instant: string, zone: string): string {
  const at = Date.parse(instant);
  return new Date(at + offsetMinutes(at, zone) * 60_000).toISOString().slice(0, 16);
}

function offsetMinutes(at: number, zone: string): number {
  try {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(new Date(at));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
    return Math.round((wall - Math.floor(at / 60_000) * 60_000) / 60_000);
  } catch {
    return 0;
  }
}
