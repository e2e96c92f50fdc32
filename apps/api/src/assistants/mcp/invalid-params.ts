// The SDK's server parses a request with its method's schema before any handler runs, and a mismatch becomes an
// internal error (-32603) carrying zod's whole dump. JSON-RPC calls it Invalid params (-32602): checked here, once,
// for every method the server answers, before the SDK sees the message.
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";

interface RequestShape {
  safeParse(
    request: unknown,
  ): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

// A Map, so that a method named `constructor` or `toString` finds nothing rather than Object's own.
const SCHEMA_OF_METHOD = new Map<unknown, RequestShape>([
  ["initialize", InitializeRequestSchema],
  ["ping", PingRequestSchema],
  ["tools/list", ListToolsRequestSchema],
  ["tools/call", CallToolRequestSchema],
]);
const INVALID_PARAMS = -32602;
const MESSAGE_BUDGET = 500;

export interface InvalidParamsAnswer {
  jsonrpc: "2.0";
  id: unknown;
  error: { code: typeof INVALID_PARAMS; message: string };
}

/** The answer to the first of a message's requests whose params do not fit its method, if one does not. */
export function invalidParamsAnswer(requests: unknown[]): InvalidParamsAnswer | undefined {
  for (const request of requests) {
    if (typeof request !== "object" || request === null || !("id" in request) || !("method" in request))
      continue;
    const parsed = SCHEMA_OF_METHOD.get(request.method)?.safeParse(request);
    if (!parsed || parsed.success) continue;
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.map(String).join(".") || "(request)"}: ${issue.message}`,
    );
    const text = `Invalid params: ${issues.join("; ")}`;
    return {
      jsonrpc: "2.0",
      id: request.id,
      error: {
        code: INVALID_PARAMS,
        message: text.length > MESSAGE_BUDGET ? `${text.slice(0, MESSAGE_BUDGET)}…` : text,
      },
    };
  }
  return undefined;
}
