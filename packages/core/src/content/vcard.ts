// A business card as a vCard file, in 3.0 (RFC 2426: what iOS and Android contacts import most reliably, the
// page's "Add to contacts") or 4.0 (RFC 6350). Both escape TEXT the same way and fold lines at 75 octets.
import { contentLines, escapeText } from "./folding.ts";
import type { VcardContent } from "./types.ts";

export type VcardVersion = "3.0" | "4.0";

const PHONE_TYPES = {
  "3.0": { mobile: "CELL", work: "WORK,VOICE", home: "HOME,VOICE", other: "VOICE" },
  "4.0": { mobile: "cell", work: "work,voice", home: "home,voice", other: "voice" },
} as const;
const EMAIL_TYPES = {
  "3.0": { work: "INTERNET,WORK", home: "INTERNET,HOME", other: "INTERNET" },
  "4.0": { work: "work", home: "home", other: "" },
} as const;

/** The name a card shows: the person's, else the organisation's. */
export function cardName(card: VcardContent): string {
  const person = [card.first_name, card.last_name].filter(Boolean).join(" ");
  return person || card.organization || "";
}

export function vcardOf(card: VcardContent, version: VcardVersion): string {
  const lines = ["BEGIN:VCARD", `VERSION:${version}`];
  lines.push(`N:${escapeText(card.last_name ?? "")};${escapeText(card.first_name ?? "")};;;`);
  lines.push(`FN:${escapeText(cardName(card))}`);
  if (card.organization) lines.push(`ORG:${escapeText(card.organization)}`);
  if (card.title) lines.push(`TITLE:${escapeText(card.title)}`);
  for (const phone of card.phones ?? []) {
    const type = PHONE_TYPES[version][phone.kind];
    lines.push(
      version === "3.0"
        ? `TEL;TYPE=${type}:${escapeText(phone.number)}`
        : `TEL;VALUE=uri;TYPE="${type}":tel:${phone.number.replace(/[^0-9+*#]/g, "")}`,
    );
  }
  for (const email of card.emails ?? []) {
    const type = EMAIL_TYPES[version][email.kind];
    lines.push(`EMAIL${type ? `;TYPE=${type}` : ""}:${escapeText(email.address)}`);
  }
  if (card.website) lines.push(`URL:${card.website}`);
  if (card.address) {
    const { street, city, region, postal_code, country } = card.address;
    const parts = ["", "", street, city, region, postal_code, country].map((part) => escapeText(part ?? ""));
    lines.push(`ADR;TYPE=${version === "3.0" ? "WORK" : "work"}:${parts.join(";")}`);
  }
  if (card.note) lines.push(`NOTE:${escapeText(card.note)}`);
  lines.push("END:VCARD");
  return contentLines(lines);
}
