// An identity provider's signing certificates, kept as base64 DER (as metadata carries them) and read as PEM by
// the signature check.
import { SamlRefusal } from "./saml-xml.ts";

/** The certificate's base64 without whitespace or PEM armour; refused unless it is base64 of a DER sequence. */
export function bareCertificate(raw: string): string {
  const bare = raw.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
  if (!/^MII[A-Za-z0-9+/]+={0,2}$/.test(bare) || bare.length > 16_384) {
    throw new SamlRefusal("A signing certificate is not an X.509 certificate in base64.");
  }
  return bare;
}

export function pemOf(bare: string): string {
  const lines = bare.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}

/** The certificate's SHA-256 fingerprint, as identity providers show it (hex pairs joined by colons). */
export async function fingerprintOf(bare: string): Promise<string> {
  const der = Uint8Array.from(atob(bare), (char) => char.charCodeAt(0));
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", der));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0").toUpperCase()).join(":");
}
