// Forgotten password: a reset link by email. The answer is the same whether or not the address has an account.
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { account } from "../app/api.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string>();
  const [error, setError] = useState<unknown>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setError(undefined);
    try {
      await account("/request-password-reset", { email, redirectTo: "/reset-password" });
      setSentTo(email);
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <main className="page narrow" id="main">
      <h1>Reset your password</h1>
      {sentTo ? (
        <p role="status">
          If {sentTo} has an account, we sent it a link to choose a new password. The link works once, for 30
          minutes.
        </p>
      ) : (
        <form onSubmit={submit}>
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          {error ? <Problem error={error} /> : null}
          <button type="submit">Send the reset link</button>
        </form>
      )}
      <p>
        <Link to="/sign-in">Back to sign in</Link>
      </p>
    </main>
  );
}
