// The designer of one code: its controls beside a live preview on a desktop (above them on a phone), the preview
// read back by ZXing in the browser, downloads at a chosen size, the print guide and the printed-code check. The
// route composes the designer's state and data hooks with its panels.
import { checkPrintSafety } from "@qr/qr/style";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { designsQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { useCode } from "../codes/code-frame.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import type { SavedDesign } from "./design-style.ts";
import { DownloadPanel } from "./download-panel.tsx";
import { PreviewPanel } from "./preview-panel.tsx";
import { PrintCheck } from "./print-check.tsx";
import { PrintGuide } from "./print-guide.tsx";
import { SavePanel } from "./save-panel.tsx";
import { StyleControls } from "./style-controls.tsx";
import { useDesignState } from "./use-design-state.ts";
import { usePreview } from "./use-preview.ts";
import { useSaveDesign } from "./use-save-design.ts";

export function CodeDesignPage() {
  const designs = useQuery(designsQuery);
  if (designs.isPending) return <Loading what="the designer" />;
  if (designs.error) return <Problem error={designs.error} />;
  return <Designer designs={designs.data.data} />;
}

function Designer({ designs }: { designs: SavedDesign[] }) {
  const code = useCode();
  const may = useMay();
  const state = useDesignState(code, designs);
  const previewStyle = useDeferredValue(state.style);
  const preview = usePreview(code, previewStyle, checkPrintSafety(previewStyle).errors.length === 0);
  const saving = useSaveDesign(code, state);
  const { style, refused } = state;
  return (
    <div className="designer grid gap-6 md:grid-cols-[minmax(0,26rem)_1fr]">
      <form
        aria-label="Design"
        onSubmit={(event) => event.preventDefault()}
        className="order-2 content-start md:order-1"
      >
        <StyleControls state={state} designs={designs} canUpload={may("qr:write")} />
        {may("qr:write") ? <SavePanel saving={saving} refused={refused} /> : null}
      </form>
      <section
        aria-labelledby="preview-heading"
        className="order-1 grid content-start gap-3 md:sticky md:top-4 md:order-2 md:self-start"
      >
        <h2 id="preview-heading" className="mt-0">
          Preview
        </h2>
        <PreviewPanel shortUrl={code.short_url} preview={preview} refused={refused} />
        <DownloadPanel codeId={code.id} style={style} refused={refused} />
        <PrintGuide content={code.qr_content} style={style.logo_id ? { ...style, ecl: "H" } : style} />
        <PrintCheck codeId={code.id} />
      </section>
    </div>
  );
}
