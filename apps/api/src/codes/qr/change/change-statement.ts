// The one statement that changes codes: one or many, each with its own fields, in one round trip, with their
// activity entries (change-activity.ts). It locks the codes in id order (two writers cannot deadlock), computes
// each new value from the locked row, moves the version only when what scans get changed (the history trigger
// then records who and how), and writes every code or none: a code read earlier is written only if it is still as
// read (its revision), so a change planned from a stale read writes nothing and is planned again.
import { newIds } from "@qr/core/ids";
import { jsonRows, outer, type QrCodeRow, type RequestDatabase, schema, type VersionChange } from "@qr/db";
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import type { CallerOrigin } from "../../../access/auth/caller.ts";
import { type Reach, withinReachOrTrue } from "../../folders/reach.ts";
import { nextTagsSql } from "../../tags/code-tags.ts";
import { countedScansOf } from "../scan-cap.ts";
import { type ChangeColumns, changeActivity, ENTRIES_PER_CHANGE } from "./change-activity.ts";
import {
  CHANGE_FIELD_NAMES,
  CHANGE_FIELDS,
  type ChangeFieldName,
  fromJson,
  TAG_FIELDS,
} from "./change-fields.ts";
import type { ChangeSets } from "./plan-change.ts";

export interface ChangeToWrite {
  id: string;
  /** The revision the change was planned from; without one, the change is computed from the locked row alone. */
  revision?: string | undefined;
  sets: ChangeSets;
  how: VersionChange;
}

export interface WrittenChange {
  row: QrCodeRow;
  /** The version before the change: the row's `version` is greater when what scans get changed. */
  versionBefore: number;
}

const { qrCodes } = schema;
const BEFORE = "code_change_before";

/**
 * Writes the changes of the team's live codes the caller may change (and move where a change moves them): every
 * one, or none (an empty answer) when a code is missing, out of reach or no longer at the revision it was planned
 * from; with `every: false`, those of the codes that are there.
 */
export async function writeChanges(
  db: RequestDatabase,
  reach: Reach & { origin?: CallerOrigin | undefined },
  changes: readonly ChangeToWrite[],
  { every = true }: { every?: boolean } = {},
): Promise<WrittenChange[]> {
  if (changes.length === 0) return [];
  const logIds = newIds("activity", changes.length * ENTRIES_PER_CHANGE);
  const input = changes.map((change, i) => ({
    id: change.id,
    revision: change.revision ?? null,
    sets: change.sets,
    change: change.how,
    log_ids: logIds.slice(i * ENTRIES_PER_CHANGE, (i + 1) * ENTRIES_PER_CHANGE),
  }));
  const before = db.$with(BEFORE, { changeId: sql<string>`change_id` }).as(
    sql`select c.id as change_id, to_jsonb(c) as old, v.sets, v.change, v.log_ids
      from ${qrCodes} as c
      join ${jsonRows(input, { id: "text", revision: "text", sets: "jsonb", change: "jsonb", log_ids: "text[]" })} as v on c.id = v.id
      where c.team_id = ${reach.teamId} and c.status <> 'deleted' and (v.revision is null or c.xmin::text = v.revision)
        and ${withinReachOrTrue(reach, "edit", sql`c.folder_id`)}
        and (not v.sets ? 'folder_id' or ${withinReachOrTrue(reach, "edit", sql`(v.sets ->> 'folder_id')`)})
      order by c.id
      for update of c`,
  );
  const next = nextValues();
  const updated = db.$with("updated").as(
    db
      .update(qrCodes)
      .set({
        ...next.columns,
        cappedAt: next.cappedAt,
        nextChangeAt: sql`case when b.sets ? 'schedule' then (b.sets -> 'schedule' -> 0 ->> 'at')::timestamptz
          else ${outer(qrCodes.nextChangeAt)} end`,
        deletedAt: sql`case when ${next.value("status")} = 'deleted' then coalesce(${outer(qrCodes.deletedAt)}, now())
          else ${outer(qrCodes.deletedAt)} end`,
        version: sql`${outer(qrCodes.version)} + case when ${next.scansChanged} then 1 else 0 end`,
        // The history trigger keeps it only when the version moves.
        lastChange: sql`b.change`,
        updatedAt: sql`now()`,
      })
      .from(sql`${sql.identifier(BEFORE)} as b`)
      .where(
        every
          ? sql`${outer(qrCodes.id)} = b.change_id and (select count(*) from ${sql.identifier(BEFORE)}) = ${changes.length}`
          : sql`${outer(qrCodes.id)} = b.change_id`,
      )
      .returning({
        ...getTableColumns(qrCodes),
        versionBefore: sql<number>`(b.old ->> 'version')::bigint`.mapWith(Number).as("version_before"),
      }),
  );
  const logged = changeActivity(db, updated as unknown as ChangeColumns, BEFORE, reach.origin);
  const rows = await db.with(before, updated, logged).select().from(updated);
  return rows.map(({ versionBefore, ...row }) => ({ row, versionBefore }));
}

/** Each column's next value, from the change's fields (`b.sets`) or else the locked row as it is. */
function nextValues() {
  const value = (field: ChangeFieldName): SQL => {
    const { column, type } = CHANGE_FIELDS[field];
    return sql`case when b.sets ? ${field} then ${fromJson(sql`b.sets`, field, type)} else ${outer(column)} end`;
  };
  const columns = Object.fromEntries(
    CHANGE_FIELD_NAMES.map((field) => [keyOf(CHANGE_FIELDS[field].column), value(field)]),
  );
  const tagged = sql`array[${sql.join(
    TAG_FIELDS.map((field) => sql`${field}`),
    sql`, `,
  )}]::text[]`;
  columns.tags = sql`case when b.sets ?| ${tagged} then ${nextTagsSql(
    sql`${outer(qrCodes.teamId)}`,
    outer(qrCodes.tags),
    {
      tags: sql`case when b.sets ? 'tags' then array(select jsonb_array_elements_text(b.sets -> 'tags')) end`,
      add: sql`array(select jsonb_array_elements_text(coalesce(b.sets -> 'add_tags', '[]')))`,
      remove: sql`array(select jsonb_array_elements_text(coalesce(b.sets -> 'remove_tags', '[]')))`,
    },
  )} else ${outer(qrCodes.tags)} end`;
  // A new cap applies to the scans already counted: it may be reached at once, or lifted.
  const maxScans = value("max_scans");
  const cappedAt = sql`case when ${maxScans} is distinct from ${outer(qrCodes.maxScans)}
      then case when ${maxScans} is not null and ${countedScansOf(outer(qrCodes.id))} >= ${maxScans}
        then coalesce(${outer(qrCodes.cappedAt)}, now()) end
      else ${outer(qrCodes.cappedAt)} end`;
  const scansChanged = sql.join(
    [
      ...CHANGE_FIELD_NAMES.filter((field) => CHANGE_FIELDS[field].scans).map(
        (field) => sql`${value(field)} is distinct from ${outer(CHANGE_FIELDS[field].column)}`,
      ),
      sql`(${cappedAt}) is null <> (${outer(qrCodes.cappedAt)} is null)`,
    ],
    sql` or `,
  );
  return { columns, cappedAt, scansChanged, value };
}

const COLUMN_KEYS = new Map(Object.entries(getTableColumns(qrCodes)).map(([key, column]) => [column, key]));

function keyOf(column: unknown): string {
  const key = COLUMN_KEYS.get(column as never);
  if (!key) throw new Error("a change field names a column qr_codes does not have");
  return key;
}
