// A GS1 code's fields: the product's GTIN with its lot, serial and variant (the level the code is for), its
// expiry date, a description, and its links by GS1 link type, language and context, one of them the default.
import type { ReactNode } from "react";
import { SelectField } from "../ui/select-field.tsx";
import { TextField } from "../ui/text-field.tsx";
import type { ContentDraft } from "./content-draft.ts";
import { emptyGs1Link, type Gs1LinkDraft } from "./gs1-draft.ts";

/** The link types people choose most, in their words; the API takes every type of GS1's vocabulary. */
interface Gs1FieldsProps {
  draft: ContentDraft;
  onChange: (draft: ContentDraft) => void;
  /** The API's message for a path under `content.`. */
  errorOf: (path: string) => string | undefined;
  /** An existing code: its identifier is printed, shown and not edited. */
  printed?: boolean | undefined;
}

export const GS1_LINK_CHOICES = [
  ["gs1:pip", "Product information"],
  ["gs1:epil", "Patient information leaflet"],
  ["gs1:instructions", "Instructions"],
  ["gs1:recipeInfo", "Recipes"],
  ["gs1:allergenInfo", "Allergens"],
  ["gs1:nutritionalInfo", "Nutrition"],
  ["gs1:ingredientsInfo", "Ingredients"],
  ["gs1:sustainabilityInfo", "Sustainability"],
  ["gs1:recyclingInfo", "Recycling"],
  ["gs1:safetyInfo", "Safety"],
  ["gs1:traceability", "Traceability"],
  ["gs1:dpp", "Digital product passport"],
  ["gs1:recallStatus", "Recall status"],
  ["gs1:registerProduct", "Register the product"],
  ["gs1:support", "Support"],
  ["gs1:promotion", "Promotion"],
  ["gs1:homepage", "Brand home page"],
] as const;

/** What a GS1 code's QR prints: shown on an existing code, never changed. */
const IDENTITY = new Set(["gtin", "lot", "serial", "cpv", "expiry"]);

export const GS1_SHOWN =
  /^(key|key\.value|qualifiers(\.\d+\.value)?|attributes(\.\d+\.value)?|description|links|links\.\d+\.(type|href|title|languages(\.\d+)?|context))$/;

export function Gs1Fields({ draft, onChange, errorOf, printed }: Gs1FieldsProps) {
  const set = (name: string, value: string) =>
    onChange({ ...draft, fields: { ...draft.fields, [name]: value } });
  const field = (
    name: string,
    label: string,
    error: string | undefined,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={label}
      name={`content.${name}`}
      value={draft.fields[name] ?? ""}
      onChange={(event) => set(name, event.target.value)}
      error={error}
      {...extra}
      {...(printed && IDENTITY.has(name)
        ? { readOnly: true, hint: "Printed in the code: make a new code for another." }
        : {})}
    />
  );
  const qualifierError =
    errorOf("qualifiers") ?? errorOf("qualifiers.0.value") ?? errorOf("qualifiers.1.value");
  return (
    <>
      {field("gtin", "GTIN", errorOf("key") ?? errorOf("key.value"), {
        inputMode: "numeric",
        autoComplete: "off",
        maxLength: 14,
        hint: "The product's barcode number: 8, 12, 13 or 14 digits, its check digit last.",
      })}
      <div className="grid gap-3 sm:grid-cols-2">
        {field("lot", "Lot or batch (optional)", qualifierError, {
          maxLength: 20,
          hint: "A code for one lot: its links replace the product's.",
        })}
        {field("serial", "Serial number (optional)", undefined, { maxLength: 20 })}
      </div>
      {field("expiry", "Expiry date (optional)", errorOf("attributes") ?? errorOf("attributes.0.value"), {
        type: "date",
        hint: "Printed in the code for checkouts to read.",
      })}
      {field("description", "Description", errorOf("description"), { maxLength: 200 })}
      <details className="more-details" open={Boolean(draft.fields.cpv) || undefined}>
        <summary>Consumer product variant</summary>
        <div className="grid gap-3 pt-2">
          {field("cpv", "Variant (CPV, optional)", undefined, { maxLength: 20 })}
        </div>
      </details>
      <Gs1LinkRows draft={draft} onChange={onChange} errorOf={errorOf} />
    </>
  );
}

function Gs1LinkRows({ draft, onChange, errorOf }: Omit<Gs1FieldsProps, "printed">) {
  const links = draft.gs1Links;
  const setLink = (index: number, change: Partial<Gs1LinkDraft>) =>
    onChange({
      ...draft,
      gs1Links: links.map((link, i) =>
        i === index ? { ...link, ...change } : change.isDefault ? { ...link, isDefault: false } : link,
      ),
    });
  const row = (link: Gs1LinkDraft, index: number): ReactNode => {
    const n = index + 1;
    return (
      <fieldset key={index} className="grid gap-2 sm:grid-cols-2">
        <legend>Link {n}</legend>
        <SelectField
          label={`Link ${n} type`}
          value={link.type}
          onChange={(event) => setLink(index, { type: event.target.value })}
          options={GS1_LINK_CHOICES}
        />
        <TextField
          label={`Link ${n} URL`}
          type="url"
          placeholder="https://"
          value={link.href}
          onChange={(event) => setLink(index, { href: event.target.value })}
          error={errorOf(`links.${index}.href`)}
        />
        <TextField
          label={`Link ${n} title`}
          value={link.title}
          onChange={(event) => setLink(index, { title: event.target.value })}
          error={errorOf(`links.${index}.title`)}
        />
        <TextField
          label={`Link ${n} language (optional)`}
          placeholder="en"
          value={link.language}
          maxLength={5}
          onChange={(event) => setLink(index, { language: event.target.value })}
          error={errorOf(`links.${index}.languages`) ?? errorOf(`links.${index}.languages.0`)}
        />
        <TextField
          label={`Link ${n} context (optional)`}
          placeholder="us"
          value={link.context}
          maxLength={40}
          onChange={(event) => setLink(index, { context: event.target.value })}
          error={errorOf(`links.${index}.context`)}
        />
        <label className="choice">
          <input
            type="radio"
            name="gs1-default-link"
            checked={link.isDefault}
            onChange={() => setLink(index, { isDefault: true })}
          />
          Link {n} is the default
        </label>
      </fieldset>
    );
  };
  return (
    <fieldset className="grid gap-3">
      <legend>Links</legend>
      {errorOf("links") ? <p className="field-error">{errorOf("links")}</p> : null}
      {links.map(row)}
      <div className="flex flex-wrap gap-2">
        {links.length < 50 ? (
          <button
            type="button"
            className="secondary"
            onClick={() => onChange({ ...draft, gs1Links: [...links, emptyGs1Link()] })}
          >
            Add a link
          </button>
        ) : null}
        {links.length > 1 ? (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              const kept = links.slice(0, -1);
              onChange({
                ...draft,
                gs1Links: kept.some((l) => l.isDefault)
                  ? kept
                  : kept.map((l, i) => ({ ...l, isDefault: i === 0 })),
              });
            }}
          >
            Remove the last link
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
