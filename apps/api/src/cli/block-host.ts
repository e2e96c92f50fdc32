// Operator CLI: blocks a host (and its subdomains) as a destination, or lifts the block. Codes cannot be given a
// URL on a blocked host from then on (the database refuses it: migration 0012), and live codes that already lead
// there are flagged: their scans get a warning page once the cron has rewritten their redirect records (within a
// minute). Lifting the block clears those flags the same way. Each change is printed.
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --host evil.example --reason "phishing"
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --host evil.example --remove
//   DATABASE_URL=postgres://… pnpm --filter @qr/api block-host --list
import { parseArgs } from "node:util";
import { parseHostname } from "@qr/core/hostname";
import { schema } from "@qr/db";
import { openNodeDatabase } from "@qr/db/node";
import { asc, eq, sql } from "drizzle-orm";

const { values } = parseArgs({
  options: {
    host: { type: "string" },
    reason: { type: "string" },
    remove: { type: "boolean" },
    list: { type: "boolean" },
  },
});
/** node-postgres' answer to a statement. */
type Rows = { rows: unknown[] };

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
      const cleared = (await session.db.execute(sql`update qr_codes
        set flagged_reason = null, flagged_host = null, kv_synced_version = least(kv_synced_version, version - 1)
        where flagged_host = ${parsed.hostname} returning id`)) as Rows;
      console.log(`cleared the flag of ${cleared.rows.length} codes`);
    } else {
      const reason = (values.reason ?? "").trim().slice(0, 200);
      await session.db
        .insert(blockedHosts)
        .values({ host: parsed.hostname, reason })
        .onConflictDoUpdate({ target: blockedHosts.host, set: { reason } });
      console.log(`blocked ${parsed.hostname} (${reason})`);
    }
    // Every live code that leads to a blocked host and is not flagged yet (its record is rewritten by the cron).
    const flagged = (await session.db.execute(sql`with found as (
        select c.id, (select blocked_destination(u) from destination_urls(c) u
          where blocked_destination(u) is not null limit 1) as found
        from qr_codes c where c.status <> 'deleted' and c.flagged_reason is null)
      update qr_codes set flagged_reason = 'The destination host ' || found.found || ' is blocked',
        flagged_host = split_part(found.found, ' ', 1), kv_synced_version = least(kv_synced_version, version - 1)
      from found where qr_codes.id = found.id and found.found is not null returning qr_codes.id`)) as Rows;
    console.log(`flagged ${flagged.rows.length} codes that lead to a blocked host`);
  }
} finally {
  await session.close();
}
