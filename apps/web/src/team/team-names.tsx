// Naming teams: rename the current one (admins and owners), or start a new team and act in it.
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
      <p>You will own it and act in it; switch back with “Act in team”.</p>
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
