// A code's A/B split: 2 to 5 destinations with whole-percentage weights summing to 100. The sum is shown as the
// weights are typed; the API's refusal of a field is shown beside it.
import { type FormEvent, useState } from "react";
import { ApiFailure } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import type { CampaignSave } from "./campaign-save.ts";

const MAX_VARIANTS = 5;
export const variantName = (index: number) => String.fromCharCode(65 + index); // A, B, C…

interface Draft {
  key: number;
  url: string;
  weight: string;
}

export function SplitForm({ code, save }: { code: QrCode; save: CampaignSave }) {
  const initial = code.variants ?? [
    { url: code.url, weight: 50 },
    { url: "", weight: 50 },
  ];
  const [drafts, setDrafts] = useState<Draft[]>(
    initial.map((variant, key) => ({ key, url: variant.url, weight: String(variant.weight) })),
  );
  const [nextKey, setNextKey] = useState(initial.length);
  const total = drafts.reduce((sum, draft) => sum + (Number(draft.weight) || 0), 0);
  const edit = (key: number, field: "url" | "weight", value: string) =>
    setDrafts((all) => all.map((draft) => (draft.key === key ? { ...draft, [field]: value } : draft)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({
      variants: drafts.map((draft) => ({ url: draft.url.trim(), weight: Number(draft.weight) })),
    });
  };
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  return (
    <form aria-label="A/B split" noValidate className="grid max-w-2xl gap-2" onSubmit={submit}>
      {drafts.map((draft, index) => (
        <fieldset key={draft.key} className="grid gap-1 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
          <legend className="font-semibold">Variant {variantName(index)}</legend>
          <div>
            <TextField
              label={`Variant ${variantName(index)} URL`}
              type="url"
              value={draft.url}
              onChange={(event) => edit(draft.key, "url", event.target.value)}
              error={failure?.fieldError(`variants.${index}.url`)}
            />
          </div>
          <div>
            <TextField
              label={`Variant ${variantName(index)} share (%)`}
              inputMode="numeric"
              value={draft.weight}
              onChange={(event) => edit(draft.key, "weight", event.target.value)}
              error={failure?.fieldError(`variants.${index}.weight`)}
            />
          </div>
          <div>
            {drafts.length > 2 ? (
              <button
                type="button"
                className="secondary"
                onClick={() => setDrafts((all) => all.filter((other) => other.key !== draft.key))}
              >
                Remove variant {variantName(index)}
              </button>
            ) : null}
          </div>
        </fieldset>
      ))}
      <p className={total === 100 ? "hint" : "field-error"} aria-live="polite">
        Shares add up to {total}%{total === 100 ? "." : ": they must add up to 100%."}
      </p>
      {failure?.fieldError("variants") ? (
        <p className="field-error">{failure.fieldError("variants")}</p>
      ) : null}
      {save.error && !failure?.problem?.errors?.length ? <Problem error={save.error} /> : null}
      <div className="flex flex-wrap gap-2">
        {drafts.length < MAX_VARIANTS ? (
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setDrafts((all) => [...all, { key: nextKey, url: "", weight: "0" }]);
              setNextKey(nextKey + 1);
            }}
          >
            Add a variant
          </button>
        ) : null}
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save split"}
        </button>
      </div>
    </form>
  );
}
