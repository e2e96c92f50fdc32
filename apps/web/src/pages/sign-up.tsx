// Create an account; the verification email's link signs the person in.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ApiFailure, account } from "../api.ts";
import { Problem } from "./problem.tsx";

export function SignUpPage() {
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<unknown>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(undefined);
    try {
      await account("/sign-up/email", {
        name: form.get("name"),
        email: form.get("email"),
        password: form.get("password"),
        callbackURL: "/",
      });
      setSentTo(String(form.get("email")));
    } catch (failure) {
      setError(failure);
    }
  };
  if (sentTo) {
    return (
      <main className="page narrow">
        <h1>Check your email</h1>
        <p role="status">We sent a link to {sentTo}. Open it to verify your address; it signs you in.</p>
      </main>
    );
  }
  const passwordError = error instanceof ApiFailure ? error.fieldError("password") : undefined;
  return (
    <main className="page narrow">
      <h1>Create an account</h1>
      <form onSubmit={submit}>
        <label>
          Name
          <input name="name" autoComplete="name" required />
        </label>
        <label>
          Email
          <input name="email" type="email" autoComplete="email" required />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={10}
            required
            aria-describedby="password-rule"
            aria-invalid={passwordError ? true : undefined}
          />
        </label>
        <p id="password-rule" className="hint">
          {passwordError ?? "At least 10 characters, not a common password."}
        </p>
        {error && !passwordError ? <Problem error={error} /> : null}
        <button type="submit">Create account</button>
      </form>
      <p>
        Have an account? <Link to="/sign-in">Sign in</Link>
      </p>
    </main>
  );
}
