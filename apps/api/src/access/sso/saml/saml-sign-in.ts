// A SAML sign-in, from the request we send to the person coming back signed in. A response must answer a request
// we made and have not seen answered (`InResponseTo`), or, when the identity provider started the sign-in and the
// connection takes that, carry no `InResponseTo` at all; either way its assertion signs in once. Whoever it names,
// at the connection's email domain, is found or made, joins the team with the connection's default role and gets a
// session, unless the team's SCIM deactivated them.
import { sha256Hex } from "@qr/core/hash";
import { newId } from "@qr/core/ids";
import { type RequestDatabase, schema } from "@qr/db";
import { and, eq, gt, lt } from "drizzle-orm";
import { logPersonEvent } from "../../activity/person-events.ts";
import { activityEntry, changeLog, SYSTEM_ACTOR } from "../../activity/record-activity.ts";
import type { CallerOrigin } from "../../auth/caller.ts";
import { SESSION_EXPIRES_IN_SECONDS } from "../../auth/session-lifetime.ts";
import { provenConnection, type SsoConnectionRow } from "../connections.ts";
import { SamlRefusal } from "./saml-xml.ts";
import { authnRequestUrl, serviceProviderOf } from "./service-provider.ts";
import { verifySamlResponse } from "./verify-response.ts";

/** How long a person has at the identity provider before the request we sent lapses. */
const REQUEST_LIFETIME_MS = 15 * 60_000;

export interface SamlSettings {
  db: RequestDatabase;
  now: number;
  apiBaseUrl: string;
}

/** The proven SAML connection with this id, or a refusal. */
export async function samlConnection(db: RequestDatabase, id: string): Promise<SsoConnectionRow> {
  const row = await provenConnection(db, id, "saml");
  if (!row) throw new SamlRefusal("No team signs in through this SAML connection.");
  return row;
}

/** Where the browser goes to sign in at the identity provider, the request remembered until it lapses. */
export async function startSamlSignIn(
  settings: SamlSettings,
  connectionId: string,
  returnTo: string,
): Promise<string> {
  const connection = await samlConnection(settings.db, connectionId);
  const requestId = `_${newId("samlRequest", settings.now).replaceAll("_", "")}`;
  await settings.db.insert(schema.samlRequests).values({
    id: requestId,
    connectionId,
    returnTo: safeReturnPath(returnTo),
    expiresAt: new Date(settings.now + REQUEST_LIFETIME_MS),
  });
  return authnRequestUrl(
    serviceProviderOf(settings.apiBaseUrl, connectionId),
    connection.samlSsoUrl ?? "",
    requestId,
    new Date(settings.now),
    requestId,
  );
}

export interface SamlSignedIn {
  userId: string;
  sessionToken: string;
  returnTo: string;
}

/**
 * Checks the response the identity provider posted and signs its person in; a SamlRefusal otherwise, which the
 * team's audit log keeps with its reason (`account.sign_in_failed`), so its owners see a misconfiguration or an attack.
 */
export async function finishSamlSignIn(
  settings: SamlSettings,
  connectionId: string,
  form: { samlResponse: string; relayState: string | undefined },
  origin: CallerOrigin,
  country: string | null,
): Promise<SamlSignedIn> {
  const connection = await samlConnection(settings.db, connectionId);
  try {
    return await signIn(settings, connection, form, origin, country);
  } catch (error) {
    if (error instanceof SamlRefusal) {
      await activityEntry(settings.db, {
        teamId: connection.teamId,
        actor: { ...SYSTEM_ACTOR, origin },
        action: "account.sign_in_failed",
        details: { method: "SAML single sign-on", reason: error.reason },
      });
    }
    throw error;
  }
}

async function signIn(
  settings: SamlSettings,
  connection: SsoConnectionRow,
  form: { samlResponse: string; relayState: string | undefined },
  origin: CallerOrigin,
  country: string | null,
): Promise<SamlSignedIn> {
  const { db, now } = settings;
  const connectionId = connection.id;
  const verified = verifySamlResponse(
    decodeResponse(form.samlResponse),
    serviceProviderOf(settings.apiBaseUrl, connectionId),
    { entityId: connection.samlEntityId ?? "", certificates: connection.samlCertificates ?? [] },
    now,
  );
  const email = verified.email?.toLowerCase() ?? "";
  if (!email.endsWith(`@${connection.emailDomain}`)) {
    throw new SamlRefusal(
      `The assertion names no address at ${connection.emailDomain}.`,
      "email_outside_domain",
    );
  }
  if (!verified.inResponseTo && !connection.samlIdpInitiated) {
    throw new SamlRefusal(
      "The identity provider started this sign-in, and the connection takes only sign-ins started here.",
    );
  }
  const returnTo = verified.inResponseTo
    ? await answeredRequest(db, connectionId, verified.inResponseTo, now)
    : safeReturnPath(form.relayState);
  const [fresh] = await db
    .insert(schema.samlAssertionsUsed)
    .values({ connectionId, assertionId: verified.id, expiresAt: new Date(verified.expiresAt) })
    .onConflictDoNothing()
    .returning({ id: schema.samlAssertionsUsed.assertionId });
  if (!fresh) throw new SamlRefusal("The assertion was used already.");

  const userId = await personOf(db, email, verified.name);
  await assertNotDeactivated(db, connection.teamId, userId);
  await joinTeam(db, connection, userId);
  const sessionToken = await startSession(db, { userId, teamId: connection.teamId, now, origin, country });
  await logPersonEvent(db, {
    userId,
    action: "account.signed_in",
    origin,
    details: { method: "SAML single sign-on" },
  });
  return { userId, sessionToken, returnTo };
}

/** The return path of the request the response answers, consumed: a request is answered once. */
async function answeredRequest(db: RequestDatabase, connectionId: string, id: string, now: number) {
  const { samlRequests } = schema;
  const [request] = await db
    .delete(samlRequests)
    .where(
      and(
        eq(samlRequests.id, id),
        eq(samlRequests.connectionId, connectionId),
        gt(samlRequests.expiresAt, new Date(now)),
      ),
    )
    .returning({ returnTo: samlRequests.returnTo });
  if (!request)
    throw new SamlRefusal("The response answers a request that was not made, or was answered already.");
  return request.returnTo;
}

async function personOf(db: RequestDatabase, email: string, name: string | undefined): Promise<string> {
  const { users } = schema;
  const [made] = await db
    .insert(users)
    .values({ id: newId("user"), email, name: name?.slice(0, 100) ?? null, emailVerified: true })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (made) return made.id;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) throw new SamlRefusal("The account could not be found or made.");
  return existing.id;
}

async function assertNotDeactivated(db: RequestDatabase, teamId: string, userId: string): Promise<void> {
  const { scimUsers } = schema;
  const [deactivated] = await db
    .select({ id: scimUsers.id })
    .from(scimUsers)
    .where(and(eq(scimUsers.teamId, teamId), eq(scimUsers.userId, userId), eq(scimUsers.active, false)));
  if (deactivated) throw new SamlRefusal("The team's identity provider deactivated this person.");
}

async function joinTeam(db: RequestDatabase, connection: SsoConnectionRow, userId: string): Promise<void> {
  const { memberships } = schema;
  const joined = db
    .$with("joined")
    .as(
      db
        .insert(memberships)
        .values({ teamId: connection.teamId, userId, role: connection.defaultRole })
        .onConflictDoNothing()
        .returning({ userId: memberships.userId }),
    );
  const logged = changeLog(db, {
    from: joined,
    teamId: connection.teamId,
    actor: { kind: "user", id: userId },
    action: "member.joined",
    targetId: userId,
    details: { role: connection.defaultRole, via: "saml" },
  });
  await db.with(joined, logged).select().from(joined);
}

/** A session as the account library makes one: only its token's SHA-256 is stored (hashed-secrets.ts). */
async function startSession(
  db: RequestDatabase,
  input: { userId: string; teamId: string; now: number; origin: CallerOrigin; country: string | null },
): Promise<string> {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = Array.from(bytes, (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join("");
  await db.insert(schema.sessions).values({
    id: newId("session"),
    userId: input.userId,
    token: await sha256Hex(token),
    expiresAt: new Date(input.now + SESSION_EXPIRES_IN_SECONDS * 1000),
    ipAddress: input.origin.ip,
    userAgent: input.origin.userAgent,
    country: input.country && input.country !== "XX" ? input.country : null,
    activeTeamId: input.teamId,
  });
  return token;
}

const TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function decodeResponse(encoded: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(
      Uint8Array.from(atob(encoded.replace(/\s+/g, "")), (char) => char.charCodeAt(0)),
    );
  } catch {
    throw new SamlRefusal("SAMLResponse is not base64 of UTF-8 XML.");
  }
}

/** A path of this site to go to once signed in; anything else (another site, `//host`) goes home. */
export function safeReturnPath(value: string | undefined): string {
  return value && /^\/(?![/\\])[^\s]{0,1999}$/.test(value) ? value : "/";
}

/** Forgets requests that lapsed and assertions that expired (the maintenance pass). */
export async function pruneSamlState(db: RequestDatabase, now: Date) {
  const { samlAssertionsUsed, samlRequests } = schema;
  const requests = await db
    .delete(samlRequests)
    .where(lt(samlRequests.expiresAt, now))
    .returning({ id: samlRequests.id });
  const assertions = await db
    .delete(samlAssertionsUsed)
    .where(lt(samlAssertionsUsed.expiresAt, now))
    .returning({ id: samlAssertionsUsed.assertionId });
  return { samlRequestsPruned: requests.length, samlAssertionsPruned: assertions.length };
}
