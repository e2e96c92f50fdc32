// A code's campaign: its A/B split and results, its UTM parameters, conversion tracking and the per-scanner
// limit. Those who may write codes edit them; the rest see them.
import { useMay } from "../app/session.ts";
import { scanHandlingOf } from "../codes/scan-handling.ts";
import { useCode, useMayChange } from "../codes/use-code.ts";
import { useToast } from "../ui/toast.tsx";
import { UnsavedChangesGuard, useUnsavedChanges } from "../ui/unsaved-changes.tsx";
import { AbResults } from "./ab-results.tsx";
import { useCampaignSave } from "./campaign-save.ts";
import { SplitForm, variantName } from "./split-form.tsx";
import { TrackingForm } from "./tracking-form.tsx";
import { UtmForm } from "./utm-form.tsx";
import { UTM_FIELDS } from "./utm-templates-query.ts";

export function CodeCampaignPage() {
  const code = useCode();
  const may = useMay();
  const toast = useToast();
  // Each section saves on its own, so each tracks its own edits: a save in one leaves another's edits guarded.
  const splitEdits = useUnsavedChanges();
  const utmEdits = useUnsavedChanges();
  const trackingEdits = useUnsavedChanges();
  const savedBy = (edits: ReturnType<typeof useUnsavedChanges>) => (message: string) => {
    toast.show(message);
    edits.saved();
  };
  const split = useCampaignSave(code, savedBy(splitEdits));
  const keep = useCampaignSave(code, savedBy(splitEdits));
  const utm = useCampaignSave(code, savedBy(utmEdits));
  const tracking = useCampaignSave(code, savedBy(trackingEdits));
  const canWrite = useMayChange(code);
  const handling = scanHandlingOf(code);
  return (
    <div className="grid gap-6">
      <UnsavedChangesGuard when={splitEdits.changed || utmEdits.changed || trackingEdits.changed} />
      <section aria-labelledby="split-heading" className="min-w-0" {...splitEdits.formProps}>
        <h2 id="split-heading" className="mt-0">
          A/B test
        </h2>
        <p className="hint">
          Each scanner gets one variant, the same all day, in the shares you set. Results count scans from the
          split's last change.
        </p>
        {!handling.split ? (
          <p className="hint">{noSplitBecause(code.type)}</p>
        ) : canWrite ? (
          <SplitForm key={JSON.stringify(code.variants)} code={code} save={split} />
        ) : (
          <ul>
            {(code.variants ?? []).map((variant, index) => (
              <li key={variant.url}>
                {variantName(index)}: {variant.url} ({variant.weight}%)
              </li>
            ))}
          </ul>
        )}
        {may("analytics:read") ? (
          <section aria-labelledby="results-heading">
            <h3 id="results-heading">Results</h3>
            <AbResults code={code} keep={canWrite ? keep : undefined} />
          </section>
        ) : null}
      </section>
      <section aria-labelledby="utm-heading" className="min-w-0" {...utmEdits.formProps}>
        <h2 id="utm-heading">Campaign parameters (UTM)</h2>
        {canWrite ? (
          <UtmForm key={JSON.stringify(code.utm)} code={code} save={utm} />
        ) : (
          <p>
            {UTM_FIELDS.flatMap((field) =>
              code.utm?.[field] ? [`utm_${field}=${code.utm[field]}`] : [],
            ).join(" · ") || "None."}
          </p>
        )}
      </section>
      <section aria-labelledby="tracking-heading" className="min-w-0" {...trackingEdits.formProps}>
        <h2 id="tracking-heading">Conversions and limits</h2>
        {canWrite ? (
          <TrackingForm
            key={`${code.track_conversions}-${code.max_scans_per_scanner}`}
            code={code}
            save={tracking}
          />
        ) : (
          <p>
            Conversion tracking {code.track_conversions ? "on" : "off"}; scans per scanner per day:{" "}
            {code.max_scans_per_scanner ?? "no limit"}.
          </p>
        )}
      </section>
    </div>
  );
}

/** Why a code other than a URL code has no split of its own. */
function noSplitBecause(type: string): string {
  if (type === "gs1")
    return "A GS1 code's scans go to the product's links, chosen by type, language and context: it has no split.";
  if (type === "app")
    return "This code sends each phone to its app store: only its routing rules can split their scans.";
  return "This code shows a page: only its routing rules can split their scans.";
}
