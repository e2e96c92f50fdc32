// Sign in with email and password (then the second factor, on its own page, when the account has one) or with a
// passkey alone; back to the page that asked for it. An unverified address can have its link sent again here.
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ApiFailure, account } from "../app/api.ts";
import { returnPath } from "../app/session.ts";
import { refusedFields } from "../ui/field-checks.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import { LocalStackNote } from "./local-stack-note.tsx";

export function SignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = returnPath(search);
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const withNext = next === "/" ? "" : `?next=${encodeURIComponent(next)}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checks = refusedFields(event.currentTarget);
    setRefused(checks);
    if (Object.keys(checks).length > 0) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const answer = (await account("/sign-in/email", {
        email: form.get("email"),
        password: form.get("password"),
      })) as { twoFactorRedirect?: boolean } | undefined;
      if (answer?.twoFactorRedirect) {
        navigate(`/sign-in/two-factor${withNext}`);
        return;
      }
      await queryClient.invalidateQueries();
      navigate(next);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const withPasskey = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { signInWithPasskey } = await import("./passkeys.ts");
      await signInWithPasskey();
      await queryClient.invalidateQueries();
      navigate(next);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const unverified = error instanceof ApiFailure && error.problem?.code === "email_not_verified";
  return (
    <main className="page narrow" id="main">
      <h1>Sign in</h1>
      <LocalStackNote />
      <form onSubmit={submit} noValidate>
        <TextField
          label="Email"
          error={refused.email}
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
          error={refused.password}
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
        <button type="button" className="secondary" onClick={withPasskey} disabled={busy}>
          Sign in with a passkey
        </button>
      </p>
      <p>
        <Link to={`/sign-in/sso${withNext}`}>Sign in with single sign-on</Link>
      </p>
      <p>
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to={`/sign-up${withNext}`}>Create an account</Link>
      </p>
    </main>
  );
}
