// What a GS1 resolver answers (the GS1-Conformant resolver standard 1.2.0): the chosen link by a 307 with a Link
// header to the identifier's linkset; the linkset itself (RFC 9264) when asked by `linkType=linkset|all` or
// `Accept: application/linkset+json`, with a Link to GS1's JSON-LD context; a 300 listing several equally good
// links; a 400 for a URI that is not a valid Digital Link; CORS on all of them, OPTIONS answered. Nothing of the
// request is echoed but the identifier, which has been checked and written canonically.
import { type DigitalLink, gs1UriOf } from "@qr/core/gs1/digital-link";
import {
  answerOf,
  type Gs1Answer,
  type Gs1Link,
  LINKSET_CONTEXT,
  LINKSET_MEDIA_TYPE,
  linksetOf,
} from "@qr/core/gs1/linkset";
import { SECURITY_HEADERS } from "../responses.ts";

export const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Link, Location",
} as const;

/** The query parameters that instruct the resolver; every other one is passed on to the link's target. */
const RESOLVER_PARAMETERS = new Set(["linkType", "context"]);

export interface Gs1Resolution {
  response: Response;
  /** What answered, for the scan's event: `gs1:pip`…, `multiple`; undefined when no scan is counted (a linkset). */
  answeredBy: string | undefined;
}

export function gs1Resolution(
  request: Request,
  origin: string,
  link: DigitalLink,
  gs1: { description?: string | undefined; links: Gs1Link[] },
  compressed = false,
): Gs1Resolution {
  const uri = `${origin}${link.path}`;
  // A compressed URI's answers name the uncompressed one it stands for (with its data attributes).
  const sameAs = compressed ? `<${gs1UriOf(uri, link.attributes)}>; rel="owl:sameAs"` : undefined;
  const links = (...values: (string | undefined)[]) => values.filter(Boolean).join(", ");
  const linkType = parameter(link, "linkType");
  const answer: Gs1Answer = answerOf(gs1.links, {
    linkType,
    context: parameter(link, "context"),
    acceptLanguage: request.headers.get("Accept-Language"),
    wantsLinkset: (request.headers.get("Accept") ?? "").includes(LINKSET_MEDIA_TYPE),
  });
  const description = gs1.description ?? `${link.primary.ai} ${link.primary.value}`;
  const linksetLink = `<${uri}?linkType=linkset>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`;
  const head = request.method === "HEAD";
  if (answer.kind === "linkset") {
    return {
      response: json(200, linksetOf(uri, description, gs1.links), head, {
        Link: links(
          `<${LINKSET_CONTEXT}>; rel="http://www.w3.org/ns/json-ld#context"; type="application/ld+json"`,
          sameAs,
        ),
      }),
      answeredBy: undefined,
    };
  }
  if (answer.kind === "multiple") {
    return {
      response: json(300, linksetOf(uri, description, answer.links), head, {
        Link: links(linksetLink, sameAs),
      }),
      answeredBy: "multiple",
    };
  }
  return {
    response: new Response(null, {
      status: 307,
      headers: {
        Location: withPassedQuery(answer.link.href, link),
        Link: links(linksetLink, sameAs),
        Vary: "Accept, Accept-Language",
        ...CORS_HEADERS,
        ...SECURITY_HEADERS,
      },
    }),
    answeredBy: `gs1:${answer.link.type}`,
  };
}

/** A request that is not a valid Digital Link: a 400 that says why (GS1: never a 200 for an error). */
export function invalidDigitalLinkResponse(problem: string, status: 400 | 414 = 400): Response {
  return json(
    status,
    {
      type: "about:blank",
      title: status === 414 ? "URI too long" : "Invalid GS1 Digital Link",
      status,
      detail: problem,
    },
    false,
    { "Content-Type": "application/problem+json" },
  );
}

/** An identifier nobody has links for: a 404, as the standard asks. */
export function unknownIdentifierResponse(head: boolean): Response {
  return json(
    404,
    {
      type: "about:blank",
      title: "Not found",
      status: 404,
      detail: "No links are published for this identifier.",
    },
    head,
    { "Content-Type": "application/problem+json" },
  );
}

export function preflightResponse(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      Allow: "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
      "Access-Control-Allow-Headers": "Accept, Accept-Language",
      "Access-Control-Max-Age": "86400",
      ...CORS_HEADERS,
      ...SECURITY_HEADERS,
    },
  });
}

/** `/.well-known/gs1resolver`: what this resolver is and does (GS1-Conformant resolver standard, §3). */
export function resolverDescriptionResponse(origin: string, head: boolean): Response {
  return json(
    200,
    {
      name: "GS1 resolver",
      resolverRoot: origin,
      supportedPrimaryKeys: ["all"],
      supportedContextValuesEnumerated: [],
      linkTypeDefaultCanBeLinkset: false,
      linksetMediaType: LINKSET_MEDIA_TYPE,
      jsonLdContextLocation: LINKSET_CONTEXT,
      supportsCompressedDigitalLinks: true,
    },
    head,
    { "Content-Type": "application/json" },
  );
}

function parameter(link: DigitalLink, name: string): string | undefined {
  return link.otherQuery.find(([key]) => key === name)?.[1];
}

/** The target with the request's query passed on: its data attributes and any parameter but the resolver's. */
function withPassedQuery(href: string, link: DigitalLink): string {
  const passed = [
    ...link.attributes.map(({ ai, value }) => [ai, value] as const),
    ...link.otherQuery.filter(([key]) => !RESOLVER_PARAMETERS.has(key)),
  ];
  if (passed.length === 0) return href;
  const query = passed
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join("&");
  const hash = href.indexOf("#");
  const [base, fragment] = hash < 0 ? [href, ""] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes("?") ? "&" : "?"}${query}${fragment}`;
}

function json(status: number, body: unknown, head: boolean, headers: Record<string, string>): Response {
  return new Response(head ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": LINKSET_MEDIA_TYPE, ...headers, ...CORS_HEADERS, ...SECURITY_HEADERS },
  });
}
