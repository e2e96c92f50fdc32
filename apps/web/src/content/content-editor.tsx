// A code's content being written: its type's fields beside a phone-width preview of its page. Loaded with the
// page that needs it (the preview carries the pages' renderer).
import type { ContentType } from "@qr/core/content/types";
import type { ContentDraft } from "./content-draft.ts";
import { contentOfDraft } from "./content-draft.ts";
import { ContentFields, isShown } from "./content-fields.tsx";
import { PagePreview } from "./page-preview.tsx";

export interface ContentEditorProps {
  type: Exclude<ContentType, "url">;
  legend: string;
  draft: ContentDraft;
  onChange: (draft: ContentDraft) => void;
  /** The API's refusals under `content.`, each with its path. */
  errors: { path: string; message: string }[];
  /** Whether the page's preview is shown beside the fields (the new-code page shows it in its own column). */
  showPreview?: boolean;
  /** An existing code: what its QR prints (a GS1 code's identifier) is shown, not edited. */
  printed?: boolean;
}

export default function ContentEditor({
  type,
  legend,
  draft,
  onChange,
  errors,
  showPreview = true,
  printed = false,
}: ContentEditorProps) {
  const errorOf = (path: string) => errors.find((error) => error.path === `content.${path}`)?.message;
  // Refusals no field shows (an address part, the content as a whole) are listed under the fields.
  const unplaced = errors.filter((error) => !isShown(type, error.path.slice("content.".length)));
  return (
    <div className={showPreview ? "grid items-start gap-6 md:grid-cols-[1fr_auto]" : "grid gap-4"}>
      <fieldset className="grid gap-2">
        <legend>{legend}</legend>
        <ContentFields type={type} draft={draft} onChange={onChange} errorOf={errorOf} printed={printed} />
        {unplaced.length > 0 ? (
          <p className="field-error">
            {unplaced.map((error) => `${error.path}: ${error.message}`).join("; ")}
          </p>
        ) : null}
      </fieldset>
      {showPreview ? <PagePreview type={type} content={contentOfDraft(type, draft)} /> : null}
    </div>
  );
}
