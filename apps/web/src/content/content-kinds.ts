// The types a code can be, as the designer offers them: what each is for, in a person's words.
import type { ContentType } from "@qr/core/content/types";

export interface ContentKind {
  type: ContentType;
  label: string;
  hint: string;
}

export const CONTENT_KINDS: readonly ContentKind[] = [
  { type: "url", label: "Website", hint: "Sends every scan to a web address you can change at any time." },
  { type: "vcard", label: "Business card", hint: "A contact page with “Add to contacts”, call and email." },
  { type: "links", label: "Page of links", hint: "A page of up to 20 labelled links." },
  {
    type: "file",
    label: "PDF or image",
    hint: "A menu, a brochure or a poster: shown on the phone, with a download. Replace the file at any time.",
  },
  { type: "event", label: "Event", hint: "Date, time and place, with “Add to calendar”." },
  {
    type: "app",
    label: "App",
    hint: "iPhones to the App Store, Android to Google Play, others to a web page.",
  },
  { type: "sms", label: "Text message", hint: "Opens Messages with a number and text filled in." },
  { type: "email", label: "Email", hint: "Opens the mail app with the address, subject and text filled in." },
  { type: "phone", label: "Phone call", hint: "A button that calls a number." },
  {
    type: "gs1",
    label: "GS1 product",
    // Its words name no field of the form (a radio's name holds its hint): "Domain", "URL" stay unambiguous.
    hint: "Your product's GTIN as a QR code that checkouts read and phones open.",
  },
  {
    type: "wifi",
    label: "Wi-Fi",
    hint: "Phones join the network from the code itself. Printed as it is: it cannot change later and has no scans.",
  },
];

export const kindOf = (type: ContentType): ContentKind =>
  CONTENT_KINDS.find((kind) => kind.type === type) ?? (CONTENT_KINDS[0] as ContentKind);
