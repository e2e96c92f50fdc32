// The preview of the code as styled, and whether a QR reader read it back. While a choice would not scan, the last
// drawing that did stays, dimmed, with the reason over it: the page never goes blank.
import { ApiFailure } from "../app/api.ts";
import type { Preview } from "./use-preview.ts";

export function PreviewPanel({
  shortUrl,
  preview,
  refused,
  refusal,
}: {
  shortUrl: string;
  preview: Pick<Preview, "src" | "state" | "lastRead" | "onLoad" | "onError">;
  refused: boolean;
  /** Why the style would not scan, when it would not. */
  refusal?: string | undefined;
}) {
  const { src, state, lastRead } = preview;
  const drawn = src !== undefined && !refused && state.kind !== "refused";
  const unreadable = refused || state.kind === "refused" || (state.kind === "read" && !state.check.ok);
  return (
    <>
      {/* As tall as the drawing it will hold, so what is below does not move when it arrives. */}
      <div className="preview-frame" data-dimmed={unreadable || undefined}>
        {drawn ? (
          <img
            src={src}
            alt={`Preview of the QR code for ${shortUrl}`}
            width={256}
            height={256}
            onLoad={(event) => void preview.onLoad(event.currentTarget)}
            onError={() => void preview.onError()}
          />
        ) : lastRead ? (
          <img src={lastRead} alt={`The last design of ${shortUrl} that scanned`} width={256} height={256} />
        ) : (
          <p className="hint">{refused ? "No preview: this design would not scan." : "Drawing…"}</p>
        )}
        {refused && lastRead ? (
          <p className="preview-reason" aria-hidden="true">
            Would not scan{refusal ? `: ${refusal}` : ""}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="preview-status">
        <PreviewStatus state={state} refused={refused} refusal={refusal} kept={lastRead !== undefined} />
      </p>
    </>
  );
}

function PreviewStatus({
  state,
  refused,
  refusal,
  kept,
}: {
  state: Preview["state"];
  refused: boolean;
  refusal: string | undefined;
  /** Whether the last design that scanned is shown instead. */
  kept: boolean;
}) {
  if (refused)
    return (
      <span className="problem">
        Not verified: {refusal ?? "fix the refused setting first"}.
        {kept ? " The last design that scanned is shown." : ""}
      </span>
    );
  if (state.kind === "checking") return <span className="hint">Checking the preview with a QR reader…</span>;
  if (state.kind === "refused") {
    const field = state.error instanceof ApiFailure ? state.error.problem?.errors?.[0] : undefined;
    const message =
      field?.message ?? (state.error instanceof Error ? state.error.message : "the preview failed");
    return <span className="problem">Not verified: {message}</span>;
  }
  return state.check.ok ? (
    <span className="ok">
      ✓ Verified to scan
      <span className="preview-detail">: ZXing, running in your browser, read {state.check.text}</span>
    </span>
  ) : (
    <span className="problem">Not verified: {state.check.reason}</span>
  );
}
