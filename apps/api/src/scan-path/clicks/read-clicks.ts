// A code's clicks over a period, in one statement with the check that the code is the caller's team's: per
// action, per link (position and where it led), how many scans led to a click, and the bots' clicks apart. A
// click stored before its scan (the two can travel in different queue messages) is tied to it here.
import { CLICK_ACTIONS, type ClickAction } from "@qr/core/content/files";
import { EARLIEST_INSTANT, LATEST_INSTANT } from "@qr/core/storable";
import { firstRowOf, schema } from "@qr/db";
import { sql } from "drizzle-orm";
import { notFound, visibleCodeRead } from "../../codes/qr/repository.ts";
import type { RequestContext } from "../../request-context.ts";
import { SCAN_OF_CLICK_WINDOW } from "../scans/store-clicks.ts";

export interface ClicksInput {
  from?: Date | undefined;
  to?: Date | undefined;
}

/** The most links a page has (MAX_LINKS) times the destinations a link may have had over a period: bounded. */
const MAX_LINK_ROWS = 200;

interface ClicksRow {
  visible: boolean;
  total: number;
  bots: number;
  scans_clicked: number;
  by_action: Record<string, number> | null;
  links: { link: number; target: string; clicks: number }[] | null;
}

export async function readClicks(
  ctx: Pick<RequestContext, "db" | "caller">,
  qrId: string,
  input: ClicksInput,
) {
  const { scanClicks: c, scanEvents: s } = schema;
  const from = input.from ?? new Date(EARLIEST_INSTANT);
  const to = input.to ?? new Date(LATEST_INSTANT);
  const row = await firstRowOf<ClicksRow>(
    ctx.db,
    sql`
    with clicks as (
      select ${c.action} as action, ${c.link} as link, ${c.target} as target, ${c.bot} as bot,
        coalesce(${c.scanId}, (select ${s.id} from ${s}
          where ${s.qrId} = ${c.qrId} and ${s.visitor} = ${c.visitor}
            and ${s.ts} <= ${c.ts} and ${s.ts} > ${c.ts} - ${SCAN_OF_CLICK_WINDOW}::interval
          order by ${s.ts} desc limit 1)) as scan_id
      from ${c} where ${c.qrId} = ${qrId} and ${c.ts} >= ${from.toISOString()}::timestamptz and ${c.ts} < ${to.toISOString()}::timestamptz
    ),
    people as (select * from clicks where not bot)
    select exists (${visibleCodeRead(ctx.db, ctx.caller, qrId)}) as visible,
      (select count(*)::int from people) as total,
      (select count(*)::int from clicks where bot) as bots,
      (select count(distinct scan_id)::int from people) as scans_clicked,
      (select jsonb_object_agg(action, n) from (select action, count(*)::int as n from people group by action) a) as by_action,
      (select jsonb_agg(l order by l.link, l.clicks desc) from (
        select link, target, count(*)::int as clicks from people where link is not null
        group by link, target order by count(*) desc limit ${MAX_LINK_ROWS}) l) as links
  `,
  );
  if (!row?.visible) notFound();
  return {
    qr_id: qrId,
    from: input.from?.toISOString() ?? null,
    to: input.to?.toISOString() ?? null,
    total: row.total,
    scans_clicked: row.scans_clicked,
    by_action: Object.fromEntries(
      CLICK_ACTIONS.map((action) => [action, row.by_action?.[action] ?? 0]),
    ) as Record<ClickAction, number>,
    links: row.links ?? [],
    bots: row.bots,
  };
}
