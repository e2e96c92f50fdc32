// A team's single sign-on connection as the API accepts and shows it (the client secret is accepted, never shown).
import { z } from "@hono/zod-openapi";
import { Timestamp } from "../../http/openapi/shared-schemas.ts";

export const SsoConnectionInputSchema = z
  .strictObject({
    issuer: z.string().max(2048).openapi({
      example: "https://login.brand.com",
      description:
        "The OpenID Connect issuer (https): its discovery document is at `{issuer}/.well-known/openid-configuration`.",
    }),
    client_id: z.string().trim().min(1).max(255),
    client_secret: z
      .string()
      .min(1)
      .max(1024)
      .openapi({ description: "Stored encrypted; never shown again." }),
    email_domain: z.string().max(1024).openapi({
      example: "brand.com",
      description: "People with addresses at this domain sign in through the provider and join the team.",
    }),
    default_role: z.enum(["admin", "member", "viewer"]).default("member").openapi({
      description: "The role of people who join the team by signing in through it.",
    }),
  })
  .openapi("SsoConnectionInput");

export const SsoConnectionSchema = z
  .object({
    id: z.string().openapi({ description: "Also the provider id the sign-in names." }),
    issuer: z.string(),
    client_id: z.string(),
    email_domain: z.string(),
    default_role: z.enum(["admin", "member", "viewer"]),
    redirect_uri: z
      .string()
      .openapi({ description: "Register this as the client's redirect URI at the provider." }),
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
        "Start the sign-in with `POST /api/auth/sign-in/social` `{ provider: provider_id, callbackURL }`.",
    }),
  })
  .openapi("SsoLookup");
