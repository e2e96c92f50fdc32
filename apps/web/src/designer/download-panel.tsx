// Downloads of the code as styled, at a chosen size: SVG and PNG for screens, vector PDF and EPS for print shops.
import { LIMITS } from "@qr/qr/style";
import { useState } from "react";
import { type DesignStyle, DOWNLOADS, imageHref, imageQuery } from "./design-style.ts";

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
  const sizeNote =
    size < LIMITS.minSize || size > LIMITS.maxSize
      ? `the size must be ${LIMITS.minSize}-${LIMITS.maxSize} px`
      : undefined;
  return (
    <fieldset className="max-w-sm">
      <legend>Download</legend>
      <label>
        Size (px)
        <input
          type="number"
          min={LIMITS.minSize}
          max={LIMITS.maxSize}
          step={64}
          value={size}
          onChange={(e) => setSize(Number(e.target.value))}
          aria-invalid={sizeNote ? true : undefined}
          aria-describedby={sizeNote ? "size-note" : undefined}
        />
      </label>
      {sizeNote ? (
        <p id="size-note" className="field-error">
          {sizeNote}
        </p>
      ) : null}
      {refused || sizeNote ? null : (
        <div className="flex flex-wrap gap-2">
          {DOWNLOADS.map(([format, label]) => (
            <a
              key={format}
              className="button"
              href={imageHref(codeId, imageQuery(style, format, size))}
              download
            >
              {label}
            </a>
          ))}
        </div>
      )}
    </fieldset>
  );
}
