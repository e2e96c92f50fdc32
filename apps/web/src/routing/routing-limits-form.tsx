// When a code answers and how often: its validity window, its scan limit, and what scans get outside them
// (the fallback URL, or a page saying why the code is not active).
import { type FormEvent, useState } from "react";
import { ApiFailure } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { fromLocalInput, toLocalInput } from "../ui/local-instant.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import type { RoutingSave } from "./routing-save.ts";

export function LimitsForm({
  code,
  save,
  withFallback,
}: {
  code: QrCode;
  save: RoutingSave;
  /** Whether the code can have a fallback URL (a GS1 code's scans outside its window get a page saying why). */
  withFallback: boolean;
}) {
  const [local, setLocal] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const limit = text("max_scans");
    if (limit !== "" && !/^\d+$/.test(limit)) {
      setLocal("The scan limit is a whole number of scans, or empty for none.");
      return;
    }
    setLocal(undefined);
    save.mutate({
      starts_at: fromLocalInput(text("starts_at")),
      expires_at: fromLocalInput(text("expires_at")),
      ...(withFallback ? { fallback_url: text("fallback_url") || null } : {}),
      max_scans: limit === "" ? null : Number(limit),
    });
  };
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  return (
    <form aria-label="Validity and scan limit" noValidate className="grid max-w-2xl gap-2" onSubmit={submit}>
      <p className="hint">
        Times are in your browser's time zone ({Intl.DateTimeFormat().resolvedOptions().timeZone}).
      </p>
      <div className="flex flex-wrap gap-4">
        <TextField
          label="Starts at"
          name="starts_at"
          type="datetime-local"
          defaultValue={toLocalInput(code.starts_at)}
          error={failure?.fieldError("starts_at")}
        />
        <TextField
          label="Expires at"
          name="expires_at"
          type="datetime-local"
          defaultValue={toLocalInput(code.expires_at)}
          error={failure?.fieldError("expires_at")}
        />
      </div>
      <TextField
        label="Scan limit"
        name="max_scans"
        inputMode="numeric"
        defaultValue={code.max_scans === null ? "" : String(code.max_scans)}
        hint={
          code.scans_capped
            ? `The limit is reached: scans get ${withFallback ? "the fallback" : "a page saying so"}. Raise or clear it to send them on again.`
            : "Empty: no limit. Counted scans leave out bots; a few more may get through while the limit reaches every edge."
        }
        error={local ?? failure?.fieldError("max_scans")}
      />
      {withFallback ? (
        <TextField
          label="Fallback URL"
          name="fallback_url"
          type="url"
          defaultValue={code.fallback_url ?? ""}
          hint="Where scans go before the start, after the expiry or past the limit. Empty: a page saying why."
          error={failure?.fieldError("fallback_url")}
        />
      ) : null}
      {save.error && !failure?.problem?.errors?.length ? <Problem error={save.error} /> : null}
      <div>
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save validity and limit"}
        </button>
      </div>
    </form>
  );
}
