// The reset link lands here with its token: choose a new password (every session ends), then sign in.
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ApiFailure, account } from "../app/api.ts";
import { NewPasswordField } from "../ui/new-password-field.tsx";
import { Problem } from "../ui/problem.tsx";

export function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get("token");
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    try {
      await account("/reset-password", {
        token,
        newPassword: new FormData(event.currentTarget).get("password"),
      });
      setDone(true);
    } catch (failure) {
      setError(failure);
    }
  };
  const passwordError =
    error instanceof ApiFailure
      ? (error.fieldError("newPassword") ?? error.fieldError("password"))
      : undefined;
  return (
    <main className="page narrow" id="main">
      <h1>Choose a new password</h1>
      {!token || search.get("error") ? (
        <p role="alert" className="problem">
          This reset link is not valid or has expired. <Link to="/forgot-password">Ask for a new one</Link>.
        </p>
      ) : done ? (
        <p role="status">
          Your password is changed and every session has ended. <Link to="/sign-in">Sign in</Link>.
        </p>
      ) : (
        <form onSubmit={submit}>
          <NewPasswordField label="New password" name="password" error={passwordError} />
          {error && !passwordError ? <Problem error={error} /> : null}
          <button type="submit">Change password</button>
        </form>
      )}
    </main>
  );
}
