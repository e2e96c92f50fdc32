// Create a code: the destination (checked as the API checks it, its reason shown beside the field), a name, its
// tags, the domain it prints (the team's default first), an optional custom slug, metadata and query forwarding.
import { checkDestination } from "@qr/core/destination";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import { domainsQuery, tagsQuery } from "../app/queries.ts";
import { MetadataFields, useMetadataEditor } from "../ui/metadata-editor.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { TagPicker } from "../ui/tag-picker.tsx";
import { TextField } from "../ui/text-field.tsx";

type NewCode = {
  url: string;
  name?: string;
  tags?: string[];
  domain?: string | null;
  slug?: string;
  metadata?: Record<string, string | number | boolean>;
  forward_query?: boolean;
};

export function NewCodePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const metadata = useMetadataEditor();
  const domains = useQuery(domainsQuery);
  const tags = useQuery(tagsQuery);
  const usable = (domains.data?.data ?? []).filter((domain) => domain.status === "verified");
  const byDefault = usable.find((domain) => domain.is_default)?.hostname ?? "";
  const [urlProblem, setUrlProblem] = useState<string>();
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
    const url = String(form.get("url") ?? "").trim();
    const checked = checkDestination(url);
    setUrlProblem(checked.ok ? undefined : `url ${checked.reason}`);
    if (!checked.ok) return;
    const slug = String(form.get("slug") ?? "").trim();
    const name = String(form.get("name") ?? "").trim();
    const tagIds = form.getAll("tags").map(String);
    const domain = form.get("domain");
    const entries = Object.entries(metadata.changes()).filter(([, value]) => value !== null);
    create.mutate({
      url,
      ...(name ? { name } : {}),
      ...(tagIds.length > 0 ? { tags: tagIds } : {}),
      ...(domain === null ? {} : { domain: String(domain) || null }),
      ...(slug ? { slug } : {}),
      ...(entries.length > 0 ? { metadata: Object.fromEntries(entries) as NewCode["metadata"] } : {}),
      forward_query: form.get("forward_query") === "on",
    });
  };
  const failure = create.error instanceof ApiFailure ? create.error : undefined;
  const urlError = urlProblem ?? failure?.fieldError("url");
  const slugError = failure?.fieldError("slug");
  const domainError = failure?.fieldError("domain");
  const nameError = failure?.fieldError("name");
  const tagsError = failure?.problem?.errors?.find((error) => error.path.startsWith("tags"))?.message;
  const metadataError = failure?.problem?.errors?.find((error) => error.path.startsWith("metadata"))?.message;
  return (
    <>
      <h1>New QR code</h1>
      <form onSubmit={submit} className="max-w-2xl" noValidate>
        <TextField
          label="Destination URL"
          name="url"
          type="url"
          required
          placeholder="https://example.com/menu"
          error={urlError}
        />
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
        <label className="choice">
          <input type="checkbox" name="forward_query" />
          Pass the scanner's query parameters on to the destination
        </label>
        <MetadataFields editor={metadata} error={metadataError} />
        {create.error &&
        !urlError &&
        !slugError &&
        !domainError &&
        !metadataError &&
        !nameError &&
        !tagsError ? (
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
