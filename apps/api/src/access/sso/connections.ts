// A team's single sign-on connection (OpenID Connect or SAML, docs/decisions/0034-saml-single-sign-on.md): set by an owner, proven by a TXT record at the email domain (the same DNS
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
import { fetchOutbound } from "../../lib/outbound.ts";
import type { RequestContext } from "../../request-context.ts";
import { activityEntry, actorOf } from "../activity/record-activity.ts";
import { ownTeam } from "../auth/own-team.ts";
import { fingerprintOf } from "./saml/certificates.ts";
import { readIdpMetadata } from "./saml/idp-metadata.ts";
import { SamlRefusal } from "./saml/saml-xml.ts";
import { serviceProviderOf } from "./saml/service-provider.ts";

export type SsoConnectionRow = typeof schema.ssoConnections.$inferSelect;
type TeamRole = "admin" | "member" | "viewer";

export const SSO_VERIFY_LABEL = "_qr-sso";

export interface SsoInput {
  protocol: "oidc" | "saml";
  issuer?: string | undefined;
  client_id?: string | undefined;
  client_secret?: string | undefined;
  metadata_url?: string | undefined;
  metadata_xml?: string | undefined;
  email_domain: string;
  default_role: TeamRole;
  enforced: boolean;
  idp_initiated?: boolean | undefined;
}

type Ctx = Pick<RequestContext, "db" | "caller" | "now" | "apiBaseUrl" | "domains" | "outbound" | "secrets">;

/** The provider's callback: where it sends people back, registered at the provider. */
export function redirectUriOf(apiBaseUrl: string, connectionId: string): string {
  return new URL(`/api/auth/callback/${connectionId}`, apiBaseUrl).toString();
}

export async function connectionView(row: SsoConnectionRow, apiBaseUrl: string) {
  const saml = row.protocol === "saml";
  const sp = serviceProviderOf(apiBaseUrl, row.id);
  return {
    id: row.id,
    protocol: row.protocol,
    issuer: row.issuer,
    client_id: row.clientId,
    redirect_uri: saml ? null : redirectUriOf(apiBaseUrl, row.id),
    saml: saml
      ? {
          entity_id: row.samlEntityId ?? "",
          sso_url: row.samlSsoUrl ?? "",
          metadata_url: row.samlMetadataUrl,
          idp_initiated: row.samlIdpInitiated,
          certificates: await Promise.all(
            (row.samlCertificates ?? []).map(async (bare) => ({
              fingerprint_sha256: await fingerprintOf(bare),
            })),
          ),
        }
      : null,
    service_provider: saml
      ? {
          entity_id: sp.entityId,
          acs_url: sp.acsUrl,
          metadata_url: sp.metadataUrl,
          sign_in_url: sp.signInUrl,
        }
      : null,
    email_domain: row.emailDomain,
    default_role: row.defaultRole as TeamRole,
    enforced: row.enforced,
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

/**
 * Sets the team's connection (owners only). A new email domain must be proven again; an OpenID Connect client
 * secret is sealed; SAML metadata is fetched or read now, so a connection saved is one people can sign in with.
 */
export async function saveConnection(ctx: Ctx, teamId: string, input: SsoInput) {
  ownTeam(ctx, teamId);
  assertOwner(ctx);
  const domain = parseHostname(input.email_domain);
  if (!domain.ok) throw invalid("email_domain", domain.problem);
  const provider = input.protocol === "saml" ? await samlFields(ctx, input) : await oidcFields(ctx, input);
  const [existing] = await ctx.db
    .select()
    .from(schema.ssoConnections)
    .where(eq(schema.ssoConnections.teamId, teamId));
  const sameDomain = existing?.emailDomain === domain.hostname;
  const values = {
    ...provider,
    protocol: input.protocol,
    emailDomain: domain.hostname,
    defaultRole: input.default_role,
    enforced: input.enforced,
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
      details: {
        protocol: input.protocol,
        ...(input.protocol === "saml"
          ? { entity_id: provider.samlEntityId, idp_initiated: provider.samlIdpInitiated }
          : { issuer: provider.issuer }),
        email_domain: domain.hostname,
        default_role: input.default_role,
        enforced: input.enforced,
      },
    }),
  ]);
  if (!row) throw new Error("the connection was not stored");
  return connectionView(row, ctx.apiBaseUrl);
}

const NO_SAML = {
  samlEntityId: null,
  samlSsoUrl: null,
  samlCertificates: null,
  samlMetadataUrl: null,
  samlIdpInitiated: true,
};
const NO_OIDC = { issuer: null, clientId: null, clientSecretEncrypted: null };

async function oidcFields(ctx: Ctx, input: SsoInput) {
  return {
    ...NO_SAML,
    issuer: issuerOf(input.issuer ?? "", ctx.outbound.signOn),
    clientId: input.client_id ?? "",
    clientSecretEncrypted: await ctx.secrets.seal(input.client_secret ?? ""),
  };
}

/** The identity provider as its metadata says, from the URL (fetched under the outbound rules) or the upload. */
async function samlFields(ctx: Ctx, input: SsoInput) {
  let xml = input.metadata_xml;
  let metadataUrl: string | null = null;
  if (input.metadata_url !== undefined) {
    const checked = checkOutboundUrl(input.metadata_url.trim(), ctx.outbound.signOn);
    if (!checked.ok) throw invalid("metadata_url", `metadata_url ${checked.reason}`);
    metadataUrl = checked.url;
    const answer = await fetchOutbound(
      metadataUrl,
      { method: "GET" },
      ctx.outbound.signOn,
      METADATA_LIMITS,
    ).catch(() => undefined);
    if (answer?.status !== 200) {
      throw new ApiError(
        "sso_metadata_unusable",
        `The metadata could not be fetched from ${metadataUrl} (${answer ? `it answered ${answer.status}` : "no answer"}).`,
      );
    }
    xml = answer.body;
  }
  try {
    const metadata = readIdpMetadata(xml ?? "");
    const ssoUrl = checkOutboundUrl(metadata.ssoUrl, ctx.outbound.signOn);
    if (!ssoUrl.ok) throw new SamlRefusal(`The sign-in address ${ssoUrl.reason}.`);
    return {
      ...NO_OIDC,
      samlEntityId: metadata.entityId,
      samlSsoUrl: ssoUrl.url,
      samlCertificates: metadata.certificates,
      samlMetadataUrl: metadataUrl,
      samlIdpInitiated: input.idp_initiated ?? true,
    };
  } catch (error) {
    if (error instanceof SamlRefusal) throw new ApiError("sso_metadata_unusable", error.reason);
    throw error;
  }
}

const METADATA_LIMITS = { timeoutMs: 10_000, maxBytes: 256 * 1024 };

/** Checks the TXT record now; a proven domain lets its people sign in. */
export async function verifyConnection(ctx: Ctx, teamId: string) {
  ownTeam(ctx, teamId);
  assertOwner(ctx);
  const row = await connectionOf(ctx.db, teamId);
  if (row.verifiedAt) return connectionView(row, ctx.apiBaseUrl);
  const view = await connectionView(row, ctx.apiBaseUrl);
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
export async function lookupConnection(db: RequestDatabase, email: string, apiBaseUrl: string) {
  const domain = normalizeEmail(email).split("@")[1] ?? "";
  const [row] = domain
    ? await db
        .select({ id: schema.ssoConnections.id, protocol: schema.ssoConnections.protocol })
        .from(schema.ssoConnections)
        .where(
          and(eq(schema.ssoConnections.emailDomain, domain), isNotNull(schema.ssoConnections.verifiedAt)),
        )
    : [];
  if (!row)
    throw ssoNotConfigured("No team signs in the people of this address's domain through single sign-on.");
  return {
    provider_id: row.id,
    protocol: row.protocol,
    sign_in_url: row.protocol === "saml" ? serviceProviderOf(apiBaseUrl, row.id).signInUrl : null,
  };
}

/** The proven connection of this protocol with this id (a sign-in's provider), or undefined. */
export async function provenConnection(
  db: RequestDatabase,
  id: string,
  protocol: SsoConnectionRow["protocol"],
): Promise<SsoConnectionRow | undefined> {
  const { ssoConnections } = schema;
  const [row] = await db
    .select()
    .from(ssoConnections)
    .where(
      and(
        eq(ssoConnections.id, id),
        eq(ssoConnections.protocol, protocol),
        isNotNull(ssoConnections.verifiedAt),
      ),
    );
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
