// The form's own checks (required, an email's shape, a length) said the app's one way, inline beside each field,
// instead of the browser's bubbles: forms are `noValidate` and ask this on submit. The API checks again.
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Each field of `form` its constraints refuse, by name, with the reason in words; the first is focused. */
export function refusedFields(form: HTMLFormElement): Record<string, string> {
  const refused: Record<string, string> = {};
  let first: Field | undefined;
  for (const element of Array.from(form.elements)) {
    const field = element as Field;
    if (!("validity" in field) || !field.name || field.validity.valid || refused[field.name]) continue;
    refused[field.name] = reasonOf(field);
    first ??= field;
  }
  first?.focus();
  return refused;
}

function reasonOf(field: Field): string {
  const { validity } = field;
  if (validity.valueMissing) return "Fill this in.";
  if (validity.typeMismatch && field.type === "email") return "Give an email address, like ada@example.com.";
  if (validity.typeMismatch && field.type === "url") return "Give a web address, like https://example.com.";
  if (validity.tooShort && "minLength" in field) return `At least ${field.minLength} characters.`;
  if (validity.tooLong && "maxLength" in field) return `At most ${field.maxLength} characters.`;
  return field.validationMessage;
}
