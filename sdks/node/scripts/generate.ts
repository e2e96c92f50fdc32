// The Node library's generated layer, from the OpenAPI document: the types (openapi-typescript) and one class per
// resource whose methods call the operations. `pnpm generate-clients` writes them; a test fails when they are stale.
import openapiTS, { astToString } from "openapi-typescript";
import { byResource, type OpenApiDocument, type Operation, operationsOf, pascal } from "../../operations.ts";

const HEADER = "// Generated from sdks/openapi.json by `pnpm generate-clients`. Do not edit.\n";

/** Files by path under sdks/node. */
export async function nodeFiles(document: OpenApiDocument): Promise<Record<string, string>> {
  // A field with a default is optional to send (the API fills it in); openapi-typescript makes it required otherwise.
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0], {
    defaultNonNullable: false,
  });
  return {
    "src/generated/schema.ts": HEADER + astToString(ast),
    "src/generated/resources.ts": resourcesFile(operationsOf(document)),
  };
}

function resourcesFile(operations: Operation[]): string {
  const classes = [...byResource(operations)].map(([resource, list]) => {
    const methods = list.map(methodOf).join("\n\n");
    return `/** ${pascal(resource)}: ${list.map((o) => o.method).join(", ")}. */\nexport class ${pascal(resource)}Api {\n  protected readonly transport: Transport;\n\n  constructor(transport: Transport) {\n    this.transport = transport;\n  }\n\n${methods}\n}`;
  });
  return `${HEADER}import { Paginated } from "../pagination.ts";
import { pathSegment, type Transport } from "../transport.ts";
import type { BytesBody, ItemOf, JsonBodyOf, QueryOf, RequestOptions, ResultOf } from "../types.ts";

${classes.join("\n\n")}

/** Every resource, as the client's properties (\`client.codes\`). */
export class Resources {
${[...byResource(operations).keys()].map((r) => `  readonly ${r}: ${pascal(r)}Api;`).join("\n")}

  constructor(transport: Transport) {
${[...byResource(operations).keys()].map((r) => `    this.${r} = new ${pascal(r)}Api(transport);`).join("\n")}
  }
}
`;
}

function methodOf(op: Operation): string {
  const id = JSON.stringify(op.id);
  const params: string[] = op.pathParams.map((name) => `${camel(name)}: string | number`);
  if (op.body?.kind === "json") params.push(`body: JsonBodyOf<${id}>`);
  // A file's type is part of the call: a positional argument, before the optional ones.
  if (op.body?.kind === "bytes") params.push("body: BytesBody", "contentType: string");
  const queryRequired = op.queryParams.some((p) => p.required);
  if (op.queryParams.length > 0 && !op.paged) params.push(`query${queryRequired ? "" : "?"}: QueryOf<${id}>`);
  if (op.paged) params.push(`query?: Omit<NonNullable<QueryOf<${id}>>, "cursor">`);
  params.push("options?: RequestOptions");
  const path = `\`${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `\${pathSegment("${camel(name)}", ${camel(name)})}`)}\``;
  const request = [
    `method: "${op.httpMethod}"`,
    `path: ${path}`,
    ...(op.queryParams.length > 0 ? ["query"] : []),
    ...(op.body ? ["body"] : []),
  ];
  const options = op.body?.kind === "bytes" ? "options: { ...options, contentType }" : "options";
  const doc = `  /** ${op.summary}. \`${op.httpMethod} ${op.path}\` */`;
  if (op.paged) {
    return `${doc}\n  ${op.method}(${params.join(", ")}): Paginated<ItemOf<${id}>> {\n    return new Paginated((cursor) =>\n      this.transport.json<ResultOf<${id}>>({ ${request.map((r) => (r === "query" ? "query: { ...query, cursor }" : r)).join(", ")}, ${options} }),\n    );\n  }`;
  }
  const call =
    op.result === "json"
      ? `this.transport.json<ResultOf<${id}>>`
      : op.result === "bytes"
        ? "this.transport.bytes"
        : "this.transport.empty";
  const returns = op.result === "json" ? `ResultOf<${id}>` : op.result === "bytes" ? "Uint8Array" : "void";
  // async: a refused argument (pathSegment) is a rejected promise, as every other failure is.
  return `${doc}\n  async ${op.method}(${params.join(", ")}): Promise<${returns}> {\n    return ${call}({ ${request.join(", ")}, ${options} });\n  }`;
}

function camel(name: string): string {
  return name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
