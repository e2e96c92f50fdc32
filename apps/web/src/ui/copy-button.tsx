// Copies a text to the clipboard and says so where a screen reader hears it.
import { type ReactNode, useState } from "react";

export function CopyButton({ text, label, icon }: { text: string; label: string; icon?: ReactNode }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <>
      <button type="button" className="secondary" onClick={copy}>
        {icon ? <span aria-hidden="true">{icon}</span> : null}
        {label}
      </button>
      <span role="status" className="hint">
        {copied ? "Copied" : ""}
      </span>
    </>
  );
}
