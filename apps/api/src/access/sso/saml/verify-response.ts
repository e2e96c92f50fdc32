// The check of a SAML response before anyone is signed in by it. Its data is read only from the XML that the
// identity provider's own certificate signed (xml-crypto's signed references), never from the document around it,
// and the document must hold exactly one assertion, so that a signed assertion cannot be wrapped beside a forged
// one. The key in the message's KeyInfo is ignored: only the certificates of the connection count.
import type { Element } from "@xmldom/xmldom";
import { SignedXml } from "xml-crypto";
import { pemOf } from "./certificates.ts";
import { childOf, childrenOf, descendantsOf, is, NS, parseSamlXml, SamlRefusal, textOf } from "./saml-xml.ts";

export interface ServiceProvider {
  /** Our entity id: the audience an assertion must name. */
  entityId: string;
  /** Our assertion consumer service: the recipient and destination a response must name. */
  acsUrl: string;
}

export interface IdentityProvider {
  entityId: string;
  /** Base64 DER certificates, any of which may sign. */
  certificates: string[];
}

export interface VerifiedAssertion {
  id: string;
  /** When it stops being valid: it is remembered until then, so that it signs in once. */
  expiresAt: number;
  /** The request it answers; undefined when the identity provider started the sign-in. */
  inResponseTo: string | undefined;
  nameId: string;
  email: string | undefined;
  name: string | undefined;
}

/** How far apart our clock and the provider's may be. */
const CLOCK_SKEW_MS = 3 * 60_000;

const SUCCESS = "urn:oasis:names:tc:SAML:2.0:status:Success";
const BEARER = "urn:oasis:names:tc:SAML:2.0:cm:bearer";
const SIGNATURE_ALGORITHMS = new Set([
  "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
  "http://www.w3.org/2001/04/xmldsig-more#rsa-sha512",
]);
const DIGEST_ALGORITHMS = new Set([
  "http://www.w3.org/2001/04/xmlenc#sha256",
  "http://www.w3.org/2001/04/xmlenc#sha512",
]);
const TRANSFORMS = new Set([
  "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
  "http://www.w3.org/2001/10/xml-exc-c14n#",
]);

const EMAIL_ATTRIBUTES = [
  "email",
  "mail",
  "emailaddress",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress",
  "urn:oid:0.9.2342.19200300.100.1.3",
];
const NAME_ATTRIBUTES = [
  "displayname",
  "name",
  "http://schemas.microsoft.com/identity/claims/displayname",
  "urn:oid:2.16.840.1.113730.3.1.241",
];
const GIVEN_NAME = [
  "firstname",
  "givenname",
  "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname",
];
const SURNAME = ["lastname", "surname", "http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname"];

export function verifySamlResponse(
  xml: string,
  sp: ServiceProvider,
  idp: IdentityProvider,
  now: number,
): VerifiedAssertion {
  const response = parseSamlXml(xml);
  if (!is(response, NS.protocol, "Response")) throw new SamlRefusal("The message is not a SAML response.");
  const status = childOf(childOf(response, NS.protocol, "Status") ?? response, NS.protocol, "StatusCode");
  if (status?.getAttribute("Value") !== SUCCESS) {
    throw new SamlRefusal("The identity provider did not sign the person in.");
  }
  const destination = response.getAttribute("Destination");
  if (destination && destination !== sp.acsUrl) throw new SamlRefusal("The response is for another address.");
  if (descendantsOf(response, NS.assertion, "EncryptedAssertion").length > 0) {
    throw new SamlRefusal("Encrypted assertions are not accepted: turn assertion encryption off.");
  }
  const assertions = descendantsOf(response, NS.assertion, "Assertion");
  const [assertion] = assertions;
  if (assertions.length !== 1 || !assertion || assertion.parentNode !== response) {
    throw new SamlRefusal("The response must hold exactly one assertion.");
  }
  const responseSignature = childOf(response, NS.signature, "Signature");
  if (responseSignature) signedXmlOf(xml, responseSignature, response, idp.certificates);
  const assertionSignature = childOf(assertion, NS.signature, "Signature");
  if (!assertionSignature) throw new SamlRefusal("The assertion is not signed.");
  const signed = parseSamlXml(signedXmlOf(xml, assertionSignature, assertion, idp.certificates));
  if (!is(signed, NS.assertion, "Assertion")) throw new SamlRefusal("The signature covers no assertion.");
  return readAssertion(signed, response.getAttribute("InResponseTo") || undefined, sp, idp, now);
}

/** The XML the signature covers, once it is checked against one of the certificates; a refusal otherwise. */
function signedXmlOf(xml: string, signature: Element, element: Element, certificates: string[]): string {
  const id = element.getAttribute("ID");
  if (!id) throw new SamlRefusal("A signed element has no ID.");
  assertAlgorithms(signature, id);
  for (const certificate of certificates) {
    const check = new SignedXml({ publicCert: pemOf(certificate), getCertFromKeyInfo: () => null });
    try {
      check.loadSignature(signature);
      if (!check.checkSignature(xml)) continue;
    } catch {
      continue; // a malformed or foreign signature: refused below
    }
    const references = check.getSignedReferences();
    if (references.length === 1 && references[0]) return references[0];
  }
  throw new SamlRefusal("The signature is not the identity provider's.");
}

/** One reference, to the element the signature sits in, with the algorithms SAML uses today (no SHA-1). */
function assertAlgorithms(signature: Element, id: string): void {
  const info = childOf(signature, NS.signature, "SignedInfo");
  const method = info && childOf(info, NS.signature, "SignatureMethod")?.getAttribute("Algorithm");
  const references = info ? childrenOf(info, NS.signature, "Reference") : [];
  const [reference] = references;
  if (!info || !method || !SIGNATURE_ALGORITHMS.has(method)) {
    throw new SamlRefusal(
      "The signature uses an algorithm that is not accepted (RSA with SHA-256 or SHA-512).",
    );
  }
  if (references.length !== 1 || !reference || reference.getAttribute("URI") !== `#${id}`) {
    throw new SamlRefusal("The signature does not cover the element it sits in.");
  }
  const digest = childOf(reference, NS.signature, "DigestMethod")?.getAttribute("Algorithm");
  if (!digest || !DIGEST_ALGORITHMS.has(digest)) {
    throw new SamlRefusal("The signature's digest is not SHA-256 or SHA-512.");
  }
  const transforms = childOf(reference, NS.signature, "Transforms");
  for (const transform of transforms ? childrenOf(transforms, NS.signature, "Transform") : []) {
    if (!TRANSFORMS.has(transform.getAttribute("Algorithm") ?? "")) {
      throw new SamlRefusal("The signature uses a transform that is not accepted.");
    }
  }
}

function readAssertion(
  assertion: Element,
  responseInResponseTo: string | undefined,
  sp: ServiceProvider,
  idp: IdentityProvider,
  now: number,
): VerifiedAssertion {
  const id = assertion.getAttribute("ID") ?? "";
  if (textOf(childOf(assertion, NS.assertion, "Issuer")) !== idp.entityId) {
    throw new SamlRefusal("The assertion was issued by another identity provider.");
  }
  const conditions = childOf(assertion, NS.assertion, "Conditions");
  if (!conditions) throw new SamlRefusal("The assertion has no conditions.");
  const notBefore = instantOf(conditions.getAttribute("NotBefore"));
  const notOnOrAfter = instantOf(conditions.getAttribute("NotOnOrAfter"));
  if (notBefore !== undefined && now + CLOCK_SKEW_MS < notBefore) {
    throw new SamlRefusal("The assertion is not valid yet.");
  }
  if (notOnOrAfter === undefined || now - CLOCK_SKEW_MS >= notOnOrAfter) {
    throw new SamlRefusal("The assertion has expired.");
  }
  const audiences = childrenOf(conditions, NS.assertion, "AudienceRestriction").flatMap((restriction) =>
    childrenOf(restriction, NS.assertion, "Audience").map((audience) => textOf(audience)),
  );
  if (!audiences.includes(sp.entityId)) throw new SamlRefusal("The assertion is for another service.");

  const subject = childOf(assertion, NS.assertion, "Subject");
  const nameId = textOf(subject && childOf(subject, NS.assertion, "NameID"));
  if (!subject || !nameId) throw new SamlRefusal("The assertion names nobody.");
  const bearer = childrenOf(subject, NS.assertion, "SubjectConfirmation").find(
    (confirmation) => confirmation.getAttribute("Method") === BEARER,
  );
  const data = bearer && childOf(bearer, NS.assertion, "SubjectConfirmationData");
  if (!data) throw new SamlRefusal("The assertion has no bearer confirmation.");
  if (data.getAttribute("Recipient") !== sp.acsUrl)
    throw new SamlRefusal("The assertion is for another address.");
  const confirmUntil = instantOf(data.getAttribute("NotOnOrAfter"));
  if (confirmUntil === undefined || now - CLOCK_SKEW_MS >= confirmUntil) {
    throw new SamlRefusal("The assertion has expired.");
  }
  const inResponseTo = data.getAttribute("InResponseTo") || undefined;
  if (responseInResponseTo && inResponseTo && responseInResponseTo !== inResponseTo) {
    throw new SamlRefusal("The response and its assertion answer different requests.");
  }
  const attributes = attributesOf(assertion);
  const given = firstOf(attributes, GIVEN_NAME);
  const surname = firstOf(attributes, SURNAME);
  return {
    id,
    expiresAt: Math.min(notOnOrAfter, confirmUntil) + CLOCK_SKEW_MS,
    inResponseTo: responseInResponseTo ?? inResponseTo,
    nameId,
    email: firstOf(attributes, EMAIL_ATTRIBUTES) ?? (nameId.includes("@") ? nameId : undefined),
    name: firstOf(attributes, NAME_ATTRIBUTES) ?? ([given, surname].filter(Boolean).join(" ") || undefined),
  };
}

/** The assertion's attributes by lower-cased name, each with its values. */
function attributesOf(assertion: Element): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const statement of childrenOf(assertion, NS.assertion, "AttributeStatement")) {
    for (const attribute of childrenOf(statement, NS.assertion, "Attribute")) {
      const values = childrenOf(attribute, NS.assertion, "AttributeValue").map((value) => textOf(value));
      found.set((attribute.getAttribute("Name") ?? "").toLowerCase(), values);
    }
  }
  return found;
}

function firstOf(attributes: Map<string, string[]>, names: string[]): string | undefined {
  for (const name of names) {
    const value = attributes.get(name)?.find((candidate) => candidate.length > 0);
    if (value) return value;
  }
  return undefined;
}

function instantOf(value: string | null): number | undefined {
  if (!value) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}
