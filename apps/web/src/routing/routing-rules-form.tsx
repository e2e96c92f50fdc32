// The routing rules of a code: an ordered list, each a destination and the conditions that send a scan there.
// The first rule that matches a scan answers it; a scan no rule matches goes to the code's destination.
import { useState } from "react";
import { ApiFailure } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TextField } from "../ui/text-field.tsx";
import {
  DEVICES,
  draftOf,
  emptyDraft,
  type RuleDraft,
  ruleOf,
  SYSTEMS,
  WEEKDAYS,
} from "./routing-rule-draft.ts";
import type { RoutingSave } from "./routing-save.ts";

const MAX_RULES = 20;
const zones = (): string[] => {
  const supported =
    (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return supported.includes("UTC") ? supported : ["UTC", ...supported];
};

export function RulesForm({ code, save }: { code: QrCode; save: RoutingSave }) {
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => code.rules.map(draftOf));
  const change = (key: number, patch: Partial<RuleDraft>) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)));
  const move = (index: number, by: number) =>
    setDrafts((all) => {
      const next = [...all];
      const [moved] = next.splice(index, 1);
      if (moved) next.splice(index + by, 0, moved);
      return next;
    });
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const errorsOf = (index: number) =>
    failure?.problem?.errors?.filter((error) => error.path.startsWith(`rules.${index}.`)) ?? [];
  const listError = failure?.fieldError("rules");
  return (
    <form
      aria-label="Routing rules"
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // The saved rules come back with their ids (made for new rules): a later save keeps them.
        save.mutate(
          { rules: drafts.map(ruleOf) },
          { onSuccess: (updated) => setDrafts(updated.rules.map(draftOf)) },
        );
      }}
    >
      {drafts.length === 0 ? <p className="hint">No rules: every scan goes to the destination URL.</p> : null}
      <ol className="grid gap-4 p-0" style={{ listStyle: "none" }}>
        {drafts.map((draft, index) => (
          <li key={draft.key}>
            <RuleFields
              draft={draft}
              number={index + 1}
              last={index === drafts.length - 1}
              errors={errorsOf(index)}
              onChange={(patch) => change(draft.key, patch)}
              onMove={(by) => move(index, by)}
              onRemove={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
            />
          </li>
        ))}
      </ol>
      {listError ? <p className="field-error">{listError}</p> : null}
      {save.error && !failure?.problem?.errors?.length ? <Problem error={save.error} /> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="secondary"
          disabled={drafts.length >= MAX_RULES}
          onClick={() => setDrafts((all) => [...all, emptyDraft()])}
        >
          Add rule
        </button>
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save rules"}
        </button>
      </div>
    </form>
  );
}

interface RuleFieldsProps {
  draft: RuleDraft;
  number: number;
  last: boolean;
  errors: { path: string; message: string }[];
  onChange: (patch: Partial<RuleDraft>) => void;
  onMove: (by: number) => void;
  onRemove: () => void;
}

function RuleFields({ draft, number, last, errors, onChange, onMove, onRemove }: RuleFieldsProps) {
  const errorAt = (field: string) =>
    errors.find((error) => error.path.startsWith(`rules.${number - 1}.${field}`))?.message;
  const toggle = (list: string[], value: string, on: boolean) =>
    on ? [...list, value] : list.filter((item) => item !== value);
  const other = errors.filter((error) => !/\.(url|name|when\.countries|when\.languages)/.test(error.path));
  return (
    <fieldset className="card grid gap-2">
      <legend>Rule {number}</legend>
      <TextField
        label="Rule name"
        value={draft.name}
        onChange={(e) => onChange({ name: e.target.value })}
        hint={draft.id ? `Shown in analytics as ${draft.id}.` : "Optional; shown in analytics."}
        error={errorAt("name")}
      />
      <TextField
        label="Send to URL"
        type="url"
        required
        value={draft.url}
        onChange={(e) => onChange({ url: e.target.value })}
        error={errorAt("url")}
      />
      <p className="mb-0 font-semibold">When every condition filled in holds:</p>
      <TextField
        label="Countries"
        value={draft.countries}
        onChange={(e) => onChange({ countries: e.target.value })}
        hint="Two-letter codes, separated by commas (DE, AT). Empty: any country."
        error={errorAt("when.countries")}
      />
      <TextField
        label="Languages"
        value={draft.languages}
        onChange={(e) => onChange({ languages: e.target.value })}
        hint="The phone's first language (fr also matches fr-CA). Empty: any language."
        error={errorAt("when.languages")}
      />
      <fieldset className="flex flex-wrap gap-3">
        <legend>Devices</legend>
        {DEVICES.map((device) => (
          <label key={device} className="choice">
            <input
              type="checkbox"
              checked={draft.devices.includes(device)}
              onChange={(e) => onChange({ devices: toggle(draft.devices, device, e.target.checked) })}
            />
            {device}
          </label>
        ))}
      </fieldset>
      <fieldset className="flex flex-wrap gap-3">
        <legend>Operating systems</legend>
        {SYSTEMS.map(([value, text]) => (
          <label key={value} className="choice">
            <input
              type="checkbox"
              checked={draft.os.includes(value)}
              onChange={(e) => onChange({ os: toggle(draft.os, value, e.target.checked) })}
            />
            {text}
          </label>
        ))}
      </fieldset>
      <label className="choice">
        <input
          type="checkbox"
          checked={draft.timed}
          onChange={(e) => onChange({ timed: e.target.checked })}
        />
        Only at certain times
      </label>
      {draft.timed ? (
        <fieldset className="grid gap-2">
          <legend>Times</legend>
          <SelectField
            label="Time zone"
            value={draft.timeZone}
            options={zones()}
            onChange={(e) => onChange({ timeZone: e.target.value })}
          />
          <fieldset className="flex flex-wrap gap-3">
            <legend>Days</legend>
            {WEEKDAYS.map(([day, text]) => (
              <label key={day} className="choice">
                <input
                  type="checkbox"
                  checked={draft.days.includes(day)}
                  onChange={(e) => onChange({ days: toggle(draft.days, day, e.target.checked) })}
                />
                {text}
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-4">
            <TextField
              label="From"
              type="time"
              value={draft.from}
              onChange={(e) => onChange({ from: e.target.value })}
            />
            <TextField
              label="Until"
              type="time"
              value={draft.to}
              onChange={(e) => onChange({ to: e.target.value })}
              hint="Earlier than From: runs past midnight. 00:00: the end of the day."
            />
          </div>
        </fieldset>
      ) : null}
      {other.map((error) => (
        <p key={error.path} className="field-error">
          {error.message}
        </p>
      ))}
      <div className="flex flex-wrap gap-2">
        <button type="button" className="secondary" disabled={number === 1} onClick={() => onMove(-1)}>
          Move rule {number} up
        </button>
        <button type="button" className="secondary" disabled={last} onClick={() => onMove(1)}>
          Move rule {number} down
        </button>
        <button type="button" className="secondary" onClick={onRemove}>
          Remove rule {number}
        </button>
      </div>
    </fieldset>
  );
}
