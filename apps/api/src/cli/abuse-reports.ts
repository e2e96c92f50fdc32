// Operator CLI: the abuse reports people sent (the public form), and what to do with them: take a code down
// (disabled for abuse: its scans get a 410 page saying so within a minute, its team is told and cannot turn it
// back on), lift a takedown, or dismiss a report. Each change is printed and logged in the team's activity.
//   DATABASE_URL=postgres://… pnpm --filter @qr/api abuse-reports --list [--all]
//   DATABASE_URL=postgres://… pnpm --filter @qr/api abuse-reports --take-down qr_… --reason "phishing page"
//   DATABASE_URL=postgres://… pnpm --filter @qr/api abuse-reports --lift qr_… --note "appeal accepted"
//   DATABASE_URL=postgres://… pnpm --filter @qr/api abuse-reports --dismiss rep_… --note "not abuse"
import { parseArgs } from "node:util";
import { openNodeDatabase } from "@qr/db/node";
import { dismissReport, liftTakedown, listReports, takeDown } from "../codes/abuse/takedown.ts";

const { values } = parseArgs({
  options: {
    list: { type: "boolean" },
    all: { type: "boolean" },
    "take-down": { type: "string" },
    reason: { type: "string" },
    lift: { type: "string" },
    dismiss: { type: "string" },
    note: { type: "string" },
  },
});

const url = process.env.DATABASE_URL;
const usage =
  "usage: DATABASE_URL=… abuse-reports (--list [--all] | --take-down <qr_id> --reason <why> | --lift <qr_id> --note <why> | --dismiss <rep_id> --note <why>)";
const valid =
  values.list ||
  (values["take-down"] && values.reason) ||
  (values.lift && values.note) ||
  (values.dismiss && values.note);
if (!url || !valid) {
  console.error(usage);
  process.exit(2);
}

const session = openNodeDatabase(url);
try {
  if (values.list) {
    const reports = await listReports(session.db, { all: values.all ?? false });
    if (reports.length === 0) console.log(values.all ? "no reports" : "no open reports");
    for (const report of reports) {
      console.log(
        [
          report.id,
          report.createdAt.toISOString(),
          report.status,
          report.category,
          report.qrId ?? "(not one of our codes)",
          report.reportedUrl,
          report.reporterEmail ?? "",
          (report.details ?? "").replace(/\s+/g, " "),
        ].join("\t"),
      );
    }
  } else if (values["take-down"]) {
    const taken = await takeDown(session.db, values["take-down"], values.reason ?? "");
    console.log(
      taken
        ? `took ${taken.code.id} down (team ${taken.code.teamId}); ${taken.reportsClosed} open reports closed`
        : `${values["take-down"]} is not a live code, or is already taken down`,
    );
  } else if (values.lift) {
    const lifted = await liftTakedown(session.db, values.lift, values.note ?? "");
    console.log(
      lifted
        ? `lifted the takedown of ${lifted.id}: its team may turn it on again`
        : `${values.lift} is not taken down`,
    );
  } else if (values.dismiss) {
    const report = await dismissReport(session.db, values.dismiss, values.note ?? "");
    console.log(report ? `dismissed ${report.id}` : `${values.dismiss} is not an open report`);
  }
} finally {
  await session.close();
}
