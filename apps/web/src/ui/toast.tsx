// Success said once, where it does not move the page: a toast at the foot of the screen that a screen reader hears
// (a polite live region, present from the start so the first message is announced), gone after a few seconds or
// when closed. Refusals are not toasts: they are said beside the field or button they concern.
import { X } from "lucide-react";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";

interface Toast {
  id: number;
  message: string;
}

interface Toaster {
  /** Says `message` for a few seconds. */
  show(message: string): void;
}

const ToastContext = createContext<Toaster>({ show: () => {} });

/** How long a toast stays: long enough to read a sentence twice. */
const SHOWN_MS = 6000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string) => {
      const id = ++next.current;
      // The same words again replace the earlier toast rather than stack on it.
      setToasts((all) => [...all.filter((toast) => toast.message !== message).slice(-2), { id, message }]);
      setTimeout(() => dismiss(id), SHOWN_MS);
    },
    [dismiss],
  );
  const toaster = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={toaster}>
      {children}
      <section aria-label="Notifications" className="toasts">
        {/* A live region without the status role: pages keep their own status lines (what a page is loading). */}
        <div aria-live="polite" aria-atomic="false">
          {toasts.map((toast) => (
            <div key={toast.id} className="toast">
              <span>{toast.message}</span>
              <button
                type="button"
                className="ghost icon"
                aria-label="Dismiss"
                onClick={() => dismiss(toast.id)}
              >
                <X size={16} aria-hidden="true" />
              </button>
            </div>
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): Toaster {
  return useContext(ToastContext);
}
