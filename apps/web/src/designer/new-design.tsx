// The "Add design" dialog: a name and the look by sight (colours, module shape, frame, each a tile drawn by the
// service's own renderer), and whether it becomes the team's default. A code's designer fine-tunes it later.
import { DEFAULT_STYLE, MODULE_SHAPES, type QrStyle } from "@qr/qr/style";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { Problem } from "../ui/problem.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";
import { COLOUR_PRESETS, FRAME_LABELS, tilesOf } from "./design-style.ts";
import { TileChoice } from "./style-tiles.tsx";

export function NewDesign({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [style, setStyle] = useState<QrStyle>(DEFAULT_STYLE);
  const create = useMutation({
    mutationFn: (body: { name: string; is_default: boolean }) =>
      unwrap(api.POST("/api/v1/designs", { body: { ...body, style } as never })),
    onSuccess: async (design) => {
      await queryClient.invalidateQueries({ queryKey: ["designs"] });
      toast.show(`Design ${design.name} saved.`);
      onDone();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    create.mutate({
      name: String(form.get("name") ?? "").trim(),
      is_default: form.get("is_default") === "on",
    });
  };
  const colour = COLOUR_PRESETS.find((preset) => preset.fg === style.fg && preset.bg === style.bg)?.value;
  const nameError = create.error instanceof ApiFailure ? create.error.fieldError("name") : undefined;
  return (
    <form aria-label="New design" onSubmit={submit} noValidate>
      <TextField
        label="Design name"
        name="name"
        required
        maxLength={100}
        placeholder="Spring menu"
        error={nameError}
      />
      <TileChoice
        legend="Colours"
        name="new-design-colours"
        value={colour}
        onChange={(value) => {
          const preset = COLOUR_PRESETS.find((p) => p.value === value);
          if (preset) setStyle({ ...style, fg: preset.fg, bg: preset.bg });
        }}
        options={COLOUR_PRESETS.map((preset) => ({
          value: preset.value,
          label: preset.label,
          style: { ...style, fg: preset.fg, bg: preset.bg },
        }))}
      />
      <TileChoice
        legend="Module shape"
        name="new-design-shape"
        value={style.module_shape}
        onChange={(value) => setStyle({ ...style, module_shape: value as QrStyle["module_shape"] })}
        options={tilesOf(
          style,
          "module_shape",
          MODULE_SHAPES,
          (shape) => shape[0]?.toUpperCase() + shape.slice(1),
        )}
      />
      <TileChoice
        legend="Frame"
        name="new-design-frame"
        value={style.frame}
        onChange={(value) =>
          setStyle({
            ...style,
            frame: value as QrStyle["frame"],
            frame_text: value === "none" ? "" : style.frame_text || "Scan me",
          })
        }
        options={tilesOf(
          style,
          "frame",
          ["none", "banner"] as QrStyle["frame"][],
          (frame) => FRAME_LABELS[frame],
        )}
      />
      <label className="choice">
        <input type="checkbox" name="is_default" />
        <span>Make it the team's default: every code without a design of its own takes this look</span>
      </label>
      {create.error && !nameError ? <Problem error={create.error} /> : null}
      <div className="dialog-footer">
        <button type="button" className="secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" disabled={create.isPending}>
          Save design
        </button>
      </div>
    </form>
  );
}
