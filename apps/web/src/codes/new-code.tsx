// Create a code: what it is for (a website, a card, links, an event, an app, a message, Wi-Fi), then its destination
// (checked as the API checks it, its reason shown beside the field) or its content with a phone-width preview of
// its page, a name, its tags, the domain it prints (the team's default first), an optional custom slug, metadata
// and query forwarding.
import type { ContentType } from "@qr/core/content/types";
import { checkDestination } from "@qr/core/destination";
import { withScheme } from "@qr/core/typed-url";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { domainsQuery, tagsQuery } from "../app/queries.ts";
import { utmTemplatesQuery } from "../campaigns/utm-templates-query.ts";
import { AccessFields, type AccessValue, accessOfForm } from "../content/access-fields.tsx";
import { contentOfDraft, emptyDraft } from "../content/content-draft.ts";
import ContentEditor from "../content/content-editor.tsx";
import { TypePicker } from "../content/type-picker.tsx";
import { MetadataFields, useMetadataEditor } from "../ui/metadata-editor.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TagPicker } from "../ui/tag-picker.tsx";
import { TextField } from "../ui/text-field.tsx";

type NewCode = {
  type?: ContentType;
  url?: string;
  content?: Record<string, unknown>;
  access?: AccessValue;
  name?: string;
  tags?: string[];
  domain?: string | null;
  slug?: string;
  metadata?: Record<string, string | number | boolean>;
  forward_query?: boolean;
  utm_template_id?: string;
  track_conversions?: boolean;
};

export function NewCodePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const metadata = useMetadataEditor();
  const domains = useQuery(domainsQuery);
  const tags = useQuery(tagsQuery);
  const templates = useQuery(utmTemplatesQuery);
  const usable = (domains.data?.data ?? []).filter((domain) => domain.status === "verified");
  const byDefault = usable.find((domain) => domain.is_default)?.hostname ?? "";
  const [urlProblem, setUrlProblem] = useState<string>();
  const [type, setType] = useState<ContentType>("url");
  const [draft, setDraft] = useState(emptyDraft);
  const content = contentOfDraft(type, draft);
  const create = useMutation({
    mutationFn: (body: NewCode) => unwrap(api.POST("/api/v1/qr", { body })),
    onSuccess: async (code) => {
      await queryClient.invalidateQueries({ queryKey: ["codes"] });
      navigate(`/codes/${code.id}`);
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Taken as people type it (`example.com/menu`), and shown as it is sent.
    const url = withScheme(String(form.get("url") ?? ""));
    const field = event.currentTarget.elements.namedItem("url");
    if (field instanceof HTMLInputElement) field.value = url;
    if (type === "url") {
      const checked = checkDestination(url);
      setUrlProblem(checked.ok ? undefined : `url ${checked.reason}`);
      if (!checked.ok) return;
    }
    const slug = String(form.get("slug") ?? "").trim();
    const name = String(form.get("name") ?? "").trim();
    const tagIds = form.getAll("tags").map(String);
    const domain = form.get("domain");
    const template = String(form.get("utm_template_id") ?? "");
    const entries = Object.entries(metadata.changes()).filter(([, value]) => value !== null);
    create.mutate({
      ...(type === "url" ? { url } : { type, content: content as Record<string, unknown> }),
      ...(name ? { name } : {}),
      ...(tagIds.length > 0 ? { tags: tagIds } : {}),
      ...(domain === null ? {} : { domain: String(domain) || null }),
      ...(slug ? { slug } : {}),
      ...(entries.length > 0 ? { metadata: Object.fromEntries(entries) as NewCode["metadata"] } : {}),
      ...(type === "wifi" ? {} : { forward_query: form.get("forward_query") === "on" }),
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
  const tagsError = failure?.problem?.errors?.find((error) => error.path.startsWith("tags"))?.message;
  const metadataError = failure?.problem?.errors?.find((error) => error.path.startsWith("metadata"))?.message;
  const contentErrors = failure?.problem?.errors?.filter((error) => error.path.startsWith("content")) ?? [];
  return (
    <>
      <h1>New QR code</h1>
      <form onSubmit={submit} className="max-w-4xl" noValidate>
        <TypePicker value={type} onChange={setType} />
        {type === "url" ? (
          <TextField
            label="Destination URL"
            name="url"
            type="url"
            required
            placeholder="https://example.com/menu"
            error={urlError}
            onBlur={(event) => {
              event.currentTarget.value = withScheme(event.currentTarget.value);
            }}
          />
        ) : (
          <ContentEditor
            type={type}
            legend="Content"
            draft={draft}
            onChange={setDraft}
            errors={contentErrors}
          />
        )}
        <TextField
          label="Name (optional)"
          name="name"
          maxLength={120}
          error={nameError}
          hint="What your team calls it, e.g. “Spring menu — Table 7”. The slug is shown when empty."
        />
        <TagPicker tags={tags.data?.data ?? []} error={tagsError} />
        {usable.length > 0 ? (
          <div className="grid gap-1">
            <SelectField
              key={byDefault}
              label="Domain"
              name="domain"
              defaultValue={byDefault}
              options={[
                ...usable.map((domain) => domain.hostname),
                ["", "The service's own domain"] as const,
              ]}
              aria-describedby={domainError ? "domain-error" : undefined}
              aria-invalid={domainError ? true : undefined}
            />
            <p id="domain-error" className={domainError ? "field-error" : "hint"}>
              {domainError ?? "Printed in the code for ever: it cannot change once printed."}
            </p>
          </div>
        ) : null}
        <TextField
          label="Custom slug (optional)"
          name="slug"
          maxLength={64}
          error={slugError}
          hint="3-64 letters, digits, - or _. Random when empty. It cannot change once printed."
        />
        {type === "wifi" ? null : (
          <>
            <label className="choice">
              <input type="checkbox" name="forward_query" />
              Pass the scanner's query parameters on to the destination
            </label>
            <AccessFields current={null} errorOf={(path) => failure?.fieldError(`access.${path}`)} />
            <CampaignFields
              templates={(templates.data?.data ?? []).map((t) => [t.id, t.name] as const)}
              error={failure?.fieldError("utm_template_id")}
            />
          </>
        )}
        <MetadataFields editor={metadata} error={metadataError} />
        {create.error &&
        contentErrors.length === 0 &&
        !urlError &&
        !slugError &&
        !domainError &&
        !metadataError &&
        !nameError &&
        !tagsError &&
        !failure?.fieldError("utm_template_id") ? (
          <Problem error={create.error} />
        ) : null}
        <div>
          <button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create code"}
          </button>
        </div>
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
      <legend className="font-semibold">Campaign (optional)</legend>
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
        Track conversions: send the scan's id to the destination as qr_sid
      </label>
      <p className="hint">A/B splits and the rest are on the code's Campaign tab once it is made.</p>
    </fieldset>
  );
}
