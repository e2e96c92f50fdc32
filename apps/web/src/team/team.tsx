// The team the person acts in: its members and roles, invitations (sent by email), removal, leaving, switching
// to another of their teams, and the activity log. Admin controls appear only for those who may use them.
import { ROLE_RANK, ROLES, type Role } from "@qr/core/permissions";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { api, unwrap } from "../app/api.ts";
import { membersQuery, teamsQuery } from "../app/queries.ts";
import { useAccount, useMay } from "../app/session.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TextField } from "../ui/text-field.tsx";
import { ActivityLog } from "./team-activity.tsx";
import { CreateTeam, RenameTeam, TeamTwoFactorPolicy } from "./team-names.tsx";
import { TeamSso } from "./team-sso.tsx";

export function TeamPage() {
  const me = useAccount();
  const may = useMay();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const teamId = me.data?.team_id ?? "";
  const myRole = me.data?.role ?? "viewer";
  const teams = useQuery(teamsQuery);
  const members = useQuery(membersQuery(teamId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["members", teamId] });
  const [invited, setInvited] = useState<string>();
  const invite = useMutation({
    mutationFn: (body: { email: string; role: Role }) =>
      unwrap(api.POST("/api/v1/teams/{id}/members", { params: { path: { id: teamId } }, body })),
    onSuccess: async (invitation) => {
      setInvited(invitation.email);
      await refresh();
    },
  });
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
  const switchTeam = useMutation({
    mutationFn: (id: string) => unwrap(api.POST("/api/v1/teams/{id}/activate", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const leave = useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/teams/{id}/leave", { params: { path: { id: teamId } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate("/");
    },
  });
  const submitInvite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    invite.mutate({ email: String(form.get("email") ?? ""), role: String(form.get("role")) as Role });
    event.currentTarget.reset();
  };
  const admin = may("team:admin");
  const grantable = ROLES.filter((role) => ROLE_RANK[role] <= ROLE_RANK[myRole]);
  // The account's team, not the list's `current` flag: the two queries refresh apart after a switch, and the
  // heading must name the team the forms below act on.
  const current = teams.data?.data.find((team) => team.id === teamId);
  return (
    <>
      <h1>Team{current ? `: ${current.name}` : ""}</h1>
      {teams.data && teams.data.data.length > 1 ? (
        <SelectField
          label="Act in team"
          className="mb-4 max-w-sm"
          value={teamId}
          onChange={(event) => switchTeam.mutate(event.target.value)}
          options={teams.data.data.map((team) => [team.id, `${team.name} (${team.role})`] as const)}
        />
      ) : null}
      <p>
        Your role here: <strong>{myRole}</strong>.
      </p>
      {members.isPending ? <Loading what="members" /> : null}
      {members.error ? <Problem error={members.error} /> : null}
      {[changeRole.error, remove.error, revoke.error, switchTeam.error].map((error, index) =>
        error ? <Problem key={index} error={error} /> : null,
      )}
      {members.data ? (
        <section aria-labelledby="members-heading">
          <h2 id="members-heading">Members</h2>
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
                    <td data-label="Email">{member.email}</td>
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
                            title={`Remove ${member.email}?`}
                            confirm="Remove"
                            onConfirm={() => remove.mutate(member.user_id)}
                          >
                            <p>
                              They lose access to this team at once, and their API keys for it are revoked.
                            </p>
                          </ConfirmDialog>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {members.data.invitations.length > 0 ? (
            <>
              <h2>Pending invitations</h2>
              <ul className="grid gap-2">
                {members.data.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center gap-3">
                    <span>
                      {invitation.email} as {invitation.role}, until{" "}
                      {new Date(invitation.expires_at).toLocaleDateString()}
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
            </>
          ) : null}
        </section>
      ) : null}
      {admin ? (
        <form onSubmit={submitInvite} className="narrow mt-6" aria-labelledby="invite-heading">
          <h2 id="invite-heading">Invite someone</h2>
          <TextField label="Email address" name="email" type="email" required />
          <SelectField label="Role" name="role" defaultValue="member" options={grantable} />
          {invite.error ? <Problem error={invite.error} /> : null}
          <p role="status" className="ok">
            {invited ? `Invitation sent to ${invited}. The link is valid for 7 days.` : ""}
          </p>
          <div>
            <button type="submit" disabled={invite.isPending}>
              Send invitation
            </button>
          </div>
        </form>
      ) : null}
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {admin && current ? <RenameTeam teamId={teamId} name={current.name} /> : null}
        {myRole === "owner" && current ? (
          <TeamTwoFactorPolicy teamId={teamId} required={current.require_two_factor} />
        ) : null}
        <CreateTeam />
      </div>
      {myRole === "owner" ? (
        <div className="mt-6">
          <TeamSso teamId={teamId} />
        </div>
      ) : null}
      <section aria-labelledby="leave-heading" className="mt-6">
        <h2 id="leave-heading">Leave</h2>
        <p>Leaving ends your access to this team and revokes your keys for it.</p>
        {leave.error ? <Problem error={leave.error} /> : null}
        <ConfirmDialog
          trigger="Leave team"
          title="Leave this team?"
          confirm="Leave"
          onConfirm={() => leave.mutate()}
        >
          <p>You will need a new invitation to come back. The last owner cannot leave.</p>
        </ConfirmDialog>
      </section>
      {admin && teamId ? (
        <ActivityLog
          teamId={teamId}
          people={new Map(members.data?.members.map((member) => [member.user_id, member.email]))}
        />
      ) : null}
    </>
  );
}
