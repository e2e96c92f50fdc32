// The raw scan records of one code, newest first, keyset-paginated on (ts, id). Never an IP: the visitor is
// a daily-rotating pseudonymous hash made at the edge.
import { schema } from "@qr/db";
import { and, desc, eq, lt, or } from "drizzle-orm";
import { Invalid } from "../errors.ts";
import { findVisibleCode } from "../qr/get-qr-code.ts";
import type { QrContext } from "../qr/qr-code.ts";

export interface ListScansInput {
  limit: number;
  cursor?: string | undefined;
}

export async function listScans(ctx: QrContext, qrId: string, input: ListScansInput) {
  await findVisibleCode(ctx, qrId);
  const { scanEvents: events } = schema;
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor);
  const rows = await ctx.db
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
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
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
    })),
    next_cursor: rows.length > input.limit && last ? encodeCursor(last.ts, last.id) : null,
  };
}

function encodeCursor(ts: Date, id: string): string {
  return btoa(JSON.stringify({ ts: ts.toISOString(), id }))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

function decodeCursor(cursor: string): { ts: Date; id: string } {
  try {
    const { ts, id } = JSON.parse(atob(cursor.replace(/-/g, "+").replace(/_/g, "/"))) as {
      ts?: unknown;
      id?: unknown;
    };
    const date = typeof ts === "string" ? new Date(ts) : undefined;
    if (date && !Number.isNaN(date.getTime()) && typeof id === "string" && /^[0-9a-f-]{36}$/.test(id)) {
      return { ts: date, id };
    }
  } catch {
    // fall through
  }
  throw new Invalid([{ path: "query.cursor", message: "cursor is not one this API returned" }]);
}
