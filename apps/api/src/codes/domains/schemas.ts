// The branded domain resource as the API accepts and shows it.
import { z } from "@hono/zod-openapi";
import { CERTIFICATE_STATUSES, DOMAIN_STATUSES } from "@qr/db";
import { Timestamp } from "../../http/openapi/shared-schemas.ts";
import { Url } from "../qr/schemas.ts";
import { AppLinksInput } from "./app-links.ts";

const ShownStatuses = DOMAIN_STATUSES.filter((status) => status !== "removed") as [string, ...string[]];

const DnsRecordSchema = z
  .object({
    type: z.enum(["TXT", "CNAME", "A", "AAAA"]),
    name: z.string().openapi({ example: "_qr-verify.go.brand.com" }),
    value: z.string().openapi({ example: "qr-verify=4kV1…" }),
    purpose: z.enum(["ownership", "routing"]).openapi({
      description:
        "`ownership`: the TXT record proving the team controls the zone (unique to this claim). `routing`: what sends the hostname's scans here — a CNAME, or at a zone apex A/AAAA records (or your DNS provider's ALIAS to the CNAME's target).",
    }),
    status: z.enum(["unchecked", "ok", "problem"]),
    found: z
      .array(z.string())
      .openapi({ description: "What DNS held at the last check (at most 5 values)." }),
    problem: z.string().nullable().openapi({ description: "What is wrong, in plain words." }),
  })
  .openapi("DnsRecord");

export const DomainSchema = z
  .object({
    id: z.string().openapi({ example: "dom_01jd6m3q2x8f7k0v9w4c5b1n2z" }),
    team_id: z.string(),
    hostname: z.string().openapi({
      example: "go.brand.com",
      description:
        "Lower-case; an internationalised name is shown in punycode (xn--…), as DNS and browsers check it.",
    }),
    status: z.enum(ShownStatuses).openapi({
      description:
        "`pending`: waiting for DNS (checked every few minutes; the claim expires after 7 days). `verified`: the team's; codes can print it. `archived`: its codes keep working, new codes cannot use it. `expired`: the claim lapsed; add the domain again.",
    }),
    is_default: z.boolean().openapi({ description: "New codes print this domain unless they name another." }),
    root_url: z
      .string()
      .nullable()
      .openapi({ description: "Where `https://{hostname}/` sends people (null: a neutral page)." }),
    not_found_url: z
      .string()
      .nullable()
      .openapi({ description: "Where an unknown path on the domain sends people (null: the 404 page)." }),
    app_links: z
      .object({
        ios: z
          .record(z.string(), z.unknown())
          .nullable()
          .openapi({ description: "The apple-app-site-association." }),
        android: z
          .array(z.record(z.string(), z.unknown()))
          .nullable()
          .openapi({ description: "The assetlinks.json statements." }),
      })
      .openapi({ description: "The files served at the domain's well-known app-link paths (null: none)." }),
    records: z
      .array(DnsRecordSchema)
      .openapi({ description: "The DNS records to create, and what the last check found." }),
    certificate: z.object({
      status: z.enum(CERTIFICATE_STATUSES).openapi({
        description:
          "`not_requested` until verified; `pending` while Cloudflare validates and issues it; `active`; `failed` (see `detail`); `not_configured`: this deployment cannot request certificates.",
      }),
      detail: z.string().nullable(),
    }),
    codes: z.int().openapi({ description: "Live codes that print this domain." }),
    next_step: z.string().openapi({ description: "What to do or wait for next, in plain words." }),
    checked_at: Timestamp.nullable(),
    next_check_at: Timestamp.nullable(),
    claim_expires_at: Timestamp.nullable(),
    verified_at: Timestamp.nullable(),
    archived_at: Timestamp.nullable(),
    created_at: Timestamp,
    updated_at: Timestamp,
  })
  .openapi("Domain");

export const DomainListSchema = z
  .object({ data: z.array(DomainSchema), next_cursor: z.null() })
  .openapi("DomainList");

export const AddDomainSchema = z
  .strictObject({
    hostname: z.string().max(1024).openapi({
      example: "go.brand.com",
      description:
        "A hostname of yours (not an IP address, wildcard or single label, nor this service's own); Unicode names are kept in punycode.",
    }),
  })
  .openapi("AddDomain");

export const UpdateDomainSchema = z
  .strictObject({
    root_url: Url.nullable().optional(),
    not_found_url: Url.nullable().optional(),
    is_default: z.boolean().optional().openapi({ description: "Only a verified domain can be the default." }),
    archived: z.boolean().optional().openapi({
      description: "Archive: no new codes; existing codes keep answering forever. `false` unarchives.",
    }),
    app_links: AppLinksInput.nullable().optional().openapi({
      description:
        "Only on a verified domain: `ios` (an apple-app-site-association) and `android` (assetlinks.json statements), served at their well-known paths. null removes both.",
    }),
  })
  .refine((body) => Object.keys(body).length > 0, "send at least one field to change")
  .openapi("UpdateDomain", { minProperties: 1 });
