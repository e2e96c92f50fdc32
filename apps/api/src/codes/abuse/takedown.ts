// What operators do with reports (`pnpm --filter @qr/api abuse-reports`): list them, take a code down, lift a
// takedown, or dismiss a report. A code taken down is disabled with the reason: scans get a 410 page saying it was
// disabled for abuse (once the cron has rewritten its record, within a minute), its team cannot turn it back on
// (a trigger, migration 0015), the change is a version in its history and an entry in the team's activity, and
// the team's owners and admins are emailed. The code's open reports are closed as actioned.
import { machineTime } from "@qr/core/clock";
import { type AbuseReportRow, type Database, schema } from "@qr/db";
import { and, desc, eq, isNull, ne, sql } from "drizzle-orm";
import { activityEntry, SYSTEM_ACTOR } from "../../access/activity/record-activity.ts";
import { systemChange } from "../../access/activity/version-change.ts";
import { queueMail } from "../../access/mail/mail-outbox.ts";
import { teamRecipients } from "../../access/mail/team-recipients.ts";
import { codeTakenDownMail } from "./messages.ts";

export async function takeDown(db: Database, qrId: string, reason: string) {
  const { qrCodes, abuseReports } = schema;
  const said = reason.trim().slice(0, 200);
  return db.transaction(async (tx) => {
    const [code] = await tx
      .update(qrCodes)
      .set({
        status: "disabled",
        takenDownAt: new Date(machineTime()),
        takenDownReason: said,
        version: sql`${qrCodes.version} + 1`,
        lastChange: systemChange("taken_down"),
        updatedAt: new Date(machineTime()),
      })
      .where(and(eq(qrCodes.id, qrId), ne(qrCodes.status, "deleted"), isNull(qrCodes.takenDownAt)))
      .returning();
    if (!code) return undefined;
    await activityEntry(tx, {
      teamId: code.teamId,
      actor: SYSTEM_ACTOR,
      action: "qr.taken_down",
      targetId: code.id,
      details: { reason: said },
    });
    const label = code.name ?? code.slug;
    const recipients = await teamRecipients(tx, code.teamId);
    if (recipients.length > 0)
      await queueMail(
        tx,
        recipients.map((to) => codeTakenDownMail(to, label, said)),
      );
    const closed = await tx
      .update(abuseReports)
      .set({ status: "actioned", handledAt: new Date(machineTime()), handledNote: `taken down: ${said}` })
      .where(and(eq(abuseReports.qrId, qrId), eq(abuseReports.status, "open")))
      .returning({ id: abuseReports.id });
    return { code, reportsClosed: closed.length };
  });
}

/** Lifts a takedown: the code stays disabled, and its team may turn it on again. */
export async function liftTakedown(db: Database, qrId: string, note: string) {
  const { qrCodes } = schema;
  return db.transaction(async (tx) => {
    const [code] = await tx
      .update(qrCodes)
      .set({
        takenDownAt: null,
        takenDownReason: null,
        version: sql`${qrCodes.version} + 1`,
        lastChange: systemChange("takedown_lifted"),
        updatedAt: new Date(machineTime()),
      })
      .where(and(eq(qrCodes.id, qrId), sql`${qrCodes.takenDownAt} is not null`))
      .returning();
    if (!code) return undefined;
    await activityEntry(tx, {
      teamId: code.teamId,
      actor: SYSTEM_ACTOR,
      action: "qr.takedown_lifted",
      targetId: code.id,
      details: { note: note.trim().slice(0, 200) },
    });
    return code;
  });
}

export async function dismissReport(db: Database, reportId: string, note: string) {
  const { abuseReports } = schema;
  const [report] = await db
    .update(abuseReports)
    .set({ status: "dismissed", handledAt: new Date(machineTime()), handledNote: note.trim().slice(0, 200) })
    .where(and(eq(abuseReports.id, reportId), eq(abuseReports.status, "open")))
    .returning();
  return report;
}

export async function listReports(db: Database, options: { all: boolean }): Promise<AbuseReportRow[]> {
  const { abuseReports } = schema;
  return db
    .select()
    .from(abuseReports)
    .where(options.all ? undefined : eq(abuseReports.status, "open"))
    .orderBy(desc(abuseReports.createdAt))
    .limit(500);
}
