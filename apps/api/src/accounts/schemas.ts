// The signed-in person's account and sessions as the API shows them.
import { z } from "@hono/zod-openapi";
import { ROLES } from "@qr/core/permissions";
import { idParam, Timestamp } from "../openapi/shared-schemas.ts";

export const AccountSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string().nullable(),
    email_verified: z.boolean(),
    created_at: Timestamp,
    team_id: z.string().nullable().openapi({ description: "The team the session acts in." }),
    role: z.enum(ROLES).nullable(),
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
        ip_address: z.string().nullable(),
        user_agent: z.string().nullable(),
      }),
    ),
  })
  .openapi("SessionList");

export const SessionPathSchema = z.object({ id: idParam("id", "ses_01jd6m3q2x8f7k0v9w4c5b1n2z") });
