// Instants in a datetime-local input: shown in the browser's own time zone, sent to the API as ISO instants.

/** The value a datetime-local input shows for an ISO instant, in this browser's zone; "" for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The ISO instant of a datetime-local value (read as this browser's local time); null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function formatInstant(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : "—";
}
