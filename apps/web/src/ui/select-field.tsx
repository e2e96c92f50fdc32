// A labelled select. The label is tied by id rather than wrapped around the select, so the control's accessible
// name is the label alone (a wrapping label would add the chosen option to it).
import { type SelectHTMLAttributes, useId } from "react";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly (string | readonly [value: string, text: string])[];
}

export function SelectField({ label, options, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={`grid gap-1 ${className ?? ""}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {options.map((option) => {
          const [value, text] = typeof option === "string" ? [option, option] : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
