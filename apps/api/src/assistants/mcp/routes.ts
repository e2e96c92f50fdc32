// The remote MCP server at /mcp (Streamable HTTP, JSON answers): the MCP SDK's server and its web-standard
// transport, made for each request (a Worker keeps nothing between requests), with sessions signed rather than
// stored (session.ts). The caller is an API key, or the key a person's OAuth grant holds (authenticate.ts); the
// tools it lists are those its permissions allow, and each call is the REST request (call-tool.ts).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import {
  CallToolRequestSchema,
  isInitializeRequest,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { TEST_CLOCK_HEADER } from "@qr/core/clock";
import type { Context } from "hono";
import { Hono } from "hono";
import type { OpenApiDocument } from "../../../../../sdks/operations.ts";
import type { Caller } from "../../access/auth/caller.ts";
import type { AppEnv } from "../../app-env.ts";
import { jsonBody } from "../../http/middleware/json-body.ts";
import { INFO } from "../../http/openapi/document.ts";
import { mcpAuthentication } from "./authenticate.ts";
import { callTool, type SendRequest, ToolRefusal } from "./call-tool.ts";
import { mcpCors } from "./cors.ts";
import { invalidParamsAnswer } from "./invalid-params.ts";
import { MCP_PATH } from "./oauth.ts";
import { newSessionId, SESSION_HEADER, sessionState } from "./session.ts";
import { SERVER_INSTRUCTIONS } from "./tool-guide.ts";
import { type McpTool, toolsOf } from "./tools.ts";
import { assertConfirmedIfWide } from "./wide-changes.ts";

export { MCP_PATH };

export function mcpRoutes(documentOf: (env: Env) => OpenApiDocument) {
  let tools: McpTool[] | undefined;
  const routes = new Hono<AppEnv>();
  routes.use(MCP_PATH, mcpCors, mcpAuthentication, jsonBody);
  // A browser's preflight is answered by mcpCors before authentication; the route makes OPTIONS a method served.
  routes.options(MCP_PATH, (c) => c.body(null, 204));
  routes.post(MCP_PATH, async (c) => {
    tools ??= toolsOf(documentOf(c.env));
    const message: unknown = await c.req.json();
    const now = c.var.context().now();
    const credential = c.var.caller.credential.id;
    const requests: unknown[] = Array.isArray(message) ? message : [message];
    if (Array.isArray(message) && !batchesAllowed(c.req.header("MCP-Protocol-Version"), requests))
      return rpcError(
        400,
        -32600,
        "Invalid Request: MCP 2025-06-18 removed JSON-RPC batches; send one message per request.",
      );
    const invalid = invalidParamsAnswer(requests);
    if (invalid) return c.json(invalid);
    const initializing = requests.some((m) => isInitializeRequest(m));
    if (!initializing) {
      const session = c.req.header(SESSION_HEADER);
      if (!session)
        return rpcError(400, -32000, "Bad Request: send the Mcp-Session-Id that `initialize` answered.");
      if ((await sessionState(c.env.AUTH_SECRET, credential, session, now)) === "ended")
        return rpcError(404, -32001, "Session not found: it has ended. Send `initialize` to open a new one.");
    }
    const server = serverFor(c.var.caller, tools, sendThrough(c));
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    const answer = await transport.handleRequest(c.req.raw, { parsedBody: message });
    if (!initializing || !answer.ok) return answer;
    const headers = new Headers(answer.headers);
    headers.set(SESSION_HEADER, await newSessionId(c.env.AUTH_SECRET, credential, now));
    return new Response(answer.body, { status: answer.status, headers });
  });
  // No stream to resume and no session state to end: answers are JSON, sessions end by themselves.
  routes.on(["GET", "DELETE"], MCP_PATH, () =>
    rpcError(405, -32000, "Method not allowed: send MCP messages with POST.", { Allow: "POST" }),
  );
  return routes;
}

function serverFor(caller: Caller, tools: McpTool[], send: SendRequest): Server {
  const allowed = (tool: McpTool) => !tool.permission || caller.permissions.has(tool.permission);
  const server = new Server(
    { name: "qr-service", title: INFO.title, version: INFO.version },
    { capabilities: { tools: {} }, instructions: SERVER_INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    // No `title`: a display name that repeats the name and the description's first words, in every model's context.
    tools: tools.filter(allowed).map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name } = request.params;
    const tool = tools.find((one) => one.name === name || one.operation.id === name);
    if (!tool)
      return new ToolRefusal("tool_not_found", `There is no tool \`${name.slice(0, 100)}\`.`).result();
    if (!allowed(tool))
      return new ToolRefusal(
        "permission_missing",
        `This credential lacks the permission \`${tool.permission}\` that ${tool.name} needs.`,
      ).result();
    const args = request.params.arguments ?? {};
    try {
      await assertConfirmedIfWide(tool, args, send);
      return await callTool(tool, args, send);
    } catch (error) {
      if (error instanceof ToolRefusal) return error.result();
      throw error;
    }
  });
  return server;
}

/** REST requests through the whole app, with the MCP request's credential (and its test clock, where on). */
function sendThrough(c: Context<AppEnv>): SendRequest {
  const authorization = c.var.mcpAuthorization ?? "";
  const clock = c.req.header(TEST_CLOCK_HEADER);
  return (method, pathAndQuery, body) => {
    const headers = new Headers({ Authorization: authorization });
    if (clock) headers.set(TEST_CLOCK_HEADER, clock);
    if (body !== undefined) headers.set("Content-Type", "application/json");
    const url = new URL(pathAndQuery, c.req.url);
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    return c.var.dispatch(new Request(url, init));
  };
}

/** The protocol versions that took JSON-RPC batches (2025-06-18 removed them); no header means 2025-03-26. */
const BATCHING_VERSIONS = new Set(["2024-11-05", "2025-03-26"]);

/** Whether a batch is allowed: under the version the header names, or the one an initialize in it asks for. */
function batchesAllowed(header: string | undefined, requests: unknown[]): boolean {
  const asked = requests.flatMap((request) =>
    isInitializeRequest(request) ? [request.params.protocolVersion] : [],
  );
  return [header ?? "2025-03-26", ...asked].every((version) => BATCHING_VERSIONS.has(version));
}

function rpcError(status: number, code: number, message: string, headers: Record<string, string> = {}) {
  return Response.json(
    { jsonrpc: "2.0", error: { code, message }, id: null },
    { status, headers: { ...headers, "Content-Type": "application/json" } },
  );
}
