// A destructive action behind a confirmation (Radix Dialog: focus trapped, Escape closes, focus returns).
import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

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
}

export function ConfirmDialog({
  trigger,
  triggerName,
  title,
  children,
  confirm,
  onConfirm,
  busy,
}: ConfirmDialogProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="danger" aria-label={triggerName}>
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
            <button type="button" className="danger" disabled={busy} onClick={onConfirm}>
              {confirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
