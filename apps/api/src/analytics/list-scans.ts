// The raw scan records of one code, newest first, keyset-paginated on (ts, id). Never an IP: the visitor is
// a daily-rotating pseudonymous hash made at the edge.

import { isStorableInstant } from "@qr/core/storable";
import { inOneTrip, schema } from "@qr/db";
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { RequestContext } from "../lib/request-context.ts";
import { decodeCursor, toPage } from "../openapi/pagination.ts";
import { notFound, visibleCodeRead } from "../qr/repository.ts";

export interface ListScansInput {
  limit: number;
  cursor?: string | undefined;
}

export async function listScans(ctx: RequestContext, qrId: string, input: ListScansInput) {
  const { scanEvents: events } = schema;
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, scanPositionOf);
  const [code, rows] = await inOneTrip(ctx.db, (db) => [
    visibleCodeRead(db, ctx.caller.teamId, qrId),
    db
      .select()
      .from(events)
      .where(
        and(
          eq(events.qrId, qrId),
          after
            ? or(lt(events.ts, after.ts), and(eq(events.ts, after.ts), lt(events.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(desc(events.ts), desc(events.id))
      .limit(input.limit + 1),
  ]);
  if (code.length === 0) notFound();
  return toPage(
    rows,
    input.limit,
    (row) => ({
      id: row.id,
      ts: row.ts.toISOString(),
      country: row.country,
      colo: row.colo,
      device: row.device,
      os: row.os,
      browser: row.browser,
      ua: row.ua,
      referer_host: row.refererHost,
      lang: row.lang,
      visitor: row.visitor,
      bot: row.bot,
      answered_by: row.answeredBy,
      version: row.version,
    }),
    (row) => ({ ts: row.ts.toISOString(), id: row.id }),
  );
}

function scanPositionOf(fields: Record<string, unknown>): { ts: Date; id: string } | undefined {
  const ts = typeof fields.ts === "string" ? new Date(fields.ts) : undefined;
  const id = fields.id;
  return ts && isStorableInstant(ts) && typeof id === "string" && /^[0-9a-f-]{36}$/.test(id)
    ? { ts, id }
    : undefined;
}
