// What can be done to a code from wherever it is shown (its page's head, a row of the list): pause or resume it,
// duplicate it, delete it, download its image. Each says what it did in a toast; a refusal is the mutation's error,
// which the caller shows beside what was clicked.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { api, unwrap } from "../app/api.ts";
import { useToast } from "../ui/toast.tsx";
import { codeTitle } from "./code-words.ts";
import type { QrCode } from "./use-code.ts";

/** The image formats a code downloads in: screens (PNG, SVG) and print shops (vector PDF, EPS). */
export const IMAGE_DOWNLOADS = [
  { format: "png", label: "Download PNG" },
  { format: "svg", label: "Download SVG" },
  { format: "pdf", label: "Download PDF (vector)" },
  { format: "eps", label: "Download EPS (vector)" },
] as const;

export type ImageFormat = (typeof IMAGE_DOWNLOADS)[number]["format"];

/** The address that downloads a code's image as saved (its design), in `format`. */
export function downloadHref(codeId: string, format: ImageFormat): string {
  return `/api/v1/qr/${encodeURIComponent(codeId)}/image?format=${format}&size=1024&download=1`;
}

export function useCodeStatus(code: QrCode) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (status: "active" | "disabled") =>
      unwrap(api.PATCH("/api/v1/qr/{id}", { params: { path: { id: code.id } }, body: { status } })),
    onSuccess: (updated) => {
      queryClient.setQueryData(["code", code.id], updated);
      void queryClient.invalidateQueries({ queryKey: ["codes"] });
      toast.show(
        updated.status === "active"
          ? `${codeTitle(updated)} is back on: scans go to its destination again.`
          : `${codeTitle(updated)} is paused: scans get a page saying it is not in use.`,
      );
    },
  });
}

export function useDeleteCode(code: Pick<QrCode, "id"> & Parameters<typeof codeTitle>[0], then?: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/qr/{id}", { params: { path: { id: code.id } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["codes"] });
      toast.show(`${codeTitle(code)} deleted: its printed copies answer “gone”.`);
      if (then) navigate(then);
    },
  });
}

/** A new code with this one's destination or content, design, tags and metadata; its page opens. */
export function useDuplicateCode(code: QrCode) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  return useMutation({
    mutationFn: () =>
      unwrap(
        api.POST("/api/v1/qr", {
          body: {
            ...(code.type === "url"
              ? { url: code.url }
              : { type: code.type, content: contentToSend(code.content) }),
            name: `Copy of ${codeTitle(code)}`.slice(0, 120),
            ...(code.tags.length > 0 ? { tags: code.tags.map((tag) => tag.id) } : {}),
            ...(Object.keys(code.style).length > 0 ? { style: code.style } : {}),
            ...(code.design_id ? { design_id: code.design_id } : {}),
            ...(Object.keys(code.metadata).length > 0 ? { metadata: code.metadata } : {}),
            forward_query: code.forward_query,
          } as never,
        }),
      ),
    onSuccess: async (copy) => {
      await queryClient.invalidateQueries({ queryKey: ["codes"] });
      toast.show(`Made ${codeTitle(copy)}.`);
      navigate(`/codes/${copy.id}`);
    },
  });
}

/** A content as a request sends it: without the file facts the service writes beside a file's id. */
function contentToSend(content: QrCode["content"]): Record<string, unknown> {
  const { file: _file, photo: _photo, avatar: _avatar, ...sent } = (content ?? {}) as Record<string, unknown>;
  return sent;
}
