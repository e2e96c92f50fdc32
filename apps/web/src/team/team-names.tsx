// Naming teams: rename the current one (admins and owners), or start a new team and act in it; and the owners' rule
// that every member has two-factor on.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { api, unwrap } from "../app/api.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";

export function RenameTeam({ teamId, name }: { teamId: string; name: string }) {
  const queryClient = useQueryClient();
  const rename = useMutation({
    mutationFn: (newName: string) =>
      unwrap(api.PATCH("/api/v1/teams/{id}", { params: { path: { id: teamId } }, body: { name: newName } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["teams"] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rename.mutate(String(new FormData(event.currentTarget).get("name") ?? "").trim());
  };
  return (
    <form onSubmit={submit} className="narrow" aria-labelledby="rename-heading" key={name}>
      <h2 id="rename-heading">Rename the team</h2>
      <TextField label="Team name" name="name" required maxLength={100} defaultValue={name} />
      {rename.error ? <Problem error={rename.error} /> : null}
      <p role="status" className="ok">
        {rename.isSuccess ? "Renamed." : ""}
      </p>
      <div>
        <button type="submit">Rename</button>
      </div>
    </form>
  );
}

export function CreateTeam() {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: async (name: string) => {
      const team = await unwrap(api.POST("/api/v1/teams", { body: { name } }));
      await unwrap(api.POST("/api/v1/teams/{id}/activate", { params: { path: { id: team.id } } }));
      return team;
    },
    onSuccess: () => queryClient.invalidateQueries(),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate(String(new FormData(event.currentTarget).get("name") ?? "").trim());
    event.currentTarget.reset();
  };
  return (
    <form onSubmit={submit} className="narrow" aria-labelledby="create-team-heading">
      <h2 id="create-team-heading">Start another team</h2>
      <p>You will own it and act in it; switch back with the team menu at the top of the sidebar.</p>
      <TextField label="New team's name" name="name" required maxLength={100} />
      {create.error ? <Problem error={create.error} /> : null}
      <div>
        <button type="submit" className="secondary">
          Create team
        </button>
      </div>
    </form>
  );
}

/** Owners only: every member must have two-factor on to act in the team (API keys are not affected). */
export function TeamTwoFactorPolicy({ teamId, required }: { teamId: string; required: boolean }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      unwrap(
        api.PATCH("/api/v1/teams/{id}", {
          params: { path: { id: teamId } },
          body: { require_two_factor: requireTwoFactor },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["teams"] }),
  });
  return (
    <section aria-labelledby="two-factor-policy-heading" className="narrow">
      <h2 id="two-factor-policy-heading">Two-factor for members</h2>
      <p>
        {required
          ? "Every member must have two-factor authentication on to work in this team."
          : "Members may work in this team without two-factor authentication."}{" "}
        API keys are not affected.
      </p>
      {change.error ? <Problem error={change.error} /> : null}
      <div>
        <button
          type="button"
          className={required ? "secondary" : undefined}
          disabled={change.isPending}
          onClick={() => change.mutate(!required)}
        >
          {required ? "Stop requiring two-factor" : "Require two-factor"}
        </button>
      </div>
    </section>
  );
}
