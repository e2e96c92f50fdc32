// The designer's controls: the saved design, colour presets, shapes, gradients and frames chosen by sight (tiles
// drawn by the service's own renderer), colours, error correction, the logo and the white margin (the quiet zone), each with what the
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
import { ColourField } from "../ui/colour-field.tsx";
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
import type { DesignState, Notes } from "./use-design-state.ts";

/** Frame texts people print most, one click each. */
const CALLS_TO_ACTION = [
  "Scan me",
  "Scan for the menu",
  "Scan to pay",
  "Scan to join Wi-Fi",
  "Scan for details",
];

/** A field's print-safety notes as a colour field shows them. */
const noteProps = (note: Notes[string] | undefined) => ({
  error: note?.error,
  warning: note?.warnings.length ? note.warnings.join(" ") : undefined,
});

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
  // While a choice would not scan, the tiles show the choices on the last style that would.
  const tiles = useStyleTiles(state.refused ? state.scannable : style, designs);
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
      <ColourField
        label="Foreground colour"
        value={style.fg}
        onChange={(value) => set("fg", value)}
        against={style.bg === "transparent" ? "#ffffff" : style.bg}
        minContrast={LIMITS.recommendedContrast}
        {...noteProps(notes.fg)}
      />
      <ColourField
        label="Background colour"
        value={style.bg === "transparent" ? "#ffffff" : style.bg}
        disabled={style.bg === "transparent"}
        onChange={(value) => set("bg", value)}
        {...noteProps(notes.bg)}
      />
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
      <TileChoice
        legend="Gradient"
        name="gradient"
        value={style.gradient}
        onChange={(value) => set("gradient", value as QrStyle["gradient"])}
        options={tiles.gradients}
        note={notes.gradient}
      />
      {style.gradient === "none" ? null : (
        <ColourField
          label="Gradient end colour"
          value={style.gradient_to}
          onChange={(value) => set("gradient_to", value)}
          against={style.bg === "transparent" ? "#ffffff" : style.bg}
          minContrast={LIMITS.recommendedContrast}
          {...noteProps(notes.gradient_to)}
        />
      )}
      <TileChoice
        legend="Frame"
        name="frame"
        value={style.frame}
        // A frame with words starts with the commonest call to action rather than a refusal for having none.
        onChange={(value) =>
          setStyle({
            ...style,
            frame: value as QrStyle["frame"],
            frame_text: value !== "none" && !style.frame_text.trim() ? "Scan me" : style.frame_text,
          })
        }
        options={tiles.frames}
        note={notes.frame}
      />
      {style.frame === "none" ? null : (
        <>
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
          <fieldset className="cta-presets" aria-label="Calls to action people use">
            {CALLS_TO_ACTION.map((words) => (
              <button
                key={words}
                type="button"
                className="chip"
                aria-pressed={style.frame_text === words}
                onClick={() => set("frame_text", words)}
              >
                {words}
              </button>
            ))}
          </fieldset>
        </>
      )}
      <LogoPicker
        logoId={style.logo_id ?? null}
        logoSize={style.logo_size}
        canUpload={canUpload}
        onChange={(logoId, logoSize) => setStyle({ ...style, logo_id: logoId, logo_size: logoSize })}
      />
      <details className="more-options" open={Boolean(notes.margin || notes.ecl) || undefined}>
        <summary>More options</summary>
        <div className="grid gap-3 pt-3">
          <Control label="Error correction" note={notes.ecl}>
            {(props) => (
              <select
                value={style.ecl}
                onChange={(e) => set("ecl", e.target.value as QrStyle["ecl"])}
                {...props}
              >
                {Object.entries(ECL_LABELS).map(([level, label]) => (
                  <option key={level} value={level}>
                    {label}
                  </option>
                ))}
              </select>
            )}
          </Control>
          <Control label="White margin" note={notes.margin}>
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
          <p className="hint m-0">
            The margin is counted in the code's own squares; scanners expect 4. More error correction lets a
            code scan when part of it is covered or damaged, at the cost of denser squares.
          </p>
        </div>
      </details>
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
      modules: tilesOf(tileStyle, "module_shape", MODULE_SHAPES, capitalised),
      eyes: tilesOf(tileStyle, "eye_shape", EYE_SHAPES, capitalised),
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

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
