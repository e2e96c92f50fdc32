// Chooses one of the team's logos (or none), uploads a new one, and sets its size.
import { LIMITS } from "@qr/qr/style";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { api, rawBody, unwrap } from "../app/api.ts";
import { logosQuery } from "../app/queries.ts";
import { Problem } from "../ui/problem.tsx";

export function LogoPicker({
  logoId,
  logoSize,
  canUpload,
  onChange,
}: {
  logoId: string | null;
  logoSize: number;
  canUpload: boolean;
  onChange: (logoId: string | null, logoSize: number) => void;
}) {
  const queryClient = useQueryClient();
  const logos = useQuery(logosQuery);
  const upload = useMutation({
    mutationFn: (file: File) =>
      unwrap(
        api.POST("/api/v1/logos", {
          params: { query: { name: file.name.slice(0, 100) } },
          ...rawBody(file, file.type || "application/octet-stream"),
        }),
      ),
    onSuccess: async (logo) => {
      await queryClient.invalidateQueries({ queryKey: ["logos"] });
      onChange(logo.id, logoSize);
    },
  });
  const sizeId = useId();
  return (
    <fieldset className="grid gap-2">
      <legend>Logo</legend>
      <label>
        Logo to draw
        <select value={logoId ?? ""} onChange={(e) => onChange(e.target.value || null, logoSize)}>
          <option value="">No logo</option>
          {(logos.data?.data ?? []).map((logo) => (
            <option key={logo.id} value={logo.id}>
              {logo.name}
            </option>
          ))}
        </select>
      </label>
      {canUpload ? (
        <label>
          Upload a logo (PNG, JPEG or SVG, up to 256 KB)
          <input
            type="file"
            accept="image/png,image/jpeg,image/svg+xml"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
            }}
          />
        </label>
      ) : null}
      {upload.isPending ? <p className="hint">Uploading…</p> : null}
      {upload.error ? <Problem error={upload.error} /> : null}
      {logoId ? (
        <div className="grid gap-1">
          <label htmlFor={sizeId}>Logo size</label>
          <div className="flex items-center gap-3">
            <input
              id={sizeId}
              type="range"
              className="flex-1"
              min={LIMITS.minLogoSize}
              max={LIMITS.maxLogoSize}
              step={0.01}
              value={logoSize}
              aria-valuetext={`${Math.round(logoSize * 100)}% of the code's side`}
              onChange={(e) => onChange(logoId, Number(e.target.value))}
            />
            <output htmlFor={sizeId} className="mono">
              {Math.round(logoSize * 100)}%
            </output>
          </div>
          <p className="hint">
            With a logo the code uses the highest error correction, and the logo covers at most{" "}
            {Math.round(LIMITS.maxLogoSize * 100)}% of its side, so every reader still decodes it.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
