// Which codes hold a tag, as one `@>` over their `tags` column that the GIN index answers. A filter names a tag
// the way a write does: by id, or by name in any case (a team's names are unique in lower case), so a name is
// looked up as the team's tag id inside the statement; a name no tag has matches nothing.
import { isId } from "@qr/core/ids";
import { schema } from "@qr/db";
import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** The codes whose `tags` hold the team's tag named by `tag` (its id, or its name in any case). */
export function holdingTag(tags: SQLWrapper, teamId: string, tag: string): SQL {
  if (isId("tag", tag)) return holdingTagId(tags, sql`${tag}::text`);
  const t = schema.tags;
  return holdingTagId(
    tags,
    sql`(select ${t.id} from ${t} where ${t.teamId} = ${teamId} and lower(${t.name}) = lower(${tag}))`,
  );
}

/** The codes whose `tags` hold the tag of this id. */
export function holdingTagId(tags: SQLWrapper, tagId: SQL): SQL {
  return sql`${tags} @> jsonb_build_array(jsonb_build_object('id', ${tagId}))`;
}
