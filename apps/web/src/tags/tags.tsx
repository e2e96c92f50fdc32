// The team's tags first, each linking to the codes that have it; an "Add tag" dialog (a name and a colour);
// editing one (every code with it follows at once) and deleting one (it comes off its codes; the codes stay).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Tags } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { tagsQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { ColourField } from "../ui/colour-field.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { DialogTrigger, useDialog } from "../ui/dialog-button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import type { Tag } from "../ui/tag-chips.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";

const DEFAULT_COLOR = "#2563eb";

type TagFields = { name: string; color: string };

/** Everything that shows a tag reads again once one changes. */
function useTagsChanged() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ["tags"] });
    await queryClient.invalidateQueries({ queryKey: ["codes"] });
    await queryClient.invalidateQueries({ queryKey: ["code"] });
  };
}

export function TagsPage() {
  const may = useMay();
  const tags = useQuery(tagsQuery);
  const list = tags.data?.data ?? [];
  const adding = useDialog({ openOnAdd: true });
  const add = may("qr:write") ? (
    <DialogTrigger dialog={adding} label="Add tag" icon={<Plus size={16} />} />
  ) : null;
  return (
    <>
      <PageHeader title="Tags" actions={list.length > 0 ? add : null}>
        Tags group codes: filter the codes list by them, and act on a group at once.
      </PageHeader>
      {may("qr:write") ? (
        <Dialog open={adding.open} onClose={adding.close} title="New tag">
          <NewTag onDone={adding.close} />
        </Dialog>
      ) : null}
      {tags.isPending ? <Skeleton what="tags" rows={3} /> : null}
      {tags.error ? <Problem error={tags.error} /> : null}
      {tags.data && list.length === 0 ? (
        <EmptyState icon={<Tags size={28} />} title="No tags yet." action={add}>
          Group codes by place, campaign or client, then find them and change them together.
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <ul className="card list-card" aria-label="The team's tags">
          {list.map((tag) => (
            <TagRow key={`${tag.id}-${tag.name}-${tag.color}`} tag={tag} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function NewTag({ onDone }: { onDone: () => void }) {
  const changed = useTagsChanged();
  const toast = useToast();
  const create = useMutation({
    mutationFn: (body: TagFields) => unwrap(api.POST("/api/v1/tags", { body })),
    onSuccess: async (tag) => {
      await changed();
      toast.show(`Tag ${tag.name} created.`);
      onDone();
    },
  });
  return (
    <TagForm
      label="New tag"
      initial={{ name: "", color: DEFAULT_COLOR }}
      submitLabel="Create tag"
      busy={create.isPending}
      error={create.error}
      onSubmit={(fields) => create.mutate(fields)}
      onCancel={onDone}
    />
  );
}

function TagRow({ tag }: { tag: Tag }) {
  const may = useMay();
  const changed = useTagsChanged();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const save = useMutation({
    mutationFn: (body: TagFields) =>
      unwrap(api.PATCH("/api/v1/tags/{id}", { params: { path: { id: tag.id } }, body })),
    onSuccess: async () => {
      setEditing(false);
      await changed();
      toast.show("Tag saved: every code with it shows the change.");
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/tags/{id}", { params: { path: { id: tag.id } } })),
    onSuccess: async () => {
      await changed();
      toast.show(`Tag ${tag.name} deleted.`);
    },
  });
  return (
    <li className="list-row">
      <span className="tag-dot" style={{ background: tag.color }} aria-hidden="true" />
      <Link to={`/codes?tag=${tag.id}`} aria-label={`Codes tagged ${tag.name}`} className="font-semibold">
        {tag.name}
      </Link>
      {may("qr:write") ? (
        <span className="ml-auto flex flex-wrap gap-2">
          <button
            type="button"
            className="secondary small"
            aria-label={`Edit ${tag.name}`}
            aria-haspopup="dialog"
            onClick={() => setEditing(true)}
          >
            Edit
          </button>
          <Dialog open={editing} onClose={() => setEditing(false)} title={`Edit ${tag.name}`}>
            <TagForm
              label={`Edit ${tag.name}`}
              initial={tag}
              submitLabel="Save tag"
              busy={save.isPending}
              error={save.error}
              onSubmit={(fields) => save.mutate(fields)}
              onCancel={() => setEditing(false)}
            />
          </Dialog>
          <ConfirmDialog
            trigger="Delete"
            triggerName={`Delete ${tag.name}`}
            triggerTone="secondary"
            title={`Delete the tag ${tag.name}?`}
            confirm="Delete tag"
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
            error={remove.error}
          >
            <p>It comes off every code that has it. The codes stay as they are.</p>
          </ConfirmDialog>
        </span>
      ) : null}
    </li>
  );
}

function TagForm({
  label,
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial: TagFields;
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (fields: TagFields) => void;
  onCancel: () => void;
}) {
  const [color, setColor] = useState(initial.color);
  const failure = error instanceof ApiFailure ? error : undefined;
  const nameError = failure?.fieldError("name");
  const colorError = failure?.fieldError("color");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ name: String(new FormData(event.currentTarget).get("name") ?? "").trim(), color });
  };
  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <TextField
        label="Tag name"
        name="name"
        required
        maxLength={40}
        defaultValue={initial.name}
        error={nameError}
      />
      <ColourField label="Colour" value={color} onChange={setColor} error={colorError} />
      {error && !nameError && !colorError ? <Problem error={error} /> : null}
      <div className="dialog-footer">
        <button type="button" className="secondary" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
