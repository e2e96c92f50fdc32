// PATCH /qr/{id}: the change a request asks for, checked and made the one way a code changes (change/). A change
// of what scans get (url, status, forward_query, rules, validity, cap) moves `version`, which re-syncs KV and adds
// a version to the code's history; metadata, style, name and tags live in Postgres alone.

import { changeBy } from "../activity/version-change.ts";
import { withTemplateUtm } from "../campaigns/utm-templates.ts";
import { type AccessInputValue, hashedAccess } from "../content/access.ts";
import type { RequestContext } from "../lib/request-context.ts";
import { changeCode, changedCodeAnswer } from "./change/change-code.ts";
import { type ChangeInput, checkChange } from "./change/code-change.ts";

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
