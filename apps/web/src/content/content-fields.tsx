// The fields of each code type, bound to a draft (content-draft.ts). Each field's refusal from the API is shown
// beside it; a refusal that names no field here is shown under the fields.
import type { ContentType } from "@qr/core/content/types";
import type { ReactNode } from "react";
import { ColourField } from "../ui/colour-field.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TextField } from "../ui/text-field.tsx";
import type { ContentDraft } from "./content-draft.ts";
import { FileField } from "./file-field.tsx";
import { GS1_SHOWN, Gs1Fields } from "./gs1-fields.tsx";

export interface ContentFieldsProps {
  type: Exclude<ContentType, "url">;
  draft: ContentDraft;
  onChange: (draft: ContentDraft) => void;
  /** The API's message for a path under `content.` (e.g. "first_name", "links.0.url"). */
  errorOf: (path: string) => string | undefined;
  /** An existing code: what its QR prints (a GS1 code's identifier) is shown, not edited. */
  printed?: boolean | undefined;
}

/** The API paths (under `content.`) whose refusal a field of the type shows beside it. */
const SHOWN: Record<Exclude<ContentType, "url">, RegExp> = {
  vcard:
    /^(first_name|last_name|organization|title|phones\.0\.number|emails\.0\.address|website|note|photo_file_id|accent_color)$/,
  links: /^(title|description|links\.\d+\.(label|url)|avatar_file_id|accent_color)$/,
  file: /^(file_id|title|description|accent_color)$/,
  event: /^(title|starts_at|ends_at|time_zone|location|description|url|accent_color)$/,
  sms: /^(number|message|accent_color)$/,
  email: /^(address|subject|body|accent_color)$/,
  phone: /^(number|accent_color)$/,
  app: /^(app_store_url|google_play_url|fallback_url)$/,
  wifi: /^(ssid|password)$/,
  gs1: GS1_SHOWN,
};

export const isShown = (type: Exclude<ContentType, "url">, path: string) => SHOWN[type].test(path);

/** Where the API's paths name a field the form shows under another name. */
const FIELD_OF_PATH: Record<string, string> = { "phones.0.number": "mobile", "emails.0.address": "email" };

export function ContentFields({ type, draft, onChange, errorOf, printed }: ContentFieldsProps) {
  const set = (name: string, value: string) =>
    onChange({ ...draft, fields: { ...draft.fields, [name]: value } });
  const field = (name: string, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      label={label}
      name={`content.${name}`}
      value={draft.fields[name] ?? ""}
      onChange={(event) => set(name, event.target.value)}
      error={
        errorOf(name) ??
        errorOf(Object.keys(FIELD_OF_PATH).find((path) => FIELD_OF_PATH[path] === name) ?? "")
      }
      {...extra}
    />
  );
  const area = (name: string, label: string, maxLength: number) => (
    <label key={name}>
      {label}
      <textarea
        name={`content.${name}`}
        rows={3}
        maxLength={maxLength}
        value={draft.fields[name] ?? ""}
        onChange={(event) => set(name, event.target.value)}
        aria-invalid={errorOf(name) ? true : undefined}
      />
    </label>
  );
  const fileField = (
    name: "file_id" | "photo_file_id" | "avatar_file_id",
    label: string,
    kind: "document" | "image",
  ) => (
    <FileField
      key={name}
      field={name}
      label={label}
      kind={kind}
      draft={draft}
      onChange={onChange}
      error={errorOf(name)}
    />
  );
  /** Fields most codes of the type leave empty: folded, unless one is filled in or refused. */
  const more = (names: string[], children: ReactNode) => {
    const open = names.some((name) => Boolean(draft.fields[name]) || Boolean(errorOf(name)));
    return (
      <details className="more-details" open={open || undefined}>
        <summary>More details</summary>
        <div className="grid gap-3 pt-2">{children}</div>
      </details>
    );
  };
  const pair = (children: ReactNode) => <div className="grid gap-3 sm:grid-cols-2">{children}</div>;
  const accent =
    type === "wifi" || type === "app" || type === "gs1" ? null : (
      <ColourField
        key="accent_color"
        label="Button colour (optional)"
        name="content.accent_color"
        value={draft.fields.accent_color ?? ""}
        onChange={(value) => set("accent_color", value)}
        hint="Your brand's colour for the page's buttons; their text is white or dark, whichever reads better."
        error={errorOf("accent_color")}
      />
    );
  const sets: Record<typeof type, ReactNode> = {
    vcard: (
      <>
        {pair(
          <>
            {field("first_name", "First name", { autoComplete: "off" })}
            {field("last_name", "Last name")}
          </>,
        )}
        {pair(
          <>
            {field("organization", "Organization")}
            {field("title", "Job title")}
          </>,
        )}
        {pair(
          <>
            {field("mobile", "Mobile phone", { type: "tel" })}
            {field("email", "Email", { type: "email" })}
          </>,
        )}
        {field("website", "Website", { type: "url", placeholder: "https://" })}
        {more(
          ["work_phone", "street", "postal_code", "city", "country", "note", "photo_file_id", "accent_color"],
          <>
            {field("work_phone", "Work phone", { type: "tel" })}
            {field("street", "Street")}
            {pair(
              <>
                {field("postal_code", "Postal code")}
                {field("city", "City")}
              </>,
            )}
            {field("country", "Country")}
            {area("note", "Note", 1000)}
            {fileField("photo_file_id", "Photo", "image")}
            {accent}
          </>,
        )}
      </>
    ),
    links: (
      <>
        {field("title", "Page title")}
        <LinkRows draft={draft} onChange={onChange} errorOf={errorOf} />
        {more(
          ["description", "avatar_file_id", "accent_color"],
          <>
            {area("description", "Short text", 500)}
            {fileField("avatar_file_id", "Avatar", "image")}
            {accent}
          </>,
        )}
      </>
    ),
    file: (
      <>
        {fileField("file_id", "Document or image (PDF, PNG, JPEG, GIF or WebP, up to 20 MB)", "document")}
        {field("title", "Title", { hint: "The page's heading; the file's name when left empty." })}
        {more(
          ["description", "accent_color"],
          <>
            {area("description", "Description", 1000)}
            {accent}
          </>,
        )}
      </>
    ),
    event: (
      <>
        {field("title", "Event title")}
        {pair(
          <>
            {field("starts_at", "Starts", { type: "datetime-local" })}
            {field("ends_at", "Ends", { type: "datetime-local" })}
          </>,
        )}
        <TimeZoneField
          value={draft.fields.time_zone ?? ""}
          onChange={(value) => set("time_zone", value)}
          error={errorOf("time_zone")}
        />
        {field("location", "Place")}
        {more(
          ["description", "url", "accent_color"],
          <>
            {area("description", "Description", 2000)}
            {field("url", "More information (URL)", { type: "url", placeholder: "https://" })}
            {accent}
          </>,
        )}
      </>
    ),
    sms: (
      <>
        {field("number", "Phone number", { type: "tel" })}
        {area("message", "Message", 500)}
        {more(["accent_color"], accent)}
      </>
    ),
    email: (
      <>
        {field("address", "Email address", { type: "email" })}
        {field("subject", "Subject")}
        {area("body", "Text", 2000)}
        {more(["accent_color"], accent)}
      </>
    ),
    phone: (
      <>
        {field("number", "Phone number", { type: "tel" })}
        {more(["accent_color"], accent)}
      </>
    ),
    app: (
      <>
        {field("app_store_url", "App Store URL", { type: "url", placeholder: "https://apps.apple.com/…" })}
        {field("google_play_url", "Google Play URL", {
          type: "url",
          placeholder: "https://play.google.com/…",
        })}
        {field("fallback_url", "Everyone else goes to", { type: "url", placeholder: "https://" })}
      </>
    ),
    gs1: <Gs1Fields draft={draft} onChange={onChange} errorOf={errorOf} printed={printed} />,
    wifi: (
      <>
        <p className="hint" id="wifi-static">
          A Wi-Fi code is printed as it is: the network is in the code itself, so it cannot change after
          printing, and it has no scans to count.
        </p>
        {field("ssid", "Network name (SSID)", { maxLength: 32, "aria-describedby": "wifi-static" })}
        <SelectField
          label="Security"
          name="content.security"
          value={draft.fields.security ?? "WPA"}
          onChange={(event) => set("security", event.target.value)}
          options={[
            ["WPA", "WPA, WPA2 or WPA3"],
            ["WEP", "WEP"],
            ["none", "None (open network)"],
          ]}
        />
        {(draft.fields.security ?? "WPA") !== "none"
          ? field("password", "Password", { type: "text", maxLength: 63, autoComplete: "off" })
          : null}
        <label className="choice">
          <input
            type="checkbox"
            name="content.hidden"
            checked={draft.fields.hidden === "on"}
            onChange={(event) => set("hidden", event.target.checked ? "on" : "")}
          />
          Hidden network
        </label>
      </>
    ),
  };
  return <>{sets[type]}</>;
}

/** The zone an event's times are in, among those the browser knows; the person's own first. */
function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [own];
  const shown = value || own;
  return (
    <div className="field">
      <SelectField
        label="Time zone"
        name="content.time_zone"
        value={shown}
        onChange={(event) => onChange(event.target.value)}
        options={[...new Set([own, shown, ...zones])].map(
          (zone) => [zone, zone.replaceAll("_", " ")] as const,
        )}
        aria-invalid={error ? true : undefined}
      />
      {error ? <p className="field-error">{error}</p> : null}
    </div>
  );
}

function LinkRows({ draft, onChange, errorOf }: Omit<ContentFieldsProps, "type">) {
  const setLink = (index: number, key: "label" | "url", value: string) =>
    onChange({
      ...draft,
      links: draft.links.map((link, i) => (i === index ? { ...link, [key]: value } : link)),
    });
  return (
    <fieldset className="grid gap-2">
      <legend>Links</legend>
      {draft.links.map((link, index) => (
        <div key={index} className="grid gap-1 sm:grid-cols-2">
          <TextField
            label={`Link ${index + 1} label`}
            value={link.label}
            onChange={(event) => setLink(index, "label", event.target.value)}
            error={errorOf(`links.${index}.label`)}
          />
          <TextField
            label={`Link ${index + 1} URL`}
            type="url"
            placeholder="https://"
            value={link.url}
            onChange={(event) => setLink(index, "url", event.target.value)}
            error={errorOf(`links.${index}.url`)}
          />
        </div>
      ))}
      <div className="flex gap-2">
        {draft.links.length < 20 ? (
          <button
            type="button"
            className="secondary"
            onClick={() => onChange({ ...draft, links: [...draft.links, { label: "", url: "" }] })}
          >
            Add a link
          </button>
        ) : null}
        {draft.links.length > 1 ? (
          <button
            type="button"
            className="secondary"
            onClick={() => onChange({ ...draft, links: draft.links.slice(0, -1) })}
          >
            Remove the last link
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
