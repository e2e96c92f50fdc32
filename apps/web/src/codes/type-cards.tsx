// "What is this code for?": a card per type, its icon and name; what the chosen one does is said under them.
import type { ContentType } from "@qr/core/content/types";
import { useId } from "react";
import { CONTENT_KINDS, kindOf } from "../content/content-kinds.ts";
import { TYPE_ICONS } from "./code-words.ts";

export function TypeCards({
  value,
  onChange,
}: {
  value: ContentType;
  onChange: (type: ContentType) => void;
}) {
  const hintId = useId();
  return (
    <fieldset className="type-cards" aria-describedby={hintId}>
      <legend>What is this code for?</legend>
      {CONTENT_KINDS.map((kind) => {
        const Icon = TYPE_ICONS[kind.type];
        return (
          <label key={kind.type} className="type-card">
            <input
              type="radio"
              name="type"
              value={kind.type}
              checked={value === kind.type}
              onChange={() => onChange(kind.type)}
              // Named with what it does ("Email: Opens the mail app…"), as the cards show only the word; the
              // word alone would also name the fields of the types (a card's Email).
              aria-label={`${kind.label}: ${kind.hint}`}
            />
            <Icon size={20} aria-hidden="true" />
            {kind.label}
          </label>
        );
      })}
      <p id={hintId} className="hint type-cards-hint">
        {kindOf(value).hint}
      </p>
    </fieldset>
  );
}
