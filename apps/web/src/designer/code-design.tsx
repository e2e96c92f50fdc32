// The designer: the team's saved designs, colour presets, shapes, gradients and frames chosen by sight (tiles
// drawn by the service's own renderer), colours, error correction and quiet zone, with a live preview beside the
// controls on a desktop and above them on a phone. The print-safety rules (the same function the API runs) put
// each refusal and warning beside the control that causes it; the preview is then read by ZXing in the browser,
// downloads come at a chosen size, and the print guide says how far the printed code scans from.

import type { components } from "../app/api-client.ts";
import {
  checkPrintSafety,
  DEFAULT_STYLE,
  EYE_SHAPES,
  FRAMES,
  GRADIENTS,
  LIMITS,
  MODULE_SHAPES,
  type QrStyle,
} from "@qr/qr/style";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useEffect, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { designsQuery, logosQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { useCode } from "../codes/code-frame.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { PrintCheck } from "./print-check.tsx";
import { PrintGuide } from "./print-guide.tsx";
import { TileChoice, type TileOption } from "./style-tiles.tsx";
import { verifyScan } from "./verify-scan.ts";

type Notes = Record<string, { error?: string; warnings: string[] }>;

const ECL_LABELS = { L: "L — 7% can be damaged", M: "M — 15%", Q: "Q — 25%", H: "H — 30%" } as const;

/** A code's style as the designer edits it: the drawing options and the logo it names. */
type DesignStyle = QrStyle & { logo_id?: string | null };

const FRAME_LABELS = {
  none: "No frame",
  label: "Text under the code",
  banner: "Banner",
  box: "Box with banner",
};
const GRADIENT_LABELS = { none: "None (one colour)", linear: "Linear", radial: "Radial" };

/** Colour pairs that pass the print-safety contrast rules, as tiles. */
const COLOUR_PRESETS = [
  { value: "classic", label: "Classic", fg: "#000000", bg: "#ffffff" },
  { value: "navy", label: "Navy", fg: "#1e3a8a", bg: "#ffffff" },
  { value: "forest", label: "Forest", fg: "#14532d", bg: "#ffffff" },
  { value: "plum", label: "Plum", fg: "#581c87", bg: "#ffffff" },
  { value: "ink-on-cream", label: "Ink on cream", fg: "#1f2937", bg: "#fef3c7" },
  { value: "white-on-night", label: "Night", fg: "#0f172a", bg: "#e0f2fe" },
] as const;

/** The tiles of one style field: the current style with each of its values. */
function tilesOf<K extends keyof QrStyle>(
  style: QrStyle,
  key: K,
  values: readonly QrStyle[K][],
  labelOf: (value: QrStyle[K]) => string,
): TileOption<string>[] {
  return values.map((value) => ({
    value: String(value),
    label: labelOf(value),
    style: {
      ...style,
      [key]: value,
      ...(key === "frame" && !style.frame_text ? { frame_text: "Scan me" } : {}),
    },
  }));
}

type ImageFormat = "svg" | "png" | "pdf" | "eps";

/** The designer's downloads: SVG and PNG for screens, vector PDF and EPS for print shops. */
const DOWNLOADS: readonly [ImageFormat, string][] = [
  ["svg", "Download SVG"],
  ["png", "Download PNG"],
  ["pdf", "Download PDF (vector)"],
  ["eps", "Download EPS (vector)"],
];

function imageQuery(style: DesignStyle, format: ImageFormat, size: number): string {
  const fields = Object.entries(style).flatMap(([key, value]) =>
    key === "logo_id"
      ? [[key, value ?? "none"]]
      : value === null || value === undefined
        ? []
        : [[key, String(value)]],
  );
  return new URLSearchParams({ format, size: String(size), ...Object.fromEntries(fields) }).toString();
}

type SavedDesign = components["schemas"]["Design"];

/** What a code with `designId` is drawn from before its own fields: the defaults, then its design or the default. */
function baseStyle(designs: SavedDesign[], designId: string | null): DesignStyle {
  const design = designId ? designs.find((d) => d.id === designId) : designs.find((d) => d.is_default);
  return { ...DEFAULT_STYLE, ...(design?.style as Partial<DesignStyle> | undefined) };
}

/** The fields of `style` that differ from `base`: what the code stores, so a later change of its design shows. */
function ownFields(style: DesignStyle, base: DesignStyle): Partial<DesignStyle> {
  return Object.fromEntries(
    Object.entries(style).filter(
      ([key, value]) => (base[key as keyof DesignStyle] ?? null) !== (value ?? null),
    ),
  );
}

export function CodeDesignPage() {
  const designs = useQuery(designsQuery);
  if (designs.isPending) return <Loading what="the designer" />;
  if (designs.error) return <Problem error={designs.error} />;
  return <Designer designs={designs.data.data} />;
}

function Designer({ designs }: { designs: SavedDesign[] }) {
  const code = useCode();
  const may = useMay();
  const queryClient = useQueryClient();
  const [designId, setDesignId] = useState<string | null>(code.design_id);
  const base = baseStyle(designs, designId);
  const [style, setStyle] = useState<DesignStyle>({
    ...base,
    ...(code.style as Partial<DesignStyle>),
  });
  const chooseDesign = (id: string | null) => {
    setDesignId(id);
    setStyle(baseStyle(designs, id)); // follow the design wholly; edits after this are the code's own
  };
  const [size, setSize] = useState(1024);
  const previewStyle = useDeferredValue(style);
  const report = checkPrintSafety(style);
  const notes: Notes = {};
  for (const problem of [...report.errors, ...report.warnings]) {
    const note = notes[problem.path] ?? { warnings: [] };
    if (report.errors.includes(problem)) note.error = problem.message;
    else note.warnings.push(problem.message);
    notes[problem.path] = note;
  }
  const refused = report.errors.length > 0;

  const preview = useQuery({
    queryKey: ["preview", code.id, code.short_url, previewStyle],
    enabled: checkPrintSafety(previewStyle).errors.length === 0,
    queryFn: async () => {
      const response = await fetch(`/api/v1/qr/${code.id}/image?${imageQuery(previewStyle, "png", 512)}`);
      if (!response.ok) {
        const problem = await response.json().catch(() => undefined);
        throw new ApiFailure(response.status, problem);
      }
      const image = await response.blob();
      return { url: URL.createObjectURL(image), check: await verifyScan(image, code.short_url) };
    },
  });
  useEffect(() => {
    const url = preview.data?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [preview.data?.url]);

  const save = useMutation({
    mutationFn: () =>
      unwrap(
        api.PATCH("/api/v1/qr/{id}", {
          params: { path: { id: code.id } },
          body: { design_id: designId, style: ownFields(style, base) },
        }),
      ),
    onSuccess: (updated) => queryClient.setQueryData(["code", code.id], updated),
  });
  const [newName, setNewName] = useState("");
  const saveAsDesign = useMutation({
    mutationFn: async () => {
      const design = await unwrap(api.POST("/api/v1/designs", { body: { name: newName.trim(), style } }));
      const updated = await unwrap(
        api.PATCH("/api/v1/qr/{id}", {
          params: { path: { id: code.id } },
          body: { design_id: design.id, style: {} },
        }),
      );
      return { design, updated };
    },
    onSuccess: async ({ design, updated }) => {
      queryClient.setQueryData(["code", code.id], updated);
      await queryClient.invalidateQueries({ queryKey: ["designs"] });
      setDesignId(design.id);
      setNewName("");
    },
  });
  const set = <K extends keyof DesignStyle>(key: K, value: DesignStyle[K]) =>
    setStyle({ ...style, [key]: value });
  // Tiles draw the current colours and shapes (without the logo, which the browser has no copy of).
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
  const moduleTiles = useMemo(() => tilesOf(tileStyle, "module_shape", MODULE_SHAPES, String), [tileStyle]);
  const eyeTiles = useMemo(() => tilesOf(tileStyle, "eye_shape", EYE_SHAPES, String), [tileStyle]);
  const gradientTiles = useMemo(
    () =>
      tilesOf(
        {
          ...tileStyle,
          gradient_to: tileStyle.gradient_to === tileStyle.fg ? "#1d4ed8" : tileStyle.gradient_to,
        },
        "gradient",
        GRADIENTS,
        (g) => GRADIENT_LABELS[g],
      ),
    [tileStyle],
  );
  const frameTiles = useMemo(() => tilesOf(tileStyle, "frame", FRAMES, (f) => FRAME_LABELS[f]), [tileStyle]);
  const colourTiles = useMemo(
    () =>
      COLOUR_PRESETS.map((p) => ({
        value: p.value,
        label: p.label,
        style: { ...tileStyle, fg: p.fg, bg: p.bg, gradient: "none" as const },
      })),
    [tileStyle],
  );
  const sizeNote =
    size < LIMITS.minSize || size > LIMITS.maxSize
      ? `the size must be ${LIMITS.minSize}-${LIMITS.maxSize} px`
      : undefined;
  const serverField = preview.error instanceof ApiFailure ? preview.error.problem?.errors?.[0] : undefined;

  return (
    <div className="designer grid gap-6 md:grid-cols-[minmax(0,26rem)_1fr]">
      <form
        aria-label="Design"
        onSubmit={(event) => event.preventDefault()}
        className="order-2 content-start md:order-1"
      >
        <TileChoice
          legend="Saved design"
          name="design"
          value={designId ?? ""}
          onChange={(id) => chooseDesign(id || null)}
          options={designTiles}
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
          options={colourTiles}
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
          options={moduleTiles}
          note={notes.module_shape}
        />
        <TileChoice
          legend="Eye shape"
          name="eye_shape"
          value={style.eye_shape}
          onChange={(value) => set("eye_shape", value as QrStyle["eye_shape"])}
          options={eyeTiles}
          note={notes.eye_shape}
        />
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
        <TileChoice
          legend="Gradient"
          name="gradient"
          value={style.gradient}
          onChange={(value) => set("gradient", value as QrStyle["gradient"])}
          options={gradientTiles}
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
          options={frameTiles}
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
          canUpload={may("qr:write")}
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
        {may("qr:write") ? (
          <div className="grid gap-2">
            <button type="button" disabled={refused || save.isPending} onClick={() => save.mutate()}>
              {save.isPending ? "Saving…" : "Save design"}
            </button>
            {save.error ? <Problem error={save.error} /> : null}
            <p role="status" className="ok">
              {save.isSuccess ? "Design saved. It changes the images, never where scans go." : ""}
            </p>
            <fieldset className="grid gap-2">
              <legend>Save as a new design</legend>
              <label>
                New design name
                <input value={newName} maxLength={100} onChange={(e) => setNewName(e.target.value)} />
              </label>
              <button
                type="button"
                className="secondary"
                disabled={refused || newName.trim() === "" || saveAsDesign.isPending}
                onClick={() => saveAsDesign.mutate()}
              >
                Save as new design
              </button>
              {saveAsDesign.error ? <Problem error={saveAsDesign.error} /> : null}
              <p role="status" className="ok">
                {saveAsDesign.isSuccess
                  ? `Saved as "${saveAsDesign.data.design.name}", and this code now uses it.`
                  : ""}
              </p>
            </fieldset>
          </div>
        ) : null}
      </form>
      <section
        aria-labelledby="preview-heading"
        className="order-1 grid content-start gap-3 md:sticky md:top-4 md:order-2 md:self-start"
      >
        <h2 id="preview-heading" className="mt-0">
          Preview
        </h2>
        <div className="card grid max-w-sm place-items-center bg-white">
          {preview.data && !refused ? (
            <img
              src={preview.data.url}
              alt={`Preview of the QR code for ${code.short_url}`}
              width={256}
              className="h-auto"
            />
          ) : (
            <p className="hint">{refused ? "No preview: this design would not scan." : "Drawing…"}</p>
          )}
        </div>
        <p role="status" aria-live="polite">
          {refused ? (
            <span className="problem">Not verified: fix the refused setting first.</span>
          ) : preview.isFetching ? (
            <span className="hint">Checking the preview with a QR reader…</span>
          ) : preview.error ? (
            <span className="problem">Not verified: {serverField?.message ?? preview.error.message}</span>
          ) : preview.data?.check.ok ? (
            <span className="ok">
              ✓ Verified to scan: ZXing, running in your browser, read {preview.data.check.text}
            </span>
          ) : preview.data && !preview.data.check.ok ? (
            <span className="problem">Not verified: {preview.data.check.reason}</span>
          ) : null}
        </p>
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
                  href={`/api/v1/qr/${code.id}/image?${imageQuery(style, format, size)}&download=1`}
                  download
                >
                  {label}
                </a>
              ))}
            </div>
          )}
        </fieldset>
        <PrintGuide content={code.short_url} style={style.logo_id ? { ...style, ecl: "H" } : style} />
        <PrintCheck codeId={code.id} />
      </section>
    </div>
  );
}

/** A labelled control with its refusal or warnings beside it, tied to it for screen readers. */
function Control({
  label,
  note,
  children,
}: {
  label: string;
  note: Notes[string] | undefined;
  children: (props: { id: string; "aria-invalid"?: boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const controlId = useId();
  const noteId = useId();
  const messages = [...(note?.error ? [note.error] : []), ...(note?.warnings ?? [])];
  return (
    <div className="grid gap-1">
      <label htmlFor={controlId}>{label}</label>
      {children({
        id: controlId,
        ...(note?.error ? { "aria-invalid": true } : {}),
        ...(messages.length > 0 ? { "aria-describedby": noteId } : {}),
      })}
      {messages.length > 0 ? (
        <p id={noteId} className={note?.error ? "field-error" : "warning"}>
          {messages.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

interface LogoSummary {
  id: string;
  name: string;
}

/** Chooses one of the team's logos (or none), uploads a new one, and sets its size. */
function LogoPicker({
  logoId,
  logoSize,
  canUpload,
  onChange,
}: {
  logoId: string | null;
  logoSize: number;
  canUpload: boolean;
  onChange: (logoId: string | null, logoSize: number) => void;
}) {
  const queryClient = useQueryClient();
  const logos = useQuery(logosQuery);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const response = await fetch(`/api/v1/logos?name=${encodeURIComponent(file.name.slice(0, 100))}`, {
        method: "POST",
        body: file,
      });
      const body = await response.json();
      if (!response.ok) throw new ApiFailure(response.status, body);
      return body as LogoSummary;
    },
    onSuccess: async (logo) => {
      await queryClient.invalidateQueries({ queryKey: ["logos"] });
      onChange(logo.id, logoSize);
    },
  });
  const sizeId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend>Logo</legend>
      <label>
        Logo to draw
        <select value={logoId ?? ""} onChange={(e) => onChange(e.target.value || null, logoSize)}>
          <option value="">No logo</option>
          {(logos.data?.data ?? []).map((logo) => (
            <option key={logo.id} value={logo.id}>
              {logo.name}
            </option>
          ))}
        </select>
      </label>
      {canUpload ? (
        <label>
          Upload a logo (PNG, JPEG or SVG, up to 256 KB)
          <input
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
        </label>
      ) : null}
      {upload.isPending ? <p className="hint">Uploading…</p> : null}
      {upload.error ? <Problem error={upload.error} /> : null}
      {logoId ? (
        <div className="grid gap-1">
          <label htmlFor={sizeId}>Logo size (share of the code's side)</label>
          <input
            id={sizeId}
            type="number"
            min={LIMITS.minLogoSize}
            max={LIMITS.maxLogoSize}
            step={0.05}
            value={logoSize}
            onChange={(e) => onChange(logoId, Number(e.target.value))}
          />
          <p className="hint">
            With a logo the code uses error correction H, and the logo may cover at most {LIMITS.maxLogoSize}{" "}
            of its side, so every reader still decodes it.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
