// What provisioning does to a person's place in the team: an active SCIM user is a member, with the highest role
// of their groups' (else the single sign-on connection's default role); a deactivated or deleted one is not, and
// loses every session, API key and OAuth grant (a grant is a key) at once. Owners are the dashboard's: SCIM never
// removes or demotes one (a team is never left without its owner), though a deactivated owner's sessions and keys
// end all the same.
import { type RequestDatabase, schema } from "@qr/db";
import { and, eq, sql } from "drizzle-orm";

/**
 * Makes the active SCIM users of the team members, gives them their roles, and the folder access their groups give
 * (the highest per folder); access a group gave and no group gives any longer is taken back. Access a person set
 * by hand (folder-members.ts) is theirs: a group neither changes nor removes it.
 */
export function membershipsOf(db: RequestDatabase, teamId: string, scimUserIds: readonly string[]) {
  const ids = `{${scimUserIds.join(",")}}`;
  return [
    db.execute(sql`insert into memberships (team_id, user_id, role, created_at)
      select su.team_id, su.user_id, coalesce(${groupRole}, ${defaultRole(teamId)}), now()
      from scim_users su where su.team_id = ${teamId} and su.active and su.id = any(${ids}::text[])
      on conflict (team_id, user_id) do nothing`),
    db.execute(sql`update memberships m set role = coalesce(${groupRole}, ${defaultRole(teamId)})
      from scim_users su
      where su.team_id = ${teamId} and su.active and su.id = any(${ids}::text[])
        and m.team_id = su.team_id and m.user_id = su.user_id and m.role <> 'owner'`),
    db.execute(sql`delete from folder_members fm using scim_users su
      where su.team_id = ${teamId} and su.id = any(${ids}::text[]) and fm.team_id = su.team_id
        and fm.user_id = su.user_id and fm.from_scim
        and not exists (select 1 from scim_groups g join scim_group_members gm on gm.group_id = g.id
          where gm.scim_user_id = su.id and g.folder_id = fm.folder_id)`),
    db.execute(sql`insert into folder_members (folder_id, team_id, user_id, access, created_at, updated_at, from_scim)
      select g.folder_id, su.team_id, su.user_id, max(g.folder_access), now(), now(), true
      from scim_users su
        join scim_group_members gm on gm.scim_user_id = su.id
        join scim_groups g on g.id = gm.group_id
        join memberships m on m.team_id = su.team_id and m.user_id = su.user_id
      where su.team_id = ${teamId} and su.active and su.id = any(${ids}::text[]) and g.folder_id is not null
      group by g.folder_id, su.team_id, su.user_id
      on conflict (folder_id, user_id) do update set access = excluded.access, updated_at = now()
        where folder_members.from_scim`),
  ] as const;
}

/** The highest role of the groups of the SCIM user `su` (the roles' order: owner, admin, member, viewer). */
const groupRole = sql`(select min(g.role) from scim_groups g join scim_group_members gm on gm.group_id = g.id
  where gm.scim_user_id = su.id and g.role is not null)`;

function defaultRole(teamId: string) {
  return sql`coalesce((select default_role from sso_connections where team_id = ${teamId}), 'member'::member_role)`;
}

/** Takes the SCIM users out of the team (owners stay) and ends their sessions, keys and grants. */
export function withdrawn(db: RequestDatabase, teamId: string, userIds: readonly string[]) {
  const ids = `{${userIds.join(",")}}`;
  const { memberships, apiKeys, sessions } = schema;
  return [
    db
      .delete(memberships)
      .where(
        and(
          eq(memberships.teamId, teamId),
          sql`${memberships.userId} = any(${ids}::text[])`,
          sql`${memberships.role} <> 'owner'`,
        ),
      ),
    db
      .update(apiKeys)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.teamId, teamId),
          sql`${apiKeys.userId} = any(${ids}::text[])`,
          sql`${apiKeys.revokedAt} is null`,
        ),
      ),
    db.delete(sessions).where(sql`${sessions.userId} = any(${ids}::text[])`),
  ] as const;
}
