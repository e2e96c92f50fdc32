// Sign in with email and password; back to the page that asked for it. An unverified address can have its link
// sent again from here.
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiFailure, account } from "../app/api.ts";
import { returnPath } from "../app/session.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = returnPath(search);
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      await account("/sign-in/email", { email: form.get("email"), password: form.get("password") });
      await queryClient.invalidateQueries();
      navigate(next);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const unverified = error instanceof ApiFailure && error.problem?.code === "email_not_verified";
  const withNext = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
  return (
    <main className="page narrow" id="main">
      <h1>Sign in</h1>
      <form onSubmit={submit}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error ? <Problem error={error} /> : null}
        {unverified ? (
          <Link to={`/verify-email?email=${encodeURIComponent(email)}`}>
            Send the verification link again
          </Link>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? "Signing in…" : "Sign in"}
        </button>
      </form>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to={`/sign-up${withNext}`}>Create an account</Link>
      </p>
    </main>
  );
}
