// What a SCIM request runs with: the team its token is for, the database, the request's clock and where it came
// from; every change it makes is the identity provider's (actor `scim`) in the audit log.
import type { RequestDatabase } from "@qr/db";
import type { Actor } from "../activity/record-activity.ts";
import type { CallerOrigin } from "../auth/caller.ts";

export interface ScimContext {
  db: RequestDatabase;
  teamId: string;
  now(): number;
  origin: CallerOrigin;
  /** Where resources live, for `meta.location`: https://api…/scim/v2 */
  baseUrl: string;
}

export function scimActor(ctx: ScimContext): Actor {
  return { kind: "scim", id: ctx.teamId, origin: ctx.origin };
}
