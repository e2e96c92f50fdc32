// Saving from the designer: the code's own fields over its design, or the whole style as a new saved design that
// the code then follows. Each answer replaces the code the pages read.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, unwrap } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { ownFields } from "./design-style.ts";
import type { DesignState } from "./use-design-state.ts";

export function useSaveDesign(code: QrCode, state: DesignState) {
  const queryClient = useQueryClient();
  const [newName, setNewName] = useState("");
  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH("/api/v1/qr/{id}", {
          params: { path: { id: code.id } },
          body: { design_id: state.designId, style: ownFields(state.style, state.base) },
        }),
      ),
    onSuccess: (updated) => queryClient.setQueryData(["code", code.id], updated),
  });
  const saveAsDesign = useMutation({
    mutationFn: async () => {
      const design = await unwrap(
        api.POST("/api/v1/designs", { body: { name: newName.trim(), style: state.style } }),
      );
      const updated = await unwrap(
        api.PATCH("/api/v1/qr/{id}", {
          params: { path: { id: code.id } },
          body: { design_id: design.id, style: {} },
        }),
      );
      return { design, updated };
    },
    onSuccess: async ({ design, updated }) => {
      queryClient.setQueryData(["code", code.id], updated);
      await queryClient.invalidateQueries({ queryKey: ["designs"] });
      state.followDesign(design.id);
      setNewName("");
    },
  });
  return { save, saveAsDesign, newName, setNewName };
}

export type SaveDesign = ReturnType<typeof useSaveDesign>;
