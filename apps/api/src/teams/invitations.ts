// Invitations: a single-use token (256 random bits, stored only as its SHA-256) that lets one email address
// join a team with a role. Accepting creates the user if new, the membership and an API key with the role's
// permissions, in one transaction that locks the invitation, so two parallel accepts make one membership.
import { generateApiKey, hashApiKey } from "@qr/core/api-key";
import { sha256Hex } from "@qr/core/hash";
import { newId } from "@qr/core/ids";
import { ROLE_PERMISSIONS, ROLE_RANK, type Role } from "@qr/core/permissions";
import { randomBase62 } from "@qr/core/random";
import { type Database, schema } from "@qr/db";
import { and, eq, isNull } from "drizzle-orm";
import { Conflict, Forbidden, Gone, NotFound } from "../errors.ts";
import { toApiKey } from "../keys/api-keys.ts";
import { normalizeEmail } from "./bootstrap-team.ts";
import { ownTeam, type TeamContext } from "./team-context.ts";

export const INVITATION_TTL_DAYS = 7;
const TOKEN_PREFIX = "qri_";
const TOKEN_LENGTH = 43; // base62: ~256 bits

export async function inviteMember(
  ctx: TeamContext,
  teamId: string,
  input: { email: string; role: Role },
  acceptUrl: string,
) {
  ownTeam(ctx, teamId);
  if (ROLE_RANK[input.role] > ROLE_RANK[ctx.caller.role]) {
    throw new Forbidden(`A ${ctx.caller.role} cannot invite someone as ${input.role}.`);
  }
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
    if (member) throw new Conflict(`${email} is already a member of this team.`);

    const [open] = await tx
      .select()
      .from(schema.invitations)
      .where(openInvitation(teamId, email))
      .for("update");
    if (open && open.expiresAt > now) throw new Conflict(`${email} already has a pending invitation.`);
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
  ctx: TeamContext,
  teamId: string,
  invitationId: string,
): Promise<void> {
  ownTeam(ctx, teamId);
  const [invitation] = await ctx.db
    .select()
    .from(schema.invitations)
    .where(and(eq(schema.invitations.id, invitationId), eq(schema.invitations.teamId, teamId)))
    .limit(1);
  if (!invitation) throw new NotFound("No invitation with this id.");
  if (invitation.acceptedAt) throw new Conflict("The invitation has already been accepted.");
  if (!invitation.revokedAt) {
    await ctx.db
      .update(schema.invitations)
      .set({ revokedAt: new Date() })
      .where(eq(schema.invitations.id, invitationId));
  }
}

export async function acceptInvitation(db: Database, token: string) {
  const tokenHash = await sha256Hex(token);
  const key = generateApiKey();
  const secretHash = await hashApiKey(key.secret);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(schema.invitations)
      .where(eq(schema.invitations.tokenHash, tokenHash))
      .for("update");
    if (!invitation) throw new NotFound("No invitation has this token.");
    if (invitation.acceptedAt) throw new Conflict("This invitation has already been used.");
    if (invitation.revokedAt) throw new Gone("This invitation has been revoked.");
    if (invitation.expiresAt <= new Date()) throw new Gone("This invitation has expired.");

    const [user] = await tx
      .insert(schema.users)
      .values({ id: newId("user"), email: invitation.email })
      .onConflictDoUpdate({ target: schema.users.email, set: { email: invitation.email } })
      .returning({ id: schema.users.id });
    if (!user) throw new Error("user upsert returned no row");
    const [joined] = await tx
      .insert(schema.memberships)
      .values({ teamId: invitation.teamId, userId: user.id, role: invitation.role })
      .onConflictDoNothing()
      .returning({ userId: schema.memberships.userId });
    if (!joined) throw new Conflict(`${invitation.email} is already a member of this team.`);
    await tx
      .update(schema.invitations)
      .set({ acceptedAt: new Date(), acceptedByUserId: user.id })
      .where(eq(schema.invitations.id, invitation.id));
    const [apiKey] = await tx
      .insert(schema.apiKeys)
      .values({
        id: newId("key"),
        teamId: invitation.teamId,
        userId: user.id,
        name: `${invitation.email} (invitation)`,
        hint: key.hint,
        secretHash,
        permissions: [...ROLE_PERMISSIONS[invitation.role]],
      })
      .returning();
    if (!apiKey) throw new Error("api key insert returned no row");
    return {
      team_id: invitation.teamId,
      user_id: user.id,
      email: invitation.email,
      role: invitation.role,
      api_key: { ...toApiKey(apiKey), secret: key.secret },
    };
  });
}

function openInvitation(teamId: string, email: string) {
  return and(
    eq(schema.invitations.teamId, teamId),
    eq(schema.invitations.email, email),
    isNull(schema.invitations.acceptedAt),
    isNull(schema.invitations.revokedAt),
  );
}
