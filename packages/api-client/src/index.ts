// @qr/api-client: the web app's typed client (openapi-fetch), over the types the Node library (sdks/node, `qrservice`)
// generates from the OpenAPI document (`pnpm generate-clients`; a test fails when they are stale). Integrators use
// `qrservice` itself.
import createClient, { type Client } from "openapi-fetch";
import type { components, paths } from "qrservice";

export type { components, paths } from "qrservice";

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
export type Problem = components["schemas"]["Problem"];
