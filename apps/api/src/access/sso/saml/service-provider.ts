// What we are to an identity provider, per connection: our entity id (the metadata's address), the assertion
// consumer service where it posts people back, and the AuthnRequest that starts an SP-initiated sign-in with the
// HTTP-Redirect binding (deflated, base64, in the query string; unsigned, as the major providers accept).
import { toBase64 } from "@qr/core/base64";
import type { ServiceProvider } from "./verify-response.ts";

export const SAML_BASE_PATH = "/api/auth/saml";

export function serviceProviderOf(apiBaseUrl: string, connectionId: string) {
  const base = new URL(`${SAML_BASE_PATH}/${connectionId}/`, apiBaseUrl).toString();
  return {
    entityId: `${base}metadata`,
    metadataUrl: `${base}metadata`,
    acsUrl: `${base}acs`,
    signInUrl: `${base}sign-in`,
  } satisfies ServiceProvider & Record<string, string>;
}

/** The SP metadata document to give the identity provider. */
export function serviceProviderMetadata(sp: ServiceProvider): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(sp.entityId)}">
  <md:SPSSODescriptor AuthnRequestsSigned="false" WantAssertionsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:AssertionConsumerService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(sp.acsUrl)}" index="0" isDefault="true"/>
  </md:SPSSODescriptor>
</md:EntityDescriptor>
`;
}

/** The identity provider's sign-in address with the request and relay state in its query string. */
export async function authnRequestUrl(
  sp: ServiceProvider,
  idpSsoUrl: string,
  requestId: string,
  issueInstant: Date,
  relayState: string,
): Promise<string> {
  const request = `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${requestId}" Version="2.0" IssueInstant="${issueInstant.toISOString()}" Destination="${escapeXml(idpSsoUrl)}" AssertionConsumerServiceURL="${escapeXml(sp.acsUrl)}" ProtocolBinding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST"><saml:Issuer>${escapeXml(sp.entityId)}</saml:Issuer><samlp:NameIDPolicy Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress" AllowCreate="true"/></samlp:AuthnRequest>`;
  const deflated = await new Response(
    new Blob([request]).stream().pipeThrough(new CompressionStream("deflate-raw")),
  ).arrayBuffer();
  const url = new URL(idpSsoUrl);
  url.searchParams.set("SAMLRequest", toBase64(new Uint8Array(deflated)));
  url.searchParams.set("RelayState", relayState);
  return url.toString();
}

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
