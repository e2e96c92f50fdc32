// @qr/db: the schema and the Worker client. Node-only helpers live behind `@qr/db/migrate`.
export * from "./client.ts";
export * as schema from "./schema/index.ts";
