// "What is this code for?": one choice per type, each saying what a scan will do.
import type { ContentType } from "@qr/core/content/types";
import { CONTENT_KINDS } from "./content-kinds.ts";

export function TypePicker({
  value,
  onChange,
}: {
  value: ContentType;
  onChange: (type: ContentType) => void;
}) {
  return (
    <fieldset className="type-picker">
      <legend>What is this code for?</legend>
      {CONTENT_KINDS.map((kind) => (
        <label key={kind.type} className="type-choice">
          <input
            type="radio"
            name="type"
            value={kind.type}
            checked={value === kind.type}
            onChange={() => onChange(kind.type)}
          />
          <span>
            <strong>{kind.label}</strong>
            <span className="hint">{kind.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
