// A code's scheduled changes: a new destination that takes effect at an instant, at that exact second on every
// edge. Pending ones are listed, soonest first, and can be cancelled. (Rule sets can be scheduled through the API.)
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef } from "react";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { formatInstant, fromLocalInput } from "../ui/local-instant.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

export function ScheduleSection({
  code,
  canWrite,
  onSaved,
}: {
  code: QrCode;
  canWrite: boolean;
  /** Says what was done (the page's toast), and that nothing typed here is left unsaved. */
  onSaved: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["code", code.id] });
  const schedule = useMutation({
    mutationFn: (body: { at: string; url: string }) =>
      unwrap(api.POST("/api/v1/qr/{id}/schedule", { params: { path: { id: code.id } }, body })),
    onSuccess: async (change) => {
      form.current?.reset();
      onSaved(`Scheduled for ${formatInstant(change.at)}.`);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (changeId: string) =>
      unwrap(
        api.DELETE("/api/v1/qr/{id}/schedule/{change_id}", {
          params: { path: { id: code.id, change_id: changeId } },
        }),
      ),
    onSuccess: async (answer) => {
      onSaved(`Cancelled the change of ${formatInstant(answer.cancelled.at)}.`);
      await refresh();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const at = fromLocalInput(String(form.get("at") ?? ""));
    schedule.mutate({ at: at ?? "", url: String(form.get("url") ?? "").trim() });
  };
  const failure = schedule.error instanceof ApiFailure ? schedule.error : undefined;
  return (
    <div className="grid gap-4">
      {code.schedule.length === 0 ? (
        <p className="hint">No changes are scheduled.</p>
      ) : (
        <div className="card table-card">
          <table className="responsive text-sm">
            <caption className="sr-only">Scheduled changes</caption>
            <thead>
              <tr>
                <th scope="col">At</th>
                <th scope="col">Change</th>
                {canWrite ? <th scope="col">Cancel</th> : null}
              </tr>
            </thead>
            <tbody>
              {code.schedule.map((change) => (
                <tr key={change.id}>
                  <td data-label="At">{formatInstant(change.at)}</td>
                  <td data-label="Change">
                    {[
                      change.url && `Destination: ${change.url}`,
                      change.rules && `${change.rules.length} rules`,
                    ]
                      .filter(Boolean)
                      .join("; ")}
                  </td>
                  {canWrite ? (
                    <td>
                      <button
                        type="button"
                        className="secondary"
                        aria-label={`Cancel change at ${formatInstant(change.at)}`}
                        disabled={cancel.isPending}
                        onClick={() => cancel.mutate(change.id)}
                      >
                        Cancel
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {cancel.error ? <Problem error={cancel.error} /> : null}
      {canWrite ? (
        <form
          ref={form}
          aria-label="Schedule a change"
          noValidate
          className="grid max-w-2xl gap-2"
          onSubmit={submit}
        >
          <TextField
            label="Switch at"
            name="at"
            type="datetime-local"
            required
            error={failure?.fieldError("at")}
          />
          <TextField
            label="New destination URL"
            name="url"
            type="url"
            required
            error={failure?.fieldError("url")}
          />
          {schedule.error && !failure?.problem?.errors?.some((e) => e.path === "at" || e.path === "url") ? (
            <Problem error={schedule.error} />
          ) : null}
          <div>
            <button type="submit" disabled={schedule.isPending}>
              {schedule.isPending ? "Scheduling…" : "Schedule change"}
            </button>
          </div>
        </form>
      ) : null}
    </div>
  );
}
