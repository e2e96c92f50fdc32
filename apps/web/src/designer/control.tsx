// A labelled control with its refusal or warnings beside it, tied to it for screen readers.
import { type ReactNode, useId } from "react";
import type { Notes } from "./use-design-state.ts";

export function Control({
  label,
  note,
  children,
}: {
  label: string;
  note: Notes[string] | undefined;
  children: (props: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const controlId = useId();
  const noteId = useId();
  const messages = [...(note?.error ? [note.error] : []), ...(note?.warnings ?? [])];
  return (
    <div className="grid gap-1">
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        ...(note?.error ? { "aria-invalid": true } : {}),
        ...(messages.length > 0 ? { "aria-describedby": noteId } : {}),
      })}
      {messages.length > 0 ? (
        <p id={noteId} className={note?.error ? "field-error" : "warning"}>
          {messages.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
