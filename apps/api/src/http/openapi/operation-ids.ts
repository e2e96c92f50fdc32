// Every operation's name in the OpenAPI document: `resource.method`, what the client libraries (sdks/) call their
// methods. One table, so that a name is chosen once; the document refuses to build with a route left unnamed
// (openapi.test.ts), so a new route cannot reach the libraries nameless.
export const OPERATION_IDS: Readonly<Record<string, string>> = {
  "GET /api/v1/health": "health.check",
  "POST /api/v1/invitations/accept": "invitations.accept",
  "POST /api/v1/abuse-reports": "abuseReports.create",
  "POST /api/v1/sso/lookup": "sso.lookup",

  "POST /api/v1/qr": "codes.create",
  "GET /api/v1/qr": "codes.list",
  "GET /api/v1/qr/{id}": "codes.get",
  "PATCH /api/v1/qr/{id}": "codes.update",
  "DELETE /api/v1/qr/{id}": "codes.delete",
  "POST /api/v1/qr/bulk": "codes.bulkCreate",
  "PATCH /api/v1/qr/bulk": "codes.bulkUpdate",
  "POST /api/v1/qr/bulk/delete": "codes.bulkDelete",
  "POST /api/v1/qr/move": "codes.move",
  "GET /api/v1/qr/{id}/image": "codes.image",
  "POST /api/v1/qr/{id}/print-check": "codes.printCheck",
  "GET /api/v1/qr/{id}/versions": "codes.versions",
  "POST /api/v1/qr/{id}/versions/{version}/restore": "codes.restore",
  "GET /api/v1/qr/{id}/schedule": "codes.scheduledChanges",
  "POST /api/v1/qr/{id}/schedule": "codes.schedule",
  "DELETE /api/v1/qr/{id}/schedule/{change_id}": "codes.cancelScheduledChange",
  "GET /api/v1/qr/{id}/analytics": "codes.analytics",
  "GET /api/v1/qr/{id}/scans": "codes.scans",
  "GET /api/v1/qr/{id}/clicks": "codes.clicks",
  "GET /api/v1/analytics": "analytics.team",
  "GET /api/v1/scans": "scans.list",

  "GET /api/v1/events": "events.list",

  "POST /api/v1/webhooks": "webhooks.create",
  "GET /api/v1/webhooks": "webhooks.list",
  "GET /api/v1/webhooks/{id}": "webhooks.get",
  "PATCH /api/v1/webhooks/{id}": "webhooks.update",
  "DELETE /api/v1/webhooks/{id}": "webhooks.delete",
  "POST /api/v1/webhooks/{id}/rotate-secret": "webhooks.rotateSecret",
  "POST /api/v1/webhooks/{id}/test": "webhooks.test",
  "GET /api/v1/webhooks/{id}/deliveries": "webhooks.deliveries",
  "POST /api/v1/webhooks/{id}/deliveries/{deliveryId}/retry": "webhooks.retryDelivery",
  "POST /api/v1/webhooks/{id}/replay": "webhooks.replay",

  "POST /api/v1/logos": "logos.upload",
  "GET /api/v1/logos": "logos.list",
  "GET /api/v1/logos/{id}": "logos.get",
  "DELETE /api/v1/logos/{id}": "logos.delete",
  "GET /api/v1/logos/{id}/file": "logos.file",

  "POST /api/v1/files": "files.upload",
  "GET /api/v1/files": "files.list",
  "GET /api/v1/files/{id}": "files.get",
  "GET /api/v1/files/{id}/content": "files.content",
  "DELETE /api/v1/files/{id}": "files.delete",

  "POST /api/v1/designs": "designs.create",
  "GET /api/v1/designs": "designs.list",
  "GET /api/v1/designs/{id}": "designs.get",
  "PATCH /api/v1/designs/{id}": "designs.update",
  "DELETE /api/v1/designs/{id}": "designs.delete",

  "GET /api/v1/gs1/products": "products.list",

  "GET /api/v1/folders": "folders.list",
  "POST /api/v1/folders": "folders.create",
  "GET /api/v1/folders/{id}": "folders.get",
  "PATCH /api/v1/folders/{id}": "folders.update",
  "DELETE /api/v1/folders/{id}": "folders.delete",
  "GET /api/v1/folders/{id}/members": "folders.members",
  "PUT /api/v1/folders/{id}/members/{user_id}": "folders.setAccess",
  "DELETE /api/v1/folders/{id}/members/{user_id}": "folders.removeAccess",
  "POST /api/v1/tags": "tags.create",
  "GET /api/v1/tags": "tags.list",
  "PATCH /api/v1/tags/{id}": "tags.update",
  "DELETE /api/v1/tags/{id}": "tags.delete",

  "POST /api/v1/utm-templates": "utmTemplates.create",
  "GET /api/v1/utm-templates": "utmTemplates.list",
  "PATCH /api/v1/utm-templates/{id}": "utmTemplates.update",
  "DELETE /api/v1/utm-templates/{id}": "utmTemplates.delete",

  "POST /api/v1/conversions": "conversions.create",
  "GET /api/v1/qr/{id}/ab-results": "codes.abResults",

  "GET /api/v1/ga4": "googleAnalytics.get",
  "PUT /api/v1/ga4": "googleAnalytics.set",
  "DELETE /api/v1/ga4": "googleAnalytics.delete",
  "GET /api/v1/qr/{id}/ga4": "codes.googleAnalytics",
  "PUT /api/v1/qr/{id}/ga4": "codes.setGoogleAnalytics",
  "DELETE /api/v1/qr/{id}/ga4": "codes.deleteGoogleAnalytics",

  "POST /api/v1/domains": "domains.create",
  "GET /api/v1/domains": "domains.list",
  "GET /api/v1/domains/{id}": "domains.get",
  "PATCH /api/v1/domains/{id}": "domains.update",
  "DELETE /api/v1/domains/{id}": "domains.delete",
  "POST /api/v1/domains/{id}/verify": "domains.verify",

  "POST /api/v1/exports": "exports.create",
  "GET /api/v1/exports": "exports.list",
  "GET /api/v1/exports/{id}": "exports.get",
  "GET /api/v1/exports/{id}/file": "exports.file",

  "POST /api/v1/keys": "keys.create",
  "GET /api/v1/keys": "keys.list",
  "DELETE /api/v1/keys/{id}": "keys.revoke",

  "POST /api/v1/teams": "teams.create",
  "GET /api/v1/teams": "teams.list",
  "PATCH /api/v1/teams/{id}": "teams.update",
  "DELETE /api/v1/teams/{id}": "teams.delete",
  "POST /api/v1/teams/{id}/leave": "teams.leave",
  "POST /api/v1/teams/{id}/activate": "teams.activate",
  "GET /api/v1/teams/{id}/members": "teams.members",
  "POST /api/v1/teams/{id}/members": "teams.invite",
  "PATCH /api/v1/teams/{id}/members/{userId}": "teams.changeRole",
  "DELETE /api/v1/teams/{id}/members/{userId}": "teams.removeMember",
  "DELETE /api/v1/teams/{id}/invitations/{invitationId}": "teams.revokeInvitation",
  "GET /api/v1/teams/{id}/sso": "teams.sso",
  "PUT /api/v1/teams/{id}/sso": "teams.setSso",
  "DELETE /api/v1/teams/{id}/sso": "teams.removeSso",
  "POST /api/v1/teams/{id}/sso/verify": "teams.verifySso",
  "GET /api/v1/teams/{id}/activity": "teams.activity",
  "GET /api/v1/teams/{id}/scim": "teams.scim",
  "POST /api/v1/teams/{id}/scim/token": "teams.newScimToken",
  "DELETE /api/v1/teams/{id}/scim": "teams.disableScim",
  "GET /api/v1/teams/{id}/scim/groups": "teams.scimGroups",
  "PATCH /api/v1/teams/{id}/scim/groups/{groupId}": "teams.setScimGroupRole",
  "GET /api/v1/audit-log": "auditLog.list",
  "GET /api/v1/audit-log/export": "auditLog.export",

  "GET /api/v1/account": "account.get",
  "GET /api/v1/account/sessions": "account.sessions",
  "POST /api/v1/account/sessions/sign-out-others": "account.signOutOthers",
  "DELETE /api/v1/account/sessions/{id}": "account.endSession",
};

const METHODS = ["get", "put", "post", "patch", "delete"] as const;

/** Names every operation of the document from the table; throws for an operation the table does not name. */
export function nameOperations(
  paths: Record<string, Partial<Record<string, { operationId?: string }>>>,
): void {
  for (const [path, operations] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      const id = OPERATION_IDS[`${method.toUpperCase()} ${path}`];
      if (!id)
        throw new Error(`${method.toUpperCase()} ${path} has no name in http/openapi/operation-ids.ts`);
      operation.operationId = id;
    }
  }
}
