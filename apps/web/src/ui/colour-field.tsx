// A colour as people choose one: a swatch that opens the system's picker, the colour's hex beside it (typed or
// pasted, `#` or not), and, against another colour, whether the two contrast enough for a phone to read the code.
import { useId } from "react";

export interface ColourFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The colour it is read against (a code's background): its contrast ratio is shown. */
  against?: string | undefined;
  /** The least contrast that reads well (the designer's scan check asks for more than text does). */
  minContrast?: number;
  name?: string;
  hint?: string | undefined;
  /** The API's reason for refusing this colour, shown beside it. */
  error?: string | undefined;
  /** Something to know of this colour that does not refuse it (it scans, but less well). */
  warning?: string | undefined;
  disabled?: boolean;
}

export function ColourField({
  label,
  value,
  onChange,
  against,
  minContrast = 3,
  name,
  hint,
  error,
  warning,
  disabled,
}: ColourFieldProps) {
  const id = useId();
  const noteId = useId();
  const helpId = useId();
  const ratio = against && isHex(value) && isHex(against) ? contrastRatio(value, against) : undefined;
  const help = error ?? warning ?? hint;
  const describedBy = [ratio === undefined ? null : noteId, help ? helpId : null].filter(Boolean).join(" ");
  return (
    <div className="colour-field">
      <label htmlFor={id}>{label}</label>
      <div className="colour-field-row">
        <input
          type="color"
          // Not the field's label: the hex beside it is the field, and a test or a person finds it by that name.
          aria-label="Palette"
          disabled={disabled}
          value={isHex(value) ? value.toLowerCase() : "#000000"}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <input
          id={id}
          name={name}
          className="mono"
          disabled={disabled}
          value={value}
          spellCheck={false}
          autoComplete="off"
          placeholder="#1f6feb"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(withHash(event.currentTarget.value))}
        />
        {ratio === undefined ? null : (
          <span id={noteId} className="contrast" data-ok={ratio >= minContrast || undefined}>
            Contrast {ratio.toFixed(1)}:1{ratio >= minContrast ? "" : ", too low"}
          </span>
        )}
      </div>
      {help ? (
        <p id={helpId} className={error ? "field-error" : warning ? "warning" : "hint"}>
          {help}
        </p>
      ) : null}
    </div>
  );
}

function withHash(typed: string): string {
  const trimmed = typed.trim();
  return /^[0-9a-f]{6}$/i.test(trimmed) ? `#${trimmed}` : trimmed;
}

export function isHex(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

/** WCAG's contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}
