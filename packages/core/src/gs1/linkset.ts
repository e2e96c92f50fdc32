// A GS1 code's links as its resolver answers them: the link a request is sent to (by link type, language and
// context, per the GS1-Conformant resolver standard), several equally good links (a 300), or the whole linkset
// (RFC 9264, valid against GS1's linkset schema). Shared by the API (what a code will answer) and the redirect
// worker (what a scan gets); nothing here does I/O.
import { GS1_VOCABULARY, type Gs1LinkType, linkTypeOf } from "./link-types.ts";

export interface Gs1Link {
  type: Gs1LinkType;
  href: string;
  title: string;
  /** BCP 47 language tags of the target (`en`, `fr-CA`); none: any language. */
  languages?: string[] | undefined;
  /** A geography or jurisdiction the link is for (`us`, `eu`); none: any. */
  context?: string | undefined;
  /** The target's media type (`text/html`, `application/pdf`). */
  media_type?: string | undefined;
  /** The identifier's default link: what a scan with nothing more specific gets. Exactly one link has it. */
  default?: boolean | undefined;
}

export interface Gs1Request {
  /** `linkType` of the query: `gs1:pip`, its full URI, `linkset` or `all`. */
  linkType: string | undefined;
  /** `context` of the query. */
  context: string | undefined;
  acceptLanguage: string | null;
  /** Accept asks for application/linkset+json. */
  wantsLinkset: boolean;
}

export type Gs1Answer =
  | { kind: "redirect"; link: Gs1Link }
  | { kind: "multiple"; links: Gs1Link[] }
  | { kind: "linkset" };

export const LINKSET_MEDIA_TYPE = "application/linkset+json";
/** The JSON-LD context GS1 publishes for linksets, named in a Link header of every linkset answer. */
export const LINKSET_CONTEXT = "https://ref.gs1.org/standards/resolver/linkset-context";

export function answerOf(links: readonly Gs1Link[], request: Gs1Request): Gs1Answer {
  if (request.wantsLinkset || request.linkType === "linkset" || request.linkType === "all") {
    return { kind: "linkset" };
  }
  const fallback = links.find((link) => link.default) ?? links[0];
  if (!fallback) return { kind: "linkset" };
  const asked = request.linkType ? linkTypeOf(request.linkType) : undefined;
  const ofType = links.filter((link) => link.type === (asked ?? fallback.type));
  // A link type the identifier has no link of gets the default link, never an error.
  let candidates = ofType.length > 0 ? ofType : [fallback];
  if (request.context) {
    const inContext = candidates.filter((link) => link.context === request.context);
    if (inContext.length > 0) candidates = inContext;
  }
  candidates = byLanguage(candidates, request.acceptLanguage);
  if (candidates.length === 1 || !allAlike(candidates)) {
    const chosen = candidates.find((link) => link.default) ?? candidates[0] ?? fallback;
    return { kind: "redirect", link: chosen };
  }
  return { kind: "multiple", links: candidates };
}

/** The links of the first language the person accepts that any link has; all of them when none matches. */
function byLanguage(links: Gs1Link[], acceptLanguage: string | null): Gs1Link[] {
  for (const wanted of acceptedLanguages(acceptLanguage)) {
    const exact = links.filter((link) => link.languages?.some((tag) => tag.toLowerCase() === wanted));
    if (exact.length > 0) return exact;
    const primary = wanted.split("-")[0];
    const near = links.filter((link) =>
      link.languages?.some((tag) => tag.toLowerCase().split("-")[0] === primary),
    );
    if (near.length > 0) return near;
  }
  const neutral = links.filter((link) => !link.languages || link.languages.length === 0);
  return neutral.length > 0 && acceptLanguage ? neutral : links;
}

/** Accept-Language's tags, most wanted first (q=0 and `*` left out), at most ten. */
export function acceptedLanguages(header: string | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .slice(0, 20)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(
      (entry) =>
        entry.tag !== "" &&
        entry.tag !== "*" &&
        entry.q > 0 &&
        /^[a-z]{1,8}(-[a-z0-9]{1,8})*$/.test(entry.tag),
    )
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .slice(0, 10)
    .map((entry) => entry.tag);
}

/** Several links that say the same of themselves: the resolver cannot choose, so the person does (a 300). */
function allAlike(links: Gs1Link[]): boolean {
  const [first] = links;
  const metadata = (link: Gs1Link) =>
    JSON.stringify([
      link.type,
      [...(link.languages ?? [])].sort(),
      link.context ?? null,
      link.media_type ?? null,
    ]);
  return first !== undefined && links.every((link) => metadata(link) === metadata(first));
}

/** The linkset of an identifier (RFC 9264 §4.2, GS1's schema): its URI, description and every link by type. */
export function linksetOf(anchor: string, description: string, links: readonly Gs1Link[]) {
  const byRelation: Record<string, unknown[]> = {};
  const defaultLink = links.find((link) => link.default);
  if (defaultLink) byRelation[`${GS1_VOCABULARY}defaultLink`] = [linkObject(defaultLink)];
  for (const link of links) {
    const relation = `${GS1_VOCABULARY}${link.type}`;
    byRelation[relation] ??= [];
    byRelation[relation].push(linkObject(link));
  }
  return { linkset: [{ anchor, itemDescription: description, ...byRelation }] };
}

function linkObject(link: Gs1Link) {
  return {
    href: link.href,
    title: link.title,
    ...(link.languages?.length ? { hreflang: link.languages } : {}),
    ...(link.media_type ? { type: link.media_type } : {}),
    ...(link.context ? { context: [link.context] } : {}),
  };
}
