// Above the codes list: one search box (it filters as you type), a Filters button that opens the rest (status,
// type, tags, campaign, a metadata key and value), the folder, the sort, and each filter in force as a chip that removes it.
import { ListFilter, Search, X } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { CODE_SORTS, type CodeFilters, codeFiltersOf } from "../app/queries.ts";
import { CONTENT_KINDS, kindOf } from "../content/content-kinds.ts";
import { Dialog } from "../ui/dialog.tsx";
import { SelectField } from "../ui/select-field.tsx";
import type { Tag } from "../ui/tag-chips.tsx";
import { searchOf } from "./use-code-list.ts";

/** How long typing rests before the list follows it: a list per word, not per letter. */
const SEARCH_SETTLE_MS = 250;

export interface CodesToolbarProps {
  filters: CodeFilters;
  tags: readonly Tag[];
  /** The folders the person may see: a choice of one (or of codes in none) when there are any. */
  folders: readonly { id: string; name: string }[];
  /** Whether sorting by scans is offered (the caller may read analytics). */
  withScans: boolean;
  onChange: (filters: CodeFilters) => void;
}

export function CodesToolbar({ filters, tags, folders, withScans, onChange }: CodesToolbarProps) {
  const [open, setOpen] = useState(false);
  const chips = filterChips(filters, tags);
  return (
    <div className="codes-toolbar">
      <div className="codes-toolbar-row">
        <SearchBox
          value={filters.search ?? ""}
          onSearch={(search) => onChange(withFilter(filters, "search", search))}
        />
        <button type="button" className="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <ListFilter size={16} aria-hidden="true" />
          Filters
          {/* The count is for the eye; the chips below say each filter in words ("Filters in use"). */}
          {chips.length > 0 ? (
            <span className="count-badge" aria-hidden="true">
              {chips.length}
            </span>
          ) : null}
        </button>
        {folders.length > 0 ? (
          <SelectField
            label="Folder"
            className="sort-field"
            value={filters.folder ?? ""}
            onChange={(event) => onChange(withFilter(filters, "folder", event.currentTarget.value))}
            options={[
              ["", "All folders"],
              ["none", "In no folder"],
              ...folders.map((folder) => [folder.id, folder.name] as const),
              // A folder named by the address that is not (or no longer) listed still shows as chosen.
              ...(filters.folder && filters.folder !== "none" && !folders.some((f) => f.id === filters.folder)
                ? [[filters.folder, "Unknown folder"] as const]
                : []),
            ]}
          />
        ) : null}
        <SelectField
          label="Sort by"
          className="sort-field"
          value={filters.sort ?? "-created"}
          onChange={(event) =>
            onChange(
              withFilter(
                filters,
                "sort",
                event.currentTarget.value === "-created" ? "" : event.currentTarget.value,
              ),
            )
          }
          options={Object.entries(CODE_SORTS).filter(([sort]) => withScans || sort !== "-scans_7d")}
        />
      </div>
      {chips.length > 0 ? (
        <ul className="filter-chips" aria-label="Filters in use">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="chip"
                aria-label={`Remove filter ${chip.label}`}
                onClick={() => onChange(chip.without(filters))}
              >
                {chip.label}
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="link"
              onClick={() =>
                onChange({
                  ...(filters.search ? { search: filters.search } : {}),
                  ...(filters.folder ? { folder: filters.folder } : {}),
                  ...(filters.sort ? { sort: filters.sort } : {}),
                })
              }
            >
              Clear all filters
            </button>
          </li>
        </ul>
      ) : null}
      <FiltersDialog
        open={open}
        onClose={() => setOpen(false)}
        filters={filters}
        tags={tags}
        onApply={(next) => {
          setOpen(false);
          onChange(next);
        }}
      />
    </div>
  );
}

/** The search box: the list follows the words once typing rests, or at once on Enter. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // A search changed elsewhere (its chip removed, the address opened) shows here; what this box sent does not
  // come back to overwrite what is being typed since.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  const send = (search: string) => {
    if (search.trim() === sent.current.trim()) return;
    sent.current = search.trim();
    onSearch(search.trim());
  };
  useEffect(() => {
    const timer = setTimeout(() => send(text), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  });
  return (
    <search className="search-box">
      <form
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          send(text);
        }}
      >
        <Search size={16} aria-hidden="true" />
        <input
          type="search"
          name="search"
          aria-label="Search"
          placeholder="Search by name, link or slug"
          maxLength={200}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
      </form>
    </search>
  );
}

function FiltersDialog({
  open,
  onClose,
  filters,
  tags,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  filters: CodeFilters;
  tags: readonly Tag[];
  onApply: (filters: CodeFilters) => void;
}) {
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (filters.search) form.set("search", filters.search);
    if (filters.folder) form.set("folder", filters.folder);
    if (filters.sort) form.set("sort", filters.sort);
    onApply(codeFiltersOf(searchOf(form)));
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Filter codes"
      size="wide"
      footer={
        <>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="code-filters">
            Apply filters
          </button>
        </>
      }
    >
      <form
        id="code-filters"
        aria-label="Filter codes"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={apply}
      >
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
        <span />
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
          <fieldset className="tag-picker sm:col-span-2">
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
      </form>
    </Dialog>
  );
}

interface FilterChip {
  key: string;
  label: string;
  without: (filters: CodeFilters) => CodeFilters;
}

/** Each filter in force but the search (its box shows it), as a person reads it, with the filters it leaves. */
export function filterChips(filters: CodeFilters, tags: readonly Tag[]): FilterChip[] {
  const chips: FilterChip[] = [];
  const single = (name: keyof CodeFilters & string, label: string) =>
    chips.push({ key: name, label, without: (all) => withFilter(all, name, "") });
  if (filters.status) single("status", `Status: ${filters.status === "active" ? "Active" : "Paused"}`);
  if (filters.type) single("type", `Type: ${kindOf(filters.type as never).label}`);
  if (filters.campaign) single("campaign", `Campaign: ${filters.campaign}`);
  if (filters.metadata_key)
    single(
      "metadata_key",
      `Metadata: ${filters.metadata_key}${filters.metadata_value ? ` = ${filters.metadata_value}` : ""}`,
    );
  else if (filters.metadata_value) single("metadata_value", `Metadata value: ${filters.metadata_value}`);
  for (const id of filters.tag ?? [])
    chips.push({
      key: `tag-${id}`,
      label: `Tag: ${tags.find((tag) => tag.id === id)?.name ?? "unknown"}`,
      without: (all) => {
        const rest = (all.tag ?? []).filter((known) => known !== id);
        const { tag: _tag, ...others } = all;
        return rest.length > 0 ? { ...others, tag: rest } : others;
      },
    });
  return chips;
}

/** The filters with one set to `value`, or taken off when it is empty (a metadata key takes its value with it). */
function withFilter(filters: CodeFilters, name: keyof CodeFilters & string, value: string): CodeFilters {
  const next: CodeFilters = { ...filters };
  if (name === "tag") return next;
  if (value) next[name] = value;
  else {
    delete next[name];
    if (name === "metadata_key") delete next.metadata_value;
  }
  return next;
}
