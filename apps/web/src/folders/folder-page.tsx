// One folder: what it holds and a way to its codes; for its owners (and team owners and admins), who has which
// access (each member's own, or what members have by default), its name and description, and deleting it once
// empty. A change of access takes effect on the member's next request.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FolderOpen, Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { folderMembersQuery, folderQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";
import { ACCESS_LEVELS, ACCESS_WORDS, accessOptions, type FolderAccess } from "./access-words.ts";

export function FolderPage() {
  const { id = "" } = useParams();
  const may = useMay();
  const folder = useQuery(folderQuery(id));
  const [editing, setEditing] = useState(false);
  if (folder.isPending) return <Skeleton what="the folder" rows={3} />;
  if (folder.error) return <Problem error={folder.error} />;
  const { data } = folder;
  const owner = data.access === "owner";
  return (
    <>
      <PageHeader
        title={data.name}
        actions={
          <>
            <Link to={`/codes?folder=${data.id}`} className="button secondary">
              <FolderOpen size={16} aria-hidden="true" />
              Open its codes
            </Link>
            {may("qr:write") && (data.access === "editor" || owner) ? (
              <Link to={`/codes/new?folder=${data.id}`} className="button">
                <Plus size={16} aria-hidden="true" />
                New code here
              </Link>
            ) : null}
          </>
        }
      >
        {data.description ?? "A folder of codes, seen only by the people given access."}
      </PageHeader>
      <section aria-labelledby="folder-facts" className="card grid gap-2 mb-5">
        <h2 id="folder-facts" className="sr-only">
          About this folder
        </h2>
        <p className="m-0">
          {data.code_count} {data.code_count === 1 ? "code" : "codes"}. Your access:{" "}
          <strong>{ACCESS_WORDS[data.access as FolderAccess].label}</strong> (
          {ACCESS_WORDS[data.access as FolderAccess].means}).
        </p>
        <p className="m-0 hint">
          Members without access of their own: {ACCESS_WORDS[data.member_access as FolderAccess].label}.
        </p>
        {owner && may("qr:write") ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="secondary"
              aria-haspopup="dialog"
              onClick={() => setEditing(true)}
            >
              Edit folder
            </button>
            <DeleteFolder id={data.id} name={data.name} />
          </div>
        ) : null}
      </section>
      {owner && may("qr:write") ? (
        <>
          <Dialog open={editing} onClose={() => setEditing(false)} title={`Edit ${data.name}`}>
            <EditFolder folder={data} onDone={() => setEditing(false)} />
          </Dialog>
          <FolderAccessTable folder={data} />
        </>
      ) : null}
    </>
  );
}

type Folder = components["schemas"]["Folder"];

function EditFolder({ folder, onDone }: { folder: Folder; onDone: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    mutationFn: (body: { name: string; description: string | null; member_access: FolderAccess }) =>
      unwrap(api.PATCH("/api/v1/folders/{id}", { params: { path: { id: folder.id } }, body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["folders"] });
      toast.show("Folder saved.");
      onDone();
    },
  });
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const description = String(form.get("description") ?? "").trim();
    save.mutate({
      name: String(form.get("name") ?? "").trim(),
      description: description || null,
      member_access: String(form.get("member_access")) as FolderAccess,
    });
  };
  return (
    <form aria-label={`Edit ${folder.name}`} onSubmit={submit} noValidate className="grid gap-3">
      <TextField
        label="Folder name"
        name="name"
        required
        maxLength={100}
        defaultValue={folder.name}
        error={failure?.fieldError("name")}
      />
      <TextField
        label="Description"
        name="description"
        maxLength={500}
        defaultValue={folder.description ?? ""}
      />
      <SelectField
        label="Members without access of their own"
        name="member_access"
        defaultValue={folder.member_access}
        options={accessOptions()}
      />
      {save.error && !failure?.fieldError("name") ? <Problem error={save.error} /> : null}
      <div className="dialog-footer">
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" disabled={save.isPending}>
          Save folder
        </button>
      </div>
    </form>
  );
}

function DeleteFolder({ id, name }: { id: string; name: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/folders/{id}", { params: { path: { id } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["folders"] });
      toast.show(`Folder ${name} deleted.`);
      navigate("/folders");
    },
  });
  return (
    <ConfirmDialog
      trigger="Delete folder"
      triggerTone="secondary"
      title={`Delete the folder ${name}?`}
      confirm="Delete folder"
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      error={remove.error}
    >
      <p>
        Only an empty folder is deleted: move its codes out first, so none becomes visible to the whole team.
      </p>
    </ConfirmDialog>
  );
}

/** Every member and their access; a select per member sets their own, "As other members" takes it away. */
function FolderAccessTable({ folder }: { folder: Folder }) {
  const { id, name } = folder;
  const byDefault = ACCESS_WORDS[folder.member_access as FolderAccess].label;
  const queryClient = useQueryClient();
  const toast = useToast();
  const members = useQuery(folderMembersQuery(id));
  const change = useMutation({
    mutationFn: ({ userId, access }: { userId: string; access: FolderAccess | "" }) =>
      access === ""
        ? unwrap(
            api.DELETE("/api/v1/folders/{id}/members/{user_id}", {
              params: { path: { id, user_id: userId } },
            }),
          )
        : unwrap(
            api.PUT("/api/v1/folders/{id}/members/{user_id}", {
              params: { path: { id, user_id: userId } },
              body: { access },
            }),
          ),
    onSuccess: async (_, { access }) => {
      await queryClient.invalidateQueries({ queryKey: ["folders", id] });
      toast.show(
        access === "" ? "Access set as for other members." : `Access set: ${ACCESS_WORDS[access].label}.`,
      );
    },
  });
  return (
    <section aria-labelledby="folder-access-heading" className="grid gap-3">
      <h2 id="folder-access-heading">Who has access</h2>
      <p className="hint m-0">
        {ACCESS_LEVELS.filter((level) => level !== "none")
          .map((level) => `${ACCESS_WORDS[level].label}: ${ACCESS_WORDS[level].means}`)
          .join(". ")}
        . Team owners and admins have every folder.
      </p>
      {members.isPending ? <Skeleton what="members" rows={3} /> : null}
      {members.error ? <Problem error={members.error} /> : null}
      {change.error ? <Problem error={change.error} /> : null}
      {members.data ? (
        <div className="card table-card">
          <table className="responsive">
            <caption className="sr-only">Access to {name}</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Team role</th>
                <th scope="col">Access</th>
              </tr>
            </thead>
            <tbody>
              {members.data.data.map((member) => {
                const everyFolder = member.role === "owner" || member.role === "admin";
                return (
                  <tr key={member.user_id}>
                    <td data-label="Member">
                      {member.name ? `${member.name} (${member.email})` : member.email}
                    </td>
                    <td data-label="Team role">{member.role}</td>
                    <td data-label="Access">
                      {everyFolder ? (
                        "Owner (every folder)"
                      ) : (
                        <select
                          aria-label={`Access of ${member.email}`}
                          value={member.own ? member.access : ""}
                          disabled={change.isPending}
                          onChange={(event) =>
                            change.mutate({
                              userId: member.user_id,
                              access: event.currentTarget.value as FolderAccess | "",
                            })
                          }
                        >
                          <option value="">As other members ({byDefault})</option>
                          {accessOptions().map(([value, label]) => (
                            <option key={value} value={value}>
                              {label}
                            </option>
                          ))}
                        </select>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
