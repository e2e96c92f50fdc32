// The dialog that makes an API key: its name, one of three kinds (or chosen permissions) and an expiry; then its
// secret, shown once with a copy button (the app never stores it).
import { PERMISSIONS, type Permission } from "@qr/core/permissions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, unwrap } from "../app/api.ts";
import { useMay } from "../app/session.ts";
import { CopyButton } from "../ui/copy-button.tsx";
import { Problem } from "../ui/problem.tsx";

const KINDS = [
  { preset: "analytics", label: "Read-only analytics", help: "Reads codes and their analytics." },
  { preset: "device_tracking", label: "Device tracking", help: "Also reads each scan's device and country." },
  { preset: "admin", label: "Full administrative control", help: "Everything your role allows." },
] as const;

type Preset = (typeof KINDS)[number]["preset"];
type NewKey = { name: string; expires_at?: string } & ({ preset: Preset } | { permissions: Permission[] });

export const PERMISSION_HELP: Record<Permission, string> = {
  "qr:read": "read codes and their images",
  "qr:write": "create, change and delete codes",
  "analytics:read": "read analytics",
  "scans:read": "read each scan's device and country",
  "conversions:write": "report sales and sign-ups that follow a scan",
  "team:read": "list teams and members",
  "team:admin": "invite, change and remove members; read the activity log",
};

export function NewKeyForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Preset | "custom">("analytics");
  const may = useMay();
  const create = useMutation({
    mutationFn: (body: NewKey) => unwrap(api.POST("/api/v1/keys", { body })),
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
  if (create.data)
    return (
      <section className="secret" aria-labelledby="secret-heading">
        <h3 id="secret-heading">Your new key</h3>
        <p>Copy it now: it is shown only once, and this page forgets it when you leave.</p>
        <output aria-label="New API key">{create.data.secret}</output>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={create.data.secret} label="Copy key" />
          <button type="button" className="secondary" onClick={onDone}>
            Done
          </button>
        </div>
      </section>
    );
  return (
    <form onSubmit={submit} aria-label="New key">
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
      <div className="dialog-footer">
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" disabled={create.isPending}>
          Create key
        </button>
      </div>
    </form>
  );
}
