// Where a code's scans go beyond its destination: routing rules, validity and scan limit, scheduled changes.
// Those who may write codes edit them; the rest see them. Every save says by when every scan follows it.
import type { components } from "@qr/api-client";
import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../api.ts";
import { formatInstant } from "../local-instant.ts";
import { useMay } from "../session.ts";
import { propagationNote } from "./code-details.tsx";
import { type QrCode, useCode } from "./code-frame.tsx";
import { LimitsForm } from "./routing-limits-form.tsx";
import { describeRule } from "./routing-rule-draft.ts";
import { RulesForm } from "./routing-rules-form.tsx";
import { ScheduleSection } from "./routing-schedule.tsx";

type RoutingChange = Pick<
  components["schemas"]["UpdateQrCode"],
  "rules" | "starts_at" | "expires_at" | "fallback_url" | "max_scans"
>;
export type RoutingSave = UseMutationResult<QrCode, Error, RoutingChange>;

/** A PATCH of the code's routing fields; each form has its own, so each shows its own refusal. */
function useRoutingSave(code: QrCode, onSaved: (note: string) => void): RoutingSave {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoutingChange) =>
      unwrap(api.PATCH("/api/v1/qr/{id}", { params: { path: { id: code.id } }, body: body as never })),
    onSuccess: (updated) => {
      onSaved(propagationNote(updated.effective_by));
      queryClient.setQueryData(["code", code.id], updated);
      void queryClient.invalidateQueries({ queryKey: ["versions", code.id] });
    },
  });
}

export function CodeRoutingPage() {
  const code = useCode();
  const may = useMay();
  const [note, setNote] = useState("");
  const rules = useRoutingSave(code, setNote);
  const limits = useRoutingSave(code, setNote);
  const canWrite = may("qr:write");
  return (
    <div className="grid gap-6">
      <p role="status" className="ok">
        {note}
      </p>
      <section aria-labelledby="rules-heading">
        <h2 id="rules-heading" className="mt-0">
          Routing rules
        </h2>
        <p className="hint">
          The first rule that matches a scan sends it to its URL; scans no rule matches go to {code.url}.
        </p>
        {canWrite ? <RulesForm code={code} save={rules} /> : <RuleList code={code} />}
      </section>
      <section aria-labelledby="limits-heading">
        <h2 id="limits-heading">Validity and scan limit</h2>
        {code.scans_capped ? <p className="field-error">The scan limit is reached.</p> : null}
        {canWrite ? <LimitsForm code={code} save={limits} /> : <Limits code={code} />}
      </section>
      <section aria-labelledby="schedule-heading">
        <h2 id="schedule-heading">Scheduled changes</h2>
        <ScheduleSection code={code} canWrite={canWrite} />
      </section>
    </div>
  );
}

function RuleList({ code }: { code: QrCode }) {
  if (code.rules.length === 0) return <p className="hint">No rules.</p>;
  return (
    <ol>
      {code.rules.map((rule) => (
        <li key={rule.id}>
          <span className="font-semibold">{rule.name ?? rule.id}</span>: {describeRule(rule)} →{" "}
          <span className="url">{rule.url}</span>
        </li>
      ))}
    </ol>
  );
}

function Limits({ code }: { code: QrCode }) {
  return (
    <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <dt className="font-semibold">Starts at</dt>
      <dd>{formatInstant(code.starts_at)}</dd>
      <dt className="font-semibold">Expires at</dt>
      <dd>{formatInstant(code.expires_at)}</dd>
      <dt className="font-semibold">Scan limit</dt>
      <dd>{code.max_scans ?? "none"}</dd>
      <dt className="font-semibold">Fallback URL</dt>
      <dd className="url">{code.fallback_url ?? "none (a page saying why)"}</dd>
    </dl>
  );
}
