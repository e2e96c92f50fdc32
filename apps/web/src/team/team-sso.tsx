// The team's single sign-on, for its owners: the provider (OpenID Connect or SAML) and the email domain whose
// people sign in through it, what to give the provider (a redirect URI, or our SAML entity id, ACS URL and
// metadata), and the TXT record that proves the domain.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { ssoQuery } from "../app/queries.ts";
import { CopyButton } from "../ui/copy-button.tsx";
import { Problem } from "../ui/problem.tsx";
import { SsoForm } from "./sso-form.tsx";

type Connection = components["schemas"]["SsoConnection"];

export function TeamSso({ teamId }: { teamId: string }) {
  const queryClient = useQueryClient();
  const connection = useQuery(ssoQuery(teamId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ssoQuery(teamId).queryKey });
  const verify = useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/teams/{id}/sso/verify", { params: { path: { id: teamId } } })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/teams/{id}/sso", { params: { path: { id: teamId } } })),
    onSuccess: refresh,
  });
  const current = connection.data;
  return (
    <section aria-label="Single sign-on" className="grid gap-4">
      {connection.error ? <Problem error={connection.error} /> : null}
      {current ? (
        <div className="card grid gap-2">
          <p role="status" className="m-0">
            {current.verified_at
              ? `On for ${current.email_domain}: its people sign in through ${providerName(current)}${current.enforced ? " only" : ""}.`
              : `Waiting for DNS to prove ${current.email_domain}.`}
          </p>
          <ForTheProvider connection={current} />
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
      {/* Drawn once the connection is known, and again for another one: its protocol is the form's first state. */}
      {connection.isPending ? null : (
        <SsoForm
          key={current?.id ?? "new"}
          teamId={teamId}
          current={current ?? undefined}
          onSaved={refresh}
        />
      )}
    </section>
  );
}

function providerName(connection: Connection): string {
  return connection.protocol === "saml" ? (connection.saml?.entity_id ?? "SAML") : (connection.issuer ?? "");
}

/** What the team's administrator enters at the identity provider. */
function ForTheProvider({ connection }: { connection: Connection }) {
  const sp = connection.service_provider;
  if (!sp) {
    return (
      <p>
        Redirect URI to register at the provider: <output className="mono">{connection.redirect_uri}</output>
      </p>
    );
  }
  const rows: [string, string][] = [
    ["Entity ID (audience)", sp.entity_id],
    ["ACS URL (single sign-on URL)", sp.acs_url],
    ["SP metadata", sp.metadata_url],
  ];
  return (
    <>
      <h2 className="mt-0">Give your identity provider</h2>
      <dl className="grid gap-1">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <output className="mono break-all">{value}</output>
              <CopyButton text={value} label={`Copy the ${term}`} />
            </dd>
          </div>
        ))}
      </dl>
      <p>
        Signed assertions are required; the address is read from the NameID (email format) or an{" "}
        <span className="mono">email</span> attribute. The provider's signing certificates (SHA-256):
      </p>
      <ul>
        {connection.saml?.certificates.map((certificate) => (
          <li key={certificate.fingerprint_sha256} className="mono break-all">
            {certificate.fingerprint_sha256}
          </li>
        ))}
      </ul>
    </>
  );
}
