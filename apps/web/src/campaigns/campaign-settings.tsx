// The team's campaign settings: its UTM templates (named sets of campaign parameters a code copies on its Campaign
// tab; a code keeps its copy when its template changes or goes) and its Google Analytics 4 stream.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { useMay } from "../app/session.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import { Ga4Settings } from "./ga4-settings.tsx";
import { UTM_FIELDS, UTM_LABELS, utmTemplatesQuery } from "./utm-templates-query.ts";

export function CampaignSettingsPage() {
  const may = useMay();
  const queryClient = useQueryClient();
  const templates = useQuery(utmTemplatesQuery);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["utm-templates"] });
  const create = useMutation({
    mutationFn: (body: Record<string, string>) =>
      unwrap(api.POST("/api/v1/utm-templates", { body: body as never })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE("/api/v1/utm-templates/{id}", { params: { path: { id } } })),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = Object.fromEntries(
      ["name", ...UTM_FIELDS]
        .map((field) => [field, String(data.get(field) ?? "").trim()])
        .filter(([, value]) => value !== ""),
    );
    create.mutate(body, { onSuccess: () => form.reset() });
  };
  const failure = create.error instanceof ApiFailure ? create.error : undefined;
  return (
    <>
      <h1>Campaigns</h1>
      <Ga4Settings />
      <h2>UTM templates</h2>
      <p className="hint">
        Campaign parameters to start a code from: its Campaign tab copies them, and every destination of the
        code carries them to your analytics.
      </p>
      {may("qr:write") ? (
        <form
          onSubmit={submit}
          className="card narrow my-4"
          aria-labelledby="new-template-heading"
          noValidate
        >
          <h3 id="new-template-heading" className="mt-0">
            New template
          </h3>
          <TextField
            label="Template name"
            name="name"
            required
            maxLength={100}
            error={failure?.fieldError("name")}
          />
          {UTM_FIELDS.map((field) => (
            <TextField
              key={field}
              label={UTM_LABELS[field]}
              name={field}
              maxLength={200}
              error={failure?.fieldError(field)}
            />
          ))}
          {create.error && !failure?.problem?.errors?.length ? <Problem error={create.error} /> : null}
          <div>
            <button type="submit" disabled={create.isPending}>
              Create template
            </button>
          </div>
        </form>
      ) : null}
      {templates.isPending ? <Loading what="templates" /> : null}
      {templates.error ? <Problem error={templates.error} /> : null}
      {templates.data && templates.data.data.length === 0 ? <p>No templates yet.</p> : null}
      {templates.data && templates.data.data.length > 0 ? (
        <ul className="grid gap-2" aria-label="The team's UTM templates">
          {templates.data.data.map((template) => (
            <li key={template.id} className="card flex flex-wrap items-center justify-between gap-2">
              <div>
                <span className="font-semibold">{template.name}</span>
                <span className="hint block">
                  {UTM_FIELDS.flatMap((field) =>
                    template[field] ? [`utm_${field}=${template[field]}`] : [],
                  ).join(" · ")}
                </span>
              </div>
              {may("qr:write") ? (
                <button
                  type="button"
                  className="secondary"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(template.id)}
                >
                  Delete {template.name}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {remove.error ? <Problem error={remove.error} /> : null}
    </>
  );
}
