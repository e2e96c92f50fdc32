// Deletes a QR code: the row stays as a tombstone so its slug is never reused, and scans of it get 410. A delete is
// a change like any other (change/), in one statement with its activity entry.

import { changeBy } from "../../access/activity/version-change.ts";
import type { RequestContext } from "../../request-context.ts";
import { changeCode } from "./change/apply-change.ts";

export async function deleteQrCode(ctx: RequestContext, id: string): Promise<void> {
  await changeCode(ctx, id, changeBy(ctx.caller, "deleted"), { status: "deleted" });
}
