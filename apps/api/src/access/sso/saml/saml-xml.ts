// SAML's XML, read defensively: a message is bounded, refused whole if it carries a document type (entities, the
// billion laughs and external entities all need one), and any parse error refuses it rather than being repaired.
import { DOMParser, type Element } from "@xmldom/xmldom";

export const NS = {
  protocol: "urn:oasis:names:tc:SAML:2.0:protocol",
  assertion: "urn:oasis:names:tc:SAML:2.0:assertion",
  metadata: "urn:oasis:names:tc:SAML:2.0:metadata",
  signature: "http://www.w3.org/2000/09/xmldsig#",
} as const;

/** A refusal of a SAML message or metadata document; `reason` is safe to show and to log. */
export class SamlRefusal extends Error {
  readonly reason: string;
  /** What the sign-in page tells the person (they see no more: the reason is for the team's owner). */
  readonly code: "sign_in_refused" | "email_outside_domain";

  constructor(reason: string, code: SamlRefusal["code"] = "sign_in_refused") {
    super(reason);
    this.reason = reason;
    this.code = code;
  }
}

export const MAX_SAML_XML_BYTES = 256 * 1024;

/** The document's root element, or a refusal. */
export function parseSamlXml(xml: string): Element {
  if (xml.length > MAX_SAML_XML_BYTES) throw new SamlRefusal("The XML is larger than 256 KB.");
  if (/<!DOCTYPE|<!ENTITY/i.test(xml))
    throw new SamlRefusal("The XML declares a document type or an entity.");
  let document: ReturnType<DOMParser["parseFromString"]>;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") throw new Error(message);
      },
    }).parseFromString(xml, "text/xml");
  } catch (error) {
    throw new SamlRefusal(`The XML does not parse: ${String((error as Error).message).slice(0, 200)}`);
  }
  const root = document.documentElement;
  if (!root) throw new SamlRefusal("The XML has no root element.");
  return root;
}

/** The direct children of `parent` in namespace `ns` named `name`. */
export function childrenOf(parent: Element, ns: string, name: string): Element[] {
  const found: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1) {
      const element = node as Element;
      if (element.namespaceURI === ns && element.localName === name) found.push(element);
    }
  }
  return found;
}

export function childOf(parent: Element, ns: string, name: string): Element | undefined {
  return childrenOf(parent, ns, name)[0];
}

/** Every element under `root` (itself included) in namespace `ns` named `name`. */
export function descendantsOf(root: Element, ns: string, name: string): Element[] {
  const found: Element[] = root.namespaceURI === ns && root.localName === name ? [root] : [];
  const below = root.getElementsByTagNameNS(ns, name);
  for (let i = 0; i < below.length; i++) {
    const element = below.item(i);
    if (element) found.push(element);
  }
  return found;
}

export function textOf(element: Element | undefined): string {
  return (element?.textContent ?? "").trim();
}

export function is(element: Element, ns: string, name: string): boolean {
  return element.namespaceURI === ns && element.localName === name;
}
