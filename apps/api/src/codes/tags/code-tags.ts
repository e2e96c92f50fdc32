// A code's tags as a create or update writes them: resolved inside the statement that writes the code
// (code_tags, migration 0010), so the write stays one round trip and a tag deleted meanwhile cannot stay on it.
import { type RequestDatabase, schema } from "@qr/db";
import { eq, type SQL, sql } from "drizzle-orm";
import { validationFailed } from "../../http/errors/api-error.ts";
import { constraintOf, describeError, sqlStateOf } from "../../lib/log.ts";
import { MAX_TAGS_PER_CODE } from "./tag-rules.ts";

/** The SQLSTATE code_tags raises for an entry that is no tag of the team (its message names `tags[i]`). */
export const TAG_REFUSED = "QRT01";

/** The value of a code's `tags` column for the tags it is given (ids or names of the team's tags). */
export function codeTagsValue(teamId: string, wanted: readonly string[]): SQL {
  return sql`code_tags(${teamId}, ${textArray(wanted)})`;
}

/** An entry code_tags refused is a 422 on `tags.<i>`. */
export function throwIfTagRefused(error: unknown, prefix = ""): void {
  if (constraintOf(error) === TOO_MANY_TAGS_CONSTRAINT) {
    throw validationFailed([
      { path: `${prefix}tags`, message: `a code has at most ${MAX_TAGS_PER_CODE} tags` },
    ]);
  }
  if (sqlStateOf(error) !== TAG_REFUSED) return;
  const named = describeError(error)
    .map((link) => /tags\[(\d+)\]/.exec(link.message)?.[1])
    .find((index) => index !== undefined);
  throw validationFailed([
    {
      path: `${prefix}tags.${named ?? 0}`,
      message: UNKNOWN_TAG,
    },
  ]);
}

const UNKNOWN_TAG = "is not a tag of this team (GET /api/v1/tags lists them; POST /api/v1/tags creates one)";

/** The team's tags (id and name), for a bulk to check every row's tags against one read. */
export function teamTagsRead(db: RequestDatabase, teamId: string) {
  const { tags } = schema;
  return db.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.teamId, teamId));
}

/**
 * A bulk row's tags (ids or names) as the team's tag ids, each once; an entry that is none of them is an error on
 * `<prefix>tags.<i>`.
 */
export function resolveTags(
  teamTags: { id: string; name: string }[],
  wanted: readonly string[],
  prefix: string,
): { ids: string[]; errors: { path: string; message: string }[] } {
  const byKey = new Map<string, string>();
  for (const tag of teamTags) {
    byKey.set(tag.id, tag.id);
    byKey.set(tag.name.toLowerCase(), tag.id);
  }
  const ids = new Set<string>();
  const errors: { path: string; message: string }[] = [];
  wanted.forEach((entry, i) => {
    const id = byKey.get(entry) ?? byKey.get(entry.toLowerCase());
    if (id === undefined) errors.push({ path: `${prefix}tags.${i}`, message: UNKNOWN_TAG });
    else ids.add(id);
  });
  return { ids: [...ids], errors };
}

/** A change of a code's tags: `tags` replaces them; `add_tags` and `remove_tags` change them (ids or names). */
export interface TagChange {
  tags?: readonly string[] | undefined;
  add_tags?: readonly string[] | undefined;
  remove_tags?: readonly string[] | undefined;
}

export function changesTags(change: TagChange): boolean {
  return change.tags !== undefined || change.add_tags !== undefined || change.remove_tags !== undefined;
}

/**
 * The code's next `tags` column for a change, computed in the statement from its current tags (`current`, the
 * column as the UPDATE sees its row): `tags` (when not null) replaces them, else `remove` is taken off and `add`
 * put on. The arguments are SQL (the team's id a column, the changes text[] expressions), so a bulk can pass one
 * per row. More than 10 tags fail the
 * table's check constraint (qr_codes_tags_count).
 */
export function nextTagsSql(teamId: SQL, current: SQL, change: { tags?: SQL; add?: SQL; remove?: SQL }): SQL {
  const none = sql`'{}'::text[]`;
  const remove = change.remove ?? none;
  const kept = sql`array(select e ->> 'id' from jsonb_array_elements(${current}) e
    where not (e ->> 'id' = any(${remove}) or lower(e ->> 'name') = any(array(select lower(r) from unnest(${remove}) r))))`;
  const changed = sql`${kept} || ${change.add ?? none}`;
  return sql`code_tags(${teamId}, ${change.tags ? sql`coalesce(${change.tags}, ${changed})` : changed})`;
}

/** A text[] parameter. */
export function textArray(values: readonly string[]): SQL {
  return sql`${sql.param([...values])}::text[]`;
}

/** The check constraint that refuses more than 10 tags on a code. */
const TOO_MANY_TAGS_CONSTRAINT = "qr_codes_tags_count";
