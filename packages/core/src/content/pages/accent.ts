// A page's accent colour (a brand's, `accent_color` of a page's content) and the text colour that reads on it: of
// white and near-black, the one with the higher WCAG contrast, so a brand's yellow gets dark text and its navy
// white. Only `#rrggbb` is taken (the API's schema), so nothing else can reach the page's style.
export const ACCENT_COLOR = /^#[0-9a-fA-F]{6}$/;

const DARK_TEXT = "#111111";
const LIGHT_TEXT = "#ffffff";

export interface Accent {
  accent: string;
  onAccent: string;
}

/** The accent and its text colour, or undefined for a value that is not `#rrggbb`. */
export function accentOf(color: unknown): Accent | undefined {
  if (typeof color !== "string" || !ACCENT_COLOR.test(color)) return undefined;
  const accent = color.toLowerCase();
  const onAccent = contrast(accent, LIGHT_TEXT) >= contrast(accent, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
  return { accent, onAccent };
}

/** The CSS custom properties that set it, as the pages' style sheet reads them. */
export const accentProperties = ({ accent, onAccent }: Accent): [string, string][] => [
  ["--accent", accent],
  ["--on-accent", onAccent],
];

function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const channel = (at: number) => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
