// A PATCH of a code's campaign fields (split, UTM, tracking, per-scanner limit), one per form so each shows its
// own refusal; the code and its results are read again after.
import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { propagationNote } from "../codes/propagation.ts";
import type { QrCode } from "../codes/use-code.ts";

export type CampaignChange = Pick<
  components["schemas"]["UpdateQrCode"],
  "variants" | "keep_variant" | "utm" | "utm_template_id" | "track_conversions" | "max_scans_per_scanner"
>;
export type CampaignSave = UseMutationResult<QrCode, Error, CampaignChange>;

export function useCampaignSave(code: QrCode, onSaved: (note: string) => void): CampaignSave {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignChange) =>
      unwrap(api.PATCH("/api/v1/qr/{id}", { params: { path: { id: code.id } }, body: body as never })),
    onSuccess: (updated) => {
      onSaved(propagationNote(updated.effective_by));
      queryClient.setQueryData(["code", code.id], updated);
      void queryClient.invalidateQueries({ queryKey: ["ab-results", code.id] });
    },
  });
}
