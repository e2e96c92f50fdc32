// Key/value rows for a code's metadata. Values stay the type they were stored as unless edited; a removed key is
// sent as null (the API's PATCH merges).
import type { MetadataValue } from "@qr/core/metadata";
import { useState } from "react";

interface Row {
  id: number;
  key: string;
  value: string;
  original?: MetadataValue;
}

export interface MetadataEditor {
  rows: Row[];
  setRows: (rows: Row[]) => void;
  /** The metadata to send: every row, and null for each stored key no longer listed. */
  changes(stored?: Record<string, MetadataValue>): Record<string, MetadataValue | null>;
}

let nextRowId = 0;

export function useMetadataEditor(stored: Record<string, MetadataValue> = {}): MetadataEditor {
  const [rows, setRows] = useState<Row[]>(() =>
    Object.entries(stored).map(([key, value]) => ({
      id: nextRowId++,
      key,
      value: String(value),
      original: value,
    })),
  );
  return {
    rows,
    setRows,
    changes(previous = {}) {
      const result: Record<string, MetadataValue | null> = {};
      for (const key of Object.keys(previous)) result[key] = null;
      for (const row of rows) {
        const key = row.key.trim();
        if (!key) continue;
        result[key] =
          row.original !== undefined && String(row.original) === row.value ? row.original : row.value;
      }
      return result;
    },
  };
}

export function MetadataFields({ editor, error }: { editor: MetadataEditor; error?: string | undefined }) {
  const { rows, setRows } = editor;
  const update = (id: number, change: Partial<Row>) =>
    setRows(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <fieldset>
      <legend>Metadata</legend>
      <p className="hint">Your own labels, e.g. an asset id or a table number. Filter the list by them.</p>
      {rows.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
          <label>
            Key {index + 1}
            <input
              value={row.key}
              maxLength={40}
              pattern="[A-Za-z0-9_.:\-]+"
              onChange={(event) => update(row.id, { key: event.target.value })}
            />
          </label>
          <label>
            Value {index + 1}
            <input
              value={row.value}
              maxLength={500}
              onChange={(event) => update(row.id, { value: event.target.value, original: undefined })}
            />
          </label>
          <button
            type="button"
            className="secondary"
            aria-label={`Remove ${row.key || `key ${index + 1}`}`}
            onClick={() => setRows(rows.filter((other) => other.id !== row.id))}
          >
            Remove
          </button>
        </div>
      ))}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className="secondary"
          disabled={rows.length >= 50}
          onClick={() => setRows([...rows, { id: nextRowId++, key: "", value: "" }])}
        >
          Add metadata
        </button>
      </div>
    </fieldset>
  );
}
