// The team's single sign-on, as a section of its settings (its owners set it up: team-sso.tsx).
import { useAccount } from "../app/session.ts";
import { PageHeader } from "../ui/page-header.tsx";
import { TeamSso } from "./team-sso.tsx";

export function SsoPage() {
  const me = useAccount();
  const teamId = me.data?.team_id ?? "";
  return (
    <>
      <PageHeader title="Single sign-on">
        People of your company's email domain sign in through your identity provider (OpenID Connect).
      </PageHeader>
      {me.data?.role === "owner" ? (
        <TeamSso teamId={teamId} />
      ) : (
        <p className="hint">The team's owners set up single sign-on.</p>
      )}
    </>
  );
}
