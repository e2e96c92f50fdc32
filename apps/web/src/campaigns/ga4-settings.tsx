// The team's Google Analytics 4 stream: its measurement id and Measurement Protocol secret (stored encrypted,
// never shown again). Scans are then forwarded as `qr_scan` events, cookieless and without IP.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { useMay } from "../app/session.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

export function Ga4Settings() {
  const may = useMay();
  const queryClient = useQueryClient();
  const stream = useQuery({
    queryKey: ["ga4"],
    // Not set is an answer here, not a failure.
    queryFn: async () => {
      const { data, response } = await api.GET("/api/v1/ga4");
      return response.status === 404 ? null : (data ?? null);
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["ga4"] });
  const set = useMutation({
    mutationFn: (body: { measurement_id: string; api_secret: string }) =>
      unwrap(api.PUT("/api/v1/ga4", { body })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/ga4")),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    set.mutate(
      {
        measurement_id: String(data.get("measurement_id") ?? "").trim(),
        api_secret: String(data.get("api_secret") ?? "").trim(),
      },
      { onSuccess: () => form.reset() },
    );
  };
  const failure = set.error instanceof ApiFailure ? set.error : undefined;
  return (
    <section aria-labelledby="ga4-heading" className="card max-w-2xl">
      <h2 id="ga4-heading" className="mt-0">
        Google Analytics 4
      </h2>
      <p className="hint">
        Each scan is sent to your GA4 property as a <code>qr_scan</code> event, without cookies and without
        the scanner's IP address.
      </p>
      <p role="status">
        {stream.data
          ? `Scans go to ${stream.data.measurement_id}.`
          : stream.data === null
            ? "Not connected: scans stay here."
            : ""}
      </p>
      {may("team:admin") ? (
        <form onSubmit={submit} aria-label="Connect Google Analytics 4" noValidate className="grid gap-2">
          <TextField
            label="Measurement ID"
            name="measurement_id"
            placeholder="G-ABC123XYZ9"
            error={failure?.fieldError("measurement_id")}
          />
          <TextField
            label="Measurement Protocol API secret"
            name="api_secret"
            type="password"
            autoComplete="off"
            hint="GA4 → Admin → Data streams → your stream → Measurement Protocol API secrets."
            error={failure?.fieldError("api_secret")}
          />
          {set.error && !failure?.problem?.errors?.length ? <Problem error={set.error} /> : null}
          {remove.error ? <Problem error={remove.error} /> : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={set.isPending}>
              {stream.data ? "Replace the stream" : "Connect"}
            </button>
            {stream.data ? (
              <button
                type="button"
                className="secondary"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                Disconnect
              </button>
            ) : null}
          </div>
        </form>
      ) : null}
    </section>
  );
}
