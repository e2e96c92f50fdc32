// Moves codes between folders, one or up to 1,000 at once, in the one statement that changes codes
// (change-statement.ts): it checks the caller may change each code where it is and put it where it goes, and
// writes a `qr.moved` activity entry for each code that moved. Each id gets its own outcome, as bulk deletes do.
import { changeBy } from "../../access/activity/version-change.ts";
import { assertMay } from "../../access/auth/require-permission.ts";
import type { RequestContext } from "../../request-context.ts";
import { assertFolderReached } from "../folders/folder-reads.ts";
import { writeChanges } from "./change/change-statement.ts";

export async function moveCodes(ctx: RequestContext, input: { ids: string[]; folder_id: string | null }) {
  assertMay(ctx.caller, "qr:write");
  if (input.folder_id !== null) await assertFolderReached(ctx, input.folder_id, "edit");
  const how = changeBy(ctx.caller, "updated");
  const ids = [...new Set(input.ids)];
  const written = await writeChanges(
    ctx.db,
    ctx.caller,
    ids.map((id) => ({ id, sets: { folder_id: input.folder_id }, how })),
    { every: false },
  );
  const moved = new Set(written.map(({ row }) => row.id));
  return {
    moved: moved.size,
    failed: input.ids.filter((id) => !moved.has(id)).length,
    results: input.ids.map((id, index) =>
      moved.has(id)
        ? { index, id, status: "moved" as const }
        : {
            index,
            id,
            status: "failed" as const,
            errors: [{ path: `ids.${index}`, message: "no live QR code with this id that you may change" }],
          },
    ),
  };
}
