// A PATCH of a code's routing fields, shared by the routing page and its forms (its own module, so the forms
// need not import the page that renders them).

import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { propagationNote } from "../codes/propagation.ts";
import type { QrCode } from "../codes/use-code.ts";

export type RoutingChange = Pick<
  components["schemas"]["UpdateQrCode"],
  "rules" | "starts_at" | "expires_at" | "fallback_url" | "max_scans"
>;
export type RoutingSave = UseMutationResult<QrCode, Error, RoutingChange>;

/** A PATCH of the code's routing fields; each form has its own, so each shows its own refusal. */
export function useRoutingSave(code: QrCode, onSaved: (note: string) => void): RoutingSave {
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
