// PATCH /qr/{id}: the change a request asks for, checked and made the one way a code changes (change/). A change
// of what scans get (url, status, forward_query, rules, validity, cap) moves `version`, which re-syncs KV and adds
// a version to the code's history; metadata, style, name and tags live in Postgres alone.

import { changeBy } from "../../access/activity/version-change.ts";
import { withTemplateUtm } from "../../campaigns/utm/utm-templates.ts";
import type { RequestContext } from "../../request-context.ts";
import { type AccessInputValue, hashedAccess } from "../content/access.ts";
import { changeCode, changedCodeAnswer } from "./change/apply-change.ts";
import { type ChangeInput, checkChange } from "./change/requested-change.ts";

/** A PATCH's body: a change, its access password still in clear. */
export type UpdateRequest = Omit<ChangeInput, "access"> & {
  access?: AccessInputValue | undefined;
  utm_template_id?: string | undefined;
};

export async function updateQrCode(ctx: RequestContext, id: string, request: UpdateRequest) {
  const input = await withTemplateUtm(ctx, request);
  const change = checkChange({ ...input, access: await hashedAccess(input.access) }, ctx.destinations);
  return changedCodeAnswer(ctx, await changeCode(ctx, id, changeBy(ctx.caller, "updated"), change));
}
