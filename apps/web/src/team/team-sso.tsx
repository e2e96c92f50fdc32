// The team's single sign-on, for its owners: the OpenID Connect provider and the email domain whose people sign
// in through it, the redirect URI to register at the provider, and the TXT record that proves the domain.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { ssoQuery } from "../app/queries.ts";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TextField } from "../ui/text-field.tsx";

const ROLES = [
  ["member", "Member"],
  ["viewer", "Viewer"],
  ["admin", "Admin"],
] as const;

export function TeamSso({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const connection = useQuery(ssoQuery(teamId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ssoQuery(teamId).queryKey });
  const save = useMutation({
    mutationFn: (body: {
      issuer: string;
      client_id: string;
      client_secret: string;
      email_domain: string;
      default_role: "admin" | "member" | "viewer";
    }) => unwrap(api.PUT("/api/v1/teams/{id}/sso", { params: { path: { id: teamId } }, body })),
    onSuccess: refresh,
  });
  const verify = useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/teams/{id}/sso/verify", { params: { path: { id: teamId } } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/teams/{id}/sso", { params: { path: { id: teamId } } })),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "");
    save.mutate({
      issuer: field("issuer"),
      client_id: field("client_id"),
      client_secret: field("client_secret"),
      email_domain: field("email_domain"),
      default_role: field("default_role") as "admin" | "member" | "viewer",
    });
  };
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const current = connection.data;
  return (
    <section aria-labelledby="sso-heading" className="grid gap-4">
      <h2 id="sso-heading">Single sign-on</h2>
      <p>
        People with an address at your email domain sign in through your organisation's OpenID Connect
        provider and join this team.
      </p>
      {connection.error ? <Problem error={connection.error} /> : null}
      {current ? (
        <div className="grid gap-2">
          <p role="status">
            {current.verified_at
              ? `On for ${current.email_domain}: its people sign in through ${current.issuer}.`
              : `Waiting for DNS to prove ${current.email_domain}.`}
          </p>
          <p>
            Redirect URI to register at the provider: <output className="mono">{current.redirect_uri}</output>
          </p>
          {current.verified_at ? null : (
            <>
              <p>
                Add this TXT record at {current.email_domain}'s DNS: name{" "}
                <output className="mono">{current.verification.name}</output>, value{" "}
                <output className="mono">{current.verification.value}</output>
              </p>
              {verify.error ? <Problem error={verify.error} /> : null}
              <div>
                <button type="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
                  Verify the domain
                </button>
              </div>
            </>
          )}
          {remove.error ? <Problem error={remove.error} /> : null}
          <div>
            <button type="button" className="danger" onClick={() => remove.mutate()}>
              Remove single sign-on
            </button>
          </div>
        </div>
      ) : null}
      <form
        onSubmit={submit}
        className="narrow"
        aria-label="Single sign-on settings"
        key={current?.id ?? "new"}
      >
        <TextField
          label="Issuer URL"
          name="issuer"
          type="url"
          required
          defaultValue={current?.issuer ?? ""}
          error={failure?.fieldError("issuer")}
        />
        <TextField
          label="Client ID"
          name="client_id"
          required
          defaultValue={current?.client_id ?? ""}
          error={failure?.fieldError("client_id")}
        />
        <TextField
          label="Client secret"
          name="client_secret"
          type="password"
          autoComplete="off"
          required
          hint={current ? "Type it again to save changes: it is never shown." : undefined}
          error={failure?.fieldError("client_secret")}
        />
        <TextField
          label="Email domain"
          name="email_domain"
          required
          defaultValue={current?.email_domain ?? ""}
          error={failure?.fieldError("email_domain")}
        />
        <SelectField
          label="Role of people who join"
          name="default_role"
          defaultValue={current?.default_role ?? "member"}
          options={ROLES}
        />
        {save.error && !failure?.problem?.errors ? <Problem error={save.error} /> : null}
        <div>
          <button type="submit" disabled={save.isPending}>
            Save single sign-on
          </button>
        </div>
      </form>
    </section>
  );
}
