// An identity provider's SAML metadata, as Okta, Entra ID and Google give it: its entity id, where people sign in
// (the HTTP-Redirect binding, else HTTP-POST) and the certificates its signatures are checked with.
import type { Element } from "@xmldom/xmldom";
import { bareCertificate } from "./certificates.ts";
import { childOf, childrenOf, descendantsOf, is, NS, parseSamlXml, SamlRefusal, textOf } from "./saml-xml.ts";

export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

const REDIRECT_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const POST_BINDING = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";
const MAX_CERTIFICATES = 4;

export function readIdpMetadata(xml: string): IdpMetadata {
  const root = parseSamlXml(xml);
  const entity = is(root, NS.metadata, "EntityDescriptor")
    ? root
    : descendantsOf(root, NS.metadata, "EntityDescriptor").find((candidate) =>
        childOf(candidate, NS.metadata, "IDPSSODescriptor"),
      );
  const descriptor = entity && childOf(entity, NS.metadata, "IDPSSODescriptor");
  const entityId = entity?.getAttribute("entityID") ?? "";
  if (!entity || !descriptor || !entityId) {
    throw new SamlRefusal("The metadata describes no SAML identity provider (IDPSSODescriptor).");
  }
  const services = childrenOf(descriptor, NS.metadata, "SingleSignOnService");
  const service =
    services.find((s) => s.getAttribute("Binding") === REDIRECT_BINDING) ??
    services.find((s) => s.getAttribute("Binding") === POST_BINDING);
  const ssoUrl = service?.getAttribute("Location") ?? "";
  if (!/^https?:\/\//.test(ssoUrl)) {
    throw new SamlRefusal(
      "The metadata names no sign-in address with the HTTP-Redirect or HTTP-POST binding.",
    );
  }
  const certificates = childrenOf(descriptor, NS.metadata, "KeyDescriptor")
    .filter((key) => (key.getAttribute("use") ?? "signing") === "signing")
    .flatMap((key) => certificatesIn(key));
  if (certificates.length === 0) throw new SamlRefusal("The metadata has no signing certificate.");
  return { entityId, ssoUrl, certificates: [...new Set(certificates)].slice(0, MAX_CERTIFICATES) };
}

function certificatesIn(key: Element): string[] {
  const info = childOf(key, NS.signature, "KeyInfo");
  const data = info ? childrenOf(info, NS.signature, "X509Data") : [];
  return data.flatMap((x509) =>
    childrenOf(x509, NS.signature, "X509Certificate").map((certificate) =>
      bareCertificate(textOf(certificate)),
    ),
  );
}
