// The team's saved designs: each with what it draws (colours, shapes, frame, logo), which one is the team's
// default (the look of every code without a design of its own), renaming and deleting. A design is made in a
// code's designer ("Save as new design"); a change to one shows on every code that uses it.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { designsQuery, logosQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";

type Design = components["schemas"]["Design"];

export function DesignsPage() {
  const may = useMay();
  const designs = useQuery(designsQuery);
  const logos = useQuery(logosQuery);
  const logoName = (id: unknown) => logos.data?.data.find((logo) => logo.id === id)?.name ?? "a logo";
  const rows = designs.data?.data ?? [];
  return (
    <>
      <h1>Saved designs</h1>
      <p className="hint max-w-2xl">
        A saved design is a look (colours, shapes, frame, logo) that codes share: change it and every code
        using it changes at its next image. The default design is the look of every code without one. To make
        a design, open a code's designer and choose "Save as new design".
      </p>
      {designs.isPending ? <Loading what="designs" /> : null}
      {designs.error ? <Problem error={designs.error} /> : null}
      {designs.data && rows.length === 0 ? (
        <section className="empty">
          <h2>No saved designs yet</h2>
          <p>
            Style a code in its designer, then save the style as a design.{" "}
            <Link to="/">Go to your codes</Link>
          </p>
        </section>
      ) : null}
      <ul className="grid list-none gap-3 p-0 md:grid-cols-2">
        {rows.map((design) => (
          <DesignCard key={design.id} design={design} logoName={logoName} canWrite={may("qr:write")} />
        ))}
      </ul>
    </>
  );
}

function DesignCard({
  design,
  logoName,
  canWrite,
}: {
  design: Design;
  logoName: (id: unknown) => string;
  canWrite: boolean;
}) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["designs"] });
  const update = useMutation({
    mutationFn: (body: { name?: string; is_default?: boolean }) =>
      unwrap(api.PATCH("/api/v1/designs/{id}", { params: { path: { id: design.id } }, body })),
    onSuccess: async () => {
      setRenaming(false);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/designs/{id}", { params: { path: { id: design.id } } })),
    onSuccess: refresh,
  });
  const rename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.mutate({ name: String(new FormData(event.currentTarget).get("name") ?? "").trim() });
  };
  const style = design.style as Record<string, unknown>;
  const headingId = `design-${design.id}`;
  return (
    <li className="card grid content-start gap-2" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-0 flex flex-wrap items-center gap-2 text-lg">
        {design.name}
        {design.is_default ? <span className="badge">Default</span> : null}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt>Colours</dt>
        <dd className="flex items-center gap-2">
          <Swatch colour={String(style.fg ?? "#000000")} label="foreground" />
          <Swatch colour={String(style.bg ?? "#ffffff")} label="background" />
        </dd>
        <dt>Shapes</dt>
        <dd>
          {String(style.module_shape ?? "square")} modules, {String(style.eye_shape ?? "square")} eyes
        </dd>
        <dt>Frame</dt>
        <dd>
          {style.frame && style.frame !== "none"
            ? `${String(style.frame)}${style.frame_text ? `: "${String(style.frame_text)}"` : ""}`
            : "none"}
        </dd>
        <dt>Logo</dt>
        <dd>{style.logo_id ? logoName(style.logo_id) : "none"}</dd>
      </dl>
      {canWrite ? (
        <div className="flex flex-wrap gap-2">
          {design.is_default ? (
            <button
              type="button"
              className="secondary"
              aria-label={`Stop as default: ${design.name}`}
              onClick={() => update.mutate({ is_default: false })}
            >
              Stop as default
            </button>
          ) : (
            <button
              type="button"
              className="secondary"
              aria-label={`Make default: ${design.name}`}
              onClick={() => update.mutate({ is_default: true })}
            >
              Make default
            </button>
          )}
          <button
            type="button"
            className="secondary"
            aria-label={`Rename ${design.name}`}
            aria-expanded={renaming}
            onClick={() => setRenaming(!renaming)}
          >
            Rename
          </button>
          <ConfirmDialog
            trigger="Delete"
            triggerName={`Delete ${design.name}`}
            title={`Delete the design "${design.name}"?`}
            confirm="Delete design"
            busy={remove.isPending}
            onConfirm={() => remove.mutate()}
          >
            <p>
              Codes that use it are drawn with the team's default design (or the service's defaults) instead.
            </p>
          </ConfirmDialog>
        </div>
      ) : null}
      {renaming ? (
        <form
          aria-label={`Rename ${design.name}`}
          onSubmit={rename}
          className="flex flex-wrap items-end gap-2"
        >
          <label>
            New name
            <input name="name" defaultValue={design.name} required maxLength={100} />
          </label>
          <button type="submit" disabled={update.isPending}>
            Save name
          </button>
        </form>
      ) : null}
      {update.error ? <Problem error={update.error} /> : null}
      {remove.error ? <Problem error={remove.error} /> : null}
    </li>
  );
}

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span
        aria-hidden="true"
        className="inline-block h-4 w-4 rounded border border-gray-400"
        style={{
          background:
            colour === "transparent"
              ? "repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 50% / 8px 8px"
              : colour,
        }}
      />
      <span className="mono">{colour}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
