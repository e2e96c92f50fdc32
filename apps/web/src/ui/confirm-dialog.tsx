// A destructive action behind a confirmation (Radix Dialog: focus trapped, Escape closes, focus returns). Confirming
// closes it, so what the action shows (a new secret, a problem) is on the page, not behind the dialog: its refusal
// is the `error` prop, shown beside the button that opened it.
import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useState } from "react";
import { Problem } from "./problem.tsx";

export interface ConfirmDialogProps {
  /** The button that opens the dialog, e.g. "Delete code". */
  trigger: string;
  /** Its accessible name when the visible text is not enough, e.g. "Remove ada@example.com" for "Remove". */
  triggerName?: string;
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
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <button type="button" className={tone} aria-label={triggerName}>
            {trigger}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="dialog-overlay" />
          <Dialog.Content className="dialog">
            <Dialog.Title className="text-lg font-bold">{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="my-3">{children}</div>
            </Dialog.Description>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className="secondary">
                  Cancel
                </button>
              </Dialog.Close>
              <button
                type="button"
                className={tone === "danger" ? "danger" : undefined}
                disabled={busy}
                onClick={() => {
                  setOpen(false);
                  onConfirm();
                }}
              >
                {confirm}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      {/* Its own line, below the buttons, in a row of them. */}
      {error ? (
        <div className="basis-full">
          <Problem error={error} />
        </div>
      ) : null}
    </>
  );
}
