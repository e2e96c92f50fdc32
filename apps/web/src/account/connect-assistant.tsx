// The consent page of OAuth for the MCP server (/connect): an assistant (Claude, Cursor, …) asks to act for the
// signed-in person. It says who asks (a self-registered name is not verified), where access goes (a warning for an
// app on this computer), the team and the access, and posts the decision; allowing makes an API key the person
// can revoke in Settings → API keys (docs/mcp.md). Every string from the client is shown as text, never as markup.
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { ApiFailure } from "../app/api.ts";
import { foldersQuery, teamsQuery } from "../app/queries.ts";
import { Choice } from "../ui/choice.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";

interface ConsentDetails {
  client_name: string;
  client_domain: string | null;
  redirect_host: string;
  redirect_is_loopback: boolean;
  team_id: string;
  role: string;
  may_write: boolean;
}

async function consent<T>(search: string, body?: Record<string, unknown>): Promise<T> {
  const response = await fetch(
    `/oauth/consent${search}`,
    body === undefined
      ? {}
      : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
  );
  const payload = await response.json().catch(() => undefined);
  if (!response.ok) throw new ApiFailure(response.status, payload);
  return payload as T;
}

export function ConnectAssistantPage() {
  const { search } = useLocation();
  const details = useQuery({
    queryKey: ["oauth-consent", search],
    queryFn: () => consent<ConsentDetails>(search),
  });
  const teams = useQuery(teamsQuery);
  const folders = useQuery(foldersQuery);
  const [access, setAccess] = useState<"read" | "write">("write");
  const [limited, setLimited] = useState<string[]>([]);
  const decide = useMutation({
    mutationFn: (decision: "allow" | "deny") =>
      consent<{ redirect_to: string }>(search, {
        decision,
        access,
        ...(limited.length > 0 ? { folder_ids: limited } : {}),
      }),
    onSuccess: ({ redirect_to }) => window.location.assign(redirect_to),
  });
  if (details.isPending) return <Loading what="the request" />;
  if (details.error) {
    return (
      <>
        <h1>This connection link does not work</h1>
        <Problem error={details.error} />
        <p>Start connecting again from the assistant.</p>
      </>
    );
  }
  const asked = details.data;
  const team = teams.data?.data.find((one) => one.id === asked.team_id)?.name ?? "your team";
  const writes = asked.may_write && access === "write";
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    decide.mutate("allow");
  };
  return (
    <form onSubmit={submit} className="narrow" aria-labelledby="connect-heading">
      <h1 id="connect-heading">Connect {asked.client_name}?</h1>
      <p>
        {asked.client_domain ? (
          <>
            Published by <strong>{asked.client_domain}</strong>.
          </>
        ) : (
          "This app named itself; its name is not verified."
        )}{" "}
        Access will be sent to <strong>{asked.redirect_host}</strong>.
      </p>
      {asked.redirect_is_loopback ? (
        <p role="note" className="problem">
          This sends access to an app on your computer. Continue only if you just started connecting from it.
        </p>
      ) : null}
      <p>
        It will work in <strong>{team}</strong> as you ({asked.role}), through an API key named “MCP:{" "}
        {asked.client_name}” that you can revoke in Settings → API keys.
      </p>
      <fieldset>
        <legend>Access</legend>
        {asked.may_write ? (
          <Choice
            name="access"
            value="write"
            checked={writes ? "write" : "read"}
            onChange={() => setAccess("write")}
          >
            Read and change codes, analytics, exports and settings your role allows
          </Choice>
        ) : null}
        <Choice
          name="access"
          value="read"
          checked={writes ? "write" : "read"}
          onChange={() => setAccess("read")}
        >
          Read only
        </Choice>
      </fieldset>
      {(folders.data?.data.length ?? 0) > 0 ? (
        <fieldset>
          <legend>Folders (optional)</legend>
          <p className="hint m-0">
            Choose some to let it reach only their codes; none: every code you reach.
          </p>
          {folders.data?.data.map((folder) => (
            <label key={folder.id} className="choice">
              <input
                type="checkbox"
                checked={limited.includes(folder.id)}
                onChange={(event) =>
                  setLimited(
                    event.currentTarget.checked
                      ? [...limited, folder.id]
                      : limited.filter((id) => id !== folder.id),
                  )
                }
              />
              {folder.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {decide.error ? <Problem error={decide.error} /> : null}
      <div>
        <button type="submit" disabled={decide.isPending}>
          Allow
        </button>{" "}
        <button
          type="button"
          className="secondary"
          disabled={decide.isPending}
          onClick={() => decide.mutate("deny")}
        >
          Deny
        </button>
      </div>
    </form>
  );
}
