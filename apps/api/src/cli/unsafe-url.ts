// Operator CLI: marks one URL unsafe (a page reported to us), or clears a URL the URL-reputation service reported
// when it is a false positive, which also keeps the daily re-check from flagging it again. Live codes that lead to
// a URL marked unsafe are flagged (their scans get the warning page once the cron has rewritten their records, and
// their teams are told); clearing a URL clears the flags it set. Each change is printed and logged in the teams'
// activity.
//   DATABASE_URL=postgres://… pnpm --filter @qr/api unsafe-url --url https://evil.example/login --reason "phishing"
//   DATABASE_URL=postgres://… pnpm --filter @qr/api unsafe-url --url https://ok.example/ --clear --note "false positive"
//   DATABASE_URL=postgres://… pnpm --filter @qr/api unsafe-url --list
import { parseArgs } from "node:util";
import { checkDestination } from "@qr/core/destination";
import { schema } from "@qr/db";
import { openNodeDatabase } from "@qr/db/node";
import { asc } from "drizzle-orm";
import { clearUnsafeUrl, markUrlUnsafe } from "../codes/abuse/blocklist.ts";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    reason: { type: "string" },
    clear: { type: "boolean" },
    note: { type: "string" },
    list: { type: "boolean" },
  },
});

const databaseUrl = process.env.DATABASE_URL;
const usage =
  "usage: DATABASE_URL=… unsafe-url (--url <url> (--reason <why> | --clear --note <why>) | --list)";
if (!databaseUrl || !(values.list || (values.url && (values.reason || (values.clear && values.note))))) {
  console.error(usage);
  process.exit(2);
}

const session = openNodeDatabase(databaseUrl);
try {
  if (values.list) {
    const { unsafeUrls } = schema;
    for (const row of await session.db.select().from(unsafeUrls).orderBy(asc(unsafeUrls.createdAt))) {
      const state = row.clearedAt ? `cleared ${row.clearedAt.toISOString()} (${row.clearedNote})` : "blocked";
      console.log(`${row.url}\t${row.reason}\t${row.source}\t${state}`);
    }
  } else {
    // The URL as codes store it: the same normalisation the API applies to destinations.
    const checked = checkDestination(values.url ?? "", "");
    const url = checked.ok ? checked.url : (values.url ?? "");
    if (values.clear) {
      const { found, cleared } = await clearUnsafeUrl(session.db, url, values.note ?? "");
      console.log(found ? `cleared ${url}: it may be a destination again` : `${url} was not reported`);
      console.log(`cleared the flag of ${cleared.length} codes`);
    } else {
      const flagged = await markUrlUnsafe(session.db, url, values.reason ?? "");
      console.log(`marked ${url} unsafe`);
      console.log(`flagged ${flagged.length} codes that lead to it`);
    }
  }
} finally {
  await session.close();
}
