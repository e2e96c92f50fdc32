// @qr/db: the schema and the Worker client. Node-only helpers live behind `@qr/db/migrate`.
export * from "./client.ts";
export * as schema from "./schema/index.ts";
export type { ApiKeyRow } from "./schema/api-keys.ts";
export type { QrCodeRow } from "./schema/qr-codes.ts";
