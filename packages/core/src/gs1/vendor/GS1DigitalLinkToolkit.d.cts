// The parts of GS1's Digital Link toolkit (gs1/GS1DigitalLinkToolkit.js, Apache 2.0, LICENCE beside it) that the
// service and its tests call.
declare class GS1DigitalLinkToolkit {
  aitable: {
    ai: string;
    type: string;
    regex: string;
    checkDigit?: string;
    qualifiers?: string[];
    shortcode?: string;
  }[];
  extractFromGS1digitalLink(uri: string): { GS1: Record<string, string>; other: Record<string, string>[] };
  buildGS1digitalLink(ais: Record<string, string>, short: boolean, stem: string, other: Record<string, string>): string;
  calculateCheckDigit(ai: string, value: string): number;
  decompressGS1DigitalLink(uri: string, useShortText: boolean, uriStem: string): string;
  compressGS1DigitalLink(
    uri: string,
    useShortText: boolean,
    uriStem: string,
    uncompressedPrimary: boolean,
    useOptimisations: boolean,
    compressOtherKeyValuePairs: boolean,
  ): string;
}
export = GS1DigitalLinkToolkit;
