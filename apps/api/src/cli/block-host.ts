// Operator CLI: blocks a host (and its subdomains) as a destination, or lifts the block, or loads the public
// phishing list (MetaMask's, from its npm package) beside the operators' entries. Codes cannot be given a URL on
// a blocked host from then on (the database refuses it), and live codes that already lead there are flagged:
// their scans get a warning page once the cron has rewritten their redirect records (within a minute), and their
// teams are told by email. Lifting a block clears those flags the same way. Each change is printed.
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --host evil.example --reason "phishing"
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --host evil.example --remove
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --import-public-list
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --list
import { parseArgs } from "node:util";
import { parseHostname } from "@qr/core/hostname";
import { schema } from "@qr/db";
import { openNodeDatabase } from "@qr/db/node";
import { asc, eq } from "drizzle-orm";
import { blockHost, importHostList, unblockHost } from "../codes/abuse/blocklist.ts";
import { publicPhishingList } from "./public-phishing-list.ts";

const { values } = parseArgs({
  options: {
    host: { type: "string" },
    reason: { type: "string" },
    remove: { type: "boolean" },
    list: { type: "boolean" },
    "import-public-list": { type: "boolean" },
  },
});

const url = process.env.DATABASE_URL;
const usage =
  "usage: DATABASE_URL=… block-host (--host <host> (--reason <why> | --remove) | --import-public-list | --list)";
const hostCommand = values.host && (values.reason || values.remove);
if (!url || !(values.list || values["import-public-list"] || hostCommand)) {
  console.error(usage);
  process.exit(2);
}

const session = openNodeDatabase(url);
try {
  const { blockedHosts } = schema;
  if (values.list) {
    for (const row of await session.db.select().from(blockedHosts).orderBy(asc(blockedHosts.host)))
      console.log(`${row.host}\t${row.reason}\t${row.source}\t${row.createdAt.toISOString()}`);
  } else if (values["import-public-list"]) {
    const list = publicPhishingList();
    const result = await importHostList(session.db, list);
    console.log(
      `${list.source}: ${result.listed} hosts listed (${list.skipped} entries were not hostnames), ${result.added} new, ${result.dropped} no longer listed`,
    );
    console.log(`flagged ${result.flagged.length} codes, cleared ${result.cleared.length}`);
  } else {
    const parsed = parseHostname(values.host ?? "");
    if (!parsed.ok) throw new Error(`host ${parsed.problem}`);
    if (values.remove) {
      const { removed, cleared } = await unblockHost(session.db, parsed.hostname);
      console.log(removed ? `unblocked ${parsed.hostname}` : `${parsed.hostname} was not blocked`);
      console.log(`cleared the flag of ${cleared.length} codes`);
    } else {
      const flagged = await blockHost(session.db, parsed.hostname, values.reason ?? "");
      const [row] = await session.db
        .select()
        .from(blockedHosts)
        .where(eq(blockedHosts.host, parsed.hostname));
      console.log(`blocked ${parsed.hostname} (${row?.reason})`);
      console.log(`flagged ${flagged.length} codes that lead to a blocked host`);
    }
  }
} finally {
  await session.close();
}
