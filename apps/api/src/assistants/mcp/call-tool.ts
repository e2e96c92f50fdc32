// A tool call is its operation's REST request, answered by the API itself (the whole app: authentication, rate
// limit, body limits, the route's checks and handler), so a tool can do nothing the caller's key could not do over
// REST. The answer becomes the tool's result: JSON as text, a PNG as an image block, a problem as a tool error
// carrying its `code` and `detail`.

import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { toBase64 } from "@qr/core/base64";
import { ERROR_CODES, type ErrorCode } from "../../http/errors/codes.ts";
import type { McpTool } from "./tools.ts";

/** Sends one REST request through the app, with the MCP request's credential. */
export type SendRequest = (method: string, pathAndQuery: string, body?: unknown) => Promise<Response>;

/** A call refused before its request is sent, answered as the API would answer it. */
export class ToolRefusal extends Error {
  readonly code: ErrorCode;
  readonly detail: string;

  constructor(code: ErrorCode, detail: string) {
    super(detail);
    this.code = code;
    this.detail = detail;
  }

  result(): CallToolResult {
    return refusal({ status: ERROR_CODES[this.code].status, code: this.code, detail: this.detail });
  }
}

export async function callTool(tool: McpTool, given: Record<string, unknown>, send: SendRequest) {
  const args = { ...tool.defaults, ...given };
  const { operation } = tool;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = args[name];
    if (value === undefined || value === null || value === "")
      throw new ToolRefusal("validation_failed", `\`${name}\` is required.`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const name of tool.queryArguments) {
    const value = args[name];
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value])
      query.append(name, typeof one === "object" ? JSON.stringify(one) : String(one));
  }
  const response = await send(
    operation.httpMethod,
    query.size > 0 ? `${path}?${query}` : path,
    bodyOf(tool, args),
  );
  return resultOf(tool, response);
}

function bodyOf(tool: McpTool, args: Record<string, unknown>): unknown {
  if (tool.bodyFrom === "body") return args.body;
  const taken = new Set([...tool.operation.pathParams, ...tool.queryArguments, "confirm"]);
  const fields = Object.fromEntries(Object.entries(args).filter(([name]) => !taken.has(name)));
  if (tool.bodyFrom === "fields") return fields;
  const unknown = Object.keys(fields);
  if (unknown.length > 0)
    throw new ToolRefusal(
      "validation_failed",
      `\`${unknown.join("`, `")}\` is not an argument of ${tool.name}.`,
    );
  return undefined;
}

async function resultOf(tool: McpTool, response: Response): Promise<CallToolResult> {
  const type = response.headers.get("Content-Type") ?? "";
  if (!response.ok) return problemResult(response.status, await response.text());
  if (response.status === 204) return text(`Done: ${tool.title}.`);
  if (type.startsWith("image/png") || type.startsWith("image/jpeg")) {
    const bytes = new Uint8Array(await response.arrayBuffer());
    return {
      content: [
        { type: "image", data: toBase64(bytes), mimeType: type.split(";")[0] as string },
        { type: "text", text: `${tool.title}: ${type.split(";")[0]}, ${bytes.length} bytes.` },
      ],
    };
  }
  return text(await response.text());
}

/** A refusal as a tool error: the problem's status, `code` and `detail`, and the fields it names. */
function problemResult(status: number, body: string): CallToolResult {
  let problem: { code?: string; detail?: string; errors?: unknown } = {};
  try {
    problem = JSON.parse(body) as typeof problem;
  } catch {
    problem = { detail: body.slice(0, 500) };
  }
  return refusal({
    status,
    code: problem.code ?? "error",
    detail: problem.detail ?? `HTTP ${status}`,
    ...(problem.errors ? { errors: problem.errors } : {}),
  });
}

function refusal(problem: {
  status?: number;
  code: string;
  detail: string;
  errors?: unknown;
}): CallToolResult {
  return {
    isError: true,
    content: [{ type: "text", text: JSON.stringify(problem) }],
    structuredContent: problem,
  };
}

function text(value: string): CallToolResult {
  return { content: [{ type: "text", text: value }] };
}
