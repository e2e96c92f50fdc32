// Flags: a live code that leads somewhere blocked (a host an operator or a public list blocked, a URL the
// reputation service reported) answers its scans with a warning page until its team sends it elsewhere or the
// block is lifted (migrations 0013, 0015). Every flag set or cleared here is written to the team's activity and
// emailed to its owners and admins, in the transaction that sets it.
import type { Database } from "@qr/db";
import { sql } from "drizzle-orm";
import { type ActivityEntry, activityEntries, SYSTEM_ACTOR } from "../../access/activity/record-activity.ts";
import { queueMail } from "../../access/mail/mail-outbox.ts";
import { teamRecipients } from "../../access/mail/team-recipients.ts";
import { codeClearedMail, codesFlaggedMail } from "./messages.ts";

export interface FlaggedCode {
  id: string;
  teamId: string;
  /** What people call it: its name, else its slug. */
  label: string;
  reason: string | null;
}

type Rows = { rows: Record<string, unknown>[] };

/** Flags the live codes (all, or those of `ids`) that now lead somewhere blocked; returns them. */
export async function flagBlockedCodes(db: Database, ids?: string[]): Promise<FlaggedCode[]> {
  return db.transaction(async (tx) => {
    const { rows } = (await tx.execute(sql`select f.id, f.team_id, f.reason, coalesce(c.name, c.slug) as label
      from flag_blocked_codes(${ids ? sql.param(ids) : null}::text[]) f join qr_codes c on c.id = f.id`)) as Rows;
    const flagged = rows.map(flaggedCodeOf);
    await tell(tx, flagged, "qr.flagged", codesFlaggedMail);
    return flagged;
  });
}

/** Clears the flags that `entry` ("host …" or "url …") set, once it no longer blocks; returns the codes. */
export async function clearFlagsBy(db: Database, entry: string): Promise<FlaggedCode[]> {
  return db.transaction(async (tx) => {
    const { rows } =
      (await tx.execute(sql`select f.id, f.team_id, null as reason, coalesce(c.name, c.slug) as label
      from clear_flags_by(${entry}) f join qr_codes c on c.id = f.id`)) as Rows;
    const cleared = rows.map(flaggedCodeOf);
    await tell(tx, cleared, "qr.unflagged", codeClearedMail);
    return cleared;
  });
}

function flaggedCodeOf(row: Record<string, unknown>): FlaggedCode {
  return {
    id: String(row.id),
    teamId: String(row.team_id),
    label: String(row.label),
    reason: row.reason == null ? null : String(row.reason),
  };
}

/** One activity entry per code (one statement), and one message per team to each of its owners and admins. */
async function tell(
  tx: Database,
  codes: FlaggedCode[],
  action: "qr.flagged" | "qr.unflagged",
  message: typeof codesFlaggedMail,
): Promise<void> {
  const teams = new Map<string, FlaggedCode[]>();
  for (const code of codes) teams.set(code.teamId, [...(teams.get(code.teamId) ?? []), code]);
  if (codes.length > 0) {
    await activityEntries(
      tx,
      codes.map(
        (code): ActivityEntry => ({
          teamId: code.teamId,
          actor: SYSTEM_ACTOR,
          action,
          targetId: code.id,
          details: code.reason ? { reason: code.reason } : {},
        }),
      ),
    );
  }
  for (const [teamId, teamCodes] of teams) {
    const recipients = await teamRecipients(tx, teamId);
    if (recipients.length > 0)
      await queueMail(
        tx,
        recipients.map((to) => message(to, teamCodes)),
      );
  }
}
