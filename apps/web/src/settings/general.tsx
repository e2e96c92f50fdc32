// The team's general settings: its name, the owners' rule that every member has two-factor on, another team to
// start, and leaving this one.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api, unwrap } from "../app/api.ts";
import { teamsQuery } from "../app/queries.ts";
import { useAccount, useMay } from "../app/session.ts";
import { CreateTeam, RenameTeam, TeamTwoFactorPolicy } from "../team/team-names.tsx";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";

export function GeneralSettingsPage() {
  const me = useAccount();
  const may = useMay();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const teams = useQuery(teamsQuery);
  const teamId = me.data?.team_id ?? "";
  const role = me.data?.role ?? "viewer";
  const current = teams.data?.data.find((team) => team.id === teamId);
  const leave = useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/teams/{id}/leave", { params: { path: { id: teamId } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate("/");
    },
  });
  return (
    <>
      <PageHeader title="Settings">
        {current ? `The team ${current.name}: its name, its rules and your membership.` : "Your team."}
      </PageHeader>
      <div className="grid gap-5">
        {may("team:admin") && current ? (
          <section className="card">
            <RenameTeam teamId={teamId} name={current.name} />
          </section>
        ) : null}
        {role === "owner" && current ? (
          <section className="card">
            <TeamTwoFactorPolicy teamId={teamId} required={current.require_two_factor} />
          </section>
        ) : null}
        <section className="card" id="new-team">
          <CreateTeam />
        </section>
        <section aria-labelledby="leave-heading" className="card">
          <h2 id="leave-heading">Leave {current?.name ?? "this team"}</h2>
          <p className="hint">Leaving ends your access to this team and revokes your API keys for it.</p>
          {leave.error ? <Problem error={leave.error} /> : null}
          <div className="mt-3">
            <ConfirmDialog
              trigger="Leave team"
              triggerTone="secondary"
              title={`Leave ${current?.name ?? "this team"}?`}
              confirm="Leave"
              onConfirm={() => leave.mutate()}
            >
              You will need a new invitation to come back. The last owner cannot leave.
            </ConfirmDialog>
          </div>
        </section>
      </div>
    </>
  );
}
