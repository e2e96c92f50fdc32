// A code's UTM parameters: its own, or copied from one of the team's templates. Every destination of the code
// gets them; a parameter the destination already has wins.
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiFailure } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TextField } from "../ui/text-field.tsx";
import type { CampaignSave } from "./campaign-save.ts";
import { UTM_FIELDS, UTM_LABELS, utmTemplatesQuery } from "./utm-templates-query.ts";

export function UtmForm({ code, save }: { code: QrCode; save: CampaignSave }) {
  const templates = useQuery(utmTemplatesQuery);
  const [template, setTemplate] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (template) {
      // Once copied, the parameters show in their fields, as the code now holds them.
      save.mutate({ utm_template_id: template }, { onSuccess: () => setTemplate("") });
      return;
    }
    const form = new FormData(event.currentTarget);
    const utm = Object.fromEntries(
      UTM_FIELDS.map((field) => [field, String(form.get(field) ?? "").trim()]).filter(
        ([, value]) => value !== "",
      ),
    );
    save.mutate({ utm: Object.keys(utm).length > 0 ? utm : null });
  };
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const options = (templates.data?.data ?? []).map((t) => [t.id, t.name] as const);
  return (
    <form aria-label="Campaign parameters" noValidate className="grid max-w-2xl gap-2" onSubmit={submit}>
      {options.length > 0 ? (
        <SelectField
          label="Start from a template"
          value={template}
          onChange={(event) => setTemplate(event.target.value)}
          options={[["", "None: the parameters below"], ...options]}
        />
      ) : null}
      {template ? (
        <p className="hint">
          The template's parameters are copied into the code; editing the template later leaves it.
        </p>
      ) : (
        <div className="grid gap-x-4 sm:grid-cols-2">
          {UTM_FIELDS.map((field) => (
            <div key={`${field}-${code.utm?.[field] ?? ""}`}>
              <TextField
                label={UTM_LABELS[field]}
                name={field}
                defaultValue={code.utm?.[field] ?? ""}
                error={failure?.fieldError(`utm.${field}`)}
              />
            </div>
          ))}
        </div>
      )}
      {failure?.fieldError("utm_template_id") ? (
        <p className="field-error">{failure.fieldError("utm_template_id")}</p>
      ) : null}
      {save.error && !failure?.problem?.errors?.length ? <Problem error={save.error} /> : null}
      <div>
        <button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save parameters"}
        </button>
      </div>
    </form>
  );
}
