// SCIM Groups (RFC 7643 §4.2): the team's groups as its identity provider pushes them, with their members (SCIM
// users of the same team only). A group the team maps to a role (PATCH /api/v1/teams/{id}/scim/groups/{group})
// gives its members that role; a member's role is the highest of their groups', recomputed on every change.
import { newId } from "@qr/core/ids";
import { inOneTrip, type RequestDatabase, type ScimGroupRow, schema } from "@qr/db";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { isOneLine } from "../../http/openapi/shared-schemas.ts";
import { constraintOf } from "../../lib/log.ts";
import { activityEntry } from "../activity/record-activity.ts";
import { type ScimContext, scimActor } from "./scim-context.ts";
import { invalid, notFound, ScimError } from "./scim-errors.ts";
import { pageOf, parseFilter } from "./scim-filter.ts";
import { operationsOf } from "./scim-patch.ts";
import { membershipsOf } from "./scim-people.ts";

export const GROUP_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:Group";
const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
const MAX_NAME = 200;
const MAX_MEMBERS = 10_000;

const { scimGroups, scimGroupMembers, scimUsers } = schema;

type Member = { value: string; display: string };

export function toScimGroup(ctx: ScimContext, row: ScimGroupRow, members: Member[] | undefined) {
  return {
    schemas: [GROUP_SCHEMA],
    id: row.id,
    displayName: row.displayName,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    ...(members ? { members: members.map((m) => ({ ...m, $ref: `${ctx.baseUrl}/Users/${m.value}` })) } : {}),
    meta: {
      resourceType: "Group",
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${ctx.baseUrl}/Groups/${row.id}`,
      version: `W/"${row.version}"`,
    },
  };
}

function nameOf(value: unknown): string {
  if (typeof value !== "string" || value.trim() === "") throw invalid("displayName is required.");
  if (value.trim().length > MAX_NAME) throw invalid(`displayName is at most ${MAX_NAME} characters.`);
  if (!isOneLine(value)) throw invalid("displayName must be one line of text.");
  return value.trim();
}

function memberIdsOf(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_MEMBERS)
    throw new ScimError(400, `At most ${MAX_MEMBERS} members at once.`, "tooMany");
  return [
    ...new Set(
      list.map((member) => {
        const id = (member as { value?: unknown } | null)?.value;
        if (typeof id !== "string" || id.length > 64) throw invalid("Each member is { value: a User's id }.");
        return id;
      }),
    ),
  ];
}

/** The ids that are SCIM users of this team; any other id is a 400 (never another team's user). */
async function checkedMembers(ctx: ScimContext, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await ctx.db
    .select({ id: scimUsers.id })
    .from(scimUsers)
    .where(and(eq(scimUsers.teamId, ctx.teamId), inArray(scimUsers.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalid(`No User of this team has the id ${unknown[0]?.slice(0, 64)}.`);
  return ids;
}

async function membersOf(db: RequestDatabase, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, Member[]>();
  const rows = await db
    .select({ groupId: scimGroupMembers.groupId, value: scimUsers.id, display: scimUsers.userName })
    .from(scimGroupMembers)
    .innerJoin(scimUsers, eq(scimUsers.id, scimGroupMembers.scimUserId))
    .where(inArray(scimGroupMembers.groupId, groupIds))
    .orderBy(asc(scimUsers.id));
  const byGroup = new Map<string, Member[]>(groupIds.map((id) => [id, []]));
  for (const row of rows) byGroup.get(row.groupId)?.push({ value: row.value, display: row.display });
  return byGroup;
}

export async function listGroups(ctx: ScimContext, query: Record<string, string | undefined>) {
  const filter = parseFilter(query.filter, ["displayName", "externalId", "id"]);
  const { startIndex, count } = pageOf(query);
  const condition =
    filter?.attribute === "displayName"
      ? sql`lower(${scimGroups.displayName}) = lower(${filter.value})`
      : filter?.attribute === "externalId"
        ? eq(scimGroups.externalId, filter.value)
        : filter?.attribute === "id"
          ? eq(scimGroups.id, filter.value)
          : undefined;
  const where = and(eq(scimGroups.teamId, ctx.teamId), condition);
  const [rows, [total]] = await inOneTrip(ctx.db, (db) => [
    db
      .select()
      .from(scimGroups)
      .where(where)
      .orderBy(asc(scimGroups.id))
      .offset(startIndex - 1)
      .limit(count),
    db.select({ n: sql<number>`count(*)::int` }).from(scimGroups).where(where),
  ]);
  const withMembers = !/\bmembers\b/.test(query.excludedAttributes ?? "");
  const members = withMembers
    ? await membersOf(
        ctx.db,
        rows.map((row) => row.id),
      )
    : undefined;
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total?.n ?? 0,
    startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => toScimGroup(ctx, row, members?.get(row.id))),
  };
}

async function findGroup(ctx: ScimContext, id: string): Promise<ScimGroupRow> {
  const [row] = await ctx.db
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.teamId, ctx.teamId), eq(scimGroups.id, id)));
  if (!row) throw notFound("Group");
  return row;
}

export async function getGroup(ctx: ScimContext, id: string, query: Record<string, string | undefined> = {}) {
  const row = await findGroup(ctx, id);
  const withMembers = !/\bmembers\b/.test(query.excludedAttributes ?? "");
  return toScimGroup(ctx, row, withMembers ? (await membersOf(ctx.db, [id])).get(id) : undefined);
}

export async function createGroup(ctx: ScimContext, body: unknown) {
  const group = (body ?? {}) as { displayName?: unknown; externalId?: unknown; members?: unknown };
  const displayName = nameOf(group.displayName);
  const externalId = typeof group.externalId === "string" ? group.externalId.slice(0, MAX_NAME) : null;
  const members = await checkedMembers(ctx, memberIdsOf(group.members));
  const id = newId("scimGroup", ctx.now());
  await write(
    ctx,
    (db) => [
      db.insert(scimGroups).values({ id, teamId: ctx.teamId, displayName, externalId }),
      ...memberWrites(db, id, members, []),
    ],
    { action: "scim.group_created", id, details: { display_name: displayName, members: members.length } },
    members,
  );
  return getGroup(ctx, id);
}

export async function replaceGroup(ctx: ScimContext, id: string, body: unknown) {
  const current = await findGroup(ctx, id);
  const group = (body ?? {}) as { displayName?: unknown; externalId?: unknown; members?: unknown };
  const displayName = nameOf(group.displayName);
  const members = await checkedMembers(ctx, memberIdsOf(group.members));
  const before = (await membersOf(ctx.db, [id])).get(id)?.map((m) => m.value) ?? [];
  await write(
    ctx,
    (db) => [
      renamed(db, current, displayName, typeof group.externalId === "string" ? group.externalId : null),
      db.delete(scimGroupMembers).where(eq(scimGroupMembers.groupId, id)),
      ...memberWrites(db, id, members, []),
    ],
    { action: "scim.group_updated", id, details: { display_name: displayName, members: members.length } },
    [...before, ...members],
  );
  return getGroup(ctx, id);
}

export async function patchGroup(ctx: ScimContext, id: string, body: unknown) {
  const current = await findGroup(ctx, id);
  let displayName = current.displayName;
  const added: string[] = [];
  const removed: string[] = [];
  let removeAll = false;
  for (const operation of operationsOf(body)) {
    const path = operation.path?.trim();
    if (path === undefined) {
      const value = (operation.value ?? {}) as Record<string, unknown>;
      if (value.displayName !== undefined) displayName = nameOf(value.displayName);
      if (value.members !== undefined) {
        if (operation.op === "replace") removeAll = true;
        added.push(...memberIdsOf(value.members));
      }
      continue;
    }
    if (/^displayName$/i.test(path)) {
      displayName = nameOf(operation.value);
      continue;
    }
    const filtered = /^members\[\s*value\s+eq\s+"([^"]{1,64})"\s*\]$/i.exec(path);
    if (filtered && operation.op === "remove") {
      removed.push(filtered[1] as string);
      continue;
    }
    if (/^members$/i.test(path)) {
      if (operation.op === "remove") {
        if (operation.value === undefined) removeAll = true;
        else removed.push(...memberIdsOf(operation.value));
      } else {
        if (operation.op === "replace") removeAll = true;
        added.push(...memberIdsOf(operation.value));
      }
      continue;
    }
    if (/^externalId$/i.test(path) || path.startsWith("urn:")) continue;
    throw new ScimError(400, `The path ${path.slice(0, 80)} is not one a Group takes.`, "invalidPath");
  }
  const adding = await checkedMembers(ctx, [...new Set(added)]);
  const before = (await membersOf(ctx.db, [id])).get(id)?.map((m) => m.value) ?? [];
  await write(
    ctx,
    (db) => [
      renamed(db, current, displayName, current.externalId),
      ...(removeAll ? [db.delete(scimGroupMembers).where(eq(scimGroupMembers.groupId, id))] : []),
      ...memberWrites(db, id, adding, removed),
    ],
    {
      action: "scim.group_updated",
      id,
      details: { display_name: displayName, added: adding.length, removed: removed.length },
    },
    [...before, ...adding],
  );
  return getGroup(ctx, id);
}

export async function deleteGroup(ctx: ScimContext, id: string) {
  await findGroup(ctx, id);
  const before = (await membersOf(ctx.db, [id])).get(id)?.map((m) => m.value) ?? [];
  await write(
    ctx,
    (db) => [db.delete(scimGroups).where(eq(scimGroups.id, id))],
    {
      action: "scim.group_deleted",
      id,
      details: {},
    },
    before,
  );
}

function renamed(db: RequestDatabase, current: ScimGroupRow, displayName: string, externalId: string | null) {
  return db
    .update(scimGroups)
    .set({ displayName, externalId, version: sql`${scimGroups.version} + 1`, updatedAt: sql`now()` })
    .where(eq(scimGroups.id, current.id));
}

function memberWrites(db: RequestDatabase, groupId: string, adding: string[], removing: string[]) {
  return [
    ...(adding.length > 0
      ? [
          db
            .insert(scimGroupMembers)
            .values(adding.map((scimUserId) => ({ groupId, scimUserId })))
            .onConflictDoNothing(),
        ]
      : []),
    ...(removing.length > 0
      ? [
          db
            .delete(scimGroupMembers)
            .where(
              and(eq(scimGroupMembers.groupId, groupId), inArray(scimGroupMembers.scimUserId, removing)),
            ),
        ]
      : []),
  ];
}

/** The writes, the roles and folder access of the members touched recomputed after them, and the entry: one trip. */
async function write(
  ctx: ScimContext,
  writes: (db: RequestDatabase) => BatchItem<"pg">[],
  entry: {
    action: "scim.group_created" | "scim.group_updated" | "scim.group_deleted";
    id: string;
    details: Record<string, string | number>;
  },
  touched: string[],
) {
  try {
    await inOneTrip(ctx.db, (db) => [
      activityEntry(db, {
        teamId: ctx.teamId,
        actor: scimActor(ctx),
        action: entry.action,
        targetId: entry.id,
        details: entry.details,
      }),
      ...writes(db),
      ...membershipsOf(db, ctx.teamId, [...new Set(touched)]),
    ]);
  } catch (error) {
    if (constraintOf(error) === "scim_groups_team_name_key") {
      throw new ScimError(409, "The team already has a Group with this displayName.", "uniqueness");
    }
    throw error;
  }
}
