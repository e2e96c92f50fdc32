// Where a team's uploaded file lives in R2: the api worker writes it there, the redirect worker serves it from
// there under the code's path. One key rule for both.
import { teamFileKey } from "../team-files.ts";
export function fileKey(teamId: string, fileId: string): string {
  return teamFileKey(teamId, "files", fileId);
}

/** The clicks a page can count: each is a request to a path under the code (apps/redirect/src/route.ts). */
export const CLICK_ACTIONS = ["contact", "calendar", "open", "download", "link"] as const;
export type ClickAction = (typeof CLICK_ACTIONS)[number];
