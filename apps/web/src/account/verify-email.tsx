// After sign-up (or a refused sign-in): check your email, or have the link sent again.
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { account } from "../app/api.ts";
import { returnPath } from "../app/session.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import { verifiedCallback } from "./sign-up.tsx";

export function VerifyEmailPage() {
  const [search] = useSearchParams();
  const [sentTo, setSentTo] = useState(search.get("sent") ? (search.get("email") ?? "") : "");
  const [error, setError] = useState<unknown>();
  const resend = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setError(undefined);
    try {
      await account("/send-verification-email", { email, callbackURL: verifiedCallback(returnPath(search)) });
      setSentTo(email);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <main className="page narrow" id="main">
      <h1>Check your email</h1>
      <p role="status">
        {sentTo
          ? `We sent a link to ${sentTo}. Open it to verify your address; it signs you in. It is valid for 24 hours.`
          : ""}
      </p>
      <form onSubmit={resend} aria-labelledby="resend">
        <h2 id="resend">No email?</h2>
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          defaultValue={search.get("email") ?? ""}
        />
        {error ? <Problem error={error} /> : null}
        <button type="submit" className="secondary">
          Send the link again
        </button>
      </form>
      <p>
        <Link to="/sign-in">Back to sign in</Link>
      </p>
    </main>
  );
}
