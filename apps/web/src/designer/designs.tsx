// The team's saved designs first, each drawn as it prints with what it sets (colours, shapes, frame, logo) and
// whether it is the team's default (the look of every code without a design of its own); an "Add design" dialog;
// renaming and deleting. A code's designer fine-tunes a design ("Save as new design" there makes one too); a
// change to one shows on every code that uses it.
import { DEFAULT_STYLE, type QrStyle } from "@qr/qr/style";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Palette, Plus } from "lucide-react";
import { type FormEvent, useMemo, useState } from "react";
import { api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { designsQuery, logosQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { DialogTrigger, useDialog } from "../ui/dialog-button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { FRAME_LABELS } from "./design-style.ts";
import { NewDesign } from "./new-design.tsx";
import { tileImage } from "./style-tiles.tsx";

type Design = components["schemas"]["Design"];

export function DesignsPage() {
  const may = useMay();
  const designs = useQuery(designsQuery);
  const logos = useQuery(logosQuery);
  const logoName = (id: unknown) => logos.data?.data.find((logo) => logo.id === id)?.name ?? "a logo";
  const rows = designs.data?.data ?? [];
  const adding = useDialog({ openOnAdd: true });
  const add = may("qr:write") ? (
    <DialogTrigger dialog={adding} label="Add design" icon={<Plus size={16} />} />
  ) : null;
  return (
    <>
      <PageHeader title="Saved designs" actions={rows.length > 0 ? add : null}>
        A look (colours, shapes, frame, logo) that codes share: change it and every code using it follows. The
        default design is the look of every code without one.
      </PageHeader>
      {may("qr:write") ? (
        <Dialog open={adding.open} onClose={adding.close} title="New design" size="wide">
          <NewDesign onDone={adding.close} />
        </Dialog>
      ) : null}
      {designs.isPending ? <Skeleton what="designs" rows={2} height="8rem" /> : null}
      {designs.error ? <Problem error={designs.error} /> : null}
      {designs.data && rows.length === 0 ? (
        <EmptyState icon={<Palette size={28} />} title="No saved designs yet" action={add}>
          Save your brand's look once, and every code you make can wear it.
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <ul className="design-grid">
          {rows.map((design) => (
            <DesignCard key={design.id} design={design} logoName={logoName} canWrite={may("qr:write")} />
          ))}
        </ul>
      ) : null}
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
  // Drawn without its logo (the service adds it to the codes' images).
  const image = useMemo(
    () => tileImage({ ...DEFAULT_STYLE, ...(design.style as Partial<QrStyle>) } as QrStyle),
    [design.style],
  );
  return (
    <li className="card design-card" aria-labelledby={headingId}>
      {image ? <img src={image} alt="" width={112} height={112} className="design-thumb" /> : null}
      <div className="grid content-start gap-2">
        <h2 id={headingId} className="my-0 flex flex-wrap items-center gap-2 text-lg">
          {design.name}
          {design.is_default ? (
            <span className="badge" data-tone="neutral">
              Default
            </span>
          ) : null}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt>Colours</dt>
          <dd className="flex flex-wrap items-center gap-2">
            <Swatch colour={String(style.fg ?? "#000000")} label="code" />
            <Swatch colour={String(style.bg ?? "#ffffff")} label="background" />
          </dd>
          <dt>Shapes</dt>
          <dd>
            {shapeWord(style.module_shape)} modules, {shapeWord(style.eye_shape).toLowerCase()} corners
          </dd>
          <dt>Frame</dt>
          <dd>
            {style.frame && style.frame !== "none"
              ? `${FRAME_LABELS[style.frame as keyof typeof FRAME_LABELS] ?? String(style.frame)}${style.frame_text ? `: “${String(style.frame_text)}”` : ""}`
              : "None"}
          </dd>
          <dt>Logo</dt>
          <dd>{style.logo_id ? logoName(style.logo_id) : "None"}</dd>
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
              aria-haspopup="dialog"
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
            <ConfirmDialog
              trigger="Delete"
              triggerName={`Delete ${design.name}`}
              triggerTone="secondary"
              title={`Delete the design "${design.name}"?`}
              confirm="Delete design"
              busy={remove.isPending}
              onConfirm={() => remove.mutate()}
            >
              <p>
                Codes that use it are drawn with the team's default design (or the service's defaults)
                instead.
              </p>
            </ConfirmDialog>
          </div>
        ) : null}
        <Dialog open={renaming} onClose={() => setRenaming(false)} title={`Rename ${design.name}`}>
          <form aria-label={`Rename ${design.name}`} onSubmit={rename}>
            <label>
              New name
              <input name="name" defaultValue={design.name} required maxLength={100} />
            </label>
            {update.error ? <Problem error={update.error} /> : null}
            <div className="dialog-footer">
              <button type="button" className="secondary" onClick={() => setRenaming(false)}>
                Cancel
              </button>
              <button type="submit" disabled={update.isPending}>
                Save name
              </button>
            </div>
          </form>
        </Dialog>
        {update.error && !renaming ? <Problem error={update.error} /> : null}
        {remove.error ? <Problem error={remove.error} /> : null}
      </div>
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

const shapeWord = (shape: unknown) => {
  const word = typeof shape === "string" ? shape : "square";
  return word.charAt(0).toUpperCase() + word.slice(1);
};
