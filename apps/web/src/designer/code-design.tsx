// The designer of one code: its controls beside a live preview that stays in sight (a small one at the top of a
// phone's screen), the preview read back by ZXing in the browser, the download, a save bar at the foot of the
// screen, and under it all the print guide and the printed-code check. The route composes the designer's state
// and data hooks with its panels.
import { checkPrintSafety } from "@qr/qr/style";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import { designsQuery } from "../app/queries.ts";
import { useCode, useCodeQuery, useMayChange } from "../codes/use-code.ts";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { UnsavedChangesGuard } from "../ui/unsaved-changes.tsx";
import type { SavedDesign } from "./design-style.ts";
import { DownloadPanel } from "./download-panel.tsx";
import { PreviewPanel } from "./preview-panel.tsx";
import { PrintCheck } from "./print-check.tsx";
import { PrintGuide } from "./print-guide.tsx";
import { SaveAsNewDesign, SaveBar } from "./save-panel.tsx";
import { StyleControls } from "./style-controls.tsx";
import { useDesignState } from "./use-design-state.ts";
import { usePreview } from "./use-preview.ts";
import { useSaveDesign } from "./use-save-design.ts";

export function CodeDesignPage() {
  const designs = useQuery(designsQuery);
  if (designs.isPending) return <Skeleton what="the designer" rows={2} height="12rem" />;
  if (designs.error) return <Problem error={designs.error} />;
  return <Designer designs={designs.data.data} />;
}

function Designer({ designs }: { designs: SavedDesign[] }) {
  // The code as saved this moment, not the frame's deferred drawing of it: a save's answer is what "changed since
  // saved" compares with at once, or leaving right after a save would be asked about edits already saved.
  const framed = useCode();
  const code = useCodeQuery(framed.id).data ?? framed;
  const writer = useMayChange(code);
  const state = useDesignState(code, designs);
  const previewStyle = useDeferredValue(state.style);
  const preview = usePreview(code, previewStyle, checkPrintSafety(previewStyle).errors.length === 0);
  const saving = useSaveDesign(code, state);
  const { style, refused } = state;
  const { dirty } = state;
  return (
    <>
      <div className="designer">
        <section aria-labelledby="preview-heading" className="designer-preview card">
          <h2 id="preview-heading" className="mt-0">
            Preview
          </h2>
          <PreviewPanel
            shortUrl={code.short_url}
            preview={preview}
            refused={refused}
            refusal={state.refusal}
          />
          <DownloadPanel codeId={code.id} style={style} refused={refused} />
        </section>
        <form aria-label="Design" onSubmit={(event) => event.preventDefault()} className="designer-controls">
          <StyleControls state={state} designs={designs} canUpload={writer} />
          {writer ? <SaveAsNewDesign saving={saving} refused={refused} /> : null}
          {writer ? <SaveBar saving={saving} refused={refused} dirty={dirty} /> : null}
        </form>
      </div>
      <div className="designer-print">
        <PrintGuide content={code.qr_content} style={style.logo_id ? { ...style, ecl: "H" } : style} />
        <PrintCheck codeId={code.id} />
      </div>
      {writer ? <UnsavedChangesGuard when={dirty && !saving.save.isPending} /> : null}
    </>
  );
}
