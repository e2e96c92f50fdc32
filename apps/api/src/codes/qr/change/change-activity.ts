// The activity entries of a change, written by the change's own statement from each code as it was (`old`, the
// locked row) and as it became: what a person reads in the team's log. How the change was made (`kind`) decides
// which entries a code gets; a code the change left as it was gets none.
import { type RequestDatabase, schema } from "@qr/db";
import { type SQL, type Subquery, sql } from "drizzle-orm";
import type { CallerOrigin } from "../../../access/auth/caller.ts";
import { CHANGE_FIELDS, type ChangeFieldName, fromJson, ROUTING_FIELDS } from "./change-fields.ts";

/** The `WITH` part holding the changed rows, as change-statement.ts returns them. */
export type ChangeColumns = Subquery;

interface Entry {
  /** Which of the change's activity ids it takes (each entry of one code has its own). */
  slot: number;
  action: (typeof schema.teamActivity.$inferInsert)["action"];
  when: SQL;
  details: SQL;
}

/** The new value of a field (`u`, the changed row) and whether it differs from the code as it was (`b.old`). */
const changed = (field: ChangeFieldName | "tags"): SQL => {
  if (field === "tags") return sql`u.tags is distinct from (b.old -> 'tags')`;
  const { column, type } = CHANGE_FIELDS[field];
  return sql`${sql.raw(`u.${column.name}`)} is distinct from ${fromJson(sql`b.old`, column.name, type)}`;
};
const kind = (name: string) => sql`(b.change ->> 'kind') = ${name}`;
const versionMoved = sql`u.version > u.version_before`;

const ENTRIES: Entry[] = [
  {
    slot: 1,
    action: "qr.destination_changed",
    when: sql`${kind("updated")} and ${changed("url")}`,
    details: sql`jsonb_build_object('url', u.url)`,
  },
  {
    slot: 2,
    action: "qr.routing_changed",
    when: sql`${kind("updated")} and (${sql.join(
      ROUTING_FIELDS.map((field) => changed(field)),
      sql` or `,
    )})`,
    details: sql`jsonb_build_object('fields', concat_ws(',', ${sql.join(
      ROUTING_FIELDS.map((field) => sql`case when ${changed(field)} then ${field} end`),
      sql`, `,
    )}), 'version', u.version)`,
  },
  {
    slot: 3,
    action: "qr.renamed",
    when: sql`${kind("updated")} and ${changed("name")}`,
    details: sql`jsonb_build_object('name', u.name)`,
  },
  {
    slot: 4,
    action: "qr.tagged",
    when: sql`${kind("updated")} and ${changed("tags")}`,
    details: sql`jsonb_build_object('tags', (select coalesce(string_agg(t ->> 'name', ', '), '') from jsonb_array_elements(u.tags) t))`,
  },
  {
    slot: 5,
    action: "qr.moved",
    when: sql`${kind("updated")} and ${changed("folder_id")}`,
    details: sql`jsonb_build_object('folder_id', u.folder_id, 'from_folder_id', b.old ->> 'folder_id')`,
  },
  {
    slot: 1,
    action: "qr.version_restored",
    when: sql`${kind("restored")} and ${versionMoved}`,
    details: sql`jsonb_build_object('restored_from', b.change -> 'restored_from', 'version', u.version)`,
  },
  {
    slot: 1,
    action: "qr.change_scheduled",
    when: kind("schedule_added"),
    details: sql`jsonb_build_object('schedule_id', b.change ->> 'schedule_id', 'at',
      (select e ->> 'at' from jsonb_array_elements(u.schedule) e where e ->> 'id' = b.change ->> 'schedule_id'))`,
  },
  {
    slot: 1,
    action: "qr.scheduled_change_cancelled",
    when: kind("schedule_cancelled"),
    details: sql`jsonb_build_object('schedule_id', b.change ->> 'schedule_id')`,
  },
  { slot: 1, action: "qr.deleted", when: kind("deleted"), details: sql`'{}'::jsonb` },
];

/** Activity ids each change brings: one per slot. */
export const ENTRIES_PER_CHANGE = Math.max(...ENTRIES.map((entry) => entry.slot));

/**
 * The fields an entry shows as they were and became: every field a change can set, but a protected code's access
 * (its password's hash), shown only as changed.
 */
const AUDITED_COLUMNS = [
  ...new Set([
    ...Object.values(CHANGE_FIELDS)
      .map((field) => field.column.name)
      .filter((name) => name !== "access"),
    "tags",
  ]),
];

/** The changed fields of a code (`b.old` as it was, `u` as it became), before and after. */
const changeOfCode = sql`(select jsonb_build_object(
    'before', coalesce(jsonb_object_agg(k, b.old -> k), '{}'::jsonb)
      || case when coalesce(b.old -> 'access', 'null') is distinct from coalesce(to_jsonb(u.access), 'null') then '{"access": "changed"}'::jsonb else '{}'::jsonb end,
    'after', coalesce(jsonb_object_agg(k, to_jsonb(u) -> k), '{}'::jsonb)
      || case when coalesce(b.old -> 'access', 'null') is distinct from coalesce(to_jsonb(u.access), 'null') then '{"access": "changed"}'::jsonb else '{}'::jsonb end)
  from unnest(${`{${AUDITED_COLUMNS.join(",")}}`}::text[]) as k
  where (b.old -> k) is distinct from (to_jsonb(u) -> k))`;

/** The `WITH` part writing the entries of every changed code (`updated`), beside the locked rows (`before`). */
export function changeActivity(
  db: RequestDatabase,
  updated: ChangeColumns,
  before: string,
  origin: CallerOrigin | undefined,
) {
  const { teamActivity } = schema;
  const entries = sql.join(
    ENTRIES.map(
      (entry) =>
        sql`(${sql.raw(String(entry.slot))}, ${sql.raw(`'${entry.action}'`)}, ${entry.when}, ${entry.details})`,
    ),
    sql`, `,
  );
  return db.$with("logged").as(
    db.insert(teamActivity).select(
      sql`select b.log_ids[e.slot], u.team_id, coalesce(b.change -> 'by' ->> 'kind', 'system'),
          coalesce(b.change -> 'by' ->> 'id', 'system'), e.action, u.id, e.details, now(),
          ${origin?.ip ?? null}, ${origin?.userAgent ?? null}, ${origin?.requestId ?? null}, ${changeOfCode}
        from ${updated} as u
        join ${sql.identifier(before)} as b on b.change_id = u.id
        cross join lateral (values ${entries}) as e(slot, action, due, details)
        where e.due`,
    ),
  );
}
