// Saving a design: the code's own fields, or the whole style as a new saved design the code then follows.
import { Problem } from "../ui/problem.tsx";
import type { SaveDesign } from "./use-save-design.ts";

export function SavePanel({ saving, refused }: { saving: SaveDesign; refused: boolean }) {
  const { save, saveAsDesign, newName, setNewName } = saving;
  return (
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
  );
}
