// Acting on many codes at once: tag, untag, move to a folder, pause, resume, export and delete the selected codes, each through the
// bulk API (1,000 codes a request); the report says what became of each code that failed, by its name.

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiFailure, api, unwrap } from "../app/api.ts";
import type { components } from "../app/api-client.ts";
import { type CodeFilters, codesRequest, tagsQuery } from "../app/queries.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";

type BulkUpdateRow = components["schemas"]["BulkUpdateRow"];
type Change = Omit<BulkUpdateRow, "match">;

/** The most codes one bulk request changes (the API's limit), and one export draws. */
const BULK_ROWS = 1000;
const EXPORT_MAX = 2000;

export interface Outcome {
  done: number;
  failed: { id: string; label: string; message: string }[];
}

/** Every code a filter matches (up to `max`), as the list would page through them. */
export async function idsMatching(filters: CodeFilters, max: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await unwrap(
      api.GET("/api/v1/qr", {
        params: { query: { ...codesRequest(filters, 100, cursor), include: undefined } },
      }),
    );
    ids.push(...page.data.map((code) => code.id));
    cursor = page.next_cursor ?? undefined;
  } while (cursor && ids.length < max);
  return ids.slice(0, max);
}

/** Applies one change to every code, 1,000 a request, and adds up the report. */
async function changeAll(ids: string[], change: Change, labelOf: (id: string) => string): Promise<Outcome> {
  const outcome: Outcome = { done: 0, failed: [] };
  for (let start = 0; start < ids.length; start += BULK_ROWS) {
    const chunk = ids.slice(start, start + BULK_ROWS);
    const report = await unwrap(
      api.PATCH("/api/v1/qr/bulk", {
        body: { mode: "partial", updates: chunk.map((match) => ({ match, ...change })) },
      }),
    );
    outcome.done += report.updated;
    for (const result of report.results) {
      if (result.status !== "failed") continue;
      const id = chunk[result.index] ?? "";
      outcome.failed.push({
        id,
        label: labelOf(id),
        message: (result.errors ?? []).map((error) => error.message).join("; "),
      });
    }
  }
  return outcome;
}

/** Deletes every code, 1,000 a request, and adds up the report. */
async function deleteAll(ids: string[], labelOf: (id: string) => string): Promise<Outcome> {
  const outcome: Outcome = { done: 0, failed: [] };
  for (let start = 0; start < ids.length; start += BULK_ROWS) {
    const report = await unwrap(
      api.POST("/api/v1/qr/bulk/delete", { body: { ids: ids.slice(start, start + BULK_ROWS) } }),
    );
    outcome.done += report.deleted;
    for (const result of report.results) {
      if (result.status !== "failed") continue;
      outcome.failed.push({
        id: result.id,
        label: labelOf(result.id),
        message: result.errors.map((error) => error.message).join("; "),
      });
    }
  }
  return outcome;
}

/** Moves every code into a folder (null: out of every folder), 1,000 a request, and adds up the report. */
async function moveAll(
  ids: string[],
  folderId: string | null,
  labelOf: (id: string) => string,
): Promise<Outcome> {
  const outcome: Outcome = { done: 0, failed: [] };
  for (let start = 0; start < ids.length; start += BULK_ROWS) {
    const report = await unwrap(
      api.POST("/api/v1/qr/move", {
        body: { ids: ids.slice(start, start + BULK_ROWS), folder_id: folderId },
      }),
    );
    outcome.done += report.moved;
    for (const result of report.results) {
      if (result.status !== "failed") continue;
      outcome.failed.push({
        id: result.id,
        label: labelOf(result.id),
        message: (result.errors ?? []).map((error) => error.message).join("; "),
      });
    }
  }
  return outcome;
}

const plural = (n: number) => `${n} ${n === 1 ? "code" : "codes"}`;

export interface BulkActionsProps {
  ids: string[];
  /** The folders the codes can move to (those the person may see). */
  folders: readonly { id: string; name: string; access: string }[];
  labelOf: (id: string) => string;
  /** What was done and to how many: the page shows the report (the selection may be gone by then). */
  onDone: (what: string, outcome: Outcome) => void;
  /** Lets go of the selection. */
  onClear: () => void;
}

/** The bar at the foot of the list while codes are selected. */
export function BulkActions({ ids, folders, labelOf, onDone, onClear }: BulkActionsProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tags = useQuery(tagsQuery);
  const [tagId, setTagId] = useState("");
  const [folderId, setFolderId] = useState("none");
  const act = useMutation({
    mutationFn: async ({ what, run }: { what: string; run: () => Promise<Outcome> }) => ({
      what,
      outcome: await run(),
    }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ["codes"] });
      await queryClient.invalidateQueries({ queryKey: ["code"] });
      onDone(result.what, result.outcome);
    },
  });
  const exportZip = useMutation({
    mutationFn: () =>
      unwrap(
        api.POST("/api/v1/exports", {
          body: { format: "zip", files: "svg", size: 1024, selection: { ids: ids.slice(0, EXPORT_MAX) } },
        }),
      ),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["exports"] });
      navigate("/exports");
    },
  });
  const tagList = tags.data?.data ?? [];
  const chosenTag = tagList.find((tag) => tag.id === tagId) ?? tagList[0];
  const change = (what: string, body: Change) =>
    act.mutate({ what, run: () => changeAll(ids, body, labelOf) });
  const busy = act.isPending || exportZip.isPending;
  return (
    <section aria-label="Selected codes" className="bulk-bar">
      <p className="m-0 font-semibold" role="status">
        {plural(ids.length)} selected
      </p>
      <div className="bulk-bar-actions">
        {tagList.length > 0 ? (
          <>
            <SelectField
              label="Tag"
              value={chosenTag?.id ?? ""}
              onChange={(event) => setTagId(event.currentTarget.value)}
              options={tagList.map((tag) => [tag.id, tag.name] as const)}
            />
            <button
              type="button"
              className="secondary"
              disabled={busy || !chosenTag}
              onClick={() =>
                chosenTag && change(`Tagged with ${chosenTag.name}`, { add_tags: [chosenTag.id] })
              }
            >
              Add tag
            </button>
            <button
              type="button"
              className="secondary"
              disabled={busy || !chosenTag}
              onClick={() =>
                chosenTag && change(`Took ${chosenTag.name} off`, { remove_tags: [chosenTag.id] })
              }
            >
              Remove tag
            </button>
          </>
        ) : null}
        {folders.length > 0 ? (
          <>
            <SelectField
              label="Folder"
              value={folderId}
              onChange={(event) => setFolderId(event.currentTarget.value)}
              options={[
                ["none", "No folder"],
                ...folders
                  .filter((folder) => folder.access === "editor" || folder.access === "owner")
                  .map((folder) => [folder.id, folder.name] as const),
              ]}
            />
            <button
              type="button"
              className="secondary"
              disabled={busy}
              onClick={() => {
                const to = folders.find((folder) => folder.id === folderId);
                act.mutate({
                  what: to ? `Moved to ${to.name}` : "Taken out of their folders",
                  run: () => moveAll(ids, to ? to.id : null, labelOf),
                });
              }}
            >
              Move
            </button>
          </>
        ) : null}
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => change("Paused", { status: "disabled" })}
        >
          Pause
        </button>
        <button
          type="button"
          className="secondary"
          disabled={busy}
          onClick={() => change("Resumed", { status: "active" })}
        >
          Resume
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={() => exportZip.mutate()}>
          Export
        </button>
        <ConfirmDialog
          trigger="Delete"
          triggerName={`Delete ${plural(ids.length)}`}
          title={`Delete ${plural(ids.length)}?`}
          confirm={`Delete ${plural(ids.length)}`}
          busy={busy}
          onConfirm={() => act.mutate({ what: "Deleted", run: () => deleteAll(ids, labelOf) })}
        >
          <p>
            Printed copies of {ids.length === 1 ? "it" : "them"} will answer “gone” from then on, and their
            slugs are never used again. This cannot be undone.
          </p>
        </ConfirmDialog>
        <button type="button" className="ghost" onClick={onClear}>
          Clear selection
        </button>
      </div>
      {ids.length > EXPORT_MAX ? <p className="hint">An export draws the first {EXPORT_MAX} codes.</p> : null}
      {act.isPending ? <p className="hint">Working…</p> : null}
      {act.error ? <Problem error={act.error} /> : null}
      {exportZip.error instanceof ApiFailure ? <Problem error={exportZip.error} /> : null}
    </section>
  );
}

/** What a bulk action did: how many codes, and each one it could not do with the reason. */
export function BulkReport({ what, outcome }: { what: string; outcome: Outcome }) {
  return (
    <div role="status" aria-live="polite">
      <p className="ok m-0">
        {what}: {plural(outcome.done)}.
      </p>
      {outcome.failed.length > 0 ? (
        <>
          <p className="problem">Not done for {plural(outcome.failed.length)}:</p>
          <ul>
            {outcome.failed.map((failure) => (
              <li key={failure.id}>
                {failure.label}: {failure.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
