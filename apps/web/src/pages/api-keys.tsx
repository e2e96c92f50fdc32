// Account settings → API keys: create one of the three kinds (or chosen permissions), see its secret once with a
// copy button (the app never stores it), list keys with their last use and expiry, revoke.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, unwrap } from "../api.ts";
import { Problem } from "./problem.tsx";

const KINDS = [
  { preset: "analytics", label: "Read-only analytics", help: "Reads codes and their analytics." },
  { preset: "device_tracking", label: "Device tracking", help: "Also reads each scan's device and country." },
  { preset: "admin", label: "Full administrative control", help: "Everything your role allows." },
] as const;

type Preset = (typeof KINDS)[number]["preset"];

export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<string>();
  const [copied, setCopied] = useState(false);
  const keys = useQuery({ queryKey: ["keys"], queryFn: () => unwrap(api.GET("/api/v1/keys")) });
  const create = useMutation({
    mutationFn: (body: { name: string; preset: Preset; expires_at?: string }) =>
      unwrap(api.POST("/api/v1/keys", { body })),
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
    create.mutate({
      name: String(form.get("name") ?? ""),
      preset: String(form.get("kind")) as Preset,
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
          {KINDS.map((kind, index) => (
            <label key={kind.preset} className="choice">
              <input type="radio" name="kind" value={kind.preset} defaultChecked={index === 0} />
              <span>
                {kind.label} <span className="hint">{kind.help}</span>
              </span>
            </label>
          ))}
        </fieldset>
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
      <h2>Keys of this team</h2>
      {keys.isPending ? <p role="status">Loading keys…</p> : null}
      {keys.error ? <Problem error={keys.error} /> : null}
      {revoke.error ? <Problem error={revoke.error} /> : null}
      {keys.data && keys.data.data.length === 0 ? <p>No keys yet.</p> : null}
      {keys.data && keys.data.data.length > 0 ? (
        <table>
          <caption className="visually-hidden">API keys</caption>
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
