// Which folder a code lives in (who sees it), on its page, and a dialog that moves it to another folder or out of
// every folder. The list moves many at once (bulk-actions.tsx).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Folder } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { api, unwrap } from "../app/api.ts";
import { foldersQuery } from "../app/queries.ts";
import { Dialog } from "../ui/dialog.tsx";
import { Problem } from "../ui/problem.tsx";
import { SelectField } from "../ui/select-field.tsx";
import { useToast } from "../ui/toast.tsx";
import type { QrCode } from "./use-code.ts";

export function CodeFolder({ code }: { code: QrCode }) {
  const folders = useQuery(foldersQuery);
  if (!code.folder_id) return null;
  const folder = folders.data?.data.find((f) => f.id === code.folder_id);
  return (
    <p className="code-folder">
      <Folder size={14} aria-hidden="true" />
      <span className="hint">In folder</span>{" "}
      <Link to={`/folders/${code.folder_id}`}>{folder?.name ?? "its folder"}</Link>
    </p>
  );
}

export function MoveCodeDialog({
  code,
  open,
  onClose,
}: {
  code: QrCode;
  open: boolean;
  onClose: () => void;
}) {
  const folders = useQuery(foldersQuery);
  const queryClient = useQueryClient();
  const toast = useToast();
  const [failed, setFailed] = useState<string>();
  const move = useMutation({
    mutationFn: (folderId: string | null) =>
      unwrap(api.POST("/api/v1/qr/move", { body: { ids: [code.id], folder_id: folderId } })),
    onSuccess: async (report) => {
      const problem = report.results[0]?.errors?.[0]?.message;
      if (problem) {
        setFailed(problem);
        return;
      }
      await queryClient.invalidateQueries({ queryKey: ["code", code.id] });
      await queryClient.invalidateQueries({ queryKey: ["codes"] });
      await queryClient.invalidateQueries({ queryKey: ["folders"] });
      toast.show("Code moved.");
      onClose();
    },
  });
  const writable = (folders.data?.data ?? []).filter((f) => f.access === "editor" || f.access === "owner");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(undefined);
    const chosen = String(new FormData(event.currentTarget).get("folder_id") ?? "");
    move.mutate(chosen === "" ? null : chosen);
  };
  return (
    <Dialog open={open} onClose={onClose} title="Move to folder">
      <form aria-label="Move to folder" onSubmit={submit} className="grid gap-3">
        <SelectField
          label="Folder"
          name="folder_id"
          defaultValue={code.folder_id ?? ""}
          options={[
            ["", "No folder (the whole team sees it)"],
            ...writable.map((f) => [f.id, f.name] as const),
          ]}
        />
        <p className="hint m-0">Only the people with access to a folder see the codes in it.</p>
        {failed ? <p className="problem">{failed}</p> : null}
        {move.error ? <Problem error={move.error} /> : null}
        <div className="dialog-footer">
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" disabled={move.isPending}>
            Move code
          </button>
        </div>
      </form>
    </Dialog>
  );
}
