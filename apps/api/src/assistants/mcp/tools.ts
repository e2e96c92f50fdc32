// MCP tools made from the OpenAPI document: each operation of TOOL_GUIDE becomes a tool named after its
// operationId (`toolNameOf`), whose input schema is the operation's path and query parameters and its JSON body's
// fields (a body that is not one object, such as an export's choice of kinds, is the `body` argument), with the
// components it names as `$defs`; a large argument is given as a compact shape instead (schema-shape.ts). The permission a tool needs is the one its operation's description opens with
// ("Needs `qr:write`").
import type { Permission } from "@qr/core/permissions";
import {
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
} from "../../../../../sdks/operations.ts";
import { compactArgument, simplifiedArgument } from "./schema-shape.ts";
import { TOOL_GUIDE, type ToolGuide } from "./tool-guide.ts";

export interface McpTool {
  name: string;
  /** The operation's summary: what a call's answer says it did ("Done: Delete a QR code."); not in the list. */
  title: string;
  description: string;
  inputSchema: JsonSchema & { type: "object" };
  annotations: {
    readOnlyHint: boolean;
    destructiveHint?: boolean;
    idempotentHint?: true;
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
  description: "true once the person agreed to a call that touches over 1,000 codes (refused without it).",
};

export function toolsOf(served: OpenApiDocument): McpTool[] {
  const document = forModels(served);
  const operations = new Map(operationsOf(document).map((operation) => [operation.id, operation]));
  const shapes = new Map<string, { tool: string; prose: string }>();
  const said = new Set<string>();
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
    for (const field of Object.keys(properties))
      if (field === "team_id" || (guide.arguments && !guide.arguments.includes(field)))
        delete properties[field];
    for (const [field, description] of Object.entries({ ...PAGED, ...guide.fields }))
      if (properties[field]) properties[field] = { ...properties[field], description };
    for (const [field, schema] of Object.entries(properties))
      if (field !== guide.rows?.argument)
        properties[field] = compactArgument(document, simplifiedArgument(document, schema), {
          tool: name,
          argument: field,
          shapes,
        });
    if (guide.rows)
      properties[guide.rows.argument] = rowsLike(document, properties[guide.rows.argument], guide.rows);
    const wide = WIDE_OPERATIONS.has(operationId);
    if (wide) properties.confirm = CONFIRM;
    for (const [field, schema] of Object.entries(properties))
      properties[field] = saidOnce(schema, field, said);
    // A default the tool applies (TOOL_GUIDE) is the one its schema states.
    for (const [field, value] of Object.entries(guide.defaults ?? {}))
      if (properties[field]) properties[field] = { ...properties[field], default: value };
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
      // The list holds only the tools the credential may call, and a refusal names the permission missing: the
      // permission is not repeated in every description.
      description: descriptionOf(guide),
      inputSchema: rewriteRefs(inputSchema) as McpTool["inputSchema"],
      annotations: annotationsOf(method, operationId, guide),
      operation,
      permission,
      defaults: guide.defaults ?? {},
      queryArguments,
      bodyFrom,
      wide,
    };
  });
}

/**
 * An argument's description once in the list: an argument of the same name and description in a later tool (an
 * update's fields, a team's list beside a code's) goes without, as the model has read it already.
 */
function saidOnce(schema: JsonSchema, argument: string, said: Set<string>): JsonSchema {
  // A pointer to a shape ("As `rules` of `codes_create`.") is this argument's only word on it: it stays.
  if (typeof schema.description !== "string" || schema.description.startsWith("As `")) return schema;
  const key = `${argument}\n${schema.description}`;
  if (!said.has(key)) {
    said.add(key);
    return schema;
  }
  const { description: _, ...rest } = schema;
  return rest;
}

/**
 * What MCP's hints say of a tool: readOnly always, idempotent where it holds (its default is false), destructive
 * and idempotent not for a read-only tool (where they mean nothing). Only a read changes
 * nothing: an export needs only a read permission, yet it makes a file.
 */
function annotationsOf(method: string, operationId: string, guide: ToolGuide): McpTool["annotations"] {
  const openWorldHint = guide.openWorld === true;
  if (method === "GET") return { readOnlyHint: true, openWorldHint };
  return {
    readOnlyHint: false,
    destructiveHint: method === "DELETE" || operationId === "codes.bulkDelete",
    ...(method === "PUT" || method === "DELETE" ? { idempotentHint: true } : {}),
    openWorldHint,
  };
}

/** A tool's use, and an example call unless it takes nothing or only the id its schema names (`id: "qr_…"`). */
function descriptionOf(guide: ToolGuide): string {
  const args = Object.keys(guide.example);
  const telling = args.length > 1 || (args.length === 1 && args[0] !== "id");
  return telling ? `${guide.use}\nExample: ${JSON.stringify(guide.example)}` : guide.use;
}

/** What every list tool's paging arguments are, said once (by the first list tool) for all. */
const PAGED = { limit: "Page size.", cursor: "`next_cursor` of the previous page." };

/** Keywords a model has no use for in a tool's input: the API checks lengths and shapes, and names what it refuses. */
const CHECKED_BY_THE_API = new Set([
  "example",
  "examples",
  "minLength",
  "maxLength",
  "additionalProperties",
  "propertyNames",
]);
const COLOUR_PATTERN = "^#[0-9a-fA-F]{6}$";
/** A maximum this large is no limit a caller meets: only the API's guard against overflow. */
const FAR_LIMIT = 1e9;

/**
 * The document as a model reads it in a tool's input: without examples (each tool's description has its own) or
 * the limits the API checks itself (lengths, no other fields), without the fields a response shows but a request never sends (read-only ones, such as a file's facts), and each
 * field's description cut to its first sentence or two (the reference's full text is for people). A model reads
 * every tool's schema before it answers, so what it cannot use only costs it context.
 */
function forModels(document: OpenApiDocument): OpenApiDocument {
  const readOnly = new Set(
    Object.entries(document.components.schemas)
      .filter(([, schema]) => schema.readOnly === true)
      .map(([name]) => `#/components/schemas/${name}`),
  );
  const trim = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(trim);
    if (!value || typeof value !== "object") return value;
    const entries = Object.entries(value).filter(
      ([key, inner]) =>
        !CHECKED_BY_THE_API.has(key) &&
        !(key === "maximum" && Number(inner) >= FAR_LIMIT) &&
        // A colour's pattern says its form (`#rrggbb`); the others (ids, slugs) are the API's to check.
        !(key === "pattern" && inner !== COLOUR_PATTERN),
    );
    return Object.fromEntries(
      entries.map(([key, inner]) => [
        key,
        key === "description" && typeof inner === "string"
          ? firstSentences(inner)
          : key === "properties" && inner && typeof inner === "object"
            ? Object.fromEntries(
                Object.entries(inner as Record<string, JsonSchema>)
                  .filter(([, field]) => field.readOnly !== true && !readOnly.has(field.$ref as string))
                  .map(([field, schema]) => [field, trim(schema)]),
              )
            : trim(inner),
      ]),
    );
  };
  return {
    ...document,
    paths: trim(document.paths),
    components: trim(document.components),
  } as OpenApiDocument;
}

/**
 * A description's first sentence (the next too while it is short), without its long asides in parentheses: what
 * a model needs to fill the field.
 */
export function firstSentences(text: string): string {
  return leadingSentences(text).replace(/ \([^()]{20,}\)/g, "");
}

function leadingSentences(text: string): string {
  for (const end of text.matchAll(/[.!?](?=\s+[A-Z`(*])/g)) {
    const kept = text.slice(0, end.index + 1);
    if (kept.length >= 20) return kept;
  }
  return text;
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
