// Account settings → API keys: create one of the three kinds (or chosen permissions), see its secret once with a
// copy button (the app never stores it), list keys with their last use and expiry, revoke; where assistants and
// the command line connect.

import { PERMISSIONS, type Permission } from "@qr/core/permissions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, unwrap } from "../app/api.ts";
import { keysQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { AssistantsPanel } from "./assistants-panel.tsx";

const KINDS = [
  { preset: "analytics", label: "Read-only analytics", help: "Reads codes and their analytics." },
  { preset: "device_tracking", label: "Device tracking", help: "Also reads each scan's device and country." },
  { preset: "admin", label: "Full administrative control", help: "Everything your role allows." },
] as const;

type Preset = (typeof KINDS)[number]["preset"];
type NewKey = { name: string; expires_at?: string } & ({ preset: Preset } | { permissions: Permission[] });

const PERMISSION_HELP: Record<Permission, string> = {
  "qr:read": "read codes and their images",
  "qr:write": "create, change and delete codes",
  "analytics:read": "read analytics",
  "scans:read": "read each scan's device and country",
  "conversions:write": "report conversions from your site (the qr_sid of tracked scans)",
  "team:read": "list teams and members",
  "team:admin": "invite, change and remove members; read the activity log",
};

export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [kind, setKind] = useState<Preset | "custom">("analytics");
  const may = useMay();
  const keys = useQuery(keysQuery);
  const create = useMutation({
    mutationFn: (body: NewKey) => unwrap(api.POST("/api/v1/keys", { body })),
    onSuccess: async (created) => {
      setSecret(created.secret);
      setCopied(false);
      await queryClient.invalidateQueries({ queryKey: ["keys"] });
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/api/v1/keys/{id}", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["keys"] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const expires = String(form.get("expires") ?? "");
    const permissions = form.getAll("permission").map(String) as Permission[];
    create.mutate({
      name: String(form.get("name") ?? ""),
      ...(kind === "custom" ? { permissions } : { preset: kind }),
      ...(expires ? { expires_at: new Date(`${expires}T23:59:59Z`).toISOString() } : {}),
    });
  };
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <>
      <h1>API keys</h1>
      <p>
        Keys let your own software use the API. Each acts for you, in this team, with at most your role's
        rights.
      </p>
      <form onSubmit={submit} className="narrow" aria-labelledby="new-key">
        <h2 id="new-key">New key</h2>
        <label>
          Name
          <input name="name" required maxLength={100} placeholder="Point-of-sale sync" />
        </label>
        <fieldset>
          <legend>Kind</legend>
          {KINDS.map((option) => (
            <label key={option.preset} className="choice">
              <input
                type="radio"
                name="kind"
                value={option.preset}
                checked={kind === option.preset}
                onChange={() => setKind(option.preset)}
              />
              <span>
                {option.label} <span className="hint">{option.help}</span>
              </span>
            </label>
          ))}
          <label className="choice">
            <input
              type="radio"
              name="kind"
              value="custom"
              checked={kind === "custom"}
              onChange={() => setKind("custom")}
            />
            <span>
              Chosen permissions <span className="hint">Exactly the rights you tick below.</span>
            </span>
          </label>
        </fieldset>
        {kind === "custom" ? (
          <fieldset>
            <legend>Permissions</legend>
            {PERMISSIONS.filter((permission) => may(permission)).map((permission) => (
              <label key={permission} className="choice">
                <input type="checkbox" name="permission" value={permission} />
                <span>
                  <code>{permission}</code> <span className="hint">{PERMISSION_HELP[permission]}</span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <label>
          Expires (optional)
          <input name="expires" type="date" />
        </label>
        {create.error ? <Problem error={create.error} /> : null}
        <button type="submit" disabled={create.isPending}>
          Create key
        </button>
      </form>
      {secret ? (
        <section className="secret" aria-labelledby="secret-heading">
          <h2 id="secret-heading">Your new key</h2>
          <p>Copy it now: it is shown only once, and this page forgets it when you leave.</p>
          <output aria-label="New API key">{secret}</output>
          <button type="button" onClick={copy}>
            {copied ? "Copied" : "Copy key"}
          </button>
        </section>
      ) : null}
      <AssistantsPanel />
      <h2>Keys of this team</h2>
      {keys.isPending ? <Loading what="keys" /> : null}
      {keys.error ? <Problem error={keys.error} /> : null}
      {revoke.error ? <Problem error={revoke.error} /> : null}
      {keys.data && keys.data.data.length === 0 ? <p>No keys yet.</p> : null}
      {keys.data && keys.data.data.length > 0 ? (
        <table className="responsive">
          <caption className="sr-only">API keys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Key</th>
              <th scope="col">Last used</th>
              <th scope="col">Expires</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {keys.data.data.map((key) => (
              <tr key={key.id}>
                <td data-label="Name">{key.name}</td>
                <td data-label="Key">
                  <code>{key.hint}</code>
                </td>
                <td data-label="Last used">
                  {key.last_used_at ? new Date(key.last_used_at).toLocaleString() : "never"}
                </td>
                <td data-label="Expires">
                  {key.expires_at ? new Date(key.expires_at).toLocaleDateString() : "never"}
                </td>
                <td data-label="State">
                  {key.revoked_at ? (
                    "revoked"
                  ) : (
                    <button
                      type="button"
                      onClick={() => revoke.mutate(key.id)}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
