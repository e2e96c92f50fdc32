// The designer's preview: the service draws the code as it is being styled (the deferred style, so typing stays
// quick) straight into the page's image, which starts loading the moment the designer is drawn; once it has, ZXing,
// in the browser, reads the pixels shown before the preview is called verified. A drawing the service refused is
// asked for again through the API client, for the reason the page shows.
import { useCallback, useState } from "react";
import { api, unwrap } from "../app/api.ts";
import type { QrCode } from "../codes/use-code.ts";
import { type DesignStyle, imageQuery, imageSrc } from "./design-style.ts";
import { type ScanCheck, verifyImage } from "./verify-scan.ts";

export const PREVIEW_PX = 512;

/** What is known of the preview now: nothing yet (checking), what the reader read, or why it was not drawn. */
export type PreviewState =
  | { kind: "checking" }
  | { kind: "read"; check: ScanCheck }
  | { kind: "refused"; error: unknown };

export function usePreview(code: QrCode, style: DesignStyle, drawable: boolean) {
  const query = imageQuery(style, "png", PREVIEW_PX);
  const src = drawable ? imageSrc(code.id, query) : undefined;
  // Each outcome is kept with the drawing it is about: a later style's preview starts from "checking".
  const [outcome, setOutcome] = useState<{ src: string; state: PreviewState }>();
  // The last drawing a reader read: shown, dimmed, while a choice would not scan.
  const [lastRead, setLastRead] = useState<string>();
  const state: PreviewState = outcome && outcome.src === src ? outcome.state : { kind: "checking" };
  const onLoad = useCallback(
    async (image: HTMLImageElement) => {
      const shown = image.getAttribute("src") ?? "";
      const check = await verifyImage(image, code.qr_content);
      setOutcome({ src: shown, state: { kind: "read", check } });
      if (check.ok) setLastRead(shown);
    },
    [code.qr_content],
  );
  const onError = useCallback(async () => {
    if (!src) return;
    const error = await unwrap(
      api.GET("/api/v1/qr/{id}/image", { params: { path: { id: code.id }, query }, parseAs: "blob" }),
    ).then(
      () => new Error("The preview could not be shown."),
      (refusal: unknown) => refusal,
    );
    setOutcome({ src, state: { kind: "refused", error } });
  }, [src, code.id, query]);
  return { src, state, lastRead, onLoad, onError };
}

export type Preview = ReturnType<typeof usePreview>;
