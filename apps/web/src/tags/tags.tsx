// The team's tags: create one (a name and a colour), rename or recolour it (every code with it follows at once),
// and delete it (it comes off its codes; the codes stay). Each tag links to the codes that have it.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { tagsQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import type { Tag } from "../ui/tag-chips.tsx";
import { TextField } from "../ui/text-field.tsx";

const DEFAULT_COLOR = "#2563eb";

export function TagsPage() {
  const may = useMay();
  const queryClient = useQueryClient();
  const tags = useQuery(tagsQuery);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ["tags"] });
    await queryClient.invalidateQueries({ queryKey: ["codes"] });
    await queryClient.invalidateQueries({ queryKey: ["code"] });
  };
  const create = useMutation({
    mutationFn: (body: { name: string; color: string }) => unwrap(api.POST("/api/v1/tags", { body })),
    onSuccess: refresh,
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    create.mutate(
      { name: String(data.get("name") ?? "").trim(), color: String(data.get("color") ?? DEFAULT_COLOR) },
      { onSuccess: () => form.reset() },
    );
  };
  const failure = create.error instanceof ApiFailure ? create.error : undefined;
  const nameError = failure?.fieldError("name");
  return (
    <>
      <h1>Tags</h1>
      <p className="hint">Tags group codes: filter the codes list by them, and act on a group at once.</p>
      {may("qr:write") ? (
        <form onSubmit={submit} className="card narrow my-4" aria-labelledby="new-tag-heading" noValidate>
          <h2 id="new-tag-heading" className="mt-0">
            New tag
          </h2>
          <TextField label="Tag name" name="name" required maxLength={40} error={nameError} />
          <label>
            Colour
            <input type="color" name="color" defaultValue={DEFAULT_COLOR} />
          </label>
          {create.error && !nameError ? <Problem error={create.error} /> : null}
          <div>
            <button type="submit" disabled={create.isPending}>
              Create tag
            </button>
          </div>
        </form>
      ) : null}
      {tags.isPending ? <Loading what="tags" /> : null}
      {tags.error ? <Problem error={tags.error} /> : null}
      {tags.data && tags.data.data.length === 0 ? <p>No tags yet.</p> : null}
      {tags.data && tags.data.data.length > 0 ? (
        <ul className="grid gap-2" aria-label="The team's tags">
          {tags.data.data.map((tag) => (
            <TagRow key={`${tag.id}-${tag.name}-${tag.color}`} tag={tag} onChanged={refresh} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function TagRow({ tag, onChanged }: { tag: Tag; onChanged: () => Promise<void> }) {
  const may = useMay();
  const [editing, setEditing] = useState(false);
  const save = useMutation({
    mutationFn: (body: { name: string; color: string }) =>
      unwrap(api.PATCH("/api/v1/tags/{id}", { params: { path: { id: tag.id } }, body })),
    onSuccess: async () => {
      setEditing(false);
      await onChanged();
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/tags/{id}", { params: { path: { id: tag.id } } })),
    onSuccess: onChanged,
  });
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  if (editing) {
    return (
      <li className="card">
        <form
          aria-label={`Edit ${tag.name}`}
          className="flex flex-wrap items-end gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            save.mutate({ name: String(data.get("name") ?? "").trim(), color: String(data.get("color")) });
          }}
        >
          <TextField
            label="Tag name"
            name="name"
            defaultValue={tag.name}
            maxLength={40}
            error={failure?.fieldError("name")}
          />
          <label>
            Colour
            <input type="color" name="color" defaultValue={tag.color} />
          </label>
          <button type="submit" disabled={save.isPending}>
            Save tag
          </button>
          <button type="button" className="secondary" onClick={() => setEditing(false)}>
            Cancel
          </button>
          {save.error && !failure?.fieldError("name") ? <Problem error={save.error} /> : null}
        </form>
      </li>
    );
  }
  return (
    <li className="card flex flex-wrap items-center gap-3">
      <span className="tag-dot" style={{ background: tag.color }} aria-hidden="true" />
      <Link to={`/codes?tag=${tag.id}`} aria-label={`Codes tagged ${tag.name}`}>
        {tag.name}
      </Link>
      {may("qr:write") ? (
        <span className="ml-auto flex flex-wrap gap-2">
          <button
            type="button"
            className="secondary"
            aria-label={`Edit ${tag.name}`}
            onClick={() => setEditing(true)}
          >
            Edit
          </button>
          <ConfirmDialog
            trigger="Delete"
            triggerName={`Delete ${tag.name}`}
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
