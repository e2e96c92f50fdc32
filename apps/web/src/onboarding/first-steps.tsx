// What a new team does first, on the overview: make a code, connect its own domain, invite someone. Each step
// ticks itself once done (read from the team's codes, domains and members), and the list goes away when all are
// done, or when the person hides it (remembered in this browser, per team). Only the steps the person may take.
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, Circle, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { anyCodeQuery, domainsQuery, membersQuery } from "../app/queries.ts";
import { useAccount, useMay } from "../app/session.ts";

interface Step {
  title: string;
  detail: string;
  to: string;
  action: string;
  done: boolean;
}

const hiddenKey = (teamId: string) => `first-steps-hidden:${teamId}`;

/** What the steps are read from: the team's codes, and for an admin its domains and members. */
function useStepData() {
  const may = useMay();
  const me = useAccount();
  const teamId = me.data?.team_id ?? "";
  const admin = may("team:admin");
  const codes = useQuery(anyCodeQuery);
  const domains = useQuery({ ...domainsQuery, enabled: admin });
  const members = useQuery({ ...membersQuery(teamId), enabled: admin && teamId !== "" });
  return { may, teamId, admin, codes, domains, members };
}

/**
 * Whether the steps know whether they show: the overview draws what is below them only then, so the card does not
 * appear above figures already drawn and push them down.
 */
export function useFirstStepsSettled(): boolean {
  const { admin, codes, domains, members } = useStepData();
  const settled = (query: { data?: unknown; error: unknown }) =>
    query.data !== undefined || query.error !== null;
  return settled(codes) && (!admin || (settled(domains) && settled(members)));
}

export function FirstSteps() {
  const { may, teamId, admin, codes, domains, members } = useStepData();
  const [hidden, setHidden] = useState(
    () => teamId !== "" && localStorage.getItem(hiddenKey(teamId)) === "1",
  );
  if (!may("qr:write") || hidden || !codes.data) return null;
  if (admin && (!domains.data || !members.data)) return null;
  const steps: Step[] = [
    {
      title: "Make your first code",
      detail: "A website, a menu, a business card: print it once, change where it leads any time.",
      to: "/codes/new",
      action: "Make a code",
      done: codes.data.data.length > 0,
    },
    ...(admin
      ? [
          {
            title: "Connect your domain",
            detail: "Codes then print go.yourbrand.com instead of ours: more people trust and scan them.",
            to: "/settings/domains?add",
            action: "Connect a domain",
            done: (domains.data?.data.length ?? 0) > 0,
          },
          {
            title: "Invite someone",
            detail: "Work on codes together; each person gets the role you choose.",
            to: "/settings/members?add",
            action: "Invite a teammate",
            done: (members.data?.members.length ?? 0) > 1 || (members.data?.invitations.length ?? 0) > 0,
          },
        ]
      : []),
  ];
  const left = steps.filter((step) => !step.done).length;
  if (left === 0) return null;
  const hide = () => {
    localStorage.setItem(hiddenKey(teamId), "1");
    setHidden(true);
  };
  return (
    <section aria-labelledby="first-steps-heading" className="card first-steps">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="first-steps-heading" className="mt-0 mb-1">
            Get started
          </h2>
          <p className="hint m-0">
            {steps.length - left} of {steps.length} done
          </p>
        </div>
        <button type="button" className="ghost icon" aria-label="Hide getting started" onClick={hide}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <ol className="first-steps-list">
        {steps.map((step) => (
          <li key={step.title} data-done={step.done || undefined}>
            {step.done ? (
              <CheckCircle2 size={20} className="step-icon" aria-hidden="true" />
            ) : (
              <Circle size={20} className="step-icon" aria-hidden="true" />
            )}
            <div className="grid">
              <span className="font-semibold">
                {step.title}
                {step.done ? <span className="sr-only"> (done)</span> : null}
              </span>
              <span className="hint">{step.detail}</span>
            </div>
            {step.done ? null : (
              <Link to={step.to} className="button secondary small">
                {step.action}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
