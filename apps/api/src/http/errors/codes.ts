// Every error the API answers, keyed by its stable machine-readable code: the status, the title, and the
// explanation the API reference shows at the code's `type` URI. Codes never change meaning once published.
import type { ContentfulStatusCode } from "hono/utils/http-status";

interface ErrorDefinition {
  status: ContentfulStatusCode;
  title: string;
  /** What happened and what the caller can do; shown in the API reference and the OpenAPI responses. */
  explanation: string;
}

export const ERROR_CODES = {
  malformed_request: {
    status: 400,
    title: "Malformed request",
    explanation:
      "The request body is not valid JSON, or the request cannot be read. Fix the request; a retry as is fails again.",
  },
  account_request_refused: {
    status: 400,
    title: "Account request refused",
    explanation:
      "The sign-in, sign-up or account request cannot be done as sent (for example, a used or expired link). `detail` says why.",
  },
  idempotency_key_invalid: {
    status: 400,
    title: "Invalid Idempotency-Key",
    explanation: "`Idempotency-Key` must be 1-255 printable ASCII characters.",
  },
  api_key_missing: {
    status: 401,
    title: "API key missing",
    explanation: "Send an API key as `Authorization: Bearer <key>`. Keys are created by a team admin.",
  },
  api_key_invalid: {
    status: 401,
    title: "API key not valid",
    explanation:
      "The API key is malformed, unknown, revoked or expired, or its owner left the team. `detail` says which.",
  },
  session_expired: {
    status: 401,
    title: "Session expired",
    explanation: "The session cookie is expired, signed out or unknown. Sign in again.",
  },
  invalid_credentials: {
    status: 401,
    title: "Invalid email or password",
    explanation:
      "The email address and password do not match an account. The answer is the same whether or not the address has one.",
  },
  permission_missing: {
    status: 403,
    title: "Permission missing",
    explanation:
      "The API key lacks the permission the route needs (named in `detail`). Use a key with that permission.",
  },
  role_insufficient: {
    status: 403,
    title: "Role insufficient",
    explanation:
      "Nobody can grant a role or permission beyond their own, or act on a member who outranks them.",
  },
  folder_access_insufficient: {
    status: 403,
    title: "Folder access insufficient",
    explanation:
      "The caller may see the code or folder but not do this with it: changing codes needs `editor` access to their folder, managing a folder needs `owner` (team owners and admins have both). A folder owner can raise your access.",
  },
  email_not_verified: {
    status: 403,
    title: "Email not verified",
    explanation: "Open the verification link sent to the address first; ask for a new one if it expired.",
  },
  cross_site_request: {
    status: 403,
    title: "Cross-site request",
    explanation:
      "A request that changes something with a session cookie must come from the service's own pages (same origin). Integrators use an API key.",
  },
  two_factor_required: {
    status: 403,
    title: "Two-factor authentication required",
    explanation:
      "The team requires every member to have two-factor authentication on. Turn it on in the account's security settings, then try again. API keys are not affected.",
  },
  two_factor_invalid: {
    status: 401,
    title: "Invalid two-factor code",
    explanation:
      "The authenticator code or recovery code is wrong, expired or already used. Codes change every 30 seconds; each recovery code works once.",
  },
  invitation_for_another: {
    status: 403,
    title: "Invitation for another person",
    explanation: "The invitation names an address that belongs to another person than the API key's owner.",
  },
  route_not_found: {
    status: 404,
    title: "No such route",
    explanation: "No route serves this path. The OpenAPI document lists every path.",
  },
  logo_not_found: {
    status: 404,
    title: "Logo not found",
    explanation: "No logo with this id in the caller's team (another team's logo is absent too).",
  },
  utm_template_not_found: {
    status: 404,
    title: "UTM template not found",
    explanation: "No UTM template with this id in the caller's team (another team's template is absent too).",
  },
  google_analytics_not_configured: {
    status: 404,
    title: "No GA4 stream",
    explanation: "No Google Analytics 4 stream is set for the team (or this code). `PUT` one first.",
  },
  file_not_found: {
    status: 404,
    title: "File not found",
    explanation: "No file with this id in the caller's team (another team's file is absent too).",
  },
  export_not_found: {
    status: 404,
    title: "Export not found",
    explanation:
      "No export with this id in the caller's team: it never existed, belongs to another team, or expired (files are kept 7 days).",
  },
  design_not_found: {
    status: 404,
    title: "Design not found",
    explanation: "No saved design with this id in the caller's team (another team's design is absent too).",
  },
  folder_not_found: {
    status: 404,
    title: "Folder not found",
    explanation:
      "No folder with this id that the caller may see: another team's folder, and one the caller has no access to, are absent too.",
  },
  folder_exists: {
    status: 409,
    title: "Folder exists",
    explanation: "The team already has a folder of this name (whatever its case). Pick another name.",
  },
  folder_not_empty: {
    status: 409,
    title: "Folder not empty",
    explanation:
      "A folder is deleted only when no live code is in it, so no code becomes visible to people the folder kept it from. Move its codes first (`POST /qr/move`).",
  },
  folder_in_use: {
    status: 409,
    title: "Folder in use",
    explanation:
      "Webhook endpoints filter by this folder: change their filter, or delete them, before deleting the folder.",
  },
  folder_limit_reached: {
    status: 409,
    title: "Folder limit reached",
    explanation: "A team has at most 500 folders.",
  },
  qr_not_found: {
    status: 404,
    title: "QR code not found",
    explanation:
      "No QR code with this id in the API key's team (another team's code, or a deleted one, is absent too).",
  },
  version_not_found: {
    status: 404,
    title: "Version not found",
    explanation: "The QR code has no version with this number (`GET /qr/{id}/versions` lists them).",
  },
  scheduled_change_not_found: {
    status: 404,
    title: "Scheduled change not found",
    explanation:
      "The QR code has no pending scheduled change with this id: it never existed, was cancelled, or has already taken effect.",
  },
  domain_not_found: {
    status: 404,
    title: "Domain not found",
    explanation: "No branded domain with this id in the caller's team (another team's domain is absent too).",
  },
  api_key_not_found: {
    status: 404,
    title: "API key not found",
    explanation: "No API key with this id in the team.",
  },
  team_not_found: {
    status: 404,
    title: "Team not found",
    explanation: "No team with this id that the API key belongs to.",
  },
  member_not_found: {
    status: 404,
    title: "Member not found",
    explanation: "No member with this user id in the team.",
  },
  invitation_not_found: {
    status: 404,
    title: "Invitation not found",
    explanation: "No invitation with this id or token.",
  },
  session_not_found: {
    status: 404,
    title: "Session not found",
    explanation: "No open session of yours has this id.",
  },
  method_not_allowed: {
    status: 405,
    title: "Method not allowed",
    explanation: "The path is served, but not with this method; `Allow` lists the methods that are.",
  },
  logo_in_use: {
    status: 409,
    title: "Logo in use",
    explanation:
      "Codes or saved designs still draw this logo. Remove it from their style (`logo_id: null`) first; `detail` says how many use it.",
  },
  utm_template_exists: {
    status: 409,
    title: "UTM template exists",
    explanation: "The team has a UTM template of this name already (names are compared whatever their case).",
  },
  conversion_conflict: {
    status: 409,
    title: "Conversion conflicts",
    explanation:
      "A conversion with this `external_id` (or for this scan and name) was reported already with other values. Resend it as it was, or give the new one its own `external_id`.",
  },
  file_in_use: {
    status: 409,
    title: "File in use",
    explanation:
      "Live codes still show this file (a file code's file, a card's photo, a page's avatar). Give them another file or delete them first; `detail` says how many.",
  },
  export_not_ready: {
    status: 409,
    title: "Export not ready",
    explanation:
      "The export has no file yet (queued or running: poll `GET /exports/{id}` until `succeeded`) or failed (`error` says why).",
  },
  slug_taken: {
    status: 409,
    title: "Slug taken",
    explanation:
      "Another code has this slug (slugs of deleted codes are never reused). Choose another or omit it.",
  },
  destination_blocked: {
    status: 422,
    title: "Destination blocked",
    explanation:
      "The URL (a destination, a rule's, the fallback or a scheduled change's) is known to be unsafe: Google Web Risk reports it (phishing, malware, unwanted software), it was reported to us, or its host (or a parent of it) is blocked for abuse. The detail names the URL or host and the reason.",
  },
  code_taken_down: {
    status: 403,
    title: "Disabled for abuse",
    explanation:
      "Our team disabled this code after a report of abuse; it cannot be turned back on from a team. Answer the email the team's owners received if you think this is a mistake.",
  },
  tag_not_found: {
    status: 404,
    title: "Tag not found",
    explanation: "No tag with this id in the caller's team (another team's tag is absent too).",
  },
  tag_exists: {
    status: 409,
    title: "Tag already exists",
    explanation:
      "The team already has a tag of this name (names are compared without case). Use it, or rename it.",
  },
  tag_limit_reached: {
    status: 409,
    title: "Tag limit reached",
    explanation: "A team has at most 500 tags. Delete one first.",
  },
  tag_in_use: {
    status: 409,
    title: "Tag in use by a webhook",
    explanation:
      "A webhook endpoint's filter names this tag (the detail says which). Change that filter, or delete the endpoint, first: without the tag the filter would match nothing, and an edit that dropped it would send the endpoint every code's events.",
  },
  sso_not_verified: {
    status: 409,
    title: "Single sign-on not verified",
    explanation:
      "SCIM provisions the people of the team's verified single sign-on domain only: set up single sign-on and verify its domain first.",
  },
  scim_group_not_found: {
    status: 404,
    title: "SCIM group not found",
    explanation: "No group the team's identity provider pushed has this id.",
  },
  scim_not_enabled: {
    status: 404,
    title: "SCIM not enabled",
    explanation: "SCIM provisioning is not on for this team: make a token to turn it on.",
  },
  sso_not_configured: {
    status: 404,
    title: "Single sign-on not configured",
    explanation:
      "The team has no single sign-on connection, or no team signs in the people of this address's domain through one (a connection counts once its domain is proven).",
  },
  sso_domain_unverified: {
    status: 409,
    title: "SSO domain not proven yet",
    explanation:
      "DNS does not hold the TXT record the connection asks for (`verification`) yet. Add it at the email domain's DNS provider and verify again; changes can take some minutes to show.",
  },
  sso_domain_taken: {
    status: 409,
    title: "SSO domain taken",
    explanation: "Another team proved this email domain first: its people sign in to that team.",
  },
  sso_required: {
    status: 403,
    title: "Single sign-on required",
    explanation:
      "The team that proved this address's domain signs its people in through its identity provider only: sign in with single sign-on (`POST /api/v1/sso/lookup`), not a password or passkey.",
  },
  sso_metadata_unusable: {
    status: 422,
    title: "SAML metadata unusable",
    explanation:
      "The identity provider's SAML metadata could not be fetched or read: it must be an EntityDescriptor with an IDPSSODescriptor, a sign-in address (HTTP-Redirect or HTTP-POST binding) and a signing certificate. `detail` says what is missing.",
  },
  sso_provider_unusable: {
    status: 502,
    title: "SSO provider unusable",
    explanation:
      "The single sign-on provider's discovery document (`{issuer}/.well-known/openid-configuration`) could not be read, or names an endpoint the service does not call (plain http, a private or reserved address, one of the service's own hosts). Fix it at the provider, then sign in again.",
  },
  webhook_not_found: {
    status: 404,
    title: "Webhook not found",
    explanation:
      "No webhook endpoint with this id in the caller's team (another team's endpoint is absent too).",
  },
  webhook_limit_reached: {
    status: 409,
    title: "Webhook limit reached",
    explanation:
      "A team has at most 20 webhook endpoints. Delete one, or give one endpoint more event types.",
  },
  delivery_not_found: {
    status: 404,
    title: "Delivery not found",
    explanation: "No delivery with this id to this webhook endpoint.",
  },
  domain_exists: {
    status: 409,
    title: "Domain already added",
    explanation: "The team already has this hostname: verify it, or delete it to start a new claim.",
  },
  domain_taken: {
    status: 409,
    title: "Domain taken",
    explanation:
      "Another team verified this hostname first; a hostname has one owner. The claim stays pending until that team deletes it, or expires.",
  },
  domain_in_use: {
    status: 409,
    title: "Domain in use",
    explanation:
      "Codes still print this domain, and a printed code must never break: delete them first, or archive the domain instead (its codes keep working, new codes cannot use it). `detail` says how many.",
  },
  domain_not_verified: {
    status: 409,
    title: "Domain not verified",
    explanation:
      "Only a verified domain can be the team's default or be archived, and only an archived one unarchived. Verify it first.",
  },
  domain_claim_expired: {
    status: 409,
    title: "Domain claim expired",
    explanation: "The claim was not proved within 7 days. Add the domain again for a new claim.",
  },
  domain_limit_reached: {
    status: 409,
    title: "Domain limit reached",
    explanation:
      "A team holds at most 50 domains (pending, verified, archived or expired). Delete one first.",
  },
  already_member: {
    status: 409,
    title: "Already a member",
    explanation: "The address already belongs to a member of the team.",
  },
  invitation_pending: {
    status: 409,
    title: "Invitation pending",
    explanation: "The address already has a pending invitation to the team; revoke it to send a new one.",
  },
  invitation_used: {
    status: 409,
    title: "Invitation already used",
    explanation: "The invitation has already been accepted.",
  },
  last_owner: {
    status: 409,
    title: "Last owner",
    explanation: "A team always keeps an owner: promote another member first.",
  },
  idempotency_in_progress: {
    status: 409,
    title: "Request in progress",
    explanation: "A request with this `Idempotency-Key` is still being processed; retry after it finishes.",
  },
  concurrent_change: {
    status: 409,
    title: "Concurrent change",
    explanation:
      "Another request created the same thing at the same moment. Retry; the retry sees its result.",
  },
  credential_changed: {
    status: 409,
    title: "Credential changed",
    explanation:
      "The API key or session changed (revoked, signed out, or its role or team changed) twice while this request ran, so nothing was done. Send it again.",
  },
  invitation_expired: {
    status: 410,
    title: "Invitation expired",
    explanation: "The invitation's time ran out; ask for a new one.",
  },
  invitation_revoked: {
    status: 410,
    title: "Invitation revoked",
    explanation: "The invitation was revoked by a team admin.",
  },
  body_too_large: {
    status: 413,
    title: "Body too large",
    explanation:
      "A request body holds at most 64 KB (bulk routes 2 MB, an MCP request 2 MB and 64 KB; a file's route says its own).",
  },
  unsupported_media_type: {
    status: 415,
    title: "Unsupported media type",
    explanation: "Send the request body as JSON, with `Content-Type: application/json`.",
  },
  validation_failed: {
    status: 422,
    title: "Validation failed",
    explanation:
      "The request is well-formed but a value is not accepted; `errors` lists each field (`path`) and why.",
  },
  confirmation_required: {
    status: 422,
    title: "Confirmation required",
    explanation:
      "An MCP tool call would touch more than 1,000 codes. Ask the person, then call the tool again with `confirm: true`.",
  },
  tool_not_found: {
    status: 404,
    title: "No such tool",
    explanation: "The MCP server has no tool of this name; `tools/list` names those the credential may use.",
  },
  idempotency_key_reused: {
    status: 422,
    title: "Idempotency-Key reused",
    explanation:
      "This `Idempotency-Key` was already used for a different request; use a new key for a new request.",
  },
  new_team_code_limit: {
    status: 429,
    title: "New team limit",
    explanation:
      "A team made by sign-up may create a limited number of codes in its first day (250 unless the service is configured otherwise). `Retry-After` says when the limit lifts.",
  },
  abuse_reports_limited: {
    status: 429,
    title: "Too many reports",
    explanation: "This network sent many abuse reports in the last hour. Wait as long as `Retry-After` says.",
  },
  rate_limited: {
    status: 429,
    title: "Rate limited",
    explanation:
      "The API key sent too many requests. Wait as long as `Retry-After` says; `RateLimit` tells the budget on every response.",
  },
  internal_error: {
    status: 500,
    title: "Internal error",
    explanation:
      "Something failed on our side. Retrying is safe with an `Idempotency-Key`; quote `request_id` if you ask us.",
  },
  conversions_not_configured: {
    status: 503,
    title: "Conversions not configured",
    explanation:
      "This deployment has no SCAN_ID_SECRET, so scan ids cannot be checked. Its operator sets the same secret on both workers.",
  },
  database_unavailable: {
    status: 503,
    title: "Database unavailable",
    explanation: "The database did not answer in time. Retry shortly.",
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ALL_ERROR_CODES = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The API reference's page of error codes, one anchor per code. */
export const ERRORS_REFERENCE_PATH = "/api/v1/docs/errors";

/** Where the API reference explains a code: the problem body's `type`. */
export function errorTypeUri(apiBaseUrl: string, code: ErrorCode): string {
  return new URL(`${ERRORS_REFERENCE_PATH}#${code}`, apiBaseUrl).toString();
}
