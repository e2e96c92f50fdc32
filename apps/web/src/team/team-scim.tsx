// SCIM provisioning, below single sign-on: the base URL and a token to give the identity provider (shown once;
// making another replaces it at once), turning it off, and what each of the provider's groups gives: a team role or
// a folder's access.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { api, unwrap } from "../app/api.ts";
import { foldersQuery } from "../app/queries.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { CopyButton } from "../ui/copy-button.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { useToast } from "../ui/toast.tsx";

type Mapping =
  | { role: "admin" | "member" | "viewer" | null }
  | { folder_id: string; folder_access: "viewer" | "editor" | "owner" };

/** A group's mapping as one select's value: `role:member`, `folder:fld_…:editor`, or "" for none. */
function selectValueOf(group: {
  role: string | null;
  folder_id: string | null;
  folder_access: string | null;
}): string {
  if (group.folder_id) return `folder:${group.folder_id}:${group.folder_access}`;
  return group.role ? `role:${group.role}` : "";
}

function mappingOf(value: string): Mapping {
  const [kind, first, second] = value.split(":");
  if (kind === "folder" && first && second) {
    return { folder_id: first, folder_access: second as "viewer" | "editor" | "owner" };
  }
  return { role: kind === "role" ? (first as "admin" | "member" | "viewer") : null };
}

export function TeamScim({ teamId, verified }: { teamId: string; verified: boolean }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const path = { params: { path: { id: teamId } } };
  const status = useQuery({
    queryKey: ["scim", teamId],
    queryFn: () => unwrap(api.GET("/api/v1/teams/{id}/scim", path)),
  });
  const groups = useQuery({
    queryKey: ["scim", teamId, "groups"],
    queryFn: () => unwrap(api.GET("/api/v1/teams/{id}/scim/groups", path)),
    enabled: status.data?.enabled === true,
  });
  const changed = () => queryClient.invalidateQueries({ queryKey: ["scim", teamId] });
  const token = useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/teams/{id}/scim/token", path)),
    onSuccess: changed,
  });
  const off = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/teams/{id}/scim", path)),
    onSuccess: async () => {
      token.reset();
      await changed();
      toast.show("SCIM provisioning turned off.");
    },
  });
  const folders = useQuery({ ...foldersQuery, enabled: status.data?.enabled === true });
  const role = useMutation({
    mutationFn: ({ groupId, value }: { groupId: string; value: Mapping }) =>
      unwrap(
        api.PATCH("/api/v1/teams/{id}/scim/groups/{groupId}", {
          params: { path: { id: teamId, groupId } },
          body: value,
        }),
      ),
    onSuccess: async () => {
      await changed();
      toast.show("Saved: the group's members have it now.");
    },
  });
  return (
    <section aria-labelledby="scim-heading" className="card grid gap-3 mt-6">
      <h2 id="scim-heading" className="m-0">
        SCIM provisioning
      </h2>
      <p className="hint m-0">
        Your identity provider (Okta, Microsoft Entra ID…) adds people of your verified domain to the team,
        and removes them the day they leave: their sessions, API keys and assistant connections end at once.
      </p>
      {status.isPending ? <Skeleton what="SCIM" rows={2} /> : null}
      {status.error ? <Problem error={status.error} /> : null}
      {status.data ? (
        <>
          <p className="m-0">
            SCIM base URL: <span className="mono">{status.data.base_url}</span>{" "}
            <CopyButton text={status.data.base_url} label="Copy SCIM base URL" />
          </p>
          {status.data.enabled ? (
            <p className="m-0">
              On. Token: <span className="mono">{status.data.token_hint}</span>
            </p>
          ) : (
            <p className="m-0">Off.</p>
          )}
          {token.data ? (
            <div role="status" className="grid gap-1">
              <p className="m-0 ok">Give this token to your identity provider now: it is not shown again.</p>
              <p className="m-0 mono break-all">{token.data.token}</p>
              <CopyButton text={token.data.token} label="Copy SCIM token" />
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={!verified || token.isPending} onClick={() => token.mutate()}>
              <KeyRound size={16} aria-hidden="true" />
              {status.data.enabled ? "Make a new SCIM token" : "Turn on SCIM"}
            </button>
            {status.data.enabled ? (
              <ConfirmDialog
                trigger="Turn off SCIM"
                triggerTone="secondary"
                title="Turn off SCIM provisioning?"
                confirm="Turn off SCIM"
                busy={off.isPending}
                onConfirm={() => off.mutate()}
                error={off.error}
              >
                <p>The token stops working. People already provisioned stay members as they are.</p>
              </ConfirmDialog>
            ) : null}
          </div>
          {!verified ? <p className="hint m-0">Verify your single sign-on domain first.</p> : null}
          {token.error ? <Problem error={token.error} /> : null}
        </>
      ) : null}
      {groups.data && groups.data.data.length > 0 ? (
        <div className="card table-card">
          <table className="responsive">
            <caption className="sr-only">The identity provider's groups</caption>
            <thead>
              <tr>
                <th scope="col">Group</th>
                <th scope="col">Members</th>
                <th scope="col">Gives</th>
              </tr>
            </thead>
            <tbody>
              {groups.data.data.map((group) => (
                <tr key={group.id}>
                  <td data-label="Group">{group.display_name}</td>
                  <td data-label="Members">{group.members}</td>
                  <td data-label="Gives">
                    <select
                      aria-label={`What the group ${group.display_name} gives`}
                      value={selectValueOf(group)}
                      disabled={role.isPending}
                      onChange={(event) =>
                        role.mutate({ groupId: group.id, value: mappingOf(event.currentTarget.value) })
                      }
                    >
                      <option value="">Nothing (single sign-on's default role)</option>
                      <optgroup label="A team role">
                        <option value="role:admin">Team admin</option>
                        <option value="role:member">Team member</option>
                        <option value="role:viewer">Team viewer</option>
                      </optgroup>
                      {(folders.data?.data ?? []).map((folder) => (
                        <optgroup key={folder.id} label={`The folder ${folder.name}`}>
                          {(["viewer", "editor", "owner"] as const).map((access) => (
                            <option key={access} value={`folder:${folder.id}:${access}`}>
                              {access.charAt(0).toUpperCase() + access.slice(1)} of {folder.name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {role.error ? <Problem error={role.error} /> : null}
    </section>
  );
}
