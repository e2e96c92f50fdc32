// How the person signs in: two-factor with an authenticator app (enrolment shows the secret as a QR code drawn by
// the service's own renderer, then asks for a code before it is on; recovery codes are shown once) and passkeys.
import { DEFAULT_STYLE, qrSvg } from "@qr/qr";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { account } from "../app/api.ts";
import { useAccount } from "../app/session.ts";
import { CopyButton } from "../ui/copy-button.tsx";
import { Loading } from "../ui/loading.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import { addPasskey, listPasskeys, removePasskey } from "./passkeys.ts";

export function SecurityPage() {
  return (
    <>
      <PageHeader title="Security">
        How you sign in: a second step after your password, and passkeys.
      </PageHeader>
      <div className="grid gap-5">
        <TwoFactor />
        <Passkeys />
      </div>
    </>
  );
}

interface Enrolment {
  totpURI: string;
  backupCodes: string[];
}

function TwoFactor() {
  const me = useAccount();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment>();
  const [codes, setCodes] = useState<string[]>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["account"] });
  const start = useMutation({
    mutationFn: (password: string) => account("/two-factor/enable", { password }) as Promise<Enrolment>,
    onSuccess: (started) => {
      setEnrolment(started);
      setCodes(undefined);
    },
  });
  const confirm = useMutation({
    mutationFn: (code: string) => account("/two-factor/verify-totp", { code }),
    onSuccess: async () => {
      setCodes(enrolment?.backupCodes);
      setEnrolment(undefined);
      await refresh();
    },
  });
  const turnOff = useMutation({
    mutationFn: (password: string) => account("/two-factor/disable", { password }),
    onSuccess: async () => {
      setCodes(undefined);
      await refresh();
    },
  });
  const renew = useMutation({
    mutationFn: (password: string) =>
      account("/two-factor/generate-backup-codes", { password }) as Promise<{ backupCodes: string[] }>,
    onSuccess: (renewed) => setCodes(renewed.backupCodes),
  });
  const withField = (field: string, run: (value: string) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(String(new FormData(event.currentTarget).get(field) ?? "").trim());
    event.currentTarget.reset();
  };
  if (!me.data) return null;
  const on = me.data.two_factor_enabled;
  return (
    <section aria-labelledby="two-factor-heading" className="card grid gap-4">
      <h2 id="two-factor-heading">Two-factor authentication</h2>
      <p role="status">
        {on
          ? "On: signing in asks for a code from your authenticator app."
          : "Off: signing in asks for your password only."}
      </p>
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {!on && !enrolment ? (
        <form onSubmit={withField("password", start.mutate)} aria-label="Turn on two-factor">
          <TextField
            label="Password to confirm"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
          {start.error ? <Problem error={start.error} /> : null}
          <div>
            <button type="submit" disabled={start.isPending}>
              Turn on two-factor
            </button>
          </div>
        </form>
      ) : null}
      {enrolment ? (
        <form
          onSubmit={withField("code", (code) => confirm.mutate(code.replace(/\s/g, "")))}
          aria-label="Confirm two-factor"
        >
          <p>Scan this code with an authenticator app (1Password, Google Authenticator, Authy…):</p>
          <SecretCode uri={enrolment.totpURI} />
          <p>
            Or type this key: <output className="mono">{secretOf(enrolment.totpURI)}</output>
          </p>
          <TextField
            label="Code from your app"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={7}
            hint="Two-factor is on once a code from the app confirms it holds the key."
          />
          {confirm.error ? <Problem error={confirm.error} /> : null}
          <div>
            <button type="submit" disabled={confirm.isPending}>
              Confirm
            </button>
          </div>
        </form>
      ) : null}
      {on ? (
        <>
          <form onSubmit={withField("password", renew.mutate)} aria-label="New recovery codes">
            <TextField
              label="Password for new recovery codes"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            {renew.error ? <Problem error={renew.error} /> : null}
            <div>
              <button type="submit" className="secondary" disabled={renew.isPending}>
                Make new recovery codes
              </button>
            </div>
          </form>
          <form onSubmit={withField("password", turnOff.mutate)} aria-label="Turn off two-factor">
            <TextField
              label="Password to turn two-factor off"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            {turnOff.error ? <Problem error={turnOff.error} /> : null}
            <div>
              <button type="submit" className="danger" disabled={turnOff.isPending}>
                Turn off two-factor
              </button>
            </div>
          </form>
        </>
      ) : null}
    </section>
  );
}

/** The enrolment's otpauth:// URI as a QR code, drawn by the same renderer as every code of the service. */
function SecretCode({ uri }: { uri: string }) {
  const drawn = qrSvg(uri, { ...DEFAULT_STYLE, ecl: "M" }, 240);
  if (!drawn.ok) return null;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}`}
      alt="QR code of the key for your authenticator app"
      width={240}
      height={240}
    />
  );
}

function secretOf(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret") ?? "";
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <section className="secret" aria-label="Recovery codes">
      <p>
        <strong>Save these recovery codes now.</strong> Each signs you in once if you lose your phone. They
        are not shown again.
      </p>
      <ul className="mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <CopyButton text={codes.join("\n")} label="Copy the recovery codes" />
      </div>
    </section>
  );
}

function Passkeys() {
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: ["passkeys"], queryFn: listPasskeys });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ["passkeys"] });
    await queryClient.invalidateQueries({ queryKey: ["account"] });
  };
  const add = useMutation({ mutationFn: addPasskey, onSuccess: refresh });
  const remove = useMutation({ mutationFn: removePasskey, onSuccess: refresh });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(String(new FormData(event.currentTarget).get("name") ?? "").trim());
    event.currentTarget.reset();
  };
  return (
    <section aria-labelledby="passkeys-heading" className="card grid gap-4">
      <h2 id="passkeys-heading">Passkeys</h2>
      <p>
        A passkey signs you in alone, with your device's fingerprint, face or PIN; nothing to type or to
        phish.
      </p>
      {passkeys.isPending ? <Loading what="passkeys" /> : null}
      {passkeys.error ? <Problem error={passkeys.error} /> : null}
      {remove.error ? <Problem error={remove.error} /> : null}
      {passkeys.data && passkeys.data.length > 0 ? (
        <table className="responsive">
          <caption className="sr-only">Your passkeys</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Added</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {passkeys.data.map((passkey) => (
              <tr key={passkey.id}>
                <td data-label="Name">{passkey.name || "Unnamed passkey"}</td>
                <td data-label="Added">{new Date(passkey.createdAt).toLocaleDateString()}</td>
                <td data-label="Action">
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Remove passkey ${passkey.name || "Unnamed passkey"}`}
                    onClick={() => remove.mutate(passkey.id)}
                  >
                    Remove
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : passkeys.data ? (
        <p>No passkeys yet.</p>
      ) : null}
      <form onSubmit={submit} className="narrow" aria-label="Add a passkey">
        <TextField label="Passkey name" name="name" required maxLength={100} hint="Such as “Work laptop”." />
        {add.error ? <Problem error={add.error} /> : null}
        <p role="status" className="ok">
          {add.isSuccess ? "Passkey added." : ""}
        </p>
        <div>
          <button type="submit" disabled={add.isPending}>
            Add a passkey
          </button>
        </div>
      </form>
    </section>
  );
}
