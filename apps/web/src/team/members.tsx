// The team's people: members with their roles (changed in place, removed behind a confirmation that names them),
// pending invitations, an "Invite member" dialog for those who may invite, and the team's activity log.
import { ROLE_RANK, ROLES, type Role } from "@qr/core/permissions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { UserPlus, Users } from "lucide-react";
import { type FormEvent, useCallback, useState } from "react";
import { api, unwrap } from "../app/api.ts";
import { membersQuery } from "../app/queries.ts";
import { useAccount, useMay } from "../app/session.ts";
import { useAddRequest } from "../ui/add-request.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";
import { ActivityLog } from "./team-activity.tsx";

const ROLE_WORDS: Record<Role, string> = {
  owner: "Owner: everything, and the team itself",
  admin: "Admin: everything but the team itself",
  member: "Member: makes and changes codes",
  viewer: "Viewer: sees codes and their scans",
};

export function MembersPage() {
  const me = useAccount();
  const may = useMay();
  const queryClient = useQueryClient();
  const teamId = me.data?.team_id ?? "";
  const myRole = me.data?.role ?? "viewer";
  const members = useQuery(membersQuery(teamId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["members", teamId] });
  const [inviting, setInviting] = useState(false);
  useAddRequest(useCallback(() => setInviting(true), []));
  const changeRole = useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      unwrap(
        api.PATCH("/api/v1/teams/{id}/members/{userId}", {
          params: { path: { id: teamId, userId } },
          body: { role },
        }),
      ),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (userId: string) =>
      unwrap(api.DELETE("/api/v1/teams/{id}/members/{userId}", { params: { path: { id: teamId, userId } } })),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (invitationId: string) =>
      unwrap(
        api.DELETE("/api/v1/teams/{id}/invitations/{invitationId}", {
          params: { path: { id: teamId, invitationId } },
        }),
      ),
    onSuccess: refresh,
  });
  const admin = may("team:admin");
  const grantable = ROLES.filter((role) => ROLE_RANK[role] <= ROLE_RANK[myRole]);
  return (
    <>
      <PageHeader
        title="Members"
        actions={
          admin ? (
            <button type="button" onClick={() => setInviting(true)}>
              <UserPlus size={16} aria-hidden="true" />
              Invite member
            </button>
          ) : null
        }
      >
        Who works in this team, and what each may do. Your role here: <strong>{myRole}</strong>.
      </PageHeader>
      {admin ? (
        <InviteDialog
          open={inviting}
          onClose={() => setInviting(false)}
          teamId={teamId}
          grantable={grantable}
          onInvited={refresh}
        />
      ) : null}
      {members.isPending ? <Skeleton what="members" rows={3} /> : null}
      {members.error ? <Problem error={members.error} /> : null}
      {[changeRole.error, remove.error, revoke.error].map((error, index) =>
        error ? <Problem key={index} error={error} /> : null,
      )}
      {members.data ? (
        <section aria-labelledby="members-heading" className="grid gap-5">
          <h2 id="members-heading" className="sr-only">
            Members
          </h2>
          <div className="card table-card">
            <table className="responsive">
              <caption className="sr-only">Members</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Joined</th>
                  {admin ? <th scope="col">Actions</th> : null}
                </tr>
              </thead>
              <tbody>
                {members.data.members.map((member) => {
                  const manageable =
                    admin && member.user_id !== me.data?.id && ROLE_RANK[member.role] <= ROLE_RANK[myRole];
                  return (
                    <tr key={member.user_id}>
                      <td data-label="Email">
                        {member.email}
                        {member.user_id === me.data?.id ? <span className="hint"> (you)</span> : null}
                      </td>
                      <td data-label="Role">
                        {manageable ? (
                          <select
                            aria-label={`Role of ${member.email}`}
                            value={member.role}
                            onChange={(event) =>
                              changeRole.mutate({ userId: member.user_id, role: event.target.value as Role })
                            }
                          >
                            {grantable.map((role) => (
                              <option key={role} value={role}>
                                {role}
                              </option>
                            ))}
                          </select>
                        ) : (
                          member.role
                        )}
                      </td>
                      <td data-label="Joined">{new Date(member.joined_at).toLocaleDateString()}</td>
                      {admin ? (
                        <td data-label="Actions">
                          {manageable ? (
                            <ConfirmDialog
                              trigger="Remove"
                              triggerName={`Remove ${member.email}`}
                              triggerTone="secondary"
                              title={`Remove ${member.email}?`}
                              confirm={`Remove ${member.email}`}
                              onConfirm={() => remove.mutate(member.user_id)}
                            >
                              They lose access to this team at once, and their API keys for it are revoked.
                            </ConfirmDialog>
                          ) : null}
                        </td>
                      ) : null}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {members.data.members.length <= 1 && members.data.invitations.length === 0 && admin ? (
            <EmptyState
              icon={<Users size={22} />}
              title="Work on codes together"
              action={
                <button type="button" className="secondary" onClick={() => setInviting(true)}>
                  Invite member
                </button>
              }
            >
              Invite the people who make or print your codes; each gets the role you choose.
            </EmptyState>
          ) : null}
          {members.data.invitations.length > 0 ? (
            <section aria-labelledby="invitations-heading">
              <h2 id="invitations-heading">Pending invitations</h2>
              <ul className="grid gap-2">
                {members.data.invitations.map((invitation) => (
                  <li key={invitation.id} className="card flex flex-wrap items-center justify-between gap-3">
                    <span>
                      <strong>{invitation.email}</strong> as {invitation.role}
                      <span className="hint block">
                        The link works until {new Date(invitation.expires_at).toLocaleDateString()}.
                      </span>
                    </span>
                    {admin ? (
                      <button
                        type="button"
                        className="secondary"
                        aria-label={`Revoke invitation for ${invitation.email}`}
                        onClick={() => revoke.mutate(invitation.id)}
                      >
                        Revoke
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>
      ) : null}
      {admin && teamId ? (
        <ActivityLog
          teamId={teamId}
          people={new Map(members.data?.members.map((member) => [member.user_id, member.email]))}
        />
      ) : null}
    </>
  );
}

function InviteDialog({
  open,
  onClose,
  teamId,
  grantable,
  onInvited,
}: {
  open: boolean;
  onClose: () => void;
  teamId: string;
  grantable: readonly Role[];
  onInvited: () => void;
}) {
  const toast = useToast();
  const invite = useMutation({
    mutationFn: (body: { email: string; role: Role }) =>
      unwrap(api.POST("/api/v1/teams/{id}/members", { params: { path: { id: teamId } }, body })),
    onSuccess: (invitation) => {
      toast.show(`Invitation sent to ${invitation.email}. The link is valid for 7 days.`);
      onInvited();
      onClose();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    invite.mutate({ email: String(form.get("email") ?? "").trim(), role: String(form.get("role")) as Role });
  };
  return (
    <Dialog
      open={open}
      onClose={() => {
        invite.reset();
        onClose();
      }}
      title="Invite member"
      description="They get an email with a link to join this team."
    >
      <form onSubmit={submit} noValidate>
        <TextField label="Email address" name="email" type="email" required autoComplete="off" />
        <SelectField
          label="Role"
          name="role"
          defaultValue="member"
          options={grantable.map((role) => [role, ROLE_WORDS[role]] as const)}
        />
        {invite.error ? <Problem error={invite.error} /> : null}
        <div className="dialog-footer">
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={invite.isPending}>
            Send invitation
          </button>
        </div>
      </form>
    </Dialog>
  );
}
