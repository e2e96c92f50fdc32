// The designer's controls: the saved design, colour presets, shapes, gradients and frames chosen by sight (tiles
// drawn by the service's own renderer), colours, error correction, the logo and the quiet zone, each with what the
// print-safety rules say of it beside it.
import {
  DEFAULT_STYLE,
  EYE_SHAPES,
  FRAMES,
  GRADIENTS,
  LIMITS,
  MODULE_SHAPES,
  type QrStyle,
} from "@qr/qr/style";
import { useDeferredValue, useMemo } from "react";
import { Link } from "react-router";
import { Control } from "./control.tsx";
import {
  baseStyle,
  COLOUR_PRESETS,
  ECL_LABELS,
  FRAME_LABELS,
  GRADIENT_LABELS,
  type SavedDesign,
  tilesOf,
} from "./design-style.ts";
import { LogoPicker } from "./logo-picker.tsx";
import { TileChoice } from "./style-tiles.tsx";
import type { DesignState } from "./use-design-state.ts";

export function StyleControls({
  state,
  designs,
  canUpload,
}: {
  state: DesignState;
  designs: SavedDesign[];
  canUpload: boolean;
}) {
  const { style, notes, set, setStyle } = state;
  const tiles = useStyleTiles(style, designs);
  return (
    <>
      <TileChoice
        legend="Saved design"
        name="design"
        value={state.designId ?? ""}
        onChange={(id) => state.chooseDesign(id || null)}
        options={tiles.designs}
      />
      <p className="hint">
        The code follows its saved design: a change to the design shows here. What you change below is this
        code's own. <Link to="/designs">Manage saved designs</Link>
      </p>
      <TileChoice
        legend="Colour preset"
        name="colours"
        value={COLOUR_PRESETS.find((p) => p.fg === style.fg && p.bg === style.bg)?.value}
        onChange={(value) => {
          const preset = COLOUR_PRESETS.find((p) => p.value === value);
          if (preset) setStyle({ ...style, fg: preset.fg, bg: preset.bg, gradient: "none" });
        }}
        options={tiles.colours}
      />
      <Control label="Foreground colour" note={notes.fg}>
        {(props) => (
          <input type="color" value={style.fg} onChange={(e) => set("fg", e.target.value)} {...props} />
        )}
      </Control>
      <Control label="Background colour" note={notes.bg}>
        {(props) => (
          <input
            type="color"
            value={style.bg === "transparent" ? "#ffffff" : style.bg}
            disabled={style.bg === "transparent"}
            onChange={(e) => set("bg", e.target.value)}
            {...props}
          />
        )}
      </Control>
      <label className="choice">
        <input
          type="checkbox"
          checked={style.bg === "transparent"}
          onChange={(e) => set("bg", e.target.checked ? "transparent" : "#ffffff")}
        />
        Transparent background
      </label>
      <TileChoice
        legend="Module shape"
        name="module_shape"
        value={style.module_shape}
        onChange={(value) => set("module_shape", value as QrStyle["module_shape"])}
        options={tiles.modules}
        note={notes.module_shape}
      />
      <TileChoice
        legend="Eye shape"
        name="eye_shape"
        value={style.eye_shape}
        onChange={(value) => set("eye_shape", value as QrStyle["eye_shape"])}
        options={tiles.eyes}
        note={notes.eye_shape}
      />
      <Control label="Error correction" note={notes.ecl}>
        {(props) => (
          <select value={style.ecl} onChange={(e) => set("ecl", e.target.value as QrStyle["ecl"])} {...props}>
            {Object.entries(ECL_LABELS).map(([level, label]) => (
              <option key={level} value={level}>
                {label}
              </option>
            ))}
          </select>
        )}
      </Control>
      <TileChoice
        legend="Gradient"
        name="gradient"
        value={style.gradient}
        onChange={(value) => set("gradient", value as QrStyle["gradient"])}
        options={tiles.gradients}
        note={notes.gradient}
      />
      {style.gradient === "none" ? null : (
        <Control label="Gradient end colour" note={notes.gradient_to}>
          {(props) => (
            <input
              type="color"
              value={style.gradient_to}
              onChange={(e) => set("gradient_to", e.target.value)}
              {...props}
            />
          )}
        </Control>
      )}
      <TileChoice
        legend="Frame"
        name="frame"
        value={style.frame}
        onChange={(value) => set("frame", value as QrStyle["frame"])}
        options={tiles.frames}
        note={notes.frame}
      />
      {style.frame === "none" ? null : (
        <Control label="Call to action" note={notes.frame_text}>
          {(props) => (
            <input
              type="text"
              maxLength={LIMITS.frameTextMaxLength}
              placeholder="Scan for the menu"
              value={style.frame_text}
              onChange={(e) => set("frame_text", e.target.value)}
              {...props}
            />
          )}
        </Control>
      )}
      <LogoPicker
        logoId={style.logo_id ?? null}
        logoSize={style.logo_size}
        canUpload={canUpload}
        onChange={(logoId, logoSize) => setStyle({ ...style, logo_id: logoId, logo_size: logoSize })}
      />
      <Control label="Quiet zone (modules)" note={notes.margin}>
        {(props) => (
          <input
            type="number"
            min={0}
            max={LIMITS.maxMargin}
            value={style.margin}
            onChange={(e) => set("margin", Number(e.target.value))}
            {...props}
          />
        )}
      </Control>
    </>
  );
}

/** The tiles of every choice, drawn with the current colours and shapes (without the logo, which the browser has
 * no copy of); deferred, so typing a colour stays quick. */
function useStyleTiles(style: QrStyle, designs: SavedDesign[]) {
  const tileStyle = useDeferredValue<QrStyle>({ ...style, logo_size: DEFAULT_STYLE.logo_size });
  const defaultDesign = designs.find((d) => d.is_default);
  const designTiles = useMemo(
    () => [
      {
        value: "",
        label: defaultDesign ? `Team default (${defaultDesign.name})` : "None (the service's defaults)",
        style: baseStyle(designs, null),
      },
      ...designs.map((design) => ({
        value: design.id,
        label: design.name,
        style: baseStyle(designs, design.id),
      })),
    ],
    [designs, defaultDesign],
  );
  const shapes = useMemo(
    () => ({
      modules: tilesOf(tileStyle, "module_shape", MODULE_SHAPES, String),
      eyes: tilesOf(tileStyle, "eye_shape", EYE_SHAPES, String),
      gradients: tilesOf(
        {
          ...tileStyle,
          gradient_to: tileStyle.gradient_to === tileStyle.fg ? "#1d4ed8" : tileStyle.gradient_to,
        },
        "gradient",
        GRADIENTS,
        (g) => GRADIENT_LABELS[g],
      ),
      frames: tilesOf(tileStyle, "frame", FRAMES, (f) => FRAME_LABELS[f]),
      colours: COLOUR_PRESETS.map((p) => ({
        value: p.value,
        label: p.label,
        style: { ...tileStyle, fg: p.fg, bg: p.bg, gradient: "none" as const },
      })),
    }),
    [tileStyle],
  );
  return { designs: designTiles, ...shapes };
}
