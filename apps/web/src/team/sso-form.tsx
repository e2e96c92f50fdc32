// The form that sets a team's single sign-on: OpenID Connect (issuer, client id and secret) or SAML (the identity
// provider's metadata by URL or as an uploaded file, and whether its app tile signs in), the email domain, the
// role of people who join, and whether the domain's people may sign in only through it.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { Choice } from "../ui/choice.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TextField } from "../ui/text-field.tsx";

type Connection = components["schemas"]["SsoConnection"];
type Input = components["schemas"]["SsoConnectionInput"];

const ROLES = [
  ["member", "Member"],
  ["viewer", "Viewer"],
  ["admin", "Admin"],
] as const;

export function SsoForm({
  teamId,
  current,
  onSaved,
}: {
  teamId: string;
  current: Connection | undefined;
  onSaved: () => void;
}) {
  const [protocol, setProtocol] = useState<"oidc" | "saml">(current?.protocol ?? "oidc");
  const save = useMutation({
    mutationFn: (body: Input) =>
      unwrap(api.PUT("/api/v1/teams/{id}/sso", { params: { path: { id: teamId } }, body })),
    onSuccess: onSaved,
  });
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? "").trim();
    const common = {
      protocol,
      email_domain: field("email_domain"),
      default_role: field("default_role") as Input["default_role"],
      enforced: form.get("enforced") === "on",
    };
    if (protocol === "oidc") {
      save.mutate({
        ...common,
        issuer: field("issuer"),
        client_id: field("client_id"),
        client_secret: String(form.get("client_secret") ?? ""),
      });
      return;
    }
    const file = form.get("metadata_file");
    const upload = file instanceof File && file.size > 0 ? await file.text() : undefined;
    const saml = { ...common, idp_initiated: form.get("idp_initiated") === "on" };
    save.mutate(
      upload ? { ...saml, metadata_xml: upload } : { ...saml, metadata_url: field("metadata_url") },
    );
  };
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  return (
    <form onSubmit={submit} className="narrow" aria-label="Single sign-on settings">
      <fieldset className="flex flex-wrap gap-3">
        <legend>Protocol</legend>
        <Choice name="protocol" value="oidc" checked={protocol} onChange={() => setProtocol("oidc")}>
          OpenID Connect
        </Choice>
        <Choice name="protocol" value="saml" checked={protocol} onChange={() => setProtocol("saml")}>
          SAML 2.0
        </Choice>
      </fieldset>
      {protocol === "oidc" ? (
        <>
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
            hint={
              current?.protocol === "oidc" ? "Type it again to save changes: it is never shown." : undefined
            }
            error={failure?.fieldError("client_secret")}
          />
        </>
      ) : (
        <>
          <TextField
            label="Identity provider metadata URL"
            name="metadata_url"
            type="url"
            defaultValue={current?.saml?.metadata_url ?? ""}
            hint="Okta: the app's Sign On tab, Metadata URL. Entra ID: App Federation Metadata Url. Or upload the file below."
            error={failure?.fieldError("metadata_url")}
          />
          <label>
            Metadata file (XML)
            <input
              name="metadata_file"
              type="file"
              accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
            />
          </label>
          <label className="choice">
            <input
              type="checkbox"
              name="idp_initiated"
              defaultChecked={current?.saml?.idp_initiated ?? true}
              aria-describedby="idp-initiated-hint"
            />
            Allow sign-in from the identity provider's app tile
          </label>
          <p id="idp-initiated-hint" className="hint mt-0">
            Off: only sign-ins started on our sign-in page are taken, so nobody can sign someone into their
            own account from another site with an assertion of theirs.
          </p>
        </>
      )}
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
      <label className="choice">
        <input type="checkbox" name="enforced" defaultChecked={current?.enforced ?? false} />
        Require single sign-on for this domain (no password or passkey sign-in)
      </label>
      {save.error && !failure?.problem?.errors ? <Problem error={save.error} /> : null}
      <div>
        <button type="submit" disabled={save.isPending}>
          Save single sign-on
        </button>
      </div>
    </form>
  );
}
