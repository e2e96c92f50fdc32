// Account settings: the profile, the password, the signed-in sessions (with "sign out everywhere else"), and
// deleting the account. Two-factor and passkeys are on the security page.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ApiFailure, account, api, unwrap } from "../app/api.ts";
import { sessionsQuery } from "../app/queries.ts";
import { useAccount } from "../app/session.ts";
import { Loading } from "../ui/loading.tsx";
import { NewPasswordField } from "../ui/new-password-field.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Account settings">
        You, in every team: your name, password and where you are signed in.{" "}
        <Link to="/account/security">Two-factor authentication and passkeys</Link> are on Security.
      </PageHeader>
      <div className="grid gap-5">
        <Profile />
        <Password />
        <Sessions />
        <DeleteAccount />
      </div>
    </>
  );
}

function Profile() {
  const me = useAccount();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (name: string) => account("/update-user", { name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["account"] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(String(new FormData(event.currentTarget).get("name") ?? "").trim());
  };
  if (!me.data) return null;
  return (
    <form onSubmit={submit} className="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Profile</h2>
      <p>
        Email: <strong>{me.data.email}</strong> {me.data.email_verified ? "(verified)" : "(not verified)"}
      </p>
      <TextField label="Name" name="name" required maxLength={100} defaultValue={me.data.name ?? ""} />
      {save.error ? <Problem error={save.error} /> : null}
      <p role="status" className="ok">
        {save.isSuccess ? "Saved." : ""}
      </p>
      <div>
        <button type="submit">Save profile</button>
      </div>
    </form>
  );
}

function Password() {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      account("/change-password", { ...body, revokeOtherSessions: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["sessions"] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change.mutate({
      currentPassword: String(form.get("current") ?? ""),
      newPassword: String(form.get("new") ?? ""),
    });
    event.currentTarget.reset();
  };
  const failure = change.error instanceof ApiFailure ? change.error : undefined;
  const newError = failure?.fieldError("password") ?? failure?.fieldError("newPassword");
  return (
    <form onSubmit={submit} className="card" aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <TextField
        label="Current password"
        name="current"
        type="password"
        autoComplete="current-password"
        required
      />
      <NewPasswordField label="New password" name="new" error={newError} note="Your other sessions end." />
      {change.error && !newError ? <Problem error={change.error} /> : null}
      <p role="status" className="ok">
        {change.isSuccess ? "Password changed. Your other sessions have ended." : ""}
      </p>
      <div>
        <button type="submit">Change password</button>
      </div>
    </form>
  );
}

function Sessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQuery);
  const end = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE("/api/v1/account/sessions/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["sessions"] }),
  });
  const endOthers = useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/account/sessions/sign-out-others")),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["sessions"] }),
  });
  const others = (sessions.data?.data.length ?? 0) > 1;
  return (
    <section aria-labelledby="sessions-heading" className="card">
      <h2 id="sessions-heading">Sessions</h2>
      {sessions.isPending ? <Loading what="sessions" /> : null}
      {sessions.error ? <Problem error={sessions.error} /> : null}
      {end.error ? <Problem error={end.error} /> : null}
      {endOthers.error ? <Problem error={endOthers.error} /> : null}
      <p role="status" className="ok">
        {endOthers.data ? `Signed out of ${endOthers.data.ended} other session(s).` : ""}
      </p>
      {others ? (
        <p>
          <button type="button" className="secondary" onClick={() => endOthers.mutate()}>
            Sign out everywhere else
          </button>
        </p>
      ) : null}
      {sessions.data ? (
        <ul className="list-card" aria-label="Where you are signed in">
          {sessions.data.data.map((session) => (
            <li key={session.id} className="list-row session-row">
              <div className="grid">
                <span className="font-semibold">
                  {session.device} · {session.country ?? "Unknown place"}
                </span>
                <span className="hint">
                  Signed in {new Date(session.created_at).toLocaleString()}, last active{" "}
                  {new Date(session.last_active_at).toLocaleDateString()}
                </span>
              </div>
              <span className="ml-auto">
                {session.current ? (
                  <span className="badge" data-status="active">
                    This browser
                  </span>
                ) : (
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`End session: ${session.device}, signed in ${new Date(session.created_at).toLocaleString()}`}
                    onClick={() => end.mutate(session.id)}
                  >
                    End session
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function DeleteAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    try {
      await account("/delete-user", { password: new FormData(event.currentTarget).get("password") });
      queryClient.clear();
      navigate("/sign-in");
    } catch (failure) {
      setError(failure);
    }
  };
  return (
    <form onSubmit={submit} className="card" aria-labelledby="delete-heading">
      <h2 id="delete-heading">Delete your account</h2>
      <p>
        Teams where you are alone are deleted with it, with their codes. If you are the last owner of a team
        with other members, make someone else an owner first.
      </p>
      <TextField
        label="Password to confirm"
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {error ? <Problem error={error} /> : null}
      <div>
        <button type="submit" className="danger">
          Delete my account
        </button>
      </div>
    </form>
  );
}
