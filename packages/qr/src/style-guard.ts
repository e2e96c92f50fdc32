// What the renderer writes into SVG attributes must be what the style allows, whoever calls it: the API checks its
// input, but a browser component (sdks/react) hands the renderer what a page gives it. A value outside the style's
// vocabulary is refused here, so no caller can put markup into the SVG through a colour, a shape or a logo.
import { ERROR_CORRECTION_LEVELS } from "./matrix.ts";
import { EYE_SHAPES, FRAMES, GRADIENTS, MODULE_SHAPES, type QrStyle, type StyleProblem } from "./style.ts";

const COLOUR = /^#[0-9a-fA-F]{6}$/;
const LOGO_HREF = /^data:image\/(png|jpeg|svg\+xml);base64,[A-Za-z0-9+/]*={0,2}$/;

export function styleVocabularyErrors(style: QrStyle, logoHref: string | undefined): StyleProblem[] {
  const errors: StyleProblem[] = [];
  const colour = (path: keyof QrStyle, value: unknown, transparent = false) => {
    if (typeof value !== "string" || !(COLOUR.test(value) || (transparent && value === "transparent")))
      errors.push({ path, message: `a colour is #rrggbb${transparent ? ' or "transparent"' : ""}` });
  };
  const oneOf = (path: keyof QrStyle, values: readonly unknown[]) => {
    if (!values.includes(style[path])) errors.push({ path, message: `one of ${values.join(", ")}` });
  };
  const finite = (path: keyof QrStyle) => {
    if (typeof style[path] !== "number" || !Number.isFinite(style[path]))
      errors.push({ path, message: "a number" });
  };
  colour("fg", style.fg);
  colour("bg", style.bg, true);
  colour("gradient_to", style.gradient_to);
  if (style.frame_color !== null) colour("frame_color", style.frame_color);
  oneOf("ecl", ERROR_CORRECTION_LEVELS);
  oneOf("module_shape", MODULE_SHAPES);
  oneOf("eye_shape", EYE_SHAPES);
  oneOf("gradient", GRADIENTS);
  oneOf("frame", FRAMES);
  finite("margin");
  finite("gradient_angle");
  finite("logo_size");
  if (typeof style.frame_text !== "string") errors.push({ path: "frame_text", message: "text" });
  if (logoHref !== undefined && !LOGO_HREF.test(logoHref))
    errors.push({ path: "logo_id", message: "a logo is a base64 data: URL of a PNG, JPEG or SVG image" });
  return errors;
}
