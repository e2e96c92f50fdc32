// Invitations: a single-use token (256 random bits, stored only as its SHA-256) that lets one email address
// join a team with a role. Accepting creates the user if new, the membership and an API key with the role's
// permissions, in one statement that takes the invitation only while it is open, so two parallel accepts make
// one membership.

import { generateApiKey, hashApiKey } from "@qr/core/api-key";
import { machineTime } from "@qr/core/clock";
import { normalizeEmail } from "@qr/core/email";
import { sha256Hex } from "@qr/core/hash";
import { newId } from "@qr/core/ids";
import { ROLE_PERMISSIONS, type Role } from "@qr/core/permissions";
import { randomBase62 } from "@qr/core/random";
import { type ApiKeyRow, type InvitationRow, inOneTrip, outer, type RequestDatabase, schema } from "@qr/db";
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { ApiError } from "../../http/errors/api-error.ts";
import { constraintOf, logError } from "../../lib/log.ts";
import type { CallerContext, RequestContext } from "../../request-context.ts";
import { actorOf, changeLog } from "../activity/record-activity.ts";
import { assertMayActOn, assertMayGrantRole, mayActOnRole } from "../auth/authority.ts";
import { ownTeam } from "../auth/own-team.ts";
import { toApiKey } from "../keys/api-key.ts";
import type { Mailer } from "../mail/mail.ts";
import { invitationMail } from "../mail/messages.ts";

export const INVITATION_TTL_DAYS = 7;
const TOKEN_PREFIX = "qri_";
const TOKEN_LENGTH = 43; // base62: ~256 bits

export async function inviteMember(
  ctx: CallerContext,
  teamId: string,
  input: { email: string; role: Role },
  acceptUrl: string,
) {
  ownTeam(ctx, teamId);
  assertMayGrantRole(ctx.caller, input.role);
  const email = normalizeEmail(input.email);
  const token = `${TOKEN_PREFIX}${randomBase62(TOKEN_LENGTH)}`;
  const now = new Date(ctx.now());
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);

  const [[member], [open]] = await inOneTrip(ctx.db, (db) => [
    db
      .select({ userId: schema.users.id })
      .from(schema.memberships)
      .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
      .where(and(eq(schema.memberships.teamId, teamId), eq(schema.users.email, email)))
      .limit(1),
    db.select().from(schema.invitations).where(openInvitation(teamId, email)).limit(1),
  ]);
  if (member) throw new ApiError("already_member", `${email} is already a member of this team.`);
  if (open && open.expiresAt > now)
    throw new ApiError("invitation_pending", `${email} already has a pending invitation.`);

  const id = newId("invitation");
  const created = ctx.db.$with("created").as(
    ctx.db
      .insert(schema.invitations)
      .values({
        id,
        teamId,
        email,
        role: input.role,
        tokenHash: await sha256Hex(token),
        invitedByUserId: ctx.caller.userId,
        expiresAt,
      })
      .returning(),
  );
  const logged = changeLog(ctx.db, {
    from: created,
    teamId,
    actor: actorOf(ctx.caller),
    action: "member.invited",
    targetId: id,
    details: { email, role: input.role },
  });
  // An expired invitation still open makes room for the new one (one open invitation per address).
  const [, [invitation]] = await inOneTrip(ctx.db, (db) => [
    db
      .update(schema.invitations)
      .set({ revokedAt: now })
      .where(and(openInvitation(teamId, email), lte(schema.invitations.expiresAt, now))),
    db.with(created, logged).select().from(created),
  ]);
  if (!invitation) throw new Error("invitation insert returned no row");
  return {
    id: invitation.id,
    team_id: teamId,
    email,
    role: invitation.role,
    status: "pending" as const,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    token,
    accept_url: acceptUrl,
  };
}

/** Revokes a pending invitation in one statement; when it revokes nothing, a second read says why. */
export async function revokeInvitation(
  ctx: CallerContext,
  teamId: string,
  invitationId: string,
): Promise<void> {
  ownTeam(ctx, teamId);
  const { invitations } = schema;
  const named = and(eq(invitations.id, invitationId), eq(invitations.teamId, teamId));
  const updated = ctx.db.$with("revoked").as(
    ctx.db
      .update(invitations)
      .set({ revokedAt: new Date(ctx.now()) })
      .where(
        and(
          named,
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
          mayActOnRole(ctx.caller, sql`${invitations.role}`),
        ),
      )
      .returning({ id: invitations.id, email: invitations.email, role: invitations.role }),
  );
  const logged = changeLog(ctx.db, {
    from: updated,
    teamId,
    actor: actorOf(ctx.caller),
    action: "member.invitation_revoked",
    targetId: sql`${updated.id}`,
    details: sql`jsonb_build_object('email', ${updated.email}, 'role', ${updated.role})`,
  });
  const [revoked] = await ctx.db.with(updated, logged).select({ id: updated.id }).from(updated);
  if (revoked) return;
  const [invitation] = await ctx.db.select().from(invitations).where(named).limit(1);
  if (!invitation) throw new ApiError("invitation_not_found", "No invitation with this id.");
  assertMayActOn(ctx.caller, invitation.role, "revoke the invitation");
  if (invitation.acceptedAt)
    throw new ApiError("invitation_used", "The invitation has already been accepted.");
}

/**
 * Accepts an invitation. The token is the credential for an address new to the service. An address that
 * already belongs to a person must be accepted by that person (`actingUserId`, from one of their API keys or
 * their session): otherwise anyone holding a token for another person's address could attach a key to that
 * person. An API-only acceptance gets a key with the role's permissions; a signed-in person needs none.
 *
 * Two round trips: the invitation and its address's person are read; then one statement accepts the invitation
 * while it is still open (so two parallel accepts make one membership) and, only then, makes the person if new,
 * the membership, the activity entry and the key.
 */
export async function acceptInvitation(
  db: RequestDatabase,
  token: string,
  actingUserId?: string,
  { mintKey = true }: { mintKey?: boolean } = {},
) {
  const { invitations, users, memberships, apiKeys } = schema;
  const [found] = await db
    .select({
      invitation: invitations,
      existingUserId: sql<
        string | null
      >`(select ${users.id} from ${users} where ${users.email} = ${outer(invitations.email)})`,
    })
    .from(invitations)
    .where(eq(invitations.tokenHash, await sha256Hex(token)))
    .limit(1);
  if (!found) throw new ApiError("invitation_not_found", "No invitation has this token.");
  const { invitation } = found;
  assertOpen(invitation);
  const userId = inviteeOf(found.existingUserId, actingUserId) ?? newId("user");
  const { teamId, role, email } = invitation;

  const accepted = db.$with("accepted").as(
    db
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedByUserId: userId })
      .where(and(eq(invitations.id, invitation.id), stillOpen()))
      .returning({ id: invitations.id }),
  );
  // In the schema's column order: id, email, name, email_verified, image, two_factor_enabled, created_at, updated_at.
  const person = db
    .$with("person")
    .as(
      db
        .insert(users)
        .select(sql`select ${userId}, ${email}, null, false, null, false, now(), now() from ${accepted}`)
        .returning({ id: users.id }),
    );
  const joined = db
    .$with("joined")
    .as(
      db
        .insert(memberships)
        .select(sql`select ${teamId}, ${userId}, ${role}::member_role, now() from ${accepted}`)
        .returning({ userId: memberships.userId }),
    );
  const logged = changeLog(db, {
    from: joined,
    teamId,
    actor: { kind: "user", id: userId },
    action: "member.joined",
    targetId: userId,
    details: { role },
  });
  const key = generateApiKey();
  const minted = db.$with("minted").as(
    db
      .insert(apiKeys)
      .select(
        sql`select ${newId("key")}, ${teamId}, ${userId}, ${`${email} (invitation)`}, ${key.hint},
          ${await hashApiKey(key.secret)}, ${`{${ROLE_PERMISSIONS[role].join(",")}}`}::text[], null, now(), null, null, null
          from ${joined}`,
      )
      .returning(),
  );
  const parts = [accepted, ...(found.existingUserId ? [] : [person]), joined, logged];
  let apiKey: ApiKeyRow | undefined;
  let joinedRows: unknown[];
  try {
    if (mintKey) {
      [apiKey] = joinedRows = await db
        .with(...parts, minted)
        .select()
        .from(minted);
    } else {
      joinedRows = await db
        .with(...parts)
        .select()
        .from(joined);
    }
  } catch (error) {
    if (constraintOf(error) === "memberships_team_id_user_id_pk")
      throw new ApiError("already_member", `${email} is already a member of this team.`);
    throw error; // a parallel accept of another invitation made the person first: a 409 (concurrent_change)
  }
  if (joinedRows.length === 0) {
    // Accepted, revoked or expired since it was read: say which.
    const [now] = await db.select().from(invitations).where(eq(invitations.id, invitation.id));
    if (now) assertOpen(now);
    throw new ApiError("concurrent_change", "The invitation changed while it was accepted; retry.");
  }
  const joinedAs = { team_id: teamId, user_id: userId, email, role };
  if (!apiKey) return { ...joinedAs, api_key: null };
  return { ...joinedAs, api_key: { ...toApiKey(apiKey), secret: key.secret } };
}

function assertOpen(invitation: InvitationRow): void {
  if (invitation.acceptedAt) throw new ApiError("invitation_used", "This invitation has already been used.");
  if (invitation.revokedAt) throw new ApiError("invitation_revoked", "This invitation has been revoked.");
  if (invitation.expiresAt <= new Date(machineTime()))
    throw new ApiError("invitation_expired", "This invitation has expired.");
}

function stillOpen() {
  const { invitations } = schema;
  return and(
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, sql`now()`),
  );
}

/** The person an invitation joins: the existing one only if they are the one asking; undefined for a new one. */
function inviteeOf(existingUserId: string | null, actingUserId: string | undefined): string | undefined {
  if (existingUserId === null) return undefined;
  if (actingUserId === undefined) {
    throw new ApiError(
      "api_key_missing",
      "This address already has an account: accept with one of its API keys (Authorization: Bearer <key>).",
    );
  }
  if (existingUserId !== actingUserId)
    throw new ApiError("invitation_for_another", "This invitation is for another person's address.");
  return existingUserId;
}

function openInvitation(teamId: string, email: string) {
  return and(
    eq(schema.invitations.teamId, teamId),
    eq(schema.invitations.email, email),
    isNull(schema.invitations.acceptedAt),
    isNull(schema.invitations.revokedAt),
  );
}

/** Where the emailed link leads: the web app's page that accepts an invitation (signed in, or signing up). */
export const INVITATION_PAGE_PATH = "/invitations/accept";

/** Emails the invitee a link to accept; a failure is logged, the invitation stands (its token was returned). */
export async function sendInvitationMail(
  ctx: Pick<RequestContext, "db" | "apiBaseUrl">,
  mailer: Mailer,
  invitation: { team_id: string; email: string; token: string },
): Promise<void> {
  try {
    const [team] = await ctx.db
      .select({ name: schema.teams.name })
      .from(schema.teams)
      .where(eq(schema.teams.id, invitation.team_id));
    const link = new URL(INVITATION_PAGE_PATH, ctx.apiBaseUrl);
    link.searchParams.set("token", invitation.token);
    await mailer.send(
      invitationMail(invitation.email, team?.name ?? "a team", link.toString(), INVITATION_TTL_DAYS),
    );
  } catch (error) {
    logError("invitation email not sent", error, { team_id: invitation.team_id });
  }
}
