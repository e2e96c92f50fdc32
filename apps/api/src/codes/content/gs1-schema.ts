// A GS1 code's content as the API takes and shows it: its primary key, key qualifiers and data attributes, each
// checked as GS1 Digital Link reads them (@qr/core/gs1/digital-link: pattern, check digit, qualifier order, GTIN
// kept as 14 digits), its description, and its links by GS1 link type, exactly one of them the default.
import { z } from "@hono/zod-openapi";
import { MAX_DESTINATION_LENGTH } from "@qr/core/destination";
import { canonicalPath, parseDigitalLink } from "@qr/core/gs1/digital-link";
import { linkTypeOf } from "@qr/core/gs1/link-types";

export const MAX_GS1_LINKS = 50;

const AiValue = z.strictObject({
  ai: z
    .string()
    .regex(/^\d{2,4}$/, "an application identifier such as 01")
    .openapi({ example: "01" }),
  value: z.string().min(1).max(90).openapi({ example: "09506000134352" }),
});

const Gs1Link = z
  .strictObject({
    type: z
      .string()
      .max(100)
      .transform((name, ctx) => {
        const type = linkTypeOf(name);
        if (!type) {
          ctx.addIssue({
            code: "custom",
            message: "a GS1 link type such as gs1:pip (docs/gs1.md lists them)",
          });
          return z.NEVER;
        }
        return `gs1:${type}`;
      })
      .openapi({
        type: "string",
        example: "gs1:pip",
        description:
          "A link type of the GS1 Web Vocabulary: gs1:pip, gs1:epil, gs1:instructions… (docs/gs1.md).",
      }),
    href: z.string().min(1).max(MAX_DESTINATION_LENGTH).openapi({ example: "https://brand.example/oil" }),
    title: z.string().trim().min(1).max(200).openapi({ example: "Product information" }),
    languages: z
      .array(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/, "a language such as en or fr-CA"))
      .max(20)
      .optional()
      .openapi({ example: ["en"], description: "The target's languages; none: any language." }),
    context: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "a context such as us or eu (lower case, digits, -)")
      .optional()
      .openapi({
        description: "A geography or jurisdiction the link is for; a request's `context` picks it.",
      }),
    media_type: z
      .string()
      .max(100)
      .regex(/^\w+\/[-+.\w]+$/, "a media type such as text/html")
      .optional(),
    default: z.boolean().optional().openapi({
      description:
        "The identifier's default link (what a scan with nothing more specific gets); exactly one.",
    }),
  })
  .openapi("Gs1Link");

export const Gs1Content = z
  .strictObject({
    key: AiValue.openapi({
      description:
        "The primary key: a GTIN (01; GTIN-8, -12 and -13 are kept as 14 digits), GLN (414), SSCC (00)…",
    }),
    qualifiers: z.array(AiValue).max(3).default([]).openapi({
      description: "Key qualifiers in GS1's order (GTIN: CPV 22, lot 10, serial 21): the code's level.",
    }),
    attributes: z.array(AiValue).max(10).default([]).openapi({
      description: "Data attributes (expiry 17, best before 15, …), printed in the URI's query.",
    }),
    description: z.string().trim().min(1).max(200).optional().openapi({
      description: "What the identifier is (the linkset's itemDescription).",
    }),
    links: z.array(Gs1Link).min(1).max(MAX_GS1_LINKS),
  })
  .superRefine((content, ctx) => {
    const path = canonicalPath([content.key, ...content.qualifiers]);
    const query = content.attributes.map(({ ai, value }) => `${ai}=${encodeURIComponent(value)}`).join("&");
    const parsed = parseDigitalLink(path, query);
    if (!parsed.ok) ctx.addIssue({ code: "custom", path: ["key"], message: parsed.problem });
    const defaults = content.links.filter((link) => link.default).length;
    if (defaults > 1)
      ctx.addIssue({ code: "custom", path: ["links"], message: "exactly one link is the default" });
  })
  .transform((content) => {
    const parsed = parseDigitalLink(canonicalPath([content.key, ...content.qualifiers]), "");
    const key = parsed.ok ? parsed.link.primary : content.key; // a GTIN-13 is kept as its 14 digits
    const links = content.links.some((link) => link.default)
      ? content.links
      : content.links.map((link, index) => (index === 0 ? { ...link, default: true } : link));
    return { ...content, key, links };
  })
  .openapi("Gs1Content", {
    description:
      "A GS1 Digital Link on a verified branded domain: the code's path is its identifier (`/01/{gtin}/10/{lot}`), its scans are resolved as the GS1-Conformant resolver standard says (docs/gs1.md). Without a link marked `default`, the first is.",
  });

/** A GS1 code's slug: its canonical path without the leading slash (`01/09506000134352/10/LOT42`). */
export function gs1SlugOf(content: {
  key: { ai: string; value: string };
  qualifiers: { ai: string; value: string }[];
}) {
  return canonicalPath([content.key, ...content.qualifiers]).slice(1);
}
