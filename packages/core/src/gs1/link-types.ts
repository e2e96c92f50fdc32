// The link types of the GS1 Web Vocabulary (https://ref.gs1.org/voc/?show=linktypes) that a link of a GS1 code
// may have: a link type is written `gs1:pip` in the API and as its full URI (`https://gs1.org/voc/pip`) in a
// linkset, as RFC 9264 asks of an extension relation type.

export const GS1_VOCABULARY = "https://gs1.org/voc/";

export const GS1_LINK_TYPES = [
  "activityIdeas",
  "allergenInfo",
  "appDownload",
  "assemblyInstructions",
  "brandHomepageClinical",
  "brandHomepagePatient",
  "careersInfo",
  "certificationInfo",
  "consumerHandlingStorageInfo",
  "dpp",
  "epcis",
  "epil",
  "eventsInfo",
  "faqs",
  "handledBy",
  "hasRetailers",
  "homepage",
  "ingredientsInfo",
  "instructions",
  "leaflet",
  "locationInfo",
  "logisticsInfo",
  "loyaltyProgram",
  "masterData",
  "menuInfo",
  "nutritionalInfo",
  "paymentLink",
  "pip",
  "productSustainabilityInfo",
  "promotion",
  "purchaseSuppliesOrAccessories",
  "quickStartGuide",
  "recallStatus",
  "recipeInfo",
  "recyclingInfo",
  "registerProduct",
  "relatedImage",
  "relatedVideo",
  "review",
  "safetyInfo",
  "scheduleTime",
  "serviceInfo",
  "smartLabel",
  "smpc",
  "socialMedia",
  "statisticInfo",
  "subscribe",
  "support",
  "sustainabilityInfo",
  "traceability",
  "tutorial",
  "userAgreement",
  "verificationService",
  "whatsInTheBox",
] as const;
export type Gs1LinkType = (typeof GS1_LINK_TYPES)[number];

const KNOWN = new Set<string>(GS1_LINK_TYPES);

/** The link type a request or an API call names (`gs1:pip`, `https://gs1.org/voc/pip`, or `pip`), if it is one. */
export function linkTypeOf(name: string): Gs1LinkType | undefined {
  const bare = name.startsWith("gs1:")
    ? name.slice(4)
    : name.startsWith(GS1_VOCABULARY)
      ? name.slice(GS1_VOCABULARY.length)
      : name;
  return KNOWN.has(bare) ? (bare as Gs1LinkType) : undefined;
}
