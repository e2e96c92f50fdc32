// Settings → Domains: the team's branded domains with their state, and (for team admins) adding one. A domain's
// own page shows its DNS records and what is wrong with them.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Globe, Plus } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { domainsQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { Dialog } from "../ui/dialog.tsx";
import { DialogTrigger, useDialog } from "../ui/dialog-button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
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
  const list = domains.data?.data ?? [];
  const adding = useDialog({ openOnAdd: true });
  const add = may("team:admin") ? (
    <DialogTrigger dialog={adding} label="Add domain" icon={<Plus size={16} />} />
  ) : null;
  return (
    <>
      <PageHeader title="Domains" actions={list.length > 0 ? add : null}>
        Print your own short domain (<span className="mono">go.brand.com/menu</span>) instead of ours. A code
        keeps the domain it was created with for ever, so add a domain before you print.
      </PageHeader>
      {may("team:admin") ? (
        <Dialog
          open={adding.open}
          onClose={adding.close}
          title="Add a domain"
          description="A hostname of yours: you will then create two DNS records, and the service checks them."
        >
          <AddDomain onCancel={adding.close} />
        </Dialog>
      ) : null}
      {domains.isPending ? <Skeleton what="domains" rows={2} /> : null}
      {domains.error ? <Problem error={domains.error} /> : null}
      {domains.data && list.length === 0 ? (
        <EmptyState icon={<Globe size={28} />} title="No domains yet" action={add}>
          Codes print the service's short domain until you connect your own, like go.brand.com.
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <div className="card table-card">
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
              {list.map((domain) => (
                <tr key={domain.id}>
                  <td data-label="Domain">
                    <Link to={`/settings/domains/${domain.id}`}>{domain.hostname}</Link>
                  </td>
                  <td data-label="State">
                    <span className="badge" data-status={domain.status}>
                      {stateOf(domain)}
                    </span>
                  </td>
                  <td data-label="Default">{domain.is_default ? "Yes" : "No"}</td>
                  <td data-label="Codes">{domain.codes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

function AddDomain({ onCancel }: { onCancel: () => void }) {
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
    <form onSubmit={submit} aria-label="Add a domain" noValidate>
      <TextField
        label="Hostname"
        name="hostname"
        required
        maxLength={253}
        placeholder="go.brand.com"
        autoComplete="off"
        error={hostnameError}
        hint="Without https:// or a path."
      />
      {add.error && !hostnameError ? <Problem error={add.error} /> : null}
      <div className="dialog-footer">
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" disabled={add.isPending}>
          Connect domain
        </button>
      </div>
    </form>
  );
}
