// Saving a design: the code's own fields, from a bar that stays at the foot of the screen while the controls scroll;
// or the whole style as a new saved design the code then follows.
import { Problem } from "../ui/problem.tsx";
import type { SaveDesign } from "./use-save-design.ts";

export function SaveBar({
  saving,
  refused,
  dirty,
}: {
  saving: SaveDesign;
  refused: boolean;
  dirty: boolean;
}) {
  const { save } = saving;
  return (
    <div className="save-bar">
      <button type="button" disabled={refused || save.isPending} onClick={() => save.mutate()}>
        {save.isPending ? "Saving…" : "Save design"}
      </button>
      <p role="status" className={save.isSuccess && !dirty ? "ok m-0" : "hint m-0"}>
        {refused
          ? "This design would not scan: change the refused setting to save it."
          : save.isSuccess && !dirty
            ? "Design saved. It changes the images, never where scans go."
            : dirty
              ? "Unsaved changes."
              : ""}
      </p>
      {save.error ? <Problem error={save.error} /> : null}
    </div>
  );
}

export function SaveAsNewDesign({ saving, refused }: { saving: SaveDesign; refused: boolean }) {
  const { saveAsDesign, newName, setNewName } = saving;
  return (
    <fieldset className="grid gap-2">
      <legend>Save as a new design</legend>
      <p className="hint m-0">For the team's other codes to share this look; this code then follows it.</p>
      <label>
        New design name
        <input value={newName} maxLength={100} onChange={(e) => setNewName(e.target.value)} />
      </label>
      <div>
        <button
          type="button"
          className="secondary"
          disabled={refused || newName.trim() === "" || saveAsDesign.isPending}
          onClick={() => saveAsDesign.mutate()}
        >
          Save as new design
        </button>
      </div>
      {saveAsDesign.error ? <Problem error={saveAsDesign.error} /> : null}
      <p role="status" className="ok">
        {saveAsDesign.isSuccess
          ? `Saved as "${saveAsDesign.data.design.name}", and this code now uses it.`
          : ""}
      </p>
    </fieldset>
  );
}
