// The operations of the OpenAPI document (sdks/openapi.json) as the generators see them: resource and method from
// the operation's name (`codes.create`), path parameters in the path's order, the query's parameters, the request
// body's media types, whether the answer is JSON, bytes or nothing, and whether it is a cursor-paged list. One
// reading of the document, so the three libraries cannot disagree about an operation.

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export type JsonSchema = Record<string, unknown>;

export interface Operation {
  id: string;
  resource: string;
  method: string;
  httpMethod: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  pathParams: string[];
  queryParams: { name: string; required: boolean }[];
  /** "json" (possibly also other types, e.g. CSV), "bytes" (only non-JSON types: an image, a photo), or none. */
  body: { kind: "json" | "bytes"; required: boolean; types: string[] } | undefined;
  /** What a success answers: JSON, a file's bytes, or nothing (204). */
  result: "json" | "bytes" | "none";
  /** A list read page by page (`cursor` in, `data` and `next_cursor` out). */
  paged: boolean;
  /** The named schemas (components.schemas) of the JSON body, the JSON answer and a paged list's items. */
  schemas: { body?: string; result?: string; item?: string };
}

const METHODS = ["get", "put", "post", "patch", "delete"] as const;

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const id = operation.operationId;
      if (!id) throw new Error(`${method} ${path} has no operationId`);
      const [resource, name] = id.split(".") as [string, string];
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))?.[1];
      const types = Object.keys(success?.content ?? {});
      const bodyTypes = Object.keys(operation.requestBody?.content ?? {});
      const query = (operation.parameters ?? []).filter((p) => p.in === "query");
      const result = types.length === 0 ? "none" : types.includes("application/json") ? "json" : "bytes";
      const listSchema = success?.content?.["application/json"]?.schema;
      const bodySchema = (
        operation.requestBody?.content["application/json"] as { schema?: JsonSchema } | undefined
      )?.schema;
      const itemSchema = (resolve(document, listSchema)?.properties as Record<string, JsonSchema> | undefined)
        ?.data?.items as JsonSchema | undefined;
      operations.push({
        id,
        resource,
        method: name,
        httpMethod: method.toUpperCase() as Operation["httpMethod"],
        path,
        summary: operation.summary ?? "",
        pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string),
        queryParams: query.map((p) => ({ name: p.name, required: p.required === true })),
        body:
          bodyTypes.length === 0
            ? undefined
            : {
                kind: bodyTypes.includes("application/json") ? "json" : "bytes",
                required: operation.requestBody?.required === true,
                types: bodyTypes,
              },
        result,
        paged: query.some((p) => p.name === "cursor") && isPage(resolve(document, listSchema), document),
        schemas: {
          ...(refName(bodySchema) ? { body: refName(bodySchema) } : {}),
          ...(refName(listSchema) ? { result: refName(listSchema) } : {}),
          ...(refName(itemSchema) ? { item: refName(itemSchema) } : {}),
        },
      });
    }
  }
  return operations;
}

function refName(schema: JsonSchema | undefined): string | undefined {
  return typeof schema?.$ref === "string" ? schema.$ref.replace("#/components/schemas/", "") : undefined;
}

function resolve(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  const ref = schema?.$ref;
  if (typeof ref !== "string") return schema;
  return document.components.schemas[ref.replace("#/components/schemas/", "")];
}

function isPage(schema: JsonSchema | undefined, _document: OpenApiDocument): boolean {
  const properties = schema?.properties as Record<string, JsonSchema> | undefined;
  return properties?.data?.type === "array" && properties.next_cursor !== undefined;
}

/** The resources in the document's order, each with its operations. */
export function byResource(operations: Operation[]): Map<string, Operation[]> {
  const resources = new Map<string, Operation[]>();
  for (const operation of operations) {
    const list = resources.get(operation.resource) ?? [];
    list.push(operation);
    resources.set(operation.resource, list);
  }
  return resources;
}

/** `abuseReports` → `AbuseReports`. */
export function pascal(name: string): string {
  return name[0]?.toUpperCase() + name.slice(1);
}

/** `userId` → `user_id`, `printCheck` → `print_check`. */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
