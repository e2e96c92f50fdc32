// The second step of signing in to an account with two-factor on: a code from the authenticator app, or one of
// the recovery codes; the browser may be trusted for 30 days so that it is not asked again.
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { account } from "../app/api.ts";
import { returnPath } from "../app/session.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

export function TwoFactorSignInPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = returnPath(search);
  const queryClient = useQueryClient();
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const code = String(form.get("code") ?? "").trim();
      const trustDevice = form.get("trust") === "on";
      await account(recovery ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp", {
        code: recovery ? code : code.replace(/\s/g, ""),
        trustDevice,
      });
      await queryClient.invalidateQueries();
      navigate(next);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="page narrow" id="main">
      <h1>Two-factor authentication</h1>
      <p>
        {recovery
          ? "Type one of the recovery codes you saved when you turned two-factor on. Each works once."
          : "Open your authenticator app and type the 6-digit code it shows for the QR service."}
      </p>
      <form onSubmit={submit} key={recovery ? "recovery" : "app"}>
        {recovery ? (
          <TextField label="Recovery code" name="code" autoComplete="off" required maxLength={40} />
        ) : (
          <TextField
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]{6,7}"
            required
            maxLength={7}
          />
        )}
        <label className="choice">
          <input type="checkbox" name="trust" /> Trust this browser for 30 days
        </label>
        {error ? <Problem error={error} /> : null}
        <button type="submit" disabled={busy}>
          {busy ? "Checking…" : "Verify"}
        </button>
      </form>
      <p>
        <button type="button" className="secondary" onClick={() => setRecovery(!recovery)}>
          {recovery ? "Use the authenticator app instead" : "Use a recovery code instead"}
        </button>
      </p>
      <p>
        <Link to="/sign-in">Start again</Link>
      </p>
    </main>
  );
}
