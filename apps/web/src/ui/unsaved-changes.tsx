// Edits not saved are not lost without a word: leaving a form that was changed (another tab, another page, the
// browser's back) asks first, and closing or reloading the tab gets the browser's own warning. A form is changed
// from its first input until it is saved (or reset).
import { type FormEvent, useCallback, useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { Dialog } from "./dialog.tsx";

/** Whether the form was changed since it was last saved, and the handlers that track it. */
export function useUnsavedChanges() {
  const [changed, setChanged] = useState(false);
  const onChange = useCallback(() => setChanged(true), []);
  const saved = useCallback(() => setChanged(false), []);
  return {
    changed,
    saved,
    /** Spread on the form: any input marks it changed. */
    formProps: { onInput: onChange, onChange, onReset: saved } as {
      onInput: (event: FormEvent) => void;
      onChange: (event: FormEvent) => void;
      onReset: () => void;
    },
  };
}

/** Asks before a navigation leaves a changed form; the browser's warning before the tab closes. */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);
  const open = blocker.state === "blocked";
  return (
    <Dialog
      open={open}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      description="Your changes on this page have not been saved."
      footer={
        <>
          <button type="button" className="secondary" onClick={() => blocker.reset?.()}>
            Stay and save
          </button>
          <button type="button" className="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </button>
        </>
      }
    />
  );
}
