// Operator CLI: blocks a host (and its subdomains) as a destination, or lifts the block. Codes cannot be given a
// URL on a blocked host from then on (the database refuses it: migration 0012); each change is printed.
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --host evil.example --reason "phishing"
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --host evil.example --remove
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --list
import { parseArgs } from "node:util";
import { parseHostname } from "@qr/core/hostname";
import { schema } from "@qr/db";
import { openNodeDatabase } from "@qr/db/node";
import { asc, eq } from "drizzle-orm";

const { values } = parseArgs({
  options: {
    host: { type: "string" },
    reason: { type: "string" },
    remove: { type: "boolean" },
    list: { type: "boolean" },
  },
});
const url = process.env.DATABASE_URL;
const usage = "usage: DATABASE_URL=… block-host (--host <host> (--reason <why> | --remove) | --list)";
if (!url || (!values.list && (!values.host || (!values.reason && !values.remove)))) {
  console.error(usage);
  process.exit(2);
}

const session = openNodeDatabase(url);
try {
  const { blockedHosts } = schema;
  if (values.list) {
    for (const row of await session.db.select().from(blockedHosts).orderBy(asc(blockedHosts.host)))
      console.log(`${row.host}\t${row.reason}\t${row.createdAt.toISOString()}`);
  } else {
    const parsed = parseHostname(values.host ?? "");
    if (!parsed.ok) throw new Error(`host ${parsed.problem}`);
    if (values.remove) {
      const gone = await session.db
        .delete(blockedHosts)
        .where(eq(blockedHosts.host, parsed.hostname))
        .returning();
      console.log(gone.length > 0 ? `unblocked ${parsed.hostname}` : `${parsed.hostname} was not blocked`);
    } else {
      const reason = (values.reason ?? "").trim().slice(0, 200);
      await session.db
        .insert(blockedHosts)
        .values({ host: parsed.hostname, reason })
        .onConflictDoUpdate({ target: blockedHosts.host, set: { reason } });
      console.log(`blocked ${parsed.hostname} (${reason})`);
    }
  }
} finally {
  await session.close();
}
