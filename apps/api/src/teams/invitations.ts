// Invitations: a single-use token (256 random bits, stored only as its SHA-256) that lets one email address
// join a team with a role. Accepting creates the user if new, the membership and an API key with the role's
// permissions, in one transaction that locks the invitation, so two parallel accepts make one membership.
import { generateApiKey, hashApiKey } from "@qr/core/api-key";
import { normalizeEmail } from "@qr/core/email";
import { sha256Hex } from "@qr/core/hash";
import { newId } from "@qr/core/ids";
import { ROLE_PERMISSIONS, type Role } from "@qr/core/permissions";
import { randomBase62 } from "@qr/core/random";
import { type Database, schema } from "@qr/db";
import { and, eq, isNull } from "drizzle-orm";
import type { Mailer } from "../accounts/mail.ts";
import { invitationMail } from "../accounts/messages.ts";
import { actorOf, recordActivity } from "../activity/record-activity.ts";
import { assertMayActOn, assertMayGrantRole } from "../auth/authority.ts";
import { ApiError } from "../errors/api-error.ts";
import { toApiKey } from "../keys/api-key.ts";
import { logError } from "../log.ts";
import type { CallerContext, RequestContext } from "../request-context.ts";
import { ownTeam } from "./own-team.ts";

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
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);

  const invitation = await ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ userId: schema.users.id })
      .from(schema.memberships)
      .innerJoin(schema.users, eq(schema.users.id, schema.memberships.userId))
      .where(and(eq(schema.memberships.teamId, teamId), eq(schema.users.email, email)))
      .limit(1);
    if (member) throw new ApiError("already_member", `${email} is already a member of this team.`);

    const [open] = await tx
      .select()
      .from(schema.invitations)
      .where(openInvitation(teamId, email))
      .for("update");
    if (open && open.expiresAt > now)
      throw new ApiError("invitation_pending", `${email} already has a pending invitation.`);
    if (open)
      await tx.update(schema.invitations).set({ revokedAt: now }).where(eq(schema.invitations.id, open.id));

    const [row] = await tx
      .insert(schema.invitations)
      .values({
        id: newId("invitation"),
        teamId,
        email,
        role: input.role,
        tokenHash: await sha256Hex(token),
        invitedByUserId: ctx.caller.userId,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error("invitation insert returned no row");
    return row;
  });
  await recordActivity(ctx.db, {
    teamId,
    actor: actorOf(ctx.caller),
    action: "member.invited",
    targetId: invitation.id,
    details: { email, role: invitation.role },
  });
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

export async function revokeInvitation(
  ctx: CallerContext,
  teamId: string,
  invitationId: string,
): Promise<void> {
  ownTeam(ctx, teamId);
  const [invitation] = await ctx.db
    .select()
    .from(schema.invitations)
    .where(and(eq(schema.invitations.id, invitationId), eq(schema.invitations.teamId, teamId)))
    .limit(1);
  if (!invitation) throw new ApiError("invitation_not_found", "No invitation with this id.");
  assertMayActOn(ctx.caller, invitation.role, "revoke the invitation");
  if (invitation.acceptedAt)
    throw new ApiError("invitation_used", "The invitation has already been accepted.");
  if (!invitation.revokedAt) {
    await ctx.db
      .update(schema.invitations)
      .set({ revokedAt: new Date() })
      .where(eq(schema.invitations.id, invitationId));
  }
}

/**
 * Accepts an invitation. The token is the credential for an address new to the service. An address that
 * already belongs to a person must be accepted by that person (`actingUserId`, from one of their API keys or
 * their session): otherwise anyone holding a token for another person's address could attach a key to that
 * person. An API-only acceptance gets a key with the role's permissions; a signed-in person needs none.
 */
export async function acceptInvitation(
  db: Database,
  token: string,
  actingUserId?: string,
  { mintKey = true }: { mintKey?: boolean } = {},
) {
  const tokenHash = await sha256Hex(token);
  const key = generateApiKey();
  const secretHash = await hashApiKey(key.secret);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.tokenHash, tokenHash))
      .for("update");
    if (!invitation) throw new ApiError("invitation_not_found", "No invitation has this token.");
    if (invitation.acceptedAt)
      throw new ApiError("invitation_used", "This invitation has already been used.");
    if (invitation.revokedAt) throw new ApiError("invitation_revoked", "This invitation has been revoked.");
    if (invitation.expiresAt <= new Date())
      throw new ApiError("invitation_expired", "This invitation has expired.");

    const userId = await inviteeOf(tx, invitation.email, actingUserId);
    const [joined] = await tx
      .insert(schema.memberships)
      .values({ teamId: invitation.teamId, userId, role: invitation.role })
      .onConflictDoNothing()
      .returning({ userId: schema.memberships.userId });
    if (!joined)
      throw new ApiError("already_member", `${invitation.email} is already a member of this team.`);
    await tx
      .update(schema.invitations)
      .set({ acceptedAt: new Date(), acceptedByUserId: userId })
      .where(eq(schema.invitations.id, invitation.id));
    await recordActivity(tx, {
      teamId: invitation.teamId,
      actor: { kind: "user", id: userId },
      action: "member.joined",
      targetId: userId,
      details: { role: invitation.role },
    });
    const joinedAs = {
      team_id: invitation.teamId,
      user_id: userId,
      email: invitation.email,
      role: invitation.role,
    };
    if (!mintKey) return { ...joinedAs, api_key: null };
    const [apiKey] = await tx
      .insert(schema.apiKeys)
      .values({
        id: newId("key"),
        teamId: invitation.teamId,
        userId,
        name: `${invitation.email} (invitation)`,
        hint: key.hint,
        secretHash,
        permissions: [...ROLE_PERMISSIONS[invitation.role]],
      })
      .returning();
    if (!apiKey) throw new Error("api key insert returned no row");
    return { ...joinedAs, api_key: { ...toApiKey(apiKey), secret: key.secret } };
  });
}

/** The person an invitation to `email` joins: a new one, or the existing one only if they are the one asking. */
async function inviteeOf(tx: Database, email: string, actingUserId: string | undefined): Promise<string> {
  const [existing] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, email))
    .limit(1);
  if (existing) {
    if (actingUserId === undefined) {
      throw new ApiError(
        "api_key_missing",
        "This address already has an account: accept with one of its API keys (Authorization: Bearer <key>).",
      );
    }
    if (existing.id !== actingUserId)
      throw new ApiError("invitation_for_another", "This invitation is for another person's address.");
    return existing.id;
  }
  // A parallel accept of another invitation to the same new address may create the person first: a 409 then.
  const [created] = await tx
    .insert(schema.users)
    .values({ id: newId("user"), email })
    .returning({ id: schema.users.id });
  if (!created) throw new Error("user insert returned no row");
  return created.id;
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
