// Choose a code's tags among the team's: a group of checkboxes, each named by its tag. Ten at most (the API's
// limit): past that, the others are disabled and the reason is said.
import { useId, useState } from "react";
import { Link } from "react-router";
import type { Tag } from "./tag-chips.tsx";

export const MAX_TAGS_PER_CODE = 10;

export interface TagPickerProps {
  tags: readonly Tag[];
  /** The ids chosen at first. */
  initial?: readonly string[];
  onChange?: (ids: string[]) => void;
  error?: string | undefined;
}

export function TagPicker({ tags, initial = [], onChange, error }: TagPickerProps) {
  const [chosen, setChosen] = useState<string[]>([...initial]);
  const noteId = useId();
  const full = chosen.length >= MAX_TAGS_PER_CODE;
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((known) => known !== id);
    setChosen(next);
    onChange?.(next);
  };
  return (
    <fieldset className="tag-picker" aria-describedby={noteId}>
      <legend>Tags</legend>
      {tags.length === 0 ? null : (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {tags.map((tag) => (
            <label key={tag.id} className="choice">
              <input
                type="checkbox"
                name="tags"
                value={tag.id}
                checked={chosen.includes(tag.id)}
                disabled={full && !chosen.includes(tag.id)}
                onChange={(event) => toggle(tag.id, event.currentTarget.checked)}
              />
              <span className="tag-dot" style={{ background: tag.color }} aria-hidden="true" />
              {tag.name}
            </label>
          ))}
        </div>
      )}
      <p id={noteId} className={error ? "field-error" : "hint"}>
        {error ??
          (tags.length === 0
            ? "The team has no tags yet."
            : full
              ? `A code has at most ${MAX_TAGS_PER_CODE} tags.`
              : "Group codes to find and act on them together.")}{" "}
        <Link to="/settings/tags">Manage tags</Link>
      </p>
    </fieldset>
  );
}
