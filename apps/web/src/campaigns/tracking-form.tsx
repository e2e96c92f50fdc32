// Conversion tracking (the scan's id sent to the destination as qr_sid) and the per-scanner daily limit.
import { type FormEvent, useState } from "react";
import { ApiFailure } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import type { CampaignSave } from "./campaign-save.ts";

export function TrackingForm({ code, save }: { code: QrCode; save: CampaignSave }) {
  const [local, setLocal] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const limit = String(form.get("max_scans_per_scanner") ?? "").trim();
    if (limit !== "" && !/^\d+$/.test(limit)) {
      setLocal("The limit is a whole number of scans, or empty for none.");
      return;
    }
    setLocal(undefined);
    save.mutate({
      track_conversions: form.get("track_conversions") === "on",
      max_scans_per_scanner: limit === "" ? null : Number(limit),
    });
  };
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  return (
    <form aria-label="Conversions and limits" noValidate className="grid max-w-2xl gap-2" onSubmit={submit}>
      <label className="flex items-center gap-2">
        <input type="checkbox" name="track_conversions" defaultChecked={code.track_conversions} />
        Track conversions
      </label>
      <p className="hint">
        Sales and sign-ups that follow a scan are counted on the code's analytics, once your site tells the
        service about them within 90 days.
      </p>
      <details className="help">
        <summary>How your site reports them</summary>
        <p className="hint">
          Each redirect carries the scan's id to your site as the <code>qr_sid</code> query parameter. Your
          site sends it back with <code>POST /api/v1/conversions</code>, using a key with the conversions
          permission.
        </p>
      </details>
      <TextField
        label="Scans per scanner per day"
        name="max_scans_per_scanner"
        inputMode="numeric"
        defaultValue={code.max_scans_per_scanner === null ? "" : String(code.max_scans_per_scanner)}
        hint="Empty: no limit. Past it, the scanner gets the fallback URL (or a page saying the code is used up)."
        error={local ?? failure?.fieldError("max_scans_per_scanner")}
      />
      {save.error && !failure?.problem?.errors?.length ? <Problem error={save.error} /> : null}
      <div>
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save tracking and limit"}
        </button>
      </div>
    </form>
  );
}
