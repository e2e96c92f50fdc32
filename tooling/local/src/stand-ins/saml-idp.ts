// A SAML identity provider for tests and the local stack: it publishes metadata, takes an AuthnRequest by the
// HTTP-Redirect binding, asks for an address (any address signs in, as the OpenID stand-in's development login),
// and posts back a response whose assertion it signs with xml-crypto and a fixed key of this folder, as Okta or
// Entra ID would. Tests also make responses directly, signed or not, by another key, or altered (hostile cases).
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { inflateRawSync } from "node:zlib";
import { SignedXml } from "xml-crypto";

const read = (name: string) => readFileSync(new URL(`./saml/${name}`, import.meta.url), "utf8");
/** The stand-in's signing key and certificate, and another pair that no connection trusts (for hostile tests). */
export const SAML_KEYS = {
  idp: { key: read("idp-key.pem"), cert: read("idp-cert.pem") },
  other: { key: read("other-key.pem"), cert: read("other-cert.pem") },
};

export interface ResponseOptions {
  email: string;
  /** The service provider's assertion consumer service (recipient and destination). */
  acsUrl: string;
  /** The service provider's entity id (the audience). */
  audience: string;
  /** The request answered; none for a sign-in the identity provider starts. */
  inResponseTo?: string | undefined;
  /** Now, by default. */
  issuedAt?: number;
  /** How long the assertion holds; 5 minutes by default. */
  validForMs?: number;
  assertionId?: string;
  /** Who signs the assertion: the stand-in's key (default), another key, or nobody. */
  signedBy?: "idp" | "other" | "nobody";
  issuer?: string;
}

export interface SamlIdentityProvider {
  entityId: string;
  ssoUrl: string;
  metadataUrl: string;
  metadataXml: string;
  /** A response as the provider posts it (the XML; base64 it for SAMLResponse). */
  responseXml(options: ResponseOptions): string;
  /** Answers the provider's own paths (`/saml/…`); false for any other request. */
  handle(request: IncomingMessage, response: ServerResponse): boolean;
}

export function samlIdentityProvider(origin: string): SamlIdentityProvider {
  const entityId = `${origin}/saml/metadata`;
  const ssoUrl = `${origin}/saml/sso`;
  const metadataXml = metadataOf(entityId, ssoUrl);
  const responseXml = (options: ResponseOptions) => makeResponse(entityId, options);
  return {
    entityId,
    ssoUrl,
    metadataUrl: entityId,
    metadataXml,
    responseXml,
    handle: (request, response) => {
      const url = new URL(request.url ?? "/", origin);
      if (url.pathname === "/saml/metadata") {
        response.writeHead(200, { "Content-Type": "application/samlmetadata+xml" }).end(metadataXml);
        return true;
      }
      if (url.pathname === "/saml/sso" && request.method === "GET") {
        const asked = readRequest(url.searchParams.get("SAMLRequest"));
        if (!asked) {
          response
            .writeHead(400, { "Content-Type": "text/plain" })
            .end("SAMLRequest is missing or unreadable.");
          return true;
        }
        const hidden = (name: string, value: string) =>
          `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
        page(
          response,
          `<h1>Local SAML identity provider</h1><form method="post" action="/saml/login">
          <label>Email <input name="email" type="email" autocomplete="email" required></label>
          ${hidden("id", asked.id)}${hidden("acs", asked.acs)}${hidden("audience", asked.issuer)}
          ${hidden("RelayState", url.searchParams.get("RelayState") ?? "")}
          <button type="submit">Sign in</button></form>`,
        );
        return true;
      }
      if (url.pathname === "/saml/login" && request.method === "POST") {
        void formOf(request).then((form) => {
          const xml = responseXml({
            email: form.get("email") ?? "",
            acsUrl: form.get("acs") ?? "",
            audience: form.get("audience") ?? "",
            inResponseTo: form.get("id") ?? undefined,
          });
          page(
            response,
            `<form method="post" action="${escapeHtml(form.get("acs") ?? "")}" id="post">
            <input type="hidden" name="SAMLResponse" value="${Buffer.from(xml).toString("base64")}">
            <input type="hidden" name="RelayState" value="${escapeHtml(form.get("RelayState") ?? "")}">
            <noscript><button type="submit">Continue</button></noscript></form>
            <script>document.getElementById("post").submit()</script>`,
          );
        });
        return true;
      }
      return false;
    },
  };
}

function metadataOf(entityId: string, ssoUrl: string): string {
  const cert = bare(SAML_KEYS.idp.cert);
  return `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="false" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${cert}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${ssoUrl}"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${ssoUrl}"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
}

function makeResponse(entityId: string, options: ResponseOptions): string {
  const issued = options.issuedAt ?? Date.now();
  const until = new Date(issued + (options.validForMs ?? 5 * 60_000)).toISOString();
  const at = new Date(issued).toISOString();
  const assertionId = options.assertionId ?? `_a${randomBytes(16).toString("hex")}`;
  const answers = options.inResponseTo ? ` InResponseTo="${options.inResponseTo}"` : "";
  const issuer = options.issuer ?? entityId;
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${at}"><saml:Issuer>${issuer}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeHtml(options.email)}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${until}" Recipient="${options.acsUrl}"${answers}/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${at}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${options.audience}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${at}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement><saml:Attribute Name="email"><saml:AttributeValue>${escapeHtml(options.email)}</saml:AttributeValue></saml:Attribute><saml:Attribute Name="displayName"><saml:AttributeValue>${escapeHtml(options.email.split("@")[0] ?? "")}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement></saml:Assertion>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_r${randomBytes(16).toString("hex")}" Version="2.0" IssueInstant="${at}" Destination="${options.acsUrl}"${answers}><saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
  const signer = options.signedBy ?? "idp";
  return signer === "nobody" ? response : signAssertion(response, SAML_KEYS[signer]);
}

/** The response with its assertion signed (RSA-SHA256, exclusive canonicalization), the signature after its Issuer. */
export function signAssertion(xml: string, keys: { key: string; cert: string }): string {
  const signature = new SignedXml({
    privateKey: keys.key,
    publicCert: keys.cert,
    signatureAlgorithm: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    canonicalizationAlgorithm: "http://www.w3.org/2001/10/xml-exc-c14n#",
  });
  signature.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    transforms: [
      "http://www.w3.org/2000/09/xmldsig#enveloped-signature",
      "http://www.w3.org/2001/10/xml-exc-c14n#",
    ],
  });
  signature.computeSignature(xml, {
    prefix: "ds",
    location: {
      reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
      action: "after",
    },
  });
  return signature.getSignedXml();
}

function readRequest(encoded: string | null): { id: string; acs: string; issuer: string } | undefined {
  if (!encoded) return undefined;
  try {
    const xml = inflateRawSync(Buffer.from(encoded, "base64")).toString("utf8");
    const id = /\sID="([^"]+)"/.exec(xml)?.[1];
    const acs = /AssertionConsumerServiceURL="([^"]+)"/.exec(xml)?.[1];
    const issuer = /<saml:Issuer>([^<]+)<\/saml:Issuer>/.exec(xml)?.[1];
    return id && acs && issuer ? { id, acs: unescapeXml(acs), issuer: unescapeXml(issuer) } : undefined;
  } catch {
    return undefined;
  }
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function page(response: ServerResponse, body: string): void {
  response
    .writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
    .end(
      `<!doctype html><html lang="en"><head><title>Local SAML identity provider</title></head><body><main>${body}</main></body></html>`,
    );
}

function bare(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
}

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function unescapeXml(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}
