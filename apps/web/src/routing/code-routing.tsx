// Where a code's scans go beyond its destination: routing rules, validity and scan limit, scheduled changes.
// Those who may write codes edit them; the rest see them. A GS1 code has only its validity and scan limit here. Every save says by when every scan follows it.
import { Link } from "react-router";
import { scanHandlingOf } from "../codes/scan-handling.ts";
import { type QrCode, useCode, useMayChange } from "../codes/use-code.ts";
import { formatInstant } from "../ui/local-instant.ts";
import { useToast } from "../ui/toast.tsx";
import { UnsavedChangesGuard, useUnsavedChanges } from "../ui/unsaved-changes.tsx";
import { LimitsForm } from "./routing-limits-form.tsx";
import { describeRule } from "./routing-rule-draft.ts";
import { RulesForm } from "./routing-rules-form.tsx";
import { useRoutingSave } from "./routing-save.ts";
import { ScheduleSection } from "./routing-schedule.tsx";

export function CodeRoutingPage() {
  const code = useCode();
  const toast = useToast();
  // Each section saves on its own, so each tracks its own edits: a save in one leaves another's edits guarded.
  const rulesEdits = useUnsavedChanges();
  const limitsEdits = useUnsavedChanges();
  const scheduleEdits = useUnsavedChanges();
  const savedBy = (edits: ReturnType<typeof useUnsavedChanges>) => (message: string) => {
    toast.show(message);
    edits.saved();
  };
  const rules = useRoutingSave(code, savedBy(rulesEdits));
  const limits = useRoutingSave(code, savedBy(limitsEdits));
  const canWrite = useMayChange(code);
  const handling = scanHandlingOf(code);
  return (
    <div className="grid gap-6">
      <UnsavedChangesGuard when={rulesEdits.changed || limitsEdits.changed || scheduleEdits.changed} />
      {handling.rules ? (
        <section aria-labelledby="rules-heading" {...rulesEdits.formProps}>
          <h2 id="rules-heading" className="mt-0">
            Routing rules
          </h2>
          <p className="hint">
            The first rule that matches a scan sends it to its URL; scans no rule matches go to {code.url}.
          </p>
          {canWrite ? <RulesForm code={code} save={rules} /> : <RuleList code={code} />}
        </section>
      ) : (
        <p className="hint mt-0">
          Where each scan goes is chosen by the product's links (their types, languages and contexts), which
          you change under <Link to={`/codes/${code.id}`}>Details</Link>; a GS1 code has no routing rules or
          scheduled changes.
        </p>
      )}
      <section aria-labelledby="limits-heading" {...limitsEdits.formProps}>
        <h2 id="limits-heading">Validity and scan limit</h2>
        {code.scans_capped ? <p className="field-error">The scan limit is reached.</p> : null}
        {canWrite ? (
          <LimitsForm code={code} save={limits} withFallback={handling.fallback} />
        ) : (
          <Limits code={code} withFallback={handling.fallback} />
        )}
      </section>
      {handling.rules ? (
        <section aria-labelledby="schedule-heading" {...scheduleEdits.formProps}>
          <h2 id="schedule-heading">Scheduled changes</h2>
          <ScheduleSection code={code} canWrite={canWrite} onSaved={savedBy(scheduleEdits)} />
        </section>
      ) : null}
    </div>
  );
}

function RuleList({ code }: { code: QrCode }) {
  if (code.rules.length === 0) return <p className="hint">No rules.</p>;
  return (
    <ol>
      {code.rules.map((rule) => (
        <li key={rule.id}>
          <span className="font-semibold">{rule.name ?? rule.id}</span>: {describeRule(rule)} → {rule.url}
        </li>
      ))}
    </ol>
  );
}

function Limits({ code, withFallback }: { code: QrCode; withFallback: boolean }) {
  return (
    <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <dt className="font-semibold">Starts at</dt>
      <dd>{formatInstant(code.starts_at)}</dd>
      <dt className="font-semibold">Expires at</dt>
      <dd>{formatInstant(code.expires_at)}</dd>
      <dt className="font-semibold">Scan limit</dt>
      <dd>{code.max_scans ?? "none"}</dd>
      {withFallback ? (
        <>
          <dt className="font-semibold">Fallback URL</dt>
          <dd>{code.fallback_url ?? "none (a page saying why)"}</dd>
        </>
      ) : null}
    </dl>
  );
}
