// A destructive action behind a confirmation that names what it destroys (ui/dialog.tsx: the page behind is inert,
// Escape closes, focus returns). Confirming closes it, so what the action shows (a new secret, a problem) is on the
// page, not behind the dialog: its refusal is the `error` prop, shown beside the button that opened it.
import { type ReactNode, useState } from "react";
import { Dialog } from "./dialog.tsx";
import { Problem } from "./problem.tsx";

export interface ConfirmDialogProps {
  /** The button that opens the dialog, e.g. "Delete code". */
  trigger: ReactNode;
  /** Its accessible name when the visible text is not enough, e.g. "Remove ada@example.com" for "Remove". */
  triggerName?: string;
  /** The trigger's look: as the action (`danger`), or quieter (`secondary`, `ghost`, a menu's `item`). */
  triggerTone?: "danger" | "secondary" | "ghost";
  title: string;
  children: ReactNode;
  /** The button that does it, e.g. "Delete". */
  confirm: string;
  onConfirm: () => void;
  busy?: boolean;
  /** `secondary` for an action that asks but destroys nothing (a new secret). */
  tone?: "danger" | "secondary";
  /** Why the action failed, shown on the page once the dialog has closed. */
  error?: unknown;
}

export function ConfirmDialog({
  trigger,
  triggerName,
  triggerTone,
  title,
  children,
  confirm,
  onConfirm,
  busy,
  tone = "danger",
  error,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={triggerTone ?? tone}
        aria-label={triggerName}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {trigger}
      </button>
      <ConfirmAction
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        confirm={confirm}
        onConfirm={onConfirm}
        busy={busy}
        tone={tone}
      >
        {children}
      </ConfirmAction>
      {/* Its own line, below the buttons, in a row of them. */}
      {error ? (
        <div className="basis-full">
          <Problem error={error} />
        </div>
      ) : null}
    </>
  );
}

/** The confirmation itself, for an action started elsewhere (a row's menu). */
export function ConfirmAction({
  open,
  onClose,
  title,
  children,
  confirm,
  onConfirm,
  busy,
  tone = "danger",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirm: string;
  onConfirm: () => void;
  busy?: boolean | undefined;
  tone?: "danger" | "secondary";
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={children}
      footer={
        <>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className={tone === "danger" ? "danger" : undefined}
            disabled={busy}
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirm}
          </button>
        </>
      }
    />
  );
}
