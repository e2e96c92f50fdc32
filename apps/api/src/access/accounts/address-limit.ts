// Attempts per email address, beside the library's per-client limits: an attacker spreading sign-in or reset
// attempts for one address over many clients still meets a limit. Counted in fixed windows in the same table.
import { machineTime } from "@qr/core/clock";
import { newId } from "@qr/core/ids";
import { type Database, schema } from "@qr/db";
import { sql } from "drizzle-orm";

export interface Limit {
  windowSeconds: number;
  max: number;
}

/** Counts an attempt; the seconds to wait when it is over the limit, else undefined. */
export async function overAddressLimit(
  db: Database,
  action: string,
  email: string,
  limit: Limit,
): Promise<number | undefined> {
  const table = schema.authRateLimits;
  const now = machineTime();
  const windowStart = now - limit.windowSeconds * 1000;
  const [row] = await db
    .insert(table)
    .values({ id: newId("verification"), key: `address:${action}:${email}`, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`case when ${table.lastRequest} < ${windowStart} then 1 else ${table.count} + 1 end`,
        lastRequest: sql`case when ${table.lastRequest} < ${windowStart} then ${now} else ${table.lastRequest} end`,
      },
    })
    .returning({ count: table.count, since: table.lastRequest });
  if (!row || row.count <= limit.max) return undefined;
  return Math.max(1, Math.ceil((row.since + limit.windowSeconds * 1000 - now) / 1000));
}
