// The team's UTM templates: named sets of campaign parameters a code copies on its Campaign tab (a code keeps its
// copy when its template changes or goes). The list first; "Add template" opens the form in a dialog.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BarChart3, Plus } from "lucide-react";
import { type FormEvent, useCallback, useState } from "react";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { useMay } from "../app/session.ts";
import { useAddRequest } from "../ui/add-request.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";
import { UTM_FIELDS, UTM_LABELS, utmTemplatesQuery } from "./utm-templates-query.ts";

export function UtmTemplatesPage() {
  const may = useMay();
  const queryClient = useQueryClient();
  const templates = useQuery(utmTemplatesQuery);
  const [adding, setAdding] = useState(false);
  useAddRequest(useCallback(() => setAdding(true), []));
  const toast = useToast();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["utm-templates"] });
  const remove = useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE("/api/v1/utm-templates/{id}", { params: { path: { id } } })),
    onSuccess: async (_, id) => {
      await refresh();
      toast.show(`Deleted the template ${templates.data?.data.find((one) => one.id === id)?.name ?? ""}.`);
    },
  });
  const writer = may("qr:write");
  const add = (
    <button type="button" onClick={() => setAdding(true)}>
      <Plus size={16} aria-hidden="true" />
      Add template
    </button>
  );
  return (
    <>
      <PageHeader
        title="UTM templates"
        actions={writer && (templates.data?.data.length ?? 0) > 0 ? add : null}
      >
        Campaign parameters a code starts from: its Campaign tab copies them, and every destination of the
        code carries them to your web analytics.
      </PageHeader>
      {writer ? (
        <NewTemplateDialog open={adding} onClose={() => setAdding(false)} onCreated={refresh} />
      ) : null}
      {templates.isPending ? <Skeleton what="templates" rows={2} /> : null}
      {templates.error ? <Problem error={templates.error} /> : null}
      {templates.data && templates.data.data.length === 0 ? (
        <EmptyState icon={<BarChart3 size={28} />} title="No templates yet" action={writer ? add : null}>
          Name a set of utm_source, utm_medium and utm_campaign once, and give it to any code.
        </EmptyState>
      ) : null}
      {templates.data && templates.data.data.length > 0 ? (
        <ul className="grid gap-2" aria-label="The team's UTM templates">
          {templates.data.data.map((template) => (
            <li key={template.id} className="card flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <span className="font-semibold">{template.name}</span>
                <span className="hint block mono">
                  {UTM_FIELDS.flatMap((field) =>
                    template[field] ? [`utm_${field}=${template[field]}`] : [],
                  ).join(" · ")}
                </span>
              </div>
              {writer ? (
                <ConfirmDialog
                  trigger="Delete"
                  triggerName={`Delete ${template.name}`}
                  triggerTone="secondary"
                  title={`Delete the template ${template.name}?`}
                  confirm="Delete template"
                  onConfirm={() => remove.mutate(template.id)}
                  busy={remove.isPending}
                >
                  Codes that copied it keep their parameters.
                </ConfirmDialog>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {remove.error ? <Problem error={remove.error} /> : null}
    </>
  );
}

function NewTemplateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => Promise<unknown>;
}) {
  const toast = useToast();
  const create = useMutation({
    mutationFn: (body: Record<string, string>) =>
      unwrap(api.POST("/api/v1/utm-templates", { body: body as never })),
    onSuccess: async (template) => {
      await onCreated();
      toast.show(`Template ${template.name} created.`);
      onClose();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = Object.fromEntries(
      ["name", ...UTM_FIELDS]
        .map((field) => [field, String(data.get(field) ?? "").trim()])
        .filter(([, value]) => value !== ""),
    );
    create.mutate(body);
  };
  const failure = create.error instanceof ApiFailure ? create.error : undefined;
  return (
    <Dialog
      open={open}
      onClose={() => {
        create.reset();
        onClose();
      }}
      title="New template"
      size="wide"
    >
      <form onSubmit={submit} noValidate>
        <TextField
          label="Template name"
          name="name"
          required
          maxLength={100}
          error={failure?.fieldError("name")}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {UTM_FIELDS.map((field) => (
            <TextField
              key={field}
              label={UTM_LABELS[field]}
              name={field}
              maxLength={200}
              error={failure?.fieldError(field)}
            />
          ))}
        </div>
        {create.error && !failure?.problem?.errors?.length ? <Problem error={create.error} /> : null}
        <div className="dialog-footer">
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={create.isPending}>
            Create template
          </button>
        </div>
      </form>
    </Dialog>
  );
}
