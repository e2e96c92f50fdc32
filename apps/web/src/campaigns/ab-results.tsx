// A code's A/B results: per split and variant, scans, unique scanners, conversions, the conversion rate with its
// 95% interval, and whether it differs from variant A (a two-proportion z-test). Writers can end a running split
// by keeping one variant.
import { useQuery } from "@tanstack/react-query";
import { api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import type { QrCode } from "../codes/use-code.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import type { CampaignSave } from "./campaign-save.ts";
import { variantName } from "./split-form.tsx";

type Split = components["schemas"]["AbResults"]["splits"][number];

const percent = (rate: number) => `${(100 * rate).toFixed(1)}%`;

export function AbResults({ code, keep }: { code: QrCode; keep?: CampaignSave | undefined }) {
  const results = useQuery({
    queryKey: ["ab-results", code.id],
    queryFn: () => unwrap(api.GET("/api/v1/qr/{id}/ab-results", { params: { path: { id: code.id } } })),
  });
  if (results.isPending) return <Loading what="the results" />;
  if (results.error) return <Problem error={results.error} />;
  if (results.data.splits.length === 0)
    return <p className="hint">No split yet: its results will show here.</p>;
  return (
    <>
      {results.data.splits.map((split) => (
        <SplitResults
          key={split.answered_by}
          split={split}
          keep={split.answered_by === "default" && split.running ? keep : undefined}
        />
      ))}
    </>
  );
}

function SplitResults({ split, keep }: { split: Split; keep?: CampaignSave | undefined }) {
  const title = split.answered_by === "default" ? "The code's split" : `Rule ${split.answered_by}`;
  return (
    <table className="responsive text-sm">
      <caption className="text-left font-semibold">
        {title}
        {split.running ? "" : " (ended)"}
      </caption>
      <thead>
        <tr>
          <th scope="col">Variant</th>
          <th scope="col">Scans</th>
          <th scope="col">Unique scanners</th>
          <th scope="col">Conversions</th>
          <th scope="col">Conversion rate (95% interval)</th>
          <th scope="col">Against A</th>
          {keep ? <th scope="col">End the test</th> : null}
        </tr>
      </thead>
      <tbody>
        {split.variants.map((variant) => (
          <tr key={variant.variant}>
            <th scope="row">
              {variantName(variant.variant)}
              {variant.url ? <span className="hint block">{variant.url}</span> : null}
            </th>
            <td data-label="Scans">{variant.scans}</td>
            <td data-label="Unique scanners">{variant.unique_scanners}</td>
            <td data-label="Conversions">{variant.conversions}</td>
            <td data-label="Conversion rate (95% interval)">
              {percent(variant.conversion_rate)} ({percent(variant.interval.low)}–
              {percent(variant.interval.high)})
            </td>
            <td data-label="Against A">
              {variant.against_first === null
                ? "—"
                : variant.against_first.significant
                  ? `significant (p = ${variant.against_first.p_value.toPrecision(2)})`
                  : `not significant (p = ${variant.against_first.p_value.toPrecision(2)})`}
            </td>
            {keep ? (
              <td>
                <button
                  type="button"
                  className="secondary"
                  disabled={keep.isPending}
                  onClick={() => keep.mutate({ keep_variant: variant.variant })}
                >
                  Keep variant {variantName(variant.variant)}
                </button>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
