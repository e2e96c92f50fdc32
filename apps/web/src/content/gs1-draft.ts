// A GS1 code as its form holds it: the GTIN, its lot, serial and variant, the expiry date, a description, and its
// links as rows (type, URL, title, language, context, the default), with the conversions both ways.
import type { ContentOf } from "@qr/core/content/types";

export interface Gs1LinkDraft {
  type: string;
  href: string;
  title: string;
  language: string;
  context: string;
  isDefault: boolean;
}

export const emptyGs1Link = (isDefault = false): Gs1LinkDraft => ({
  type: "gs1:pip",
  href: "",
  title: "",
  language: "",
  context: "",
  isDefault,
});

/** The key qualifiers a GTIN takes, in GS1's order, with the form's field for each. */
const QUALIFIERS = [
  ["22", "cpv"],
  ["10", "lot"],
  ["21", "serial"],
] as const;

const given = (value: string | undefined) => value?.trim() || undefined;

export function gs1ContentOfDraft(fields: Record<string, string>, links: Gs1LinkDraft[]): ContentOf["gs1"] {
  const expiry = given(fields.expiry);
  return {
    key: { ai: "01", value: given(fields.gtin) ?? "" },
    qualifiers: QUALIFIERS.flatMap(([ai, field]) => {
      const value = given(fields[field]);
      return value ? [{ ai, value }] : [];
    }),
    // The date input's 2027-12-31 is GS1's 271231 (YYMMDD).
    attributes: expiry ? [{ ai: "17", value: expiry.replaceAll("-", "").slice(2) }] : [],
    ...(given(fields.description) ? { description: given(fields.description) } : {}),
    links: links
      .filter((link) => link.href.trim() || link.title.trim())
      .map((link) => ({
        type: link.type,
        href: link.href.trim(),
        title: link.title.trim(),
        ...(given(link.language) ? { languages: [given(link.language) as string] } : {}),
        ...(given(link.context) ? { context: given(link.context) } : {}),
        ...(link.isDefault ? { default: true } : {}),
      })),
  };
}

export function gs1DraftOfContent(content: ContentOf["gs1"]): {
  fields: Record<string, string>;
  gs1Links: Gs1LinkDraft[];
} {
  const fields: Record<string, string> = { gtin: content.key.value, description: content.description ?? "" };
  for (const [ai, field] of QUALIFIERS) {
    const qualifier = content.qualifiers.find((q) => q.ai === ai);
    if (qualifier) fields[field] = qualifier.value;
  }
  const expiry = content.attributes.find((attribute) => attribute.ai === "17")?.value;
  if (expiry && /^\d{6}$/.test(expiry)) {
    fields.expiry = `20${expiry.slice(0, 2)}-${expiry.slice(2, 4)}-${expiry.slice(4, 6)}`;
  }
  return {
    fields,
    gs1Links: content.links.map((link) => ({
      type: link.type,
      href: link.href,
      title: link.title,
      language: link.languages?.[0] ?? "",
      context: link.context ?? "",
      isDefault: link.default === true,
    })),
  };
}
