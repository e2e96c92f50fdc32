// Create an account; the verification email's link signs the person in.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ApiFailure, account } from "../api.ts";
import { Problem } from "./problem.tsx";
import { TextField } from "./text-field.tsx";

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
        <TextField label="Name" name="name" autoComplete="name" required />
        <TextField label="Email" name="email" type="email" autoComplete="email" required />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={10}
          required
          error={passwordError}
          hint="At least 10 characters, not a common password."
        />
        {error && !passwordError ? <Problem error={error} /> : null}
        <button type="submit">Create account</button>
      </form>
      <p>
        Have an account? <Link to="/sign-in">Sign in</Link>
      </p>
    </main>
  );
}
