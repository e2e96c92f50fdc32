// The fields of an endpoint, to add one or change it: where to send, what for, which event types, and which codes
// (tags and domains; none chosen: every code). A refusal shows beside the field it is about.
import { type FormEvent, useState } from "react";
import { ApiFailure } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import { EVENT_GROUPS, EVENT_LABELS, type EventType, type Webhook } from "./event-types.ts";

type Tag = components["schemas"]["Tag"];
type Domain = components["schemas"]["Domain"];

export interface WebhookFields {
  url: string;
  description: string | null;
  events: EventType[];
  filter: { tags?: string[]; domains?: string[]; code_ids?: string[] };
  max_in_flight: number;
}

export function WebhookForm({
  initial,
  tags,
  domains,
  submitLabel,
  busy,
  error,
  onSubmit,
}: {
  initial?: Webhook | undefined;
  tags: readonly Tag[];
  /** The team's branded domains (the service's own is chosen through the API). */
  domains: readonly Domain[];
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (fields: WebhookFields) => void;
}) {
  const [events, setEvents] = useState<EventType[]>(initial?.events ?? []);
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
  const hosts = domains.filter((domain) => domain.status === "verified").map((domain) => domain.hostname);
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
        <p id="events-note" className={fieldError("events") ? "field-error" : "hint"}>
          {fieldError("events") ?? "Choose at least one."}
        </p>
      </fieldset>
      <fieldset>
        <legend>Only these codes (optional)</legend>
        <p className="hint">
          Code events and scans of the codes with one of these tags, or on one of these domains. None chosen:
          every code.
        </p>
        {tags.length > 0 ? (
          <fieldset className="event-group">
            <legend>Tags</legend>
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
                <span className="url">{host}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {tags.length === 0 && hosts.length === 0 ? (
          <p className="hint">Your team has no tags or branded domains yet: every code's events are sent.</p>
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
      {error && !shown ? <Problem error={error} /> : null}
      <div>
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
