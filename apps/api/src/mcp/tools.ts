// MCP tools made from the OpenAPI document: each operation of TOOL_GUIDE becomes a tool named after its
// operationId (`toolNameOf`), whose input schema is the operation's path and query parameters and its JSON body's
// fields (a body that is not one object, such as an export's choice of kinds, is the `body` argument), with the
// components it names as `$defs`. The permission a tool needs is the one its operation's description opens with
// ("Needs `qr:write`").
import type { Permission } from "@qr/core/permissions";
import {
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from "../../../../sdks/operations.ts";
import { TOOL_GUIDE, type ToolGuide } from "./tool-guide.ts";

export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: "object" };
  annotations: {
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  operation: Operation;
  permission: Permission | undefined;
  /** Arguments a call gets when it leaves them out (TOOL_GUIDE). */
  defaults: Record<string, unknown>;
  /** The arguments sent in the query string. */
  queryArguments: string[];
  /** Where the body comes from: the arguments left after path and query ("fields"), `body`, or none. */
  bodyFrom: "fields" | "body" | "none";
  /** May touch more than 1,000 codes in one call, so it takes `confirm` (wide-changes.ts). */
  wide: boolean;
}

/**
 * A tool's name: its operationId with `_` for `.` (`codes.create` → `codes_create`). MCP allows dots, but Claude's
 * connectors and the model APIs behind most clients take only `^[a-zA-Z0-9_-]{1,64}$` and refuse the whole tool
 * list over one name outside it. A call may still name a tool by its operationId (routes.ts).
 */
export function toolNameOf(operationId: string): string {
  const name = operationId.replaceAll(".", "_");
  if (!/^[a-zA-Z0-9_-]{1,64}$/.test(name)) throw new Error(`${operationId} makes no portable MCP tool name`);
  return name;
}

/** Operations that can select many codes at once. */
export const WIDE_OPERATIONS = new Set([
  "codes.bulkCreate",
  "codes.bulkUpdate",
  "codes.bulkDelete",
  "exports.create",
]);

const CONFIRM = {
  type: "boolean",
  description:
    "Set to true, after asking the person, when the call would touch more than 1,000 codes; without it such a call is refused.",
};

export function toolsOf(document: OpenApiDocument): McpTool[] {
  const operations = new Map(operationsOf(document).map((operation) => [operation.id, operation]));
  return Object.entries(TOOL_GUIDE).map(([operationId, guide]) => {
    const operation = operations.get(operationId);
    if (!operation) throw new Error(`the MCP tool ${operationId} names no operation of the OpenAPI document`);
    const name = toolNameOf(operationId);
    const described = document.paths[operation.path]?.[operation.httpMethod.toLowerCase()] as
      | {
          description?: string;
          parameters?: {
            name: string;
            in: string;
            required?: boolean;
            schema?: JsonSchema;
            description?: string;
          }[];
        }
      | undefined;
    const permission = /^Needs `([a-z]+:[a-z]+)`/.exec(described?.description ?? "")?.[1] as
      | Permission
      | undefined;
    const properties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    const queryArguments: string[] = [];
    const body = bodySchemaOf(document, operation);
    const bodyFields = body && isPlainObject(body) ? (body.properties as Record<string, JsonSchema>) : {};
    for (const parameter of described?.parameters ?? []) {
      // A JSON body's field wins over the query parameter of the same name (a bulk route's `mode` for CSV).
      if (parameter.in !== "path" && (parameter.in !== "query" || parameter.name in bodyFields)) continue;
      properties[parameter.name] = {
        ...(parameter.schema ?? { type: "string" }),
        ...(parameter.description ? { description: parameter.description } : {}),
      };
      if (parameter.required || parameter.in === "path") required.push(parameter.name);
      if (parameter.in === "query") queryArguments.push(parameter.name);
    }
    let bodyFrom: McpTool["bodyFrom"] = "none";
    if (body && isPlainObject(body)) {
      bodyFrom = "fields";
      for (const [field, schema] of Object.entries(bodyFields)) {
        if (field in properties) throw new Error(`${name}: the body's ${field} is also a parameter`);
        properties[field] = schema;
      }
      required.push(...((body.required as string[] | undefined) ?? []));
    } else if (body) {
      bodyFrom = "body";
      properties.body = body;
      if (operation.body?.required) required.push("body");
    }
    if (guide.rows)
      properties[guide.rows.argument] = rowsLike(document, properties[guide.rows.argument], guide.rows);
    const wide = WIDE_OPERATIONS.has(operationId);
    if (wide) properties.confirm = CONFIRM;
    const inputSchema = {
      type: "object" as const,
      properties,
      ...(required.length > 0 ? { required } : {}),
      ...definitionsOf(document, properties),
    };
    const method = operation.httpMethod;
    return {
      name,
      title: operation.summary,
      description: [
        guide.use,
        `Example arguments: ${JSON.stringify(guide.example)}`,
        permission ? `Needs the permission \`${permission}\`.` : "",
      ]
        .filter(Boolean)
        .join("\n\n"),
      inputSchema: rewriteRefs(inputSchema) as McpTool["inputSchema"],
      annotations: {
        // A read permission is all it needs (an export only reads the codes it draws).
        readOnlyHint: method === "GET" || permission?.endsWith(":read") === true,
        destructiveHint: method === "DELETE" || operationId === "codes.bulkDelete",
        idempotentHint: method === "GET" || method === "PUT" || method === "DELETE",
        openWorldHint: guide.openWorld === true,
      },
      operation,
      permission,
      defaults: guide.defaults ?? {},
      queryArguments,
      bodyFrom,
      wide,
    };
  });
}

/** A bulk tool's list of rows, each described as another tool's arguments (ToolGuide.rows). */
function rowsLike(
  document: OpenApiDocument,
  list: JsonSchema | undefined,
  rows: NonNullable<ToolGuide["rows"]>,
) {
  const items = list?.type === "array" ? resolved(document, list.items as JsonSchema) : undefined;
  if (!list || !items || !(rows.like in TOOL_GUIDE))
    throw new Error(`the MCP tool's rows \`${rows.argument}\` are no list of ${rows.like}'s arguments`);
  const own = rows.keep ?? [];
  const properties = items.properties as Record<string, JsonSchema>;
  return {
    ...list,
    items: {
      type: "object",
      description: rows.each,
      ...(own.length > 0
        ? {
            properties: Object.fromEntries(own.map((field) => [field, properties[field] as JsonSchema])),
            required: own.filter((field) => (items.required as string[] | undefined)?.includes(field)),
          }
        : {}),
    },
  };
}

function bodySchemaOf(document: OpenApiDocument, operation: Operation): JsonSchema | undefined {
  if (operation.body?.kind !== "json") return undefined;
  const item = document.paths[operation.path]?.[operation.httpMethod.toLowerCase()] as {
    requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  };
  const schema = item.requestBody?.content["application/json"]?.schema;
  return schema ? resolved(document, schema) : undefined;
}

function resolved(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === "string" ? (document.components.schemas[componentName(ref)] ?? schema) : schema;
}

function isPlainObject(schema: JsonSchema): boolean {
  return schema.type === "object" && typeof schema.properties === "object" && !schema.oneOf && !schema.anyOf;
}

/** The named components the schema reaches, transitively, as `$defs`. */
function definitionsOf(document: OpenApiDocument, schema: unknown): { $defs?: Record<string, JsonSchema> } {
  const found: Record<string, JsonSchema> = {};
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") {
      for (const [key, inner] of Object.entries(value)) {
        if (key === "$ref" && typeof inner === "string") {
          const name = componentName(inner);
          const component = document.components.schemas[name];
          if (component && !(name in found)) {
            found[name] = component;
            visit(component);
          }
        } else visit(inner);
      }
    }
  };
  visit(schema);
  return Object.keys(found).length > 0 ? { $defs: found } : {};
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string" ? `#/$defs/${componentName(inner)}` : rewriteRefs(inner),
    ]),
  );
}

function componentName(ref: string): string {
  return ref.replace("#/components/schemas/", "");
}
