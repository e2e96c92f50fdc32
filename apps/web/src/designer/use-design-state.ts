// The designer's state: the saved design the code follows, the style being edited over it, and what the print-safety
// rules (the same function the API runs) say of each field, put beside the control that causes it.
import { checkPrintSafety, type SafetyReport } from "@qr/qr/style";
import { useRef, useState } from "react";
import type { QrCode } from "../codes/use-code.ts";
import { baseStyle, type DesignStyle, type SavedDesign } from "./design-style.ts";

/** Each field's refusal (at most one) and warnings. */
export type Notes = Record<string, { error?: string; warnings: string[] }>;

export function useDesignState(code: QrCode, designs: SavedDesign[]) {
  const [designId, setDesignId] = useState<string | null>(code.design_id);
  const [style, setStyle] = useState<DesignStyle>({
    ...baseStyle(designs, code.design_id),
    ...(code.style as Partial<DesignStyle>),
  });
  const report = checkPrintSafety(style);
  const saved: DesignStyle = {
    ...baseStyle(designs, code.design_id),
    ...(code.style as Partial<DesignStyle>),
  };
  // The last style that would scan: the tiles are drawn from it while a choice is refused, so they stay visible.
  const lastScannable = useRef(style);
  if (report.errors.length === 0) lastScannable.current = style;
  return {
    designId,
    base: baseStyle(designs, designId),
    style,
    notes: notesOf(report),
    /** Whether the style would not scan: nothing is drawn, saved or downloaded. */
    refused: report.errors.length > 0,
    /** What the tiles are drawn from: the style, or the last one that would scan while this one would not. */
    scannable: lastScannable.current,
    /** Whether the design differs from the code's saved one. */
    dirty: designId !== code.design_id || !sameStyle(style, saved),
    /** The first reason the style would not scan, in words. */
    refusal: report.errors[0]?.message,
    set: <K extends keyof DesignStyle>(key: K, value: DesignStyle[K]) => setStyle({ ...style, [key]: value }),
    setStyle,
    /** Follows a saved design wholly; edits after this are the code's own. */
    chooseDesign: (id: string | null) => {
      setDesignId(id);
      setStyle(baseStyle(designs, id));
    },
    /** The code now follows `id` (saved as a new design): the style stays as it is. */
    followDesign: setDesignId,
  };
}

export type DesignState = ReturnType<typeof useDesignState>;

/** A print-safety report by field. */
export function notesOf(report: SafetyReport): Notes {
  const notes: Notes = {};
  for (const problem of [...report.errors, ...report.warnings]) {
    const note = notes[problem.path] ?? { warnings: [] };
    if (report.errors.includes(problem)) note.error = problem.message;
    else note.warnings.push(problem.message);
    notes[problem.path] = note;
  }
  return notes;
}

/** Whether two styles draw the same: every field equal, a missing one as null. */
function sameStyle(a: DesignStyle, b: DesignStyle): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof DesignStyle>;
  return [...keys].every((key) => (a[key] ?? null) === (b[key] ?? null));
}
