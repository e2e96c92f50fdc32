// Copies a text to the clipboard and says so where a screen reader hears it.
import { useState } from "react";

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <>
      <button type="button" className="secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" className="hint">
        {copied ? "Copied" : ""}
      </span>
    </>
  );
}
