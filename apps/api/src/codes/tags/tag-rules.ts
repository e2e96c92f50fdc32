// The limits of tags, shared by the schemas, the actions and the web app's messages.
export const TAG_NAME_MAX_LENGTH = 40;
export const MAX_TAGS_PER_CODE = 10;
export const MAX_TAGS_PER_TEAM = 500;

/** Colours a new tag gets when none is given: readable as text on white, and told apart. */
export const TAG_PALETTE = [
  "#2563eb",
  "#15803d",
  "#b45309",
  "#be123c",
  "#7c3aed",
  "#0e7490",
  "#4d7c0f",
  "#c2410c",
  "#9d174d",
  "#475569",
] as const;

/** A name's palette colour: the same name always gets the same one. */
export function paletteColorOf(name: string): string {
  let hash = 0;
  for (const ch of name.toLowerCase()) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return TAG_PALETTE[hash % TAG_PALETTE.length] as string;
}
