// Countries and devices as people name them: a country from the ISO 3166 alpha-2 code the analytics carry ("US" →
// "United States") in the browser's language (Intl.DisplayNames: nothing to download), a device with its capital.
const regionNames = new Intl.DisplayNames(
  typeof navigator === "undefined" ? ["en"] : [navigator.language, "en"],
  {
    type: "region",
  },
);

export function countryName(code: string): string {
  if (code === "unknown" || code === "XX") return "Unknown";
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A device class as a word with its capital: "mobile" → "Mobile". */
export function deviceName(device: string): string {
  return device.charAt(0).toUpperCase() + device.slice(1);
}
