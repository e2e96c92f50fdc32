// Markup built from data, escaped by construction: `html` is a tagged template whose every interpolated value is
// escaped unless it is markup itself (another `html`, or `trusted` text the code wrote), so no page, mail or form
// can carry markup from a request, a record or a database row by mistake. Arrays are joined; null, undefined and
// false leave nothing. The one escaping rule of the service lives here.
const MARKUP = Symbol("markup");

export interface Markup {
  readonly [MARKUP]: string;
  toString(): string;
}

function markup(text: string): Markup {
  return { [MARKUP]: text, toString: () => text };
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  let text = strings[0] ?? "";
  values.forEach((value, i) => {
    text += render(value) + (strings[i + 1] ?? "");
  });
  return markup(text);
}

/** Markup the code itself wrote (a constant, never data): passed through as it is. */
export function trusted(text: string): Markup {
  return markup(text);
}

/** Text as it may stand in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return "";
  if (Array.isArray(value)) return value.map(render).join("");
  if (typeof value === "object" && MARKUP in value) return (value as Markup)[MARKUP];
  return escapeHtml(String(value));
}
