// Stores the clicks of a delivery (scan events carrying `click`: a page's link followed, a file taken) in one
// statement, each tied to the scan that showed the page: the same scanner's (daily visitor hash) latest scan of
// the code within SCAN_OF_CLICK_WINDOW before the click. The scans of a delivery are stored before its clicks,
// so a page view and its clicks sent together find each other; a click whose scan arrives later keeps no scan.
// Redelivery inserts nothing twice (the key ends with the edge's uuid).
import type { ScanEvent } from "@qr/core/scan-event";
import { type Database, firstRowOf, schema } from "@qr/db";
import { sql } from "drizzle-orm";

/** How long after a scan a click on its page is still that scan's. */
export const SCAN_OF_CLICK_WINDOW = "30 minutes";

export type ClickEvent = ScanEvent & { click: NonNullable<ScanEvent["click"]> };

export const isClick = (event: ScanEvent): event is ClickEvent => event.click !== undefined;

export async function storeClicks(db: Database, clicks: ClickEvent[]): Promise<number> {
  if (clicks.length === 0) return 0;
  const column = <T>(value: (event: ClickEvent) => T) => sql.param(clicks.map(value));
  const { scanClicks: c, scanEvents: s } = schema;
  const row = await firstRowOf<{ inserted: number }>(
    db,
    sql`
    with inserted as (
      insert into ${c} (id, qr_id, team_id, ts, action, link, target, visitor, bot, scan_id)
      select k.id, k.qr_id, k.team_id, k.ts, k.action, k.link, k.target, k.visitor, k.bot,
        (select ${s.id} from ${s}
          where ${s.qrId} = k.qr_id and ${s.visitor} = k.visitor
            and ${s.ts} <= k.ts and ${s.ts} > k.ts - ${SCAN_OF_CLICK_WINDOW}::interval
          order by ${s.ts} desc limit 1)
      from unnest(
        ${column((e) => e.id)}::uuid[], ${column((e) => e.qr_id)}::text[], ${column((e) => e.team_id)}::text[],
        ${column((e) => e.ts)}::timestamptz[], ${column((e) => e.click.action)}::text[],
        ${column((e) => e.click.link ?? null)}::int[], ${column((e) => e.click.target ?? null)}::text[],
        ${column((e) => e.visitor)}::text[], ${column((e) => e.bot)}::boolean[]
      ) as k(id, qr_id, team_id, ts, action, link, target, visitor, bot)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as inserted from inserted
  `,
  );
  return row?.inserted ?? 0;
}
