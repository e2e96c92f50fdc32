// @qr/api-client: the REST API, typed from the OpenAPI document the service serves (src/schema.d.ts is generated
// from it: `pnpm --filter @qr/api generate-client`; a test fails when it is stale). For integrators in Node with an
// API key, and for the web app on the same origin with the session cookie.
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./schema.d.ts";

export type { components, paths } from "./schema.d.ts";

export interface ApiClientOptions {
  /** Where the API is, e.g. https://api.qr.example.net; "" for the same origin (the web app). */
  baseUrl: string;
  /** An API key; without one, the browser's session cookie is the credential. */
  apiKey?: string | undefined;
  fetch?: typeof fetch | undefined;
}

export type ApiClient = Client<paths>;

export function createApiClient(options: ApiClientOptions): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    headers: options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {},
  });
}

/** The problem+json body of a refused request. */
export type Problem = import("./schema.d.ts").components["schemas"]["Problem"];
