// The print-safety gate for stored styles: a style that would not scan is refused (422, per field), a
// borderline one is stored and its warnings returned.
import { checkPrintSafety, DEFAULT_STYLE, type QrStyle } from "@qr/qr";
import { validationFailed } from "../errors/api-error.ts";

export function checkedStyle(style: Record<string, unknown> | undefined): {
  style?: Record<string, unknown>;
  warnings: string[];
} {
  if (style === undefined) return { warnings: [] };
  const report = checkPrintSafety({ ...DEFAULT_STYLE, ...style } as QrStyle);
  if (report.errors.length > 0) {
    throw validationFailed(report.errors.map((e) => ({ path: `style.${e.path}`, message: e.message })));
  }
  return { style, warnings: report.warnings.map((warning) => warning.message) };
}
