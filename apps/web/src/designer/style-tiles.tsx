// Choices shown as what they draw: each option is a radio whose tile is the code drawn by the service's own
// renderer (@qr/qr, in the browser) with that option, so a person picks a shape, frame or gradient by sight.
// The radio keeps its word as its accessible name, and a keyboard moves through a group with the arrow keys.
import { type QrStyle, qrSvg } from "@qr/qr";
import { useMemo } from "react";

/** The tile's side in pixels: above the smallest size any allowed style needs. */
const TILE_PX = 168;
/** What a tile encodes: short, so its modules are large enough to tell shapes apart at a glance. */
const TILE_CONTENT = "https://qr.example/tile";

export interface TileOption<V extends string> {
  value: V;
  label: string;
  /** The style the tile draws: the current style with this option applied. */
  style: QrStyle;
}

/** An SVG data URL of the code drawn with `style`, or undefined when the renderer refuses it. */
export function tileImage(style: QrStyle, content = TILE_CONTENT): string | undefined {
  const drawn = qrSvg(content, style, TILE_PX);
  return drawn.ok ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.svg)}` : undefined;
}

export function TileChoice<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  note,
}: {
  legend: string;
  name: string;
  options: readonly TileOption<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  note?: { error?: string; warnings: string[] } | undefined;
}) {
  const images = useMemo(() => options.map((option) => tileImage(option.style)), [options]);
  const messages = [...(note?.error ? [note.error] : []), ...(note?.warnings ?? [])];
  const noteId = `${name}-note`;
  return (
    <fieldset className="tiles" aria-describedby={messages.length > 0 ? noteId : undefined}>
      <legend>{legend}</legend>
      <div className="tile-row">
        {options.map((option, i) => (
          <label key={option.value} className="tile">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {images[i] ? (
              <img src={images[i]} alt="" width={72} height={72} />
            ) : (
              <span className="tile-blank" />
            )}
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {messages.length > 0 ? (
        <p id={noteId} className={note?.error ? "field-error" : "warning"}>
          {messages.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
