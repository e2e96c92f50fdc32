// A file of the code's page: a file code's PDF or image, a card's photo, a page's avatar. Choosing a file
// uploads it to the team's files (POST /files, which checks it by its bytes) and puts its id in the content;
// changing it later replaces it on the printed code.
import type { FileFacts } from "@qr/core/content/types";
import { useMutation } from "@tanstack/react-query";
import { api, rawBody, unwrap } from "../app/api.ts";
import { Problem } from "../ui/problem.tsx";
import { type ContentDraft, FILE_FIELDS } from "./content-draft.ts";

const ACCEPT = {
  document: "application/pdf,image/png,image/jpeg,image/gif,image/webp",
  image: "image/png,image/jpeg,image/gif,image/webp",
};

export function FileField({
  field,
  label,
  kind,
  draft,
  onChange,
  error,
}: {
  field: keyof typeof FILE_FIELDS;
  label: string;
  kind: keyof typeof ACCEPT;
  draft: ContentDraft;
  onChange: (draft: ContentDraft) => void;
  error: string | undefined;
}) {
  const factsKey = FILE_FIELDS[field];
  const upload = useMutation({
    mutationFn: (file: File) =>
      unwrap(
        api.POST("/api/v1/files", {
          params: { query: { name: file.name.slice(0, 120) || undefined } },
          ...rawBody(file, file.type || "application/octet-stream"),
        }),
      ),
    onSuccess: (uploaded) => {
      const facts: FileFacts = {
        name: uploaded.name,
        content_type: uploaded.content_type,
        bytes: uploaded.bytes,
        ...(uploaded.width ? { width: uploaded.width } : {}),
        ...(uploaded.height ? { height: uploaded.height } : {}),
      };
      onChange({
        ...draft,
        fields: { ...draft.fields, [field]: uploaded.id },
        files: { ...draft.files, [factsKey]: facts },
      });
    },
  });
  const current = draft.fields[field] ? draft.files[factsKey] : undefined;
  const clear = () => {
    const { [factsKey]: _gone, ...files } = draft.files;
    onChange({ ...draft, fields: { ...draft.fields, [field]: "" }, files });
  };
  return (
    <div className="grid gap-1">
      <label>
        {label}
        <input
          type="file"
          name={`content.${field}`}
          accept={ACCEPT[kind]}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
          }}
        />
      </label>
      {current ? (
        <p className="hint">
          Now: {current.name} ({Math.max(1, Math.round(current.bytes / 1024))} KB){" "}
          {kind === "image" ? (
            <button type="button" className="secondary" onClick={clear}>
              Remove the {label.toLowerCase()}
            </button>
          ) : null}
        </p>
      ) : null}
      {upload.isPending ? <p className="hint">Uploading…</p> : null}
      {upload.error ? <Problem error={upload.error} /> : null}
      {error ? <p className="error">{error}</p> : null}
    </div>
  );
}
