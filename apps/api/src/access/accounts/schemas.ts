// The signed-in person's account and sessions as the API shows them.
import { z } from "@hono/zod-openapi";
import { ROLES } from "@qr/core/permissions";
import { idParam, Timestamp } from "../../http/openapi/shared-schemas.ts";

export const AccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    email_verified: z.boolean(),
    created_at: Timestamp,
    team_id: z.string().nullable().openapi({ description: "The team the session acts in." }),
    role: z.enum(ROLES).nullable(),
    two_factor_enabled: z.boolean().openapi({
      description: "Signing in asks for a code from an authenticator app (or a recovery code).",
    }),
    passkeys: z.number().int().openapi({ description: "How many passkeys can sign in to the account." }),
    two_factor_required: z.boolean().openapi({
      description:
        "The team the session acts in requires two-factor and the person has not turned it on: its routes answer 403 `two_factor_required` until they do.",
    }),
  })
  .openapi("Account");

export const SessionListSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.string(),
        current: z.boolean().openapi({ description: "True for the session making this request." }),
        created_at: Timestamp,
        expires_at: Timestamp,
        last_active_at: Timestamp.openapi({
          description: "When the session was last used, to within a day (it is renewed at most daily).",
        }),
        device: z
          .string()
          .openapi({ description: "Browser and system, from the user agent.", example: "Chrome on macOS" }),
        country: z
          .string()
          .nullable()
          .openapi({ description: "Where the sign-in came from (ISO country code), when known." }),
        ip_address: z.string().nullable(),
        user_agent: z.string().nullable(),
      }),
    ),
  })
  .openapi("SessionList");

export const EndedSessionsSchema = z
  .object({ ended: z.number().int().openapi({ description: "Sessions signed out." }) })
  .openapi("EndedSessions");

export const SessionPathSchema = z.object({ id: idParam("id", "ses_01jd6m3q2x8f7k0v9w4c5b1n2z") });
