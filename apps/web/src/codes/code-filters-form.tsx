// The codes list's filters: search, status, type, UTM campaign, sort, a metadata key and value, and tags (any of
// them).
import type { FormEvent } from "react";
import { CODE_SORTS, type CodeFilters } from "../app/queries.ts";
import { CONTENT_KINDS } from "../content/content-kinds.ts";
import { SelectField } from "../ui/select-field.tsx";

interface Tag {
  id: string;
  name: string;
  color: string;
}

export function CodeFiltersForm({
  filters,
  tags,
  withScans,
  cleared,
  onApply,
  onClear,
}: {
  filters: CodeFilters;
  tags: Tag[];
  /** Whether sorting by scans is offered (the caller may read analytics). */
  withScans: boolean;
  /** Whether there is nothing to clear. */
  cleared: boolean;
  onApply: (event: FormEvent<HTMLFormElement>) => void;
  onClear: () => void;
}) {
  return (
    <form
      aria-label="Filter codes"
      onSubmit={onApply}
      className="card mb-4 grid-cols-1 items-end sm:grid-cols-2 lg:grid-cols-3"
    >
      <label>
        Search
        <input
          name="search"
          type="search"
          defaultValue={filters.search}
          placeholder="Name, URL or slug"
          maxLength={200}
        />
      </label>
      <SelectField
        label="Status"
        name="status"
        defaultValue={filters.status ?? ""}
        options={[
          ["", "Any"],
          ["active", "Active"],
          ["disabled", "Paused"],
        ]}
      />
      <SelectField
        label="Type"
        name="type"
        defaultValue={filters.type ?? ""}
        options={[["", "Any"], ...CONTENT_KINDS.map((kind) => [kind.type, kind.label] as const)]}
      />
      <label>
        Campaign
        <input name="campaign" defaultValue={filters.campaign} placeholder="summer_menu" maxLength={200} />
      </label>
      <SelectField
        label="Sort by"
        name="sort"
        defaultValue={filters.sort ?? "-created"}
        options={Object.entries(CODE_SORTS).filter(([sort]) => withScans || sort !== "-scans_7d")}
      />
      <label>
        Metadata key
        <input
          name="metadata_key"
          defaultValue={filters.metadata_key}
          placeholder="asset_id"
          maxLength={40}
        />
      </label>
      <label>
        Metadata value
        <input name="metadata_value" defaultValue={filters.metadata_value} maxLength={500} />
      </label>
      {tags.length > 0 ? (
        <fieldset className="tag-picker sm:col-span-2 lg:col-span-3">
          <legend>Tags (any of them)</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {tags.map((tag) => (
              <label key={tag.id} className="choice">
                <input
                  type="checkbox"
                  name="tag"
                  value={tag.id}
                  defaultChecked={filters.tag?.includes(tag.id)}
                />
                <span className="tag-dot" style={{ background: tag.color }} aria-hidden="true" />
                {tag.name}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex gap-2">
        <button type="submit">Filter</button>
        {cleared ? null : (
          <button type="button" className="secondary" onClick={onClear}>
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
