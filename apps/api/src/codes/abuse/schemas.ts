// An abuse report as the API accepts and acknowledges it.
import { z } from "@hono/zod-openapi";
import { ABUSE_CATEGORIES } from "@qr/db";
import { Timestamp } from "../../http/openapi/shared-schemas.ts";

export const AbuseReportInputSchema = z
  .strictObject({
    url: z.string().trim().min(1).max(2048).openapi({
      description:
        "The address reported: the QR code's short link (what a phone opened when it scanned the code), or the page it led to.",
      example: "https://qr.example.net/menu",
    }),
    category: z.enum(ABUSE_CATEGORIES).openapi({ description: "What is wrong with it." }),
    details: z.string().trim().max(2000).optional().openapi({ description: "Anything that helps us check." }),
    email: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email())
      .optional()
      .openapi({ description: "Where we may answer; never shown to the code's owner." }),
    code: z
      .string()
      .regex(/^qr_[0-9a-z]{26}$/)
      .optional()
      .openapi({ description: "The code's id, as the redirect worker's pages put it in their report link." }),
  })
  .openapi("AbuseReportInput");

export const AbuseReportReceivedSchema = z
  .object({ id: z.string(), received_at: Timestamp })
  .openapi("AbuseReportReceived");
