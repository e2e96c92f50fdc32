// The branded domain routes. `team:admin` adds, verifies, changes and deletes domains; anyone who reads the
// team's codes reads its domains (to pick one for a code).
import { createRoute } from "@hono/zod-openapi";
import { requirePermission } from "../../access/auth/require-permission.ts";
import {
  AUTHENTICATED,
  IDEMPOTENT,
  jsonRequestBody,
  jsonResponse,
  problemResponses,
  WITH_BODY,
} from "../../http/openapi/responses.ts";
import { createRouter } from "../../http/openapi/router.ts";
import { IdParamSchema } from "../../http/openapi/shared-schemas.ts";
import {
  addDomain,
  deleteDomain,
  getDomain,
  listDomains,
  updateDomain,
  verifyDomain,
} from "./domain-actions.ts";
import { AddDomainSchema, DomainListSchema, DomainSchema, UpdateDomainSchema } from "./schemas.ts";

export const domainRoutes = createRouter()
  .openapi(
    createRoute({
      method: "post",
      path: "/domains",
      tags: ["Domains"],
      summary: "Add a branded domain",
      description:
        "Needs `team:admin`. Claims a hostname for the team: the answer lists the DNS records to create (a TXT record unique to this claim, and a CNAME — or A/AAAA at a zone apex). The claim is pending until DNS proves it (`POST /domains/{id}/verify`, or the service's own check every few minutes) and expires after 7 days. Claims of one hostname by several teams do not block each other; the first verified is its one owner.",
      middleware: [requirePermission("team:admin")] as const,
      request: { body: jsonRequestBody(AddDomainSchema) },
      responses: {
        201: jsonResponse(DomainSchema, "The domain, pending."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          ...IDEMPOTENT,
          "domain_exists",
          "domain_limit_reached",
        ),
      },
    }),
    async (c) => {
      const domain = await addDomain(c.var.context(), c.req.valid("json"));
      c.header("Location", `/api/v1/domains/${domain.id}`);
      return c.json(domain, 201);
    },
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/domains",
      tags: ["Domains"],
      summary: "List branded domains",
      description: "Needs `qr:read`. The team's domains (at most 50), by hostname.",
      middleware: [requirePermission("qr:read")] as const,
      responses: {
        200: jsonResponse(DomainListSchema, "The domains."),
        ...problemResponses(...AUTHENTICATED),
      },
    }),
    async (c) => c.json(await listDomains(c.var.context()), 200),
  )
  .openapi(
    createRoute({
      method: "get",
      path: "/domains/{id}",
      tags: ["Domains"],
      summary: "Get a branded domain",
      description:
        "Needs `qr:read`. Its records and what the last DNS check found, its certificate, its next step.",
      middleware: [requirePermission("qr:read")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(DomainSchema, "The domain."),
        ...problemResponses(...AUTHENTICATED, "domain_not_found"),
      },
    }),
    async (c) => c.json(await getDomain(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "post",
      path: "/domains/{id}/verify",
      tags: ["Domains"],
      summary: "Verify a branded domain now",
      description:
        "Needs `team:admin`. Checks DNS now: a pending domain whose two records hold becomes verified and its certificate is requested; a verified one has its records re-checked and its certificate followed (a failed one is asked again). The answer says what DNS held and what is wrong, record by record.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema },
      responses: {
        200: jsonResponse(DomainSchema, "The domain after the check."),
        ...problemResponses(...AUTHENTICATED, "domain_not_found", "domain_taken", "domain_claim_expired"),
      },
    }),
    async (c) => c.json(await verifyDomain(c.var.context(), c.req.valid("param").id), 200),
  )
  .openapi(
    createRoute({
      method: "patch",
      path: "/domains/{id}",
      tags: ["Domains"],
      summary: "Change a branded domain",
      description:
        "Needs `team:admin`. `root_url` and `not_found_url` (what the domain's root and unknown paths answer; null: the neutral page, the 404 page), `is_default` (new codes print it unless they name another), `archived` (no new codes; existing codes keep answering). Scans see a change within the edge window (`effective_by` of codes).",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema, body: jsonRequestBody(UpdateDomainSchema) },
      responses: {
        200: jsonResponse(DomainSchema, "The domain."),
        ...problemResponses(
          ...AUTHENTICATED,
          ...WITH_BODY,
          "domain_not_found",
          "domain_not_verified",
          "concurrent_change",
        ),
      },
    }),
    async (c) =>
      c.json(await updateDomain(c.var.context(), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(
    createRoute({
      method: "delete",
      path: "/domains/{id}",
      tags: ["Domains"],
      summary: "Delete a branded domain",
      description:
        "Needs `team:admin`. Only when no live code prints it (409 `domain_in_use` says how many do: archive it instead). Its scans get the 404 page; its slugs stay taken, never reaching another team's codes.",
      middleware: [requirePermission("team:admin")] as const,
      request: { params: IdParamSchema },
      responses: {
        204: { description: "Deleted." },
        ...problemResponses(...AUTHENTICATED, "domain_not_found", "domain_in_use"),
      },
    }),
    async (c) => {
      await deleteDomain(c.var.context(), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
