// The fields of an endpoint, to add one or change it: where to send, what for, which event types, and which codes
// (tags and domains; none chosen: every code). A refusal shows beside the field it is about. The filter's choices
// are the team's tags and domains, so the form waits for both, and every entry of the endpoint's filter is shown
// as a choice (a domain not verified, a tag no longer in the team): an edit never drops what it could not show,
// which would widen the endpoint to every code.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiFailure } from "../app/api.ts";
import { domainsQuery, tagsQuery } from "../app/queries.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import { EVENT_GROUPS, EVENT_LABELS, type EventType, type Webhook } from "./event-types.ts";

export interface WebhookFields {
  url: string;
  description: string | null;
  events: EventType[];
  filter: { tags?: string[]; domains?: string[]; code_ids?: string[] };
  max_in_flight: number;
}

export function WebhookForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: Webhook | undefined;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (fields: WebhookFields) => void;
  /** In a dialog: its Cancel button. */
  onCancel?: () => void;
}) {
  const [events, setEvents] = useState<EventType[]>(initial?.events ?? []);
  const teamTags = useQuery(tagsQuery);
  const teamDomains = useQuery(domainsQuery);
  if (teamTags.error || teamDomains.error) return <Problem error={teamTags.error ?? teamDomains.error} />;
  if (!teamTags.data || !teamDomains.data) return <Loading what="the team's tags and domains" />;
  const tags = teamTags.data.data;
  const known = (entry: string) => tags.some((tag) => tag.id === entry || tag.name === entry);
  const lostTags = (initial?.filter.tags ?? []).filter((entry) => !known(entry));
  // The branded domains verified, and any other the filter names (the service's own, set through the API).
  const verified = teamDomains.data.data.filter((domain) => domain.status === "verified");
  const hosts = [
    ...new Set([...verified.map((domain) => domain.hostname), ...(initial?.filter.domains ?? [])]),
  ];
  const failure = error instanceof ApiFailure ? error : undefined;
  const fieldError = (path: string) => failure?.fieldError(path);
  const toggle = (type: EventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, type] : chosen.filter((known) => known !== type)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosenTags = form.getAll("filter-tag").map(String);
    const chosenDomains = form.getAll("filter-domain").map(String);
    onSubmit({
      url: String(form.get("url") ?? "").trim(),
      description: String(form.get("description") ?? "").trim() || null,
      events,
      filter: {
        ...(chosenTags.length ? { tags: chosenTags } : {}),
        ...(chosenDomains.length ? { domains: chosenDomains } : {}),
        ...(initial?.filter.code_ids.length ? { code_ids: initial.filter.code_ids } : {}),
      },
      max_in_flight: Number(form.get("max_in_flight") ?? 5),
    });
  };
  const shown = fieldError("url") ?? fieldError("events") ?? fieldError("description");
  return (
    <form onSubmit={submit} className="narrow webhook-form" noValidate>
      <TextField
        label="Endpoint URL"
        name="url"
        type="url"
        required
        maxLength={2048}
        defaultValue={initial?.url}
        placeholder="https://hooks.example.com/qr"
        autoComplete="off"
        error={fieldError("url")}
        hint="Where events are POSTed: https, on a host of yours."
      />
      <TextField
        label="Description (optional)"
        name="description"
        maxLength={500}
        defaultValue={initial?.description ?? ""}
        placeholder="CRM sync"
        error={fieldError("description")}
      />
      <fieldset aria-describedby="events-note">
        <legend>Events to send</legend>
        <div className="event-groups">
          {EVENT_GROUPS.map((group) => (
            <fieldset key={group.name} className="event-group">
              <legend>{group.name}</legend>
              {group.types.map((type) => (
                <label key={type} className="choice">
                  <input
                    type="checkbox"
                    value={type}
                    checked={events.includes(type)}
                    onChange={(event) => toggle(type, event.currentTarget.checked)}
                  />
                  <span>
                    {EVENT_LABELS[type]} <code className="hint">{type}</code>
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        <p id="events-note" className={fieldError("events") ? "field-error" : "hint"}>
          {fieldError("events") ?? "Choose at least one."}
        </p>
      </fieldset>
      <details className="more-options" open={Boolean(initial) || undefined}>
        <summary>More options</summary>
        <div className="grid gap-3 pt-3">
          <fieldset>
            <legend>Only these codes (optional)</legend>
            <p className="hint">
              Code events and scans of the codes with one of these tags, or on one of these domains. None
              chosen: every code.
            </p>
            {tags.length + lostTags.length > 0 ? (
              <fieldset className="event-group">
                <legend>Tags</legend>
                {lostTags.map((entry) => (
                  <label key={entry} className="choice">
                    <input type="checkbox" name="filter-tag" value={entry} defaultChecked />
                    <span>
                      {entry} <span className="hint">no longer a tag of the team: untick it to save</span>
                    </span>
                  </label>
                ))}
                {tags.map((tag) => (
                  <label key={tag.id} className="choice">
                    <input
                      type="checkbox"
                      name="filter-tag"
                      value={tag.id}
                      defaultChecked={initial?.filter.tags.some(
                        (chosen) => chosen === tag.id || chosen === tag.name,
                      )}
                    />
                    <span>{tag.name}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {hosts.length > 0 ? (
              <fieldset className="event-group">
                <legend>Domains</legend>
                {hosts.map((host) => (
                  <label key={host} className="choice">
                    <input
                      type="checkbox"
                      name="filter-domain"
                      value={host}
                      defaultChecked={initial?.filter.domains.includes(host)}
                    />
                    <span>{host}</span>
                  </label>
                ))}
              </fieldset>
            ) : null}
            {tags.length + lostTags.length === 0 && hosts.length === 0 ? (
              <p className="hint">
                Your team has no tags or branded domains yet: every code's events are sent.
              </p>
            ) : null}
            {initial?.filter.code_ids.length ? (
              <p className="hint">
                Also only the codes {initial.filter.code_ids.join(", ")} (set through the API).
              </p>
            ) : null}
          </fieldset>
          <label>
            Requests at once
            <input
              name="max_in_flight"
              type="number"
              min={1}
              max={20}
              defaultValue={initial?.max_in_flight ?? 5}
              aria-describedby="in-flight-note"
            />
          </label>
          <p id="in-flight-note" className="hint">
            The most requests your endpoint gets at the same time (1–20).
          </p>
        </div>
      </details>
      {error && !shown ? <Problem error={error} /> : null}
      <div className={onCancel ? "dialog-footer" : undefined}>
        {onCancel ? (
          <button type="button" className="secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
