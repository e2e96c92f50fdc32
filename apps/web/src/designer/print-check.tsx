// "Check a printed code": a photo of the printed code (on a phone, the camera opens), read and measured by the
// service, and what to change in plain words.

import { type FormEvent, useState } from "react";
import { api, rawBody, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

type Verdict = components["schemas"]["PrintCheck"];

export function PrintCheck({ codeId }: { codeId: string }) {
  const [verdict, setVerdict] = useState<Verdict>();
  const [error, setError] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const photo = form.get("photo");
    const width = String(form.get("width") ?? "").trim();
    if (!(photo instanceof File) || photo.size === 0) return;
    setBusy(true);
    setError(undefined);
    setVerdict(undefined);
    try {
      const verdict = await unwrap(
        api.POST("/api/v1/qr/{id}/print-check", {
          params: { path: { id: codeId }, query: width ? { printed_width_mm: Number(width) } : {} },
          ...rawBody(photo, photo.type || "application/octet-stream"),
        }),
      );
      setVerdict(verdict);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="print-check-heading" className="grid gap-3">
      <h2 id="print-check-heading">Check a printed code</h2>
      <p>Take a photo of the code as printed: the service reads it and says what to change.</p>
      <form onSubmit={submit} className="narrow">
        <label>
          Photo of the printed code
          <input type="file" name="photo" accept="image/jpeg,image/png" capture="environment" required />
        </label>
        <TextField
          label="Printed width (mm)"
          name="width"
          type="number"
          min={5}
          max={5000}
          inputMode="decimal"
        />
        {error ? <Problem error={error} /> : null}
        <div>
          <button type="submit" disabled={busy}>
            {busy ? "Checking…" : "Check the photo"}
          </button>
        </div>
      </form>
      {verdict ? (
        <section aria-label="Verdict" className="grid gap-2">
          <p role="status" className={verdict.decodes && verdict.matches_this_code ? "ok" : "problem"}>
            {verdict.decodes
              ? verdict.matches_this_code
                ? "It reads, as this code."
                : "It reads, but as another code."
              : "It does not read."}
          </p>
          {verdict.decodes ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <dt>Module in the photo</dt>
              <dd>{verdict.module_px} px</dd>
              <dt>Contrast</dt>
              <dd>{verdict.contrast}:1</dd>
              <dt>Margin</dt>
              <dd>{verdict.quiet_zone_modules} modules</dd>
              {verdict.scan_distance_cm !== null ? (
                <>
                  <dt>Reads from about</dt>
                  <dd>{verdict.scan_distance_cm} cm</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <ul>
            {verdict.advice.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
