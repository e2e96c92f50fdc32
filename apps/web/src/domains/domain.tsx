// One branded domain, step by step: the DNS records to create (each with what DNS held at the last check, in plain
// words), verifying now, the certificate, what its root and unknown paths answer, making it the default,
// archiving, deleting. Team admins act; everyone else sees.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiFailure, api, isMissing, unwrap } from "../app/api.ts";
import { domainQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { NotHere } from "../ui/not-here.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { TextField } from "../ui/text-field.tsx";
import { type Domain, stateOf } from "./domains.tsx";

type DomainRecord = Domain["records"][number];
type Change = {
  root_url?: string | null;
  not_found_url?: string | null;
  is_default?: boolean;
  archived?: boolean;
};

const CERTIFICATE_STATES: Record<Domain["certificate"]["status"], string> = {
  not_requested: "Not requested yet",
  not_configured: "Cannot be requested here",
  pending: "Being issued",
  active: "Active",
  failed: "Failed",
};

export function DomainPage() {
  const { id = "" } = useParams();
  const domain = useQuery(domainQuery(id));
  if (domain.isPending) return <Skeleton what="the domain" rows={3} />;
  if (isMissing(domain.error))
    return (
      <NotHere title="This domain is not here" back={{ to: "/settings/domains", label: "Back to domains" }}>
        Your team has no domain <span className="mono">{id}</span>: it may have been deleted, or the address
        may be mistyped.
      </NotHere>
    );
  if (domain.error) return <Problem error={domain.error} />;
  return <DomainSteps domain={domain.data} />;
}

function DomainSteps({ domain }: { domain: Domain }) {
  const may = useMay();
  const queryClient = useQueryClient();
  const admin = may("team:admin");
  const shown = (updated: Domain) => {
    queryClient.setQueryData(["domain", domain.id], updated);
    void queryClient.invalidateQueries({ queryKey: ["domains"] });
  };
  const verify = useMutation({
    mutationFn: () =>
      unwrap(api.POST("/api/v1/domains/{id}/verify", { params: { path: { id: domain.id } } })),
    onSuccess: shown,
    // A refusal (another team verified it first) still checked DNS: show what was found.
    onError: () => queryClient.invalidateQueries({ queryKey: ["domain", domain.id] }),
  });
  const ownership = domain.records.filter((record) => record.purpose === "ownership");
  const routing = domain.records.filter((record) => record.purpose === "routing");
  return (
    <>
      <p className="breadcrumb">
        <Link to="/settings/domains">Domains</Link>
      </p>
      <h1 className="mb-1">{domain.hostname}</h1>
      <p className="mb-3 flex flex-wrap items-center gap-2">
        <span className="badge" data-status={domain.status}>
          {stateOf(domain)}
        </span>
        {domain.is_default ? <span className="badge">default</span> : null}
        <span>{domain.codes === 1 ? "1 code prints it" : `${domain.codes} codes print it`}</span>
      </p>
      <p role="status">{domain.next_step}</p>

      <section aria-labelledby="ownership-heading" className="mt-6">
        <h2 id="ownership-heading">1. Prove the domain is yours</h2>
        <p>Create this TXT record at your DNS provider. Its value is unique to this claim.</p>
        <Records records={ownership} />
      </section>

      <section aria-labelledby="routing-heading" className="mt-6">
        <h2 id="routing-heading">2. Send its scans here</h2>
        <Records records={routing} />
        {routing.some((record) => record.type === "CNAME") ? (
          <p className="hint">
            At the root of a zone (brand.com), where DNS allows no CNAME, use your DNS provider's ALIAS or
            CNAME flattening to the same target.
          </p>
        ) : null}
      </section>

      {admin && domain.status !== "expired" ? (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" onClick={() => verify.mutate()} disabled={verify.isPending}>
            {verify.isPending ? "Checking DNS…" : "Verify now"}
          </button>
          <span className="hint">
            {domain.checked_at
              ? `Last checked ${new Date(domain.checked_at).toLocaleString()}.`
              : "Not checked yet."}{" "}
            {domain.next_check_at ? `Next check ${new Date(domain.next_check_at).toLocaleString()}.` : ""}
          </span>
        </div>
      ) : null}
      {verify.error ? <Problem error={verify.error} /> : null}

      <section aria-labelledby="certificate-heading" className="mt-6">
        <h2 id="certificate-heading">3. Certificate</h2>
        <p>
          <strong>{CERTIFICATE_STATES[domain.certificate.status]}</strong>
          {domain.certificate.detail ? ` — ${domain.certificate.detail}` : ""}
        </p>
      </section>

      <Answers domain={domain} admin={admin} onChanged={shown} />
      {admin ? <Use domain={domain} onChanged={shown} /> : null}
    </>
  );
}

function Records({ records }: { records: DomainRecord[] }) {
  return (
    <table className="responsive">
      <caption className="sr-only">DNS records to create</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
          <th scope="col">Check</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={`${record.type} ${record.value}`}>
            <td data-label="Type">{record.type}</td>
            <td data-label="Name">
              <code className="mono">{record.name}</code>{" "}
              <CopyButton text={record.name} label={`Copy ${record.type} name`} />
            </td>
            <td data-label="Value">
              <code className="mono">{record.value}</code>{" "}
              <CopyButton text={record.value} label={`Copy ${record.type} value`} />
            </td>
            <td data-label="Check">
              {record.status === "ok" ? <span className="ok">Found</span> : null}
              {record.status === "unchecked" ? <span className="hint">Not checked yet</span> : null}
              {record.status === "problem" ? <span className="problem">{record.problem}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Answers({
  domain,
  admin,
  onChanged,
}: {
  domain: Domain;
  admin: boolean;
  onChanged: (d: Domain) => void;
}) {
  const save = useMutation({
    mutationFn: (body: Change) =>
      unwrap(api.PATCH("/api/v1/domains/{id}", { params: { path: { id: domain.id } }, body })),
    onSuccess: onChanged,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const url = (name: string) => String(form.get(name) ?? "").trim() || null;
    save.mutate({ root_url: url("root_url"), not_found_url: url("not_found_url") });
  };
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  if (!admin) {
    return (
      <section aria-labelledby="answers-heading" className="mt-6">
        <h2 id="answers-heading">What the domain answers</h2>
        <p>
          Its root: {domain.root_url ?? "a neutral page"}. Unknown paths:{" "}
          {domain.not_found_url ?? "the not-found page"}.
        </p>
      </section>
    );
  }
  return (
    <form onSubmit={submit} className="narrow mt-6" aria-labelledby="answers-heading" noValidate>
      <h2 id="answers-heading">What the domain answers</h2>
      <TextField
        label="Root URL (optional)"
        name="root_url"
        type="url"
        defaultValue={domain.root_url ?? ""}
        placeholder="https://brand.com/"
        error={failure?.fieldError("root_url")}
        hint={`Where https://${domain.hostname}/ sends people. Empty: a neutral page.`}
      />
      <TextField
        label="Not-found URL (optional)"
        name="not_found_url"
        type="url"
        defaultValue={domain.not_found_url ?? ""}
        placeholder="https://brand.com/help"
        error={failure?.fieldError("not_found_url")}
        hint="Where a path that is no code sends people. Empty: the not-found page."
      />
      {save.error && !failure?.problem?.errors ? <Problem error={save.error} /> : null}
      <p role="status" className="ok">
        {save.isSuccess ? "Saved. Scans follow within a minute." : ""}
      </p>
      <div>
        <button type="submit" disabled={save.isPending}>
          Save answers
        </button>
      </div>
    </form>
  );
}

function Use({ domain, onChanged }: { domain: Domain; onChanged: (d: Domain) => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState(false);
  const change = useMutation({
    mutationFn: (body: Change) =>
      unwrap(api.PATCH("/api/v1/domains/{id}", { params: { path: { id: domain.id } }, body })),
    onSuccess: onChanged,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/domains/{id}", { params: { path: { id: domain.id } } })),
    onSuccess: async () => {
      setRemoved(true);
      await queryClient.invalidateQueries({ queryKey: ["domains"] });
      navigate("/settings/domains");
    },
  });
  return (
    <section aria-labelledby="use-heading" className="mt-6">
      <h2 id="use-heading">Use</h2>
      <div className="flex flex-wrap gap-2">
        {domain.status === "verified" ? (
          <button
            type="button"
            className="secondary"
            onClick={() => change.mutate({ is_default: !domain.is_default })}
          >
            {domain.is_default ? "Stop using as default" : "Make default"}
          </button>
        ) : null}
        {domain.status === "verified" ? (
          <button type="button" className="secondary" onClick={() => change.mutate({ archived: true })}>
            Archive
          </button>
        ) : null}
        {domain.status === "archived" ? (
          <button type="button" className="secondary" onClick={() => change.mutate({ archived: false })}>
            Unarchive
          </button>
        ) : null}
        {domain.codes > 0 ? null : (
          <ConfirmDialog
            trigger="Delete domain"
            title={`Delete ${domain.hostname}?`}
            confirm="Delete"
            busy={remove.isPending || removed}
            onConfirm={() => remove.mutate()}
          >
            <p>Its scans get the not-found page from now on, and it can be claimed again.</p>
          </ConfirmDialog>
        )}
      </div>
      <p className="hint">
        New codes print the default domain unless they name another. Archived: its codes keep working; new
        codes cannot use it.{" "}
        {domain.codes > 0
          ? "A domain that codes print cannot be deleted (a printed code must never break): archive it instead."
          : ""}
      </p>
      {change.error ? <Problem error={change.error} /> : null}
      {remove.error ? <Problem error={remove.error} /> : null}
    </section>
  );
}
