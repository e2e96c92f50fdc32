// A new code in one screen: what it is for (a card per type), the type's essential fields beside a live preview of
// the code (and of the page a scan shows, for page types), and Create. The domain and the folder (who sees it) are
// in sight; everything else (name, tags, short link, forwarding, a password, campaign, metadata) waits under More
// options. An address typed without its scheme (`example.com/menu`) is taken, and shown, as https://example.com/menu.
import { CONTENT_TYPES, type ContentType } from "@qr/core/content/types";
import { checkDestination } from "@qr/core/destination";
import { withScheme } from "@qr/core/typed-url";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { designsQuery, domainsQuery, foldersQuery, tagsQuery } from "../app/queries.ts";
import { utmTemplatesQuery } from "../campaigns/utm-templates-query.ts";
import { AccessFields, type AccessValue, accessOfForm } from "../content/access-fields.tsx";
import { contentOfDraft, emptyDraft } from "../content/content-draft.ts";
import ContentEditor from "../content/content-editor.tsx";
import { kindOf } from "../content/content-kinds.ts";
import { PagePreview } from "../content/page-preview.tsx";
import { MetadataFields, useMetadataEditor } from "../ui/metadata-editor.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TagPicker } from "../ui/tag-picker.tsx";
import { TextField } from "../ui/text-field.tsx";
import { useToast } from "../ui/toast.tsx";
import { CodePreview } from "./code-preview.tsx";
import { TypeCards } from "./type-cards.tsx";

type NewCode = {
  url?: string;
  type?: ContentType;
  content?: Record<string, unknown>;
  name?: string;
  tags?: string[];
  domain?: string | null;
  slug?: string;
  metadata?: Record<string, string | number | boolean>;
  forward_query?: boolean;
  access?: AccessValue;
  utm_template_id?: string;
  track_conversions?: boolean;
  folder_id?: string | null;
};

export function NewCodePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const metadata = useMetadataEditor();
  const domains = useQuery(domainsQuery);
  const tags = useQuery(tagsQuery);
  const templates = useQuery(utmTemplatesQuery);
  const designs = useQuery(designsQuery);
  const folders = useQuery(foldersQuery);
  const [search] = useSearchParams();
  const writable = (folders.data?.data ?? []).filter((f) => f.access === "editor" || f.access === "owner");
  const usable = (domains.data?.data ?? []).filter((domain) => domain.status === "verified");
  const byDefault = usable.find((domain) => domain.is_default)?.hostname ?? "";
  const [urlProblem, setUrlProblem] = useState<string>();
  // `?type=gs1` (a products page's "New GS1 product") opens the form on that type.
  const [type, setType] = useState<ContentType>(() => contentTypeOf(search.get("type")) ?? "url");
  const [url, setUrl] = useState("");
  const [draft, setDraft] = useState(emptyDraft);
  const content = contentOfDraft(type, draft);
  const create = useMutation({
    mutationFn: (body: NewCode) => unwrap(api.POST("/api/v1/qr", { body })),
    onSuccess: async (code) => {
      await queryClient.invalidateQueries({ queryKey: ["codes"] });
      toast.show("Code created. Download it, or change where it leads at any time.");
      navigate(`/codes/${code.id}`);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typed = withScheme(url);
    setUrl(typed);
    if (type === "url") {
      const checked = checkDestination(typed);
      setUrlProblem(checked.ok ? undefined : `url ${checked.reason}`);
      if (!checked.ok) return;
    }
    const slug = String(form.get("slug") ?? "").trim();
    const name = String(form.get("name") ?? "").trim();
    const tagIds = form.getAll("tags").map(String);
    const domain = form.get("domain");
    const folder = form.get("folder_id");
    const template = String(form.get("utm_template_id") ?? "");
    const entries = Object.entries(metadata.changes()).filter(([, value]) => value !== null);
    create.mutate({
      ...(type === "url" ? { url: typed } : { type, content: content as Record<string, unknown> }),
      ...(name ? { name } : {}),
      ...(tagIds.length > 0 ? { tags: tagIds } : {}),
      ...(domain === null ? {} : { domain: String(domain) || null }),
      ...(folder === null || folder === "" ? {} : { folder_id: String(folder) }),
      ...(slug ? { slug } : {}),
      ...(entries.length > 0 ? { metadata: Object.fromEntries(entries) as NewCode["metadata"] } : {}),
      ...(type === "wifi" || type === "gs1" ? {} : { forward_query: form.get("forward_query") === "on" }),
      ...(type === "wifi" ? {} : { access: accessOfForm(form, null) }),
      ...(template ? { utm_template_id: template } : {}),
      ...(form.get("track_conversions") === "on" ? { track_conversions: true } : {}),
    });
  };
  const failure = create.error instanceof ApiFailure ? create.error : undefined;
  const urlError = urlProblem ?? failure?.fieldError("url");
  const slugError = failure?.fieldError("slug");
  const domainError = failure?.fieldError("domain");
  const nameError = failure?.fieldError("name");
  const folderError = failure?.fieldError("folder_id");
  const tagsError = failure?.problem?.errors?.find((error) => error.path.startsWith("tags"))?.message;
  const metadataError = failure?.problem?.errors?.find((error) => error.path.startsWith("metadata"))?.message;
  const contentErrors = failure?.problem?.errors?.filter((error) => error.path.startsWith("content")) ?? [];
  const accessError = failure?.problem?.errors?.some((error) => error.path.startsWith("access"));
  const templateError = failure?.fieldError("utm_template_id");
  const moreErrors = Boolean(
    slugError || nameError || tagsError || metadataError || accessError || templateError,
  );
  const defaultDesign = designs.data?.data.find((design) => design.is_default);
  return (
    <>
      <PageHeader title="New QR code">
        Pick what it is for and fill in the essentials. Where it leads can change after it is printed.
      </PageHeader>
      <form onSubmit={submit} className="new-code" noValidate aria-label="New QR code">
        <div className="new-code-main">
          <TypeCards value={type} onChange={setType} />
          <section aria-label={kindOf(type).label} className="grid gap-4">
            {type === "url" ? (
              <TextField
                label="Destination URL"
                name="url"
                type="url"
                inputMode="url"
                required
                placeholder="example.com/menu"
                value={url}
                onChange={(event) => setUrl(event.currentTarget.value)}
                onBlur={() => setUrl(withScheme(url))}
                error={urlError}
                hint={urlError ? undefined : "The page a scan opens. You can change it at any time."}
              />
            ) : (
              <ContentEditor
                type={type}
                legend={kindOf(type).label}
                draft={draft}
                onChange={setDraft}
                errors={contentErrors}
                showPreview={false}
              />
            )}
          </section>
          {/* A branded domain is printed in the code for ever: chosen in sight, not under More options. */}
          {usable.length > 0 ? (
            <div className="field">
              <SelectField
                key={byDefault}
                label="Domain"
                name="domain"
                defaultValue={byDefault}
                options={[
                  ...usable.map((domain) => domain.hostname),
                  ["", "The service's own domain"] as const,
                ]}
                aria-describedby="domain-note"
                aria-invalid={domainError ? true : undefined}
              />
              <p id="domain-note" className={domainError ? "field-error" : "hint"}>
                {domainError ?? "Printed in the code for ever: it cannot change once printed."}
              </p>
            </div>
          ) : null}
          {/* Who sees the code: chosen in sight, as the domain is. */}
          {writable.length > 0 ? (
            <div className="field">
              <SelectField
                key={writable.length}
                label="Folder"
                name="folder_id"
                defaultValue={
                  writable.some((f) => f.id === search.get("folder")) ? (search.get("folder") ?? "") : ""
                }
                options={[
                  ["", "No folder (the whole team sees it)"],
                  ...writable.map((f) => [f.id, f.name] as const),
                ]}
                aria-describedby="folder-note"
                aria-invalid={folderError ? true : undefined}
              />
              <p id="folder-note" className={folderError ? "field-error" : "hint"}>
                {folderError ?? "Only the people with access to the folder see the code."}
              </p>
            </div>
          ) : null}
          <details className="more-options" open={moreErrors || undefined}>
            <summary>More options</summary>
            <div className="grid gap-4 pt-3">
              <TextField
                label="Name (optional)"
                name="name"
                maxLength={120}
                error={nameError}
                hint="What your team calls it, e.g. “Spring menu — Table 7”."
              />
              <TagPicker tags={tags.data?.data ?? []} error={tagsError} />
              {type === "gs1" ? null : (
                <TextField
                  label="Custom slug (optional)"
                  name="slug"
                  maxLength={64}
                  error={slugError}
                  hint="The end of the short link: 3-64 letters, digits, - or _. Random when empty; it cannot change once printed."
                />
              )}
              {/* A GS1 code's path is its identifier; a resolver answers it (docs/gs1.md). */}
              {type === "wifi" || type === "gs1" ? null : (
                <>
                  <label className="choice">
                    <input type="checkbox" name="forward_query" />
                    Pass on the parameters of the scanned link (e.g. ?table=7) to the destination
                  </label>
                  <AccessFields current={null} errorOf={(path) => failure?.fieldError(`access.${path}`)} />
                  <CampaignFields
                    templates={(templates.data?.data ?? []).map((t) => [t.id, t.name] as const)}
                    error={templateError}
                  />
                </>
              )}
              <MetadataFields editor={metadata} error={metadataError} />
            </div>
          </details>
          {create.error && contentErrors.length === 0 && !urlError && !moreErrors ? (
            <Problem error={create.error} />
          ) : null}
          <div className="save-bar">
            <button type="submit" disabled={create.isPending}>
              {create.isPending ? "Creating…" : "Create code"}
            </button>
          </div>
        </div>
        <aside className="new-code-preview" aria-label="Preview">
          <CodePreview type={type} content={content} style={defaultDesign?.style} />
          {type === "url" || type === "wifi" || type === "app" || type === "gs1" ? null : (
            <PagePreview type={type} content={content} />
          )}
        </aside>
      </form>
    </>
  );
}

/** A campaign from the start: a UTM template's parameters and conversion tracking (the rest: the Campaign tab). */
function CampaignFields({
  templates,
  error,
}: {
  templates: readonly (readonly [string, string])[];
  error?: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend>Campaign (optional)</legend>
      {templates.length > 0 ? (
        <>
          <SelectField
            label="UTM parameters from a template"
            name="utm_template_id"
            defaultValue=""
            options={[["", "None"], ...templates]}
            aria-invalid={error ? true : undefined}
          />
          {error ? <p className="field-error">{error}</p> : null}
        </>
      ) : null}
      <label className="choice">
        <input type="checkbox" name="track_conversions" />
        Track conversions: tell your site which scan brought each visitor
      </label>
      <p className="hint">A/B splits and the rest are on the code's Campaign tab once it is made.</p>
    </fieldset>
  );
}

function contentTypeOf(name: string | null): ContentType | undefined {
  return CONTENT_TYPES.find((type) => type === name);
}
