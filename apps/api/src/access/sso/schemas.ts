// A team's single sign-on connection as the API accepts and shows it: OpenID Connect (the client secret is
// accepted, never shown) or SAML (the identity provider's metadata by URL or as XML; our SP metadata shown).
import { z } from "@hono/zod-openapi";
import { Timestamp } from "../../http/openapi/shared-schemas.ts";

const Role = z.enum(["admin", "member", "viewer"]);

export const SsoConnectionInputSchema = z
  .strictObject({
    protocol: z.enum(["oidc", "saml"]).default("oidc").openapi({
      description:
        "`oidc` (OpenID Connect: `issuer`, `client_id`, `client_secret`) or `saml` (SAML 2.0: `metadata_url` or `metadata_xml`).",
    }),
    issuer: z.string().max(2048).optional().openapi({
      example: "https://login.brand.com",
      description:
        "OpenID Connect: the issuer (https); its discovery document is at `{issuer}/.well-known/openid-configuration`.",
    }),
    client_id: z.string().trim().min(1).max(255).optional().openapi({ description: "OpenID Connect." }),
    client_secret: z
      .string()
      .min(1)
      .max(1024)
      .optional()
      .openapi({ description: "OpenID Connect. Stored encrypted; never shown again." }),
    metadata_url: z.string().max(2048).optional().openapi({
      example: "https://brand.okta.com/app/exk1/sso/saml/metadata",
      description: "SAML: where the identity provider publishes its metadata (https); fetched now.",
    }),
    metadata_xml: z
      .string()
      .max(256 * 1024)
      .optional()
      .openapi({ description: "SAML: the identity provider's metadata document itself, as uploaded." }),
    email_domain: z.string().max(1024).openapi({
      example: "brand.com",
      description: "People with addresses at this domain sign in through the provider and join the team.",
    }),
    default_role: Role.default("member").openapi({
      description: "The role of people who join the team by signing in through it.",
    }),
    enforced: z.boolean().default(false).openapi({
      description:
        "Once the domain is proven, refuse password and passkey sign-in to its people: they sign in through the provider only.",
    }),
    idp_initiated: z.boolean().optional().openapi({
      description:
        "SAML: whether a sign-in the identity provider starts (its app tile) is taken, besides those started here. Default true; false takes only responses to our own requests, which closes login CSRF by a posted assertion.",
    }),
  })
  .superRefine((input, ctx) => {
    const fields =
      input.protocol === "oidc"
        ? {
            required: ["issuer", "client_id", "client_secret"],
            refused: ["metadata_url", "metadata_xml", "idp_initiated"],
          }
        : { required: [], refused: ["issuer", "client_id", "client_secret"] };
    for (const field of fields.required) {
      if (input[field as keyof typeof input] === undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: `is required for ${input.protocol}` });
      }
    }
    for (const field of fields.refused) {
      if (input[field as keyof typeof input] !== undefined) {
        ctx.addIssue({ code: "custom", path: [field], message: `is not a field of ${input.protocol}` });
      }
    }
    if (
      input.protocol === "saml" &&
      (input.metadata_url === undefined) === (input.metadata_xml === undefined)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["metadata_url"],
        message: "give the identity provider's metadata by metadata_url or metadata_xml (one of them)",
      });
    }
  })
  .openapi("SsoConnectionInput");

export const SsoConnectionSchema = z
  .object({
    id: z.string().openapi({ description: "Also the provider id the sign-in names." }),
    protocol: z.enum(["oidc", "saml"]),
    issuer: z.string().nullable().openapi({ description: "OpenID Connect; null for SAML." }),
    client_id: z.string().nullable().openapi({ description: "OpenID Connect; null for SAML." }),
    redirect_uri: z.string().nullable().openapi({
      description:
        "OpenID Connect: register this as the client's redirect URI at the provider. Null for SAML.",
    }),
    saml: z
      .object({
        entity_id: z
          .string()
          .openapi({ description: "The identity provider's entity id (its assertions' issuer)." }),
        sso_url: z.string().openapi({ description: "Where people sign in at the identity provider." }),
        metadata_url: z.string().nullable(),
        certificates: z
          .array(z.object({ fingerprint_sha256: z.string() }))
          .openapi({ description: "The certificates its signatures are checked with." }),
        idp_initiated: z.boolean().openapi({
          description:
            "Whether sign-ins the identity provider starts are taken; false: only responses to our own requests.",
        }),
      })
      .nullable()
      .openapi({
        description: "SAML: the identity provider, as its metadata says. Null for OpenID Connect.",
      }),
    service_provider: z
      .object({
        entity_id: z
          .string()
          .openapi({ description: "Our entity id (the audience): give it to the provider." }),
        acs_url: z.string().openapi({ description: "Our assertion consumer service (HTTP-POST)." }),
        metadata_url: z.string().openapi({ description: "Our SP metadata, for providers that import it." }),
        sign_in_url: z.string().openapi({ description: "Starts a sign-in here (SP-initiated)." }),
      })
      .nullable()
      .openapi({ description: "SAML: what to give the identity provider. Null for OpenID Connect." }),
    email_domain: z.string(),
    default_role: Role,
    enforced: z.boolean().openapi({
      description: "Whether the domain's people may sign in only through the provider (once proven).",
    }),
    verification: z
      .object({ type: z.literal("TXT"), name: z.string(), value: z.string() })
      .openapi({ description: "The TXT record that proves the team controls the email domain." }),
    verified_at: Timestamp.nullable().openapi({
      description: "When DNS proved the domain; nobody signs in through the connection before.",
    }),
    created_at: Timestamp,
  })
  .openapi("SsoConnection");

export const SsoLookupInputSchema = z
  .strictObject({ email: z.string().max(320).openapi({ example: "ada@brand.com" }) })
  .openapi("SsoLookupInput");

export const SsoLookupSchema = z
  .object({
    provider_id: z.string().openapi({
      description:
        "OpenID Connect: start the sign-in with `POST /api/auth/sign-in/social` `{ provider: provider_id, callbackURL }`.",
    }),
    protocol: z.enum(["oidc", "saml"]),
    sign_in_url: z.string().nullable().openapi({
      description:
        "SAML: send the browser here, with `?return_to=` a path of the dashboard, to sign in. Null for OpenID Connect.",
    }),
  })
  .openapi("SsoLookup");
