// Downloads of the code as styled, at a chosen size: PNG first (what most people need), and the other formats in
// a menu: SVG for screens, vector PDF and EPS for print shops.
import { LIMITS } from "@qr/qr/style";
import { useId, useState } from "react";
import type { ImageFormat } from "../codes/code-actions.ts";
import { DownloadChoices } from "../codes/download-choices.tsx";
import { type DesignStyle, imageHref, imageQuery } from "./design-style.ts";

export function DownloadPanel({
  codeId,
  style,
  refused,
}: {
  codeId: string;
  style: DesignStyle;
  refused: boolean;
}) {
  const [size, setSize] = useState(1024);
  const noteId = useId();
  const sizeNote =
    size < LIMITS.minSize || size > LIMITS.maxSize
      ? `the size must be ${LIMITS.minSize}-${LIMITS.maxSize} px`
      : undefined;
  const href = (format: ImageFormat) => imageHref(codeId, imageQuery(style, format, size));
  return (
    <fieldset className="download-panel">
      <legend className="sr-only">Download</legend>
      {refused || sizeNote ? null : (
        <div className="flex flex-wrap gap-2">
          <DownloadChoices hrefOf={href} />
        </div>
      )}
      <label className="inline-field">
        Size (px)
        <input
          type="number"
          min={LIMITS.minSize}
          max={LIMITS.maxSize}
          step={64}
          value={size}
          onChange={(e) => setSize(Number(e.target.value))}
          aria-invalid={sizeNote ? true : undefined}
          aria-describedby={sizeNote ? noteId : undefined}
        />
      </label>
      {sizeNote ? (
        <p id={noteId} className="field-error">
          {sizeNote}
        </p>
      ) : null}
    </fieldset>
  );
}
