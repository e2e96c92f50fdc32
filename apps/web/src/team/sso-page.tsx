// The team's single sign-on, as a section of its settings (its owners set it up: team-sso.tsx), and SCIM
// provisioning below it (team-scim.tsx).

import { useQuery } from "@tanstack/react-query";
import { ssoQuery } from "../app/queries.ts";
import { useAccount } from "../app/session.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { TeamScim } from "./team-scim.tsx";
import { TeamSso } from "./team-sso.tsx";

export function SsoPage() {
  const me = useAccount();
  const teamId = me.data?.team_id ?? "";
  return (
    <>
      <PageHeader title="Single sign-on">
        People with an address at your email domain sign in through your organisation's identity provider
        (OpenID Connect, or SAML 2.0 as Okta, Entra ID and Google Workspace offer it) and join this team.
      </PageHeader>
      {me.data?.role === "owner" ? (
        <TeamSso teamId={teamId} />
      ) : (
        <p className="hint">The team's owners set up single sign-on.</p>
      )}
      {teamId ? <ScimSection teamId={teamId} /> : null}
    </>
  );
}

/** SCIM needs the single sign-on domain verified: it provisions people of that domain only. */
function ScimSection({ teamId }: { teamId: string }) {
  const connection = useQuery(ssoQuery(teamId));
  return <TeamScim teamId={teamId} verified={Boolean(connection.data?.verified_at)} />;
}
