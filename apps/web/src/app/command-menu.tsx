// The command menu (Ctrl-K or ⌘-K anywhere, or the search button of the frame): type to find a code by its name,
// slug or destination, or a place or action of the app, and Enter opens it (commands.tsx); Escape closes.
import { lazy, Suspense, useEffect } from "react";
import { Dialog } from "../ui/dialog.tsx";
import { Loading } from "../ui/loading.tsx";
import type { Place } from "./places.ts";

const Commands = lazy(() => import("./commands.tsx").then((m) => ({ default: m.Commands })));

/** Opens the menu on Ctrl-K / ⌘-K; the frame renders it once. */
export function useCommandMenuShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key.toLowerCase() === "k" && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
}

export function CommandMenu({
  open,
  onClose,
  may,
}: {
  open: boolean;
  onClose: () => void;
  may: (place: Place) => boolean;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Go to or search" size="wide">
      {open ? (
        <Suspense fallback={<Loading what="the search" />}>
          <Commands onClose={onClose} may={may} />
        </Suspense>
      ) : null}
    </Dialog>
  );
}
