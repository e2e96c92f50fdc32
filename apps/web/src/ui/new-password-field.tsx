// The field for a new password: the policy's bounds and its hint in one place (the API checks the same policy).
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@qr/core/password-policy";
import { TextField } from "./text-field.tsx";

export function NewPasswordField({
  label,
  name,
  error,
  note,
}: {
  label: string;
  name: string;
  error?: string | undefined;
  note?: string;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      required
      error={error}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters, not a common password.${note ? ` ${note}` : ""}`}
    />
  );
}
