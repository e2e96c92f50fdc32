// "Protect this code": a password scanners must give, a notice shown before the code answers, or both. A stored
// password is never shown: it is kept, replaced or removed.
import { TextField } from "../ui/text-field.tsx";

export interface AccessValue {
  password?: string | null;
  notice?: string | null;
}

/** The access a form asks for: only what it changes (an empty password keeps the stored one). */
export function accessOfForm(form: FormData, current: { password: boolean; notice: string | null } | null) {
  const password = String(form.get("access.password") ?? "");
  const notice = String(form.get("access.notice") ?? "").trim();
  const change: AccessValue = {};
  if (form.get("access.remove_password") === "on") change.password = null;
  else if (password) change.password = password;
  if (notice !== (current?.notice ?? "")) change.notice = notice || null;
  return Object.keys(change).length > 0 ? change : undefined;
}

export function AccessFields({
  current,
  errorOf,
}: {
  current: { password: boolean; notice: string | null } | null;
  errorOf: (path: string) => string | undefined;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend>Protect this code (optional)</legend>
      <TextField
        label={current?.password ? "New password" : "Password"}
        name="access.password"
        type="password"
        autoComplete="new-password"
        maxLength={128}
        error={errorOf("password")}
        hint={
          current?.password
            ? "A password is set. Leave empty to keep it."
            : "Scanners must type it before the code answers. At least 4 characters."
        }
      />
      {current?.password ? (
        <label className="choice">
          <input type="checkbox" name="access.remove_password" />
          Remove the password
        </label>
      ) : null}
      <label>
        Notice before the code answers
        <textarea
          name="access.notice"
          rows={2}
          maxLength={500}
          defaultValue={current?.notice ?? ""}
          placeholder="You are leaving for an external site."
          aria-invalid={errorOf("notice") ? true : undefined}
        />
      </label>
    </fieldset>
  );
}
