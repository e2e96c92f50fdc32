// A code's Details tab: its name, tags and destination (or, for other types, its content with a preview of its
// page) in one form with one Save; the rest (query forwarding, a password or notice, metadata) under More options.
// Edited by those who may write codes, shown to the rest; a Wi-Fi code's network is printed, so shown only. After a
// change of what scans get, the page says by when every scan follows it. Leaving with edits unsaved asks first.

import { withScheme } from "@qr/core/typed-url";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { tagsQuery } from "../app/queries.ts";
import { AccessFields, type AccessValue, accessOfForm } from "../content/access-fields.tsx";
import { contentOfDraft, draftOfContent } from "../content/content-draft.ts";
import { kindOf } from "../content/content-kinds.ts";
import { Loading } from "../ui/loading.tsx";
import { MetadataFields, useMetadataEditor } from "../ui/metadata-editor.tsx";
import { Problem } from "../ui/problem.tsx";
import { TagChips } from "../ui/tag-chips.tsx";
import { TagPicker } from "../ui/tag-picker.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";
import { UnsavedChangesGuard, useUnsavedChanges } from "../ui/unsaved-changes.tsx";
import { Gs1Levels } from "./gs1-levels.tsx";
import { propagationNote } from "./propagation.ts";
import { type QrCode, useCode, useMayChange } from "./use-code.ts";

// The content's fields and the page preview (the pages' renderer) load only for codes that have content.
const ContentEditor = lazy(() => import("../content/content-editor.tsx"));

type Update = {
  url?: string;
  content?: Record<string, unknown>;
  access?: AccessValue;
  name?: string | null;
  tags?: string[];
  status?: "active" | "disabled";
  forward_query?: boolean;
  metadata?: Record<string, string | number | boolean | null>;
};

export function CodeDetailsPage() {
  const code = useCode();
  return useMayChange(code) ? <EditCode code={code} /> : <ShowCode code={code} />;
}

function ShowCode({ code }: { code: QrCode }) {
  return (
    <dl className="grid max-w-2xl grid-cols-[auto_1fr] gap-x-4 gap-y-2">
      <dt className="font-semibold">Name</dt>
      <dd>{code.name ?? "None"}</dd>
      <dt className="font-semibold">Tags</dt>
      <dd>{code.tags.length > 0 ? <TagChips tags={code.tags} /> : "None"}</dd>
      <dt className="font-semibold">Type</dt>
      <dd>{kindOf(code.type).label}</dd>
      <dt className="font-semibold">{code.type === "url" ? "Destination" : "Scans land on"}</dt>
      <dd>{code.url}</dd>
      <dt className="font-semibold">Query forwarding</dt>
      <dd>{code.forward_query ? "on" : "off"}</dd>
      <dt className="font-semibold">Campaign</dt>
      <dd>{campaignSummary(code)}</dd>
      <dt className="font-semibold">Created</dt>
      <dd>{new Date(code.created_at).toLocaleString()}</dd>
      {Object.entries(code.metadata).map(([key, value]) => (
        <div key={key} className="contents">
          <dt className="font-semibold">{key}</dt>
          <dd>{String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The code's campaign in a line: its split, UTM parameters and tracking (set on the Campaign tab). */
export function campaignSummary(code: QrCode): string {
  const utm = (["source", "medium", "campaign", "term", "content"] as const).flatMap((field) =>
    code.utm?.[field] ? [`utm_${field}=${code.utm[field]}`] : [],
  );
  const parts = [
    ...(code.variants ? [`A/B split, ${code.variants.length} variants`] : []),
    ...utm,
    ...(code.track_conversions ? ["conversions tracked"] : []),
    ...(code.max_scans_per_scanner ? [`${code.max_scans_per_scanner} scans per scanner a day`] : []),
  ];
  return parts.length > 0 ? parts.join(" · ") : "None";
}

function EditCode({ code }: { code: QrCode }) {
  const queryClient = useQueryClient();
  const metadata = useMetadataEditor(code.metadata);
  const tags = useQuery(tagsQuery);
  const unsaved = useUnsavedChanges();
  const toast = useToast();
  const [urlProblem, setUrlProblem] = useState<string>();
  const [draft, setDraft] = useState(() => draftOfContent(code.type, code.content));
  const content = contentOfDraft(code.type, draft);
  const editsContent = code.type !== "url" && code.type !== "wifi";
  const update = useMutation({
    mutationFn: (body: Update) =>
      unwrap(api.PATCH("/api/v1/qr/{id}", { params: { path: { id: code.id } }, body })),
    onSuccess: (updated) => {
      unsaved.saved();
      toast.show(propagationNote(updated.effective_by));
      queryClient.setQueryData(["code", code.id], updated);
      void queryClient.invalidateQueries({ queryKey: ["codes"] });
    },
  });
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Taken as people type it (`example.com/menu`), and shown as it is sent.
    const url = withScheme(String(form.get("url") ?? ""));
    const field = event.currentTarget.elements.namedItem("url");
    if (field instanceof HTMLInputElement) field.value = url;
    if (code.type === "url") {
      // The check's address rules (ipaddr.js) load on the first save, not in the app's first load.
      const checked = await import("@qr/core/destination").then(
        ({ checkDestination }) => checkDestination(url, new URL(code.short_url).hostname),
        () => ({ ok: true }) as const, // not loaded (a tab older than a deploy): the API's own check answers
      );
      setUrlProblem(checked.ok ? undefined : `url ${checked.reason}`);
      if (!checked.ok) return;
    }
    const name = String(form.get("name") ?? "").trim();
    update.mutate({
      ...(code.type === "url" ? { url } : {}),
      ...(editsContent ? { content: content as Record<string, unknown> } : {}),
      name: name || null,
      tags: form.getAll("tags").map(String),
      ...(code.type === "wifi" || code.type === "gs1"
        ? {}
        : { forward_query: form.get("forward_query") === "on" }),
      ...(code.type === "wifi" ? {} : { access: accessOfForm(form, code.access) }),
      metadata: metadata.changes(code.metadata),
    });
  };
  const failure = update.error instanceof ApiFailure ? update.error : undefined;
  const urlError = urlProblem ?? failure?.fieldError("url");
  const metadataError = failure?.problem?.errors?.find((error) => error.path.startsWith("metadata"))?.message;
  const nameError = failure?.fieldError("name");
  const tagsError = failure?.problem?.errors?.find((error) => error.path.startsWith("tags"))?.message;
  const contentErrors = failure?.problem?.errors?.filter((error) => error.path.startsWith("content")) ?? [];
  const moreErrors = Boolean(
    metadataError || failure?.problem?.errors?.some((error) => error.path.startsWith("access")),
  );
  return (
    <form onSubmit={save} className="details-form" noValidate aria-label="Edit code" {...unsaved.formProps}>
      <UnsavedChangesGuard when={unsaved.changed} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Name (optional)"
          name="name"
          maxLength={120}
          defaultValue={code.name ?? ""}
          error={nameError}
          hint="What your team calls it. Empty: its content or slug names it."
        />
        <TagPicker
          key={code.tags.map((tag) => tag.id).join()}
          tags={tags.data?.data ?? code.tags}
          initial={code.tags.map((tag) => tag.id)}
          error={tagsError}
        />
      </div>
      {code.type === "url" ? (
        <TextField
          label="Destination URL"
          name="url"
          type="url"
          required
          defaultValue={code.url}
          error={urlError}
          onBlur={(event) => {
            event.currentTarget.value = withScheme(event.currentTarget.value);
          }}
          hint={
            code.variants
              ? "Split between variants on the Campaign tab: scans go to them."
              : "Change it at any time: printed copies follow within about a minute."
          }
        />
      ) : null}
      {editsContent ? (
        <Suspense fallback={<Loading what="the content" />}>
          <ContentEditor
            type={code.type as Exclude<typeof code.type, "url">}
            legend={kindOf(code.type).label}
            draft={draft}
            onChange={setDraft}
            errors={contentErrors}
            printed
          />
        </Suspense>
      ) : null}
      {code.type === "gs1" ? <Gs1Levels code={code} /> : null}
      {code.type === "gs1" ? (
        <p className="hint">
          Print it with no logo and at least 2 cm wide (GS1 asks a module of 0.4 mm or more for checkouts to
          read it): download the SVG or PDF for print. The code holds the uncompressed Digital Link, which
          checkouts read offline and phones resolve here.
        </p>
      ) : null}
      {code.type === "wifi" ? (
        <p className="hint">
          Wi-Fi network “{String((code.content as { ssid?: unknown } | null)?.ssid ?? "")}”: printed in the
          code itself, so it cannot change. Make a new code for another network.
        </p>
      ) : null}
      <details className="more-options" open={moreErrors || undefined}>
        <summary>More options</summary>
        <div className="grid gap-4 pt-3">
          <p className="hint">
            Campaign: {campaignSummary(code)}.{" "}
            <Link to={`/codes/${code.id}/campaign`}>Change on the Campaign tab</Link>
          </p>
          {/* A GS1 code passes its query on and has no password: a resolver answers it (docs/gs1.md). */}
          {code.type === "wifi" || code.type === "gs1" ? null : (
            <>
              <label className="choice">
                <input type="checkbox" name="forward_query" defaultChecked={code.forward_query} />
                Pass on the parameters of the scanned link (e.g. ?table=7) to the destination
              </label>
              <AccessFields
                key={`${code.version}`}
                current={code.access}
                errorOf={(path) => failure?.fieldError(`access.${path}`)}
              />
            </>
          )}
          <MetadataFields editor={metadata} error={metadataError} />
        </div>
      </details>
      {update.error &&
      contentErrors.length === 0 &&
      !urlError &&
      !metadataError &&
      !nameError &&
      !tagsError ? (
        <Problem error={update.error} />
      ) : null}
      <div className="save-bar">
        <button type="submit" disabled={update.isPending}>
          {update.isPending ? "Saving…" : "Save changes"}
        </button>
        <p role="status" className="hint">
          {unsaved.changed
            ? "Unsaved changes"
            : update.isSuccess
              ? propagationNote(update.data?.effective_by)
              : ""}
        </p>
      </div>
    </form>
  );
}
