// A dialog holding a form (Add key, Add endpoint) and the buttons that open it: lists come first on their page,
// and what adds to them waits behind these. The dialog is the page's, rendered once, so it stays open while the
// page changes around it (the first item added turns the empty state into the list, and its button goes).
import type { ReactNode } from "react";
import { useCallback, useState } from "react";
import { useAddRequest } from "./add-request.ts";

export interface DialogState {
  open: boolean;
  show: () => void;
  close: () => void;
}

/** A dialog's open state; `openOnAdd`: it opens when the page is opened to add one (`?add` in its address). */
export function useDialog({ openOnAdd = false } = {}): DialogState {
  const [open, setOpen] = useState(false);
  useAddRequest(useCallback(() => openOnAdd && setOpen(true), [openOnAdd]));
  return { open, show: () => setOpen(true), close: () => setOpen(false) };
}

/** A button that opens the dialog, e.g. "Add key". */
export function DialogTrigger({
  dialog,
  label,
  icon,
  tone,
}: {
  dialog: DialogState;
  label: string;
  icon?: ReactNode;
  tone?: "secondary";
}) {
  return (
    <button type="button" className={tone} aria-haspopup="dialog" onClick={dialog.show}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {label}
    </button>
  );
}
