// The team's folders the person may see: each with their access, its codes' count and a link to those codes; a
// "New folder" dialog (a name, what it holds, what other members see). A folder keeps a client's or a branch's
// codes to the people given access (folder-page.tsx manages who).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Folder, FolderPlus } from "lucide-react";
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { foldersQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { Dialog } from "../ui/dialog.tsx";
import { DialogTrigger, useDialog } from "../ui/dialog-button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";
import { ACCESS_WORDS, type FolderAccess } from "./access-words.ts";

export function FoldersPage() {
  const may = useMay();
  const folders = useQuery(foldersQuery);
  const list = folders.data?.data ?? [];
  const adding = useDialog({ openOnAdd: true });
  const add = may("qr:write") ? (
    <DialogTrigger dialog={adding} label="New folder" icon={<FolderPlus size={16} />} />
  ) : null;
  return (
    <>
      <PageHeader title="Folders" actions={list.length > 0 ? add : null}>
        Each client's or branch's codes in a folder of their own, seen and changed only by the people you give
        access.
      </PageHeader>
      {may("qr:write") ? (
        <Dialog open={adding.open} onClose={adding.close} title="New folder">
          <NewFolder onDone={adding.close} />
        </Dialog>
      ) : null}
      {folders.isPending ? <Skeleton what="folders" rows={3} /> : null}
      {folders.error ? <Problem error={folders.error} /> : null}
      {folders.data && list.length === 0 ? (
        <EmptyState icon={<Folder size={28} />} title="No folders yet." action={add}>
          Put a client's codes in a folder and only the people you choose see them; team owners and admins see
          every folder.
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <ul className="card list-card" aria-label="Folders">
          {list.map((folder) => (
            <li key={folder.id} className="list-row folder-row">
              <Folder size={18} aria-hidden="true" className="folder-icon" />
              <span className="grid gap-0.5">
                <Link to={`/folders/${folder.id}`} className="font-semibold">
                  {folder.name}
                </Link>
                {folder.description ? <span className="hint">{folder.description}</span> : null}
              </span>
              <span className="folder-row-facts">
                <span className="badge">{ACCESS_WORDS[folder.access as FolderAccess].label}</span>
                <Link
                  to={`/codes?folder=${folder.id}`}
                  aria-label={`${folder.code_count} ${folder.code_count === 1 ? "code" : "codes"} in ${folder.name}`}
                >
                  {folder.code_count} {folder.code_count === 1 ? "code" : "codes"}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function NewFolder({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useMutation({
    mutationFn: (body: { name: string; description?: string; member_access: FolderAccess }) =>
      unwrap(api.POST("/api/v1/folders", { body })),
    onSuccess: async (folder) => {
      await queryClient.invalidateQueries({ queryKey: ["folders"] });
      toast.show(`Folder ${folder.name} created.`);
      onDone();
      navigate(`/folders/${folder.id}`);
    },
  });
  const failure = create.error instanceof ApiFailure ? create.error : undefined;
  const nameError = failure?.fieldError("name");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const description = String(form.get("description") ?? "").trim();
    create.mutate({
      name: String(form.get("name") ?? "").trim(),
      ...(description ? { description } : {}),
      member_access: String(form.get("member_access")) as FolderAccess,
    });
  };
  return (
    <form aria-label="New folder" onSubmit={submit} noValidate className="grid gap-3">
      <TextField label="Folder name" name="name" required maxLength={100} error={nameError} />
      <TextField label="Description" name="description" maxLength={500} hint="What it holds (optional)." />
      <SelectField
        label="Other members"
        name="member_access"
        defaultValue="none"
        options={[
          ["none", "See nothing until given access"],
          ["viewer", "See its codes"],
          ["editor", "See and change its codes"],
        ]}
      />
      <p className="hint m-0">You own the folder; team owners and admins see every folder.</p>
      {create.error && !nameError ? <Problem error={create.error} /> : null}
      <div className="dialog-footer">
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" disabled={create.isPending}>
          Create folder
        </button>
      </div>
    </form>
  );
}
