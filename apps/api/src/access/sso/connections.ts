// A team's single sign-on connection: set by an owner, proven by a TXT record at the email domain (the same DNS
// check as branded domains), and found by a person's address at sign-in. Until the domain is proven nobody signs
// in through it, so a team cannot claim the people of a domain it does not control.
import { normalizeEmail } from "@qr/core/email";
import { parseHostname } from "@qr/core/hostname";
import { newId } from "@qr/core/ids";
import { checkOutboundUrl } from "@qr/core/outbound-url";
import { inOneTrip, type RequestDatabase, schema } from "@qr/db";
import { and, eq, isNotNull } from "drizzle-orm";
import { lookupDns } from "../../codes/domains/dns-over-https.ts";
import { ApiError } from "../../http/errors/api-error.ts";
import { sqlStateOf } from "../../lib/log.ts";
import type { OutboundRules } from "../../lib/outbound.ts";
import type { RequestContext } from "../../request-context.ts";
import { activityEntry, actorOf } from "../activity/record-activity.ts";
import { ownTeam } from "../auth/own-team.ts";

export type SsoConnectionRow = typeof schema.ssoConnections.$inferSelect;
type TeamRole = "admin" | "member" | "viewer";

export const SSO_VERIFY_LABEL = "_qr-sso";

export interface SsoInput {
  issuer: string;
  client_id: string;
  client_secret: string;
  email_domain: string;
  default_role: TeamRole;
}

type Ctx = Pick<RequestContext, "db" | "caller" | "now" | "apiBaseUrl" | "domains" | "outbound" | "secrets">;

/** The provider's callback: where it sends people back, registered at the provider. */
export function redirectUriOf(apiBaseUrl: string, connectionId: string): string {
  return new URL(`/api/auth/callback/${connectionId}`, apiBaseUrl).toString();
}

export function connectionView(row: SsoConnectionRow, apiBaseUrl: string) {
  return {
    id: row.id,
    issuer: row.issuer,
    client_id: row.clientId,
    email_domain: row.emailDomain,
    default_role: row.defaultRole as TeamRole,
    redirect_uri: redirectUriOf(apiBaseUrl, row.id),
    verification: {
      type: "TXT" as const,
      name: `${SSO_VERIFY_LABEL}.${row.emailDomain}`,
      value: `qr-sso=${row.verificationToken}`,
    },
    verified_at: row.verifiedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function getConnection(ctx: Ctx, teamId: string) {
  ownTeam(ctx, teamId);
  return connectionView(await connectionOf(ctx.db, teamId), ctx.apiBaseUrl);
}

/** Sets the team's connection (owners only). A new email domain must be proven again; the client secret is sealed. */
export async function saveConnection(ctx: Ctx, teamId: string, input: SsoInput) {
  ownTeam(ctx, teamId);
  assertOwner(ctx);
  const issuer = issuerOf(input.issuer, ctx.outbound.signOn);
  const domain = parseHostname(input.email_domain);
  if (!domain.ok) throw invalid("email_domain", domain.problem);
  const clientSecretEncrypted = await ctx.secrets.seal(input.client_secret);
  const [existing] = await ctx.db
    .select()
    .from(schema.ssoConnections)
    .where(eq(schema.ssoConnections.teamId, teamId));
  const sameDomain = existing?.emailDomain === domain.hostname;
  const values = {
    issuer,
    clientId: input.client_id,
    clientSecretEncrypted,
    emailDomain: domain.hostname,
    defaultRole: input.default_role,
    updatedAt: new Date(ctx.now()),
    ...(sameDomain ? {} : { verificationToken: newToken(), verifiedAt: null }),
  };
  const [[row]] = await inOneTrip(ctx.db, (db) => [
    db
      .insert(schema.ssoConnections)
      .values({ id: newId("ssoConnection"), teamId, verificationToken: newToken(), ...values })
      .onConflictDoUpdate({ target: schema.ssoConnections.teamId, set: values })
      .returning(),
    activityEntry(db, {
      teamId,
      actor: actorOf(ctx.caller),
      action: "team.sso_configured",
      details: { issuer, email_domain: domain.hostname, default_role: input.default_role },
    }),
  ]);
  if (!row) throw new Error("the connection was not stored");
  return connectionView(row, ctx.apiBaseUrl);
}

/** Checks the TXT record now; a proven domain lets its people sign in. */
export async function verifyConnection(ctx: Ctx, teamId: string) {
  ownTeam(ctx, teamId);
  assertOwner(ctx);
  const row = await connectionOf(ctx.db, teamId);
  if (row.verifiedAt) return connectionView(row, ctx.apiBaseUrl);
  const view = connectionView(row, ctx.apiBaseUrl);
  const answer = await lookupDns(ctx.domains.dnsOverHttpsUrl, view.verification.name, "TXT");
  if (answer.outcome === "failed") {
    throw new ApiError(
      "sso_domain_unverified",
      `DNS could not be asked just now (${answer.reason}); try again.`,
    );
  }
  const values = answer.outcome === "answered" ? answer.values : [];
  if (!values.includes(view.verification.value)) {
    throw new ApiError(
      "sso_domain_unverified",
      `No TXT record "${view.verification.value}" at ${view.verification.name} yet (found ${values.length === 0 ? "none" : values.map((v) => `"${v.slice(0, 80)}"`).join(", ")}).`,
    );
  }
  try {
    const [[verified]] = await inOneTrip(ctx.db, (db) => [
      db
        .update(schema.ssoConnections)
        .set({ verifiedAt: new Date(ctx.now()), updatedAt: new Date(ctx.now()) })
        .where(eq(schema.ssoConnections.id, row.id))
        .returning(),
      activityEntry(db, {
        teamId,
        actor: actorOf(ctx.caller),
        action: "team.sso_verified",
        details: { email_domain: row.emailDomain },
      }),
    ]);
    if (!verified) throw ssoNotConfigured();
    return connectionView(verified, ctx.apiBaseUrl);
  } catch (error) {
    if (sqlStateOf(error) === "23505") {
      throw new ApiError(
        "sso_domain_taken",
        `Another team already signs in the people of ${row.emailDomain}.`,
      );
    }
    throw error;
  }
}

export async function deleteConnection(ctx: Ctx, teamId: string): Promise<void> {
  ownTeam(ctx, teamId);
  assertOwner(ctx);
  const [deleted] = await inOneTrip(ctx.db, (db) => [
    db
      .delete(schema.ssoConnections)
      .where(eq(schema.ssoConnections.teamId, teamId))
      .returning({ id: schema.ssoConnections.id }),
    activityEntry(db, { teamId, actor: actorOf(ctx.caller), action: "team.sso_removed" }),
  ]);
  if (deleted.length === 0) throw ssoNotConfigured();
}

/** The proven connection an address signs in through, if its domain has one. */
export async function lookupConnection(db: RequestDatabase, email: string) {
  const domain = normalizeEmail(email).split("@")[1] ?? "";
  const [row] = domain
    ? await db
        .select({ id: schema.ssoConnections.id })
        .from(schema.ssoConnections)
        .where(
          and(eq(schema.ssoConnections.emailDomain, domain), isNotNull(schema.ssoConnections.verifiedAt)),
        )
    : [];
  if (!row)
    throw ssoNotConfigured("No team signs in the people of this address's domain through single sign-on.");
  return { provider_id: row.id };
}

/** The proven connection with this id (a sign-in's provider), or undefined. */
export async function provenConnection(
  db: RequestDatabase,
  id: string,
): Promise<SsoConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(schema.ssoConnections)
    .where(and(eq(schema.ssoConnections.id, id), isNotNull(schema.ssoConnections.verifiedAt)));
  return row;
}

async function connectionOf(db: RequestDatabase, teamId: string): Promise<SsoConnectionRow> {
  const [row] = await db.select().from(schema.ssoConnections).where(eq(schema.ssoConnections.teamId, teamId));
  if (!row) throw ssoNotConfigured();
  return row;
}

/** An issuer the service may fetch (lib/outbound.ts: https, a public host), without query or fragment. */
function issuerOf(raw: string, outbound: OutboundRules): string {
  const checked = checkOutboundUrl(raw.trim(), outbound);
  if (!checked.ok) throw invalid("issuer", `issuer ${checked.reason}`);
  const url = new URL(checked.url);
  if (url.search || url.hash) throw invalid("issuer", "must have no query or fragment");
  return url.toString().replace(/\/$/, "");
}

function assertOwner(ctx: Ctx): void {
  if (ctx.caller.role !== "owner") {
    throw new ApiError("role_insufficient", "Only an owner can change the team's single sign-on.");
  }
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function invalid(path: string, message: string): ApiError {
  return new ApiError("validation_failed", "The request is invalid.", { errors: [{ path, message }] });
}

function ssoNotConfigured(detail = "The team has no single sign-on connection."): ApiError {
  return new ApiError("sso_not_configured", detail);
}
