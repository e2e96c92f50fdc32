// A modal dialog on the browser's own <dialog>: shown with showModal(), so the page behind is inert, focus moves
// in and returns to what opened it, and Escape closes it (a few hundred bytes, where a library took 15 KB of the
// first load). Its title names it; a click on the backdrop closes it as Escape does.
import { type ReactNode, useEffect, useId, useRef } from "react";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** One sentence under the title, read with it. */
  description?: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons, at its foot. */
  footer?: ReactNode;
  /** `wide` for a form of several fields beside each other. */
  size?: "narrow" | "wide";
}

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = "narrow",
}: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; Escape is the dialog's own cancel event
    <dialog
      ref={dialog}
      className="dialog"
      data-size={size}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault(); // the dialog closes when its owner says so
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // the backdrop: the dialog's own box, outside its content
      }}
    >
      {open ? (
        <div className="dialog-content">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="dialog-description">
              {description}
            </div>
          ) : null}
          {children}
          {footer ? <div className="dialog-footer">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
