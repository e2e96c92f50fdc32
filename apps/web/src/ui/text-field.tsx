// A labelled input with the reason it was refused (or a hint) beside it, tied to it for screen readers.
import { type InputHTMLAttributes, useId } from "react";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The API's reason for refusing this field, shown beside it. */
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const noteId = useId();
  const note = error ?? hint;
  return (
    <div className="field">
      <label>
        {label}
        <input
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
        />
      </label>
      {note ? (
        <p id={noteId} className={error ? "field-error" : "hint"}>
          {note}
        </p>
      ) : null}
    </div>
  );
}
