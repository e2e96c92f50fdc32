// Settings → Domains: the team's branded domains with their state, and (for team admins) adding one. A domain's
// own page shows its DNS records and what is wrong with them.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { domainsQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

export type Domain = components["schemas"]["Domain"];

/** A domain's state in a word or two. */
export function stateOf(domain: Domain): string {
  if (domain.status !== "verified") return domain.status;
  return domain.certificate.status === "active" ? "ready" : "verified, certificate coming";
}

export function DomainsPage() {
  const may = useMay();
  const domains = useQuery(domainsQuery);
  return (
    <>
      <h1>Domains</h1>
      <p>
        Print your own short domain (<span className="mono">go.brand.com/menu</span>) instead of ours. A code
        keeps the domain it was created with for ever, so add a domain before you print.
      </p>
      {may("team:admin") ? <AddDomain /> : null}
      <h2>Domains of this team</h2>
      {domains.isPending ? <Loading what="domains" /> : null}
      {domains.error ? <Problem error={domains.error} /> : null}
      {domains.data && domains.data.data.length === 0 ? (
        <p>No domains yet: codes print the service's.</p>
      ) : null}
      {domains.data && domains.data.data.length > 0 ? (
        <table className="responsive">
          <caption className="sr-only">Branded domains</caption>
          <thead>
            <tr>
              <th scope="col">Domain</th>
              <th scope="col">State</th>
              <th scope="col">Default</th>
              <th scope="col">Codes</th>
            </tr>
          </thead>
          <tbody>
            {domains.data.data.map((domain) => (
              <tr key={domain.id}>
                <td data-label="Domain">
                  <Link to={`/settings/domains/${domain.id}`}>{domain.hostname}</Link>
                </td>
                <td data-label="State">
                  <span className="badge" data-status={domain.status}>
                    {stateOf(domain)}
                  </span>
                </td>
                <td data-label="Default">{domain.is_default ? "yes" : "no"}</td>
                <td data-label="Codes">{domain.codes}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

function AddDomain() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (hostname: string) => unwrap(api.POST("/api/v1/domains", { body: { hostname } })),
    onSuccess: async (domain) => {
      await queryClient.invalidateQueries({ queryKey: ["domains"] });
      queryClient.setQueryData(["domain", domain.id], domain);
      navigate(`/settings/domains/${domain.id}`);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(String(new FormData(event.currentTarget).get("hostname") ?? "").trim());
  };
  const failure = add.error instanceof ApiFailure ? add.error : undefined;
  const hostnameError = failure?.fieldError("hostname");
  return (
    <form onSubmit={submit} className="narrow" aria-labelledby="add-domain" noValidate>
      <h2 id="add-domain">Add a domain</h2>
      <TextField
        label="Hostname"
        name="hostname"
        required
        maxLength={253}
        placeholder="go.brand.com"
        autoComplete="off"
        error={hostnameError}
        hint="A hostname of yours, without https:// or a path. You will then create two DNS records."
      />
      {add.error && !hostnameError ? <Problem error={add.error} /> : null}
      <div>
        <button type="submit" disabled={add.isPending}>
          Add domain
        </button>
      </div>
    </form>
  );
}
