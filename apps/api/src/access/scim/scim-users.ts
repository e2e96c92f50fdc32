// SCIM Users (RFC 7643 §4.1, RFC 7644 §3): the team's people as its identity provider sees them. A user is made
// for an address of the team's verified single sign-on domain (an existing account of that address is taken, no
// other), is a member while `active`, and is deactivated (or deleted) by the provider when the person leaves.
// Attributes the service does not keep are ignored, as RFC 7644 lets a service do; a value it keeps that is out of
// bounds is a 400 `invalidValue`, and a userName taken in the team a 409 `uniqueness`.
import { newId } from "@qr/core/ids";
import { inOneTrip, type RequestDatabase, type ScimUserRow, schema } from "@qr/db";
import { and, asc, eq, sql } from "drizzle-orm";
import { isOneLine } from "../../http/openapi/shared-schemas.ts";
import { constraintOf } from "../../lib/log.ts";
import { activityEntry } from "../activity/record-activity.ts";
import { type ScimContext, scimActor } from "./scim-context.ts";
import { invalid, notFound, ScimError } from "./scim-errors.ts";
import { pageOf, parseFilter } from "./scim-filter.ts";
import { applyPatch, type PatchOperation } from "./scim-patch.ts";
import { membershipsOf, withdrawn } from "./scim-people.ts";

export const USER_SCHEMA = "urn:ietf:params:scim:schemas:core:2.0:User";
const LIST_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:ListResponse";
const MAX_NAME = 200;
const MAX_USER_NAME = 254;

const { scimUsers, users } = schema;

interface UserFields {
  userName: string;
  externalId: string | null;
  displayName: string | null;
  givenName: string | null;
  familyName: string | null;
  active: boolean;
}

export function toScimUser(ctx: ScimContext, row: ScimUserRow) {
  return {
    schemas: [USER_SCHEMA],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.userName,
    name: {
      ...(row.givenName ? { givenName: row.givenName } : {}),
      ...(row.familyName ? { familyName: row.familyName } : {}),
    },
    ...(row.displayName ? { displayName: row.displayName } : {}),
    emails: [{ value: row.userName, type: "work", primary: true }],
    active: row.active,
    meta: {
      resourceType: "User",
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${ctx.baseUrl}/Users/${row.id}`,
      version: `W/"${row.version}"`,
    },
  };
}

/** A SCIM boolean as providers send it: true/false, or Entra's "True"/"False". */
export function scimBoolean(value: unknown, path: string): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value)) return value.toLowerCase() === "true";
  throw invalid(`${path} must be true or false.`);
}

function text(value: unknown, path: string, max: number): string | null {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") throw invalid(`${path} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalid(`${path} is at most ${max} characters.`);
  if (!isOneLine(trimmed)) throw invalid(`${path} must be one line of text.`);
  return trimmed || null;
}

/** The fields of a User resource as a request gives them (a whole one: POST, PUT). */
export function userFieldsOf(body: unknown): UserFields {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw invalid("The body must be a User.");
  const user = body as Record<string, unknown>;
  const userName = text(user.userName, "userName", MAX_USER_NAME);
  if (!userName) throw invalid("userName is required.");
  const name =
    typeof user.name === "object" && user.name !== null ? (user.name as Record<string, unknown>) : {};
  return {
    userName: userName.toLowerCase(),
    externalId: text(user.externalId, "externalId", MAX_NAME),
    displayName: text(user.displayName, "displayName", MAX_NAME),
    givenName: text(name.givenName, "name.givenName", MAX_NAME),
    familyName: text(name.familyName, "name.familyName", MAX_NAME),
    active: user.active === undefined ? true : scimBoolean(user.active, "active"),
  };
}

/** The team's verified single sign-on domain: SCIM makes people of it, and of no other. */
async function verifiedDomain(db: RequestDatabase, teamId: string): Promise<string> {
  const [connection] = await db
    .select({ domain: schema.ssoConnections.emailDomain, verifiedAt: schema.ssoConnections.verifiedAt })
    .from(schema.ssoConnections)
    .where(eq(schema.ssoConnections.teamId, teamId));
  if (!connection?.verifiedAt) {
    throw new ScimError(
      400,
      "The team has no verified single sign-on domain: provisioning needs one.",
      "invalidValue",
    );
  }
  return connection.domain;
}

function assertOfDomain(userName: string, domain: string) {
  const at = userName.lastIndexOf("@");
  if (at < 1 || userName.slice(at + 1) !== domain) {
    throw invalid(`userName must be an email address of the team's verified domain ${domain}.`);
  }
}

export async function listUsers(ctx: ScimContext, query: Record<string, string | undefined>) {
  const filter = parseFilter(query.filter, ["userName", "externalId", "id"]);
  const { startIndex, count } = pageOf(query);
  const column =
    filter?.attribute === "userName"
      ? sql`lower(${scimUsers.userName}) = lower(${filter.value})`
      : filter?.attribute === "externalId"
        ? eq(scimUsers.externalId, filter.value)
        : filter?.attribute === "id"
          ? eq(scimUsers.id, filter.value)
          : undefined;
  const where = and(eq(scimUsers.teamId, ctx.teamId), column);
  const [rows, [total]] = await inOneTrip(ctx.db, (db) => [
    db
      .select()
      .from(scimUsers)
      .where(where)
      .orderBy(asc(scimUsers.id))
      .offset(startIndex - 1)
      .limit(count),
    db.select({ n: sql<number>`count(*)::int` }).from(scimUsers).where(where),
  ]);
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total?.n ?? 0,
    startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => toScimUser(ctx, row)),
  };
}

export async function getUser(ctx: ScimContext, id: string) {
  return toScimUser(ctx, await findUser(ctx, id));
}

async function findUser(ctx: ScimContext, id: string): Promise<ScimUserRow> {
  const [row] = await ctx.db
    .select()
    .from(scimUsers)
    .where(and(eq(scimUsers.teamId, ctx.teamId), eq(scimUsers.id, id)));
  if (!row) throw notFound("User");
  return row;
}

export async function createUser(ctx: ScimContext, body: unknown) {
  const fields = userFieldsOf(body);
  assertOfDomain(fields.userName, await verifiedDomain(ctx.db, ctx.teamId));
  const id = newId("scimUser", ctx.now());
  const userId = newId("user", ctx.now());
  const name = [fields.givenName, fields.familyName].filter(Boolean).join(" ") || fields.displayName;
  try {
    await inOneTrip(ctx.db, (db) => [
      // The account of the address: the one there is, or a new one (the provider vouches for the address).
      db
        .insert(users)
        .values({ id: userId, email: fields.userName, name, emailVerified: true })
        .onConflictDoNothing({ target: users.email }),
      db.execute(sql`insert into scim_users (id, team_id, user_id, user_name, external_id, display_name, given_name,
          family_name, active, version, created_at, updated_at)
        select ${id}, ${ctx.teamId}, u.id, ${fields.userName}, ${fields.externalId}, ${fields.displayName},
          ${fields.givenName}, ${fields.familyName}, ${fields.active}, 1, now(), now()
        from users u where u.email = ${fields.userName}`),
      ...membershipsOf(db, ctx.teamId, [id]),
      activityEntry(db, {
        teamId: ctx.teamId,
        actor: scimActor(ctx),
        action: "scim.user_provisioned",
        targetId: id,
        details: { user_name: fields.userName, active: fields.active },
      }),
    ]);
  } catch (error) {
    throw uniquenessOf(error) ?? error;
  }
  return toScimUser(ctx, await findUser(ctx, id));
}

/** PUT: the whole resource as sent (attributes not sent are cleared; `id` and `userName`'s domain stay checked). */
export async function replaceUser(ctx: ScimContext, id: string, body: unknown) {
  const current = await findUser(ctx, id);
  return writeUser(ctx, current, userFieldsOf(body));
}

export async function patchUser(ctx: ScimContext, id: string, body: unknown) {
  const current = await findUser(ctx, id);
  const resource = toScimUser(ctx, current) as Record<string, unknown>;
  const patched = applyPatch(resource, body);
  return writeUser(ctx, current, userFieldsOf(patched));
}

async function writeUser(ctx: ScimContext, current: ScimUserRow, fields: UserFields) {
  if (fields.userName !== current.userName)
    assertOfDomain(fields.userName, await verifiedDomain(ctx.db, ctx.teamId));
  const action =
    current.active && !fields.active
      ? "scim.user_deactivated"
      : !current.active && fields.active
        ? "scim.user_reactivated"
        : "scim.user_updated";
  try {
    await inOneTrip(ctx.db, (db) => [
      db
        .update(scimUsers)
        .set({
          userName: fields.userName,
          externalId: fields.externalId,
          displayName: fields.displayName,
          givenName: fields.givenName,
          familyName: fields.familyName,
          active: fields.active,
          version: sql`${scimUsers.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(scimUsers.teamId, ctx.teamId), eq(scimUsers.id, current.id))),
      ...(fields.active
        ? membershipsOf(db, ctx.teamId, [current.id])
        : withdrawn(db, ctx.teamId, [current.userId])),
      activityEntry(db, {
        teamId: ctx.teamId,
        actor: scimActor(ctx),
        action,
        targetId: current.id,
        details: { user_name: fields.userName, active: fields.active },
      }),
    ]);
  } catch (error) {
    throw uniquenessOf(error) ?? error;
  }
  return toScimUser(ctx, await findUser(ctx, current.id));
}

export async function deleteUser(ctx: ScimContext, id: string) {
  const current = await findUser(ctx, id);
  await inOneTrip(ctx.db, (db) => [
    ...withdrawn(db, ctx.teamId, [current.userId]),
    db.delete(scimUsers).where(and(eq(scimUsers.teamId, ctx.teamId), eq(scimUsers.id, id))),
    activityEntry(db, {
      teamId: ctx.teamId,
      actor: scimActor(ctx),
      action: "scim.user_deleted",
      targetId: id,
      details: { user_name: current.userName },
    }),
  ]);
}

function uniquenessOf(error: unknown): ScimError | undefined {
  const constraint = constraintOf(error);
  if (constraint === "scim_users_team_user_name_key" || constraint === "scim_users_team_user_key") {
    return new ScimError(409, "The team already has a User with this userName.", "uniqueness");
  }
  return undefined;
}

export type { PatchOperation };
