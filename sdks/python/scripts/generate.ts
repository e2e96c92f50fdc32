// The Python library's generated layer, from the OpenAPI document: a TypedDict per schema (qrservice/types.py) and
// one class per resource whose methods call the operations (qrservice/_resources.py). `pnpm generate-clients`
// writes them; a test fails when they are stale.
import {
  byResource,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  operationsOf,
  pascal,
  snake,
} from "../../operations.ts";

const HEADER = "# Generated from sdks/openapi.json by `pnpm generate-clients`. Do not edit.\n";
// Python's keywords: a field so named is declared with TypedDict's functional form, a parameter gets a trailing _.
const KEYWORDS = new Set(
  "False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield".split(
    " ",
  ),
);

/** Files by path under sdks/python. */
export function pythonFiles(document: OpenApiDocument): Record<string, string> {
  return {
    "qrservice/types.py": typesFile(document),
    "qrservice/_resources.py": resourcesFile(operationsOf(document)),
  };
}

function typesFile(document: OpenApiDocument): string {
  const classes = Object.entries(document.components.schemas).map(([name, schema]) =>
    typedDict(name, schema),
  );
  return `${HEADER}"""The API's objects as TypedDicts, one per schema of the OpenAPI document."""

from __future__ import annotations

from typing import Any, Literal, Optional, TypedDict, Union

${classes.join("\n\n\n")}
`;
}

function typedDict(name: string, schema: JsonSchema): string {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const doc = typeof schema.description === "string" ? `    """${oneLine(schema.description)}"""\n` : "";
  if (schema.type !== "object" || !properties) return `${name} = ${pythonType(schema)}`;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const fields = Object.entries(properties);
  const line = ([field, value]: [string, JsonSchema]) => `    ${field}: ${pythonType(value)}`;
  const always = fields.filter(([field]) => required.has(field));
  const optional = fields.filter(([field]) => !required.has(field));
  if (!fields.every(([field]) => /^[a-z_][a-z0-9_]*$/.test(field) && !KEYWORDS.has(field)))
    return `${name} = TypedDict("${name}", {${fields.map(([f, v]) => `"${f}": ${pythonType(v)}`).join(", ")}}, total=False)`;
  // Python < 3.11 has no NotRequired: the required keys in a base class, the optional ones in a total=False one.
  if (always.length > 0 && optional.length > 0)
    return `class _${name}Required(TypedDict):\n${doc}${always.map(line).join("\n")}\n\n\nclass ${name}(_${name}Required, total=False):\n${optional.map(line).join("\n")}`;
  const total = optional.length > 0 ? ", total=False" : "";
  return `class ${name}(TypedDict${total}):\n${doc}${fields.map(line).join("\n") || "    pass"}`;
}

/** A JSON value as Python writes it: `True`/`False` for booleans, JSON's own form for strings and numbers. */
function pythonLiteral(value: unknown): string {
  return typeof value === "boolean" ? (value ? "True" : "False") : JSON.stringify(value);
}

function pythonType(schema: JsonSchema | undefined): string {
  if (!schema) return "Any";
  if (typeof schema.$ref === "string") return `"${schema.$ref.replace("#/components/schemas/", "")}"`;
  if (Array.isArray(schema.enum)) {
    const values = schema.enum as unknown[];
    const literal = `Literal[${values
      .filter((v) => v !== null)
      .map(pythonLiteral)
      .join(", ")}]`;
    return values.includes(null) ? `Optional[${literal}]` : literal;
  }
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) return unionOf(union.map(pythonType));
  if (Array.isArray(schema.type))
    return unionOf((schema.type as string[]).map((type) => pythonType({ ...schema, type })));
  switch (schema.type) {
    case "string":
      return "str";
    case "integer":
      return "int";
    case "number":
      return "float";
    case "boolean":
      return "bool";
    case "null":
      return "None";
    case "array":
      return `list[${pythonType(schema.items as JsonSchema | undefined)}]`;
    case "object": {
      const values = schema.additionalProperties;
      return `dict[str, ${typeof values === "object" ? pythonType(values as JsonSchema) : "Any"}]`;
    }
    default:
      return "Any";
  }
}

function unionOf(types: string[]): string {
  const unique = [...new Set(types)];
  return unique.length === 1 ? (unique[0] as string) : `Union[${unique.join(", ")}]`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").replace(/"""/g, "'''").replace(/\\/g, "\\\\").trim();
}

function resourcesFile(operations: Operation[]): string {
  const classes = [...byResource(operations)].map(([resource, list]) => {
    const methods = list.map(methodOf).join("\n\n");
    return `class ${pascal(resource)}Api:\n    """${pascal(resource)}: ${list.map((o) => snake(o.method)).join(", ")}."""\n\n    def __init__(self, transport: Transport) -> None:\n        self._transport = transport\n\n${methods}`;
  });
  return `${HEADER}"""One class per resource of the API; each method is one operation of the OpenAPI document."""

from __future__ import annotations

from typing import Any, Optional, cast

from . import types
from ._transport import Transport, path_segment
from .pagination import Paginated

${classes.join("\n\n\n")}


class Resources:
    """Every resource, as the client's attributes (client.codes)."""

    def __init__(self, transport: Transport) -> None:
${[...byResource(operations).keys()].map((r) => `        self.${snake(r)} = ${pascal(r)}Api(transport)`).join("\n")}
`;
}

function methodOf(op: Operation): string {
  const params = ["self", ...op.pathParams.map((name) => `${pyName(name)}: Any`)];
  if (op.body)
    params.push(
      op.body.kind === "json"
        ? `body: ${op.schemas.body ? `types.${op.schemas.body}` : "Any"}`
        : "body: bytes",
    );
  const keywords: string[] = [];
  if (op.body?.kind === "bytes") keywords.push("content_type: str");
  for (const param of op.queryParams) {
    if (op.paged && param.name === "cursor") continue;
    keywords.push(
      param.required ? `${pyName(param.name)}: Any` : `${pyName(param.name)}: Optional[Any] = None`,
    );
  }
  keywords.push("idempotency_key: Optional[str] = None", "timeout: Optional[float] = None");
  const signature = `${params.join(", ")}, *, ${keywords.join(", ")}`;
  const path = `f"${op.path.replace(/\{([^}]+)\}/g, (_, name: string) => `{path_segment('${pyName(name)}', ${pyName(name)})}`)}"`;
  const query = op.queryParams.filter((p) => !(op.paged && p.name === "cursor"));
  const queryDict = `{${query.map((p) => `"${p.name}": ${pyName(p.name)}`).join(", ")}}`;
  const args = [
    `"${op.httpMethod}"`,
    path,
    ...(query.length > 0 ? [`query=${queryDict}`] : []),
    ...(op.body ? [op.body.kind === "json" ? "json=body" : "data=body, content_type=content_type"] : []),
    "idempotency_key=idempotency_key",
    "timeout=timeout",
  ];
  const doc = `        """${oneLine(op.summary)}. \`${op.httpMethod} ${op.path}\`"""`;
  const name = snake(op.method);
  if (op.paged) {
    return `    def ${name}(${signature}) -> Paginated[${op.schemas.item ? `types.${op.schemas.item}` : "Any"}]:\n${doc}\n        return Paginated(lambda cursor: self._transport.json(${args
      .map((arg) => (arg.startsWith("query=") ? `query={**${queryDict}, "cursor": cursor}` : arg))
      .join(", ")}))`;
  }
  const call = op.result === "json" ? "json" : op.result === "bytes" ? "bytes" : "empty";
  const returns =
    op.result === "json"
      ? op.schemas.result
        ? `types.${op.schemas.result}`
        : "Any"
      : op.result === "bytes"
        ? "bytes"
        : "None";
  const result = `self._transport.${call}(${args.join(", ")})`;
  return `    def ${name}(${signature}) -> ${returns}:\n${doc}\n        return ${op.result === "json" && op.schemas.result ? `cast("${returns}", ${result})` : result}`;
}

function pyName(name: string): string {
  const snaked = snake(name);
  return KEYWORDS.has(snaked) ? `${snaked}_` : snaked;
}
