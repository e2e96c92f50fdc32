// Create an account; the verification email's link signs the person in and brings them back here.
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiFailure, account } from "../app/api.ts";
import { returnPath } from "../app/session.ts";
import { refusedFields } from "../ui/field-checks.ts";
import { NewPasswordField } from "../ui/new-password-field.tsx";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import { LocalStackNote } from "./local-stack-note.tsx";

/** Where the verification link lands: the "verified" page, which then goes on to `next`. */
export function verifiedCallback(next: string): string {
  return next === "/" ? "/verified" : `/verified?next=${encodeURIComponent(next)}`;
}

export function SignUpPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = returnPath(search);
  const [error, setError] = useState<unknown>();
  const [refused, setRefused] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checks = refusedFields(event.currentTarget);
    setRefused(checks);
    if (Object.keys(checks).length > 0) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "");
    setError(undefined);
    setBusy(true);
    try {
      await account("/sign-up/email", {
        name: form.get("name"),
        email,
        password: form.get("password"),
        callbackURL: verifiedCallback(next),
      });
      navigate(
        `/verify-email?email=${encodeURIComponent(email)}&sent=1${next === "/" ? "" : `&next=${encodeURIComponent(next)}`}`,
      );
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const failure = error instanceof ApiFailure ? error : undefined;
  const passwordError = refused.password ?? failure?.fieldError("password");
  const emailError = refused.email ?? failure?.fieldError("email");
  return (
    <main className="page narrow" id="main">
      <h1>Create an account</h1>
      <LocalStackNote />
      <form onSubmit={submit} noValidate>
        <TextField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={100}
          error={refused.name}
        />
        <TextField label="Email" name="email" type="email" autoComplete="email" required error={emailError} />
        <NewPasswordField label="Password" name="password" error={passwordError} />
        {error && !passwordError && !emailError ? <Problem error={error} /> : null}
        <button type="submit" disabled={busy}>
          {busy ? "Creating…" : "Create account"}
        </button>
      </form>
      <p>
        Have an account? <Link to="/sign-in">Sign in</Link>
      </p>
    </main>
  );
}
