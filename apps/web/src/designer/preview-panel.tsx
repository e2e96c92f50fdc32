// The preview of the code as styled, and whether a QR reader read it back.
import { ApiFailure } from "../app/api.ts";
import type { Preview } from "./use-preview.ts";

export function PreviewPanel({
  shortUrl,
  preview,
  refused,
}: {
  shortUrl: string;
  preview: Pick<Preview, "src" | "state" | "onLoad" | "onError">;
  refused: boolean;
}) {
  const { src, state } = preview;
  const shown = src !== undefined && !refused && state.kind !== "refused";
  return (
    <>
      {/* As tall as the drawing it will hold, so the panels below do not move when it arrives. */}
      <div className="card grid max-w-sm place-items-center bg-white" style={{ minHeight: "18rem" }}>
        {shown ? (
          <img
            src={src}
            alt={`Preview of the QR code for ${shortUrl}`}
            width={256}
            className="h-auto"
            onLoad={(event) => void preview.onLoad(event.currentTarget)}
            onError={() => void preview.onError()}
          />
        ) : (
          <p className="hint">{refused ? "No preview: this design would not scan." : "Drawing…"}</p>
        )}
      </div>
      <p role="status" aria-live="polite">
        <PreviewStatus state={state} refused={refused} />
      </p>
    </>
  );
}

function PreviewStatus({ state, refused }: { state: Preview["state"]; refused: boolean }) {
  if (refused) return <span className="problem">Not verified: fix the refused setting first.</span>;
  if (state.kind === "checking") return <span className="hint">Checking the preview with a QR reader…</span>;
  if (state.kind === "refused") {
    const field = state.error instanceof ApiFailure ? state.error.problem?.errors?.[0] : undefined;
    const message =
      field?.message ?? (state.error instanceof Error ? state.error.message : "the preview failed");
    return <span className="problem">Not verified: {message}</span>;
  }
  return state.check.ok ? (
    <span className="ok">✓ Verified to scan: ZXing, running in your browser, read {state.check.text}</span>
  ) : (
    <span className="problem">Not verified: {state.check.reason}</span>
  );
}
