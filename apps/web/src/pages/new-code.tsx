// Create a code: the destination (checked as the API checks it, its reason shown beside the field) and an
// optional custom slug.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { ApiFailure, api, unwrap } from "../api.ts";
import { Problem } from "./problem.tsx";
import { TextField } from "./text-field.tsx";

export function NewCodePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (body: { url: string; slug?: string }) => unwrap(api.POST("/api/v1/qr", { body })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["codes"] });
      navigate("/");
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const slug = String(form.get("slug") ?? "").trim();
    create.mutate({ url: String(form.get("url") ?? ""), ...(slug ? { slug } : {}) });
  };
  const failure = create.error instanceof ApiFailure ? create.error : undefined;
  const urlError = failure?.fieldError("url");
  const slugError = failure?.fieldError("slug");
  return (
    <>
      <h1>New QR code</h1>
      <form onSubmit={submit} className="narrow">
        <TextField
          label="Destination URL"
          name="url"
          type="url"
          required
          placeholder="https://example.com/menu"
          error={urlError}
        />
        <TextField
          label="Custom slug (optional)"
          name="slug"
          pattern="[A-Za-z0-9][A-Za-z0-9_\-]{2,63}"
          error={slugError}
        />
        {create.error && !urlError && !slugError ? <Problem error={create.error} /> : null}
        <button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create code"}
        </button>
      </form>
    </>
  );
}
