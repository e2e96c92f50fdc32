// The whole database schema: one file per table.
export * from "./accounts.ts";
export * from "./api-keys.ts";
export * from "./designs.ts";
export * from "./domains.ts";
export * from "./enums.ts";
export * from "./exports.ts";
export * from "./idempotency-keys.ts";
export * from "./invitations.ts";
export * from "./logos.ts";
export * from "./memberships.ts";
export * from "./qr-code-versions.ts";
export * from "./qr-codes.ts";
export * from "./scan-events.ts";
export * from "./scan-rollups.ts";
export * from "./team-activity.ts";
export * from "./teams.ts";
export * from "./users.ts";
