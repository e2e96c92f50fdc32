// Signing in through a team's single sign-on: the address says which team's provider (when a team proved its
// domain), then the browser goes to that provider and comes back signed in, a member of the team.
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiFailure, account, api, unwrap } from "../app/api.ts";
import { returnPath } from "../app/session.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

/** What the account library's callback says went wrong, in words. */
const CALLBACK_ERRORS: Record<string, string> = {
  access_denied: "The sign-in was cancelled at your organisation's provider.",
  account_not_linked: "This address already has an account that the provider could not be linked to.",
  email_outside_domain:
    "Your organisation's provider signed you in with an address outside the domain of this team's single sign-on.",
  sign_in_refused: "The sign-in was refused. Try again, or ask your team's owner.",
};

export function SsoSignInPage() {
  const [search] = useSearchParams();
  const next = returnPath(search);
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const callbackError = search.get("error");
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const email = String(new FormData(event.currentTarget).get("email") ?? "");
      const { provider_id, sign_in_url } = await unwrap(api.POST("/api/v1/sso/lookup", { body: { email } }));
      if (sign_in_url) {
        // SAML: the service sends the browser on to the identity provider.
        window.location.assign(`${sign_in_url}?return_to=${encodeURIComponent(next)}`);
        return;
      }
      const started = (await account("/sign-in/social", {
        provider: provider_id,
        callbackURL: next,
        errorCallbackURL: "/sign-in/sso",
        loginHint: email.trim(),
      })) as { url?: string };
      if (!started.url) throw new ApiFailure(502, { detail: "The provider gave no address to go to." });
      window.location.assign(started.url);
    } catch (failure) {
      setError(failure);
      setBusy(false);
    }
  };
  return (
    <main className="page narrow" id="main">
      <h1>Single sign-on</h1>
      <p>Sign in with your organisation's account, if your team set one up.</p>
      {callbackError ? (
        <p role="alert" className="problem">
          {CALLBACK_ERRORS[callbackError] ?? `The sign-in did not finish (${callbackError.slice(0, 80)}).`}
        </p>
      ) : null}
      <form onSubmit={submit}>
        <TextField
          label="Work email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={320}
        />
        {error ? <Problem error={error} /> : null}
        <button type="submit" disabled={busy}>
          {busy ? "Going to your provider…" : "Continue"}
        </button>
      </form>
      <p>
        <Link to="/sign-in">Sign in with a password instead</Link>
      </p>
    </main>
  );
}
