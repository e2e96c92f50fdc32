// The web app's typed client (openapi-fetch) over the types the Node library (`qrservice`, sdks/node) generates
// from the OpenAPI document (`npm run generate-clients`; a test fails when they are stale): one copy of the
// generated types, which the app names through this module. Integrators use `qrservice` itself.
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "qrservice";

export type { components, operations, paths } from "qrservice";

export type ApiClient = Client<paths>;

/** A client of the API on `baseUrl` ("" for the same origin); the browser's session cookie is the credential. */
export function createApiClient(baseUrl: string): ApiClient {
  return createClient<paths>({ baseUrl });
}

/** The problem+json body of a refused request. */
export type Problem = components["schemas"]["Problem"];
