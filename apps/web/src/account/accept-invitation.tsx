// The invitation email's link: signed in with the invited address, accept and switch to the team; otherwise
// sign in or create an account first and come back here.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { useAccount } from "../app/session.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";

export function AcceptInvitationPage() {
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useAccount();
  const accept = useMutation({
    mutationFn: async () => {
      const accepted = await unwrap(api.POST("/api/v1/invitations/accept", { body: { token } }));
      await unwrap(api.POST("/api/v1/teams/{id}/activate", { params: { path: { id: accepted.team_id } } }));
      return accepted;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries();
      navigate("/settings/members");
    },
  });
  const here = encodeURIComponent(`${location.pathname}${location.search}`);
  const signedOut = me.error instanceof ApiFailure && me.error.status === 401;
  return (
    <main className="page narrow" id="main">
      <h1>Join a team</h1>
      {!token ? (
        <p role="alert" className="problem">
          This link has no invitation in it. Open the link from the email again.
        </p>
      ) : me.isPending ? (
        <Loading what="your account" />
      ) : signedOut ? (
        <>
          <p>
            You were invited to a team. Sign in with the invited address, or create an account with it, to
            join.
          </p>
          <p className="flex flex-wrap gap-3">
            <Link className="button" to={`/sign-in?next=${here}`}>
              Sign in to accept
            </Link>
            <Link className="button secondary" to={`/sign-up?next=${here}`}>
              Create an account
            </Link>
          </p>
        </>
      ) : me.error ? (
        <Problem error={me.error} />
      ) : (
        <>
          <p>
            You are signed in as <strong>{me.data?.email}</strong>. The invitation must be for this address.
          </p>
          {accept.error ? <Problem error={accept.error} /> : null}
          <button type="button" disabled={accept.isPending} onClick={() => accept.mutate()}>
            {accept.isPending ? "Joining…" : "Accept invitation"}
          </button>
        </>
      )}
    </main>
  );
}
