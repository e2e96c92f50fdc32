// A large argument of a tool (a code's content, style, rules) told to a model as a compact TypeScript-like shape
// in its description instead of as JSON Schema: the same fields, types, enums, ranges and what is required, in a
// fifth of the bytes. A model reads every tool before it answers, so the tool list is what it pays for each
// conversation; the API still checks every call in full and names any field it refuses (tools.ts).
import type { JsonSchema, OpenApiDocument } from "../../../../../sdks/operations.ts";

/** An argument whose schema, its components included, is larger than this is given as a shape. */
export const SHAPE_ABOVE_BYTES = 120;

/**
 * The argument's schema as a model gets it: itself when small, else its description with its shape appended. A
 * shape already given to another tool's argument of the same name is named rather than repeated (`shapes` keeps
 * them, in the order the tools are listed).
 */
export function compactArgument(
  document: OpenApiDocument,
  schema: JsonSchema,
  at: { tool: string; argument: string; shapes: Map<string, { tool: string; prose: string }> },
): JsonSchema {
  // Weighed by its structure (a long description of a small type is worth its bytes); a scalar stays as it is.
  const type = jsonType(document, schema);
  if (type !== "object" && type !== "array") return schema;
  if (JSON.stringify(inlined(document, schema, 0)).length <= SHAPE_ABOVE_BYTES) return schema;
  const own = resolved(document, schema);
  const wrapped = (schema.allOf as JsonSchema[] | undefined)?.find(
    (one) => typeof one.description === "string",
  );
  const prose = String(schema.description ?? wrapped?.description ?? own.description ?? "");
  const shape = shapeOf(document, schema);
  const key = `${at.argument}\n${shape}`;
  const given = at.shapes.get(key);
  if (!given) at.shapes.set(key, { tool: at.tool, prose });
  // Said before: named, with its prose only where this tool's differs (an update replaces what a create sets).
  const description = given
    ? [given.prose === prose ? "" : prose, `As \`${at.argument}\` of \`${given.tool}\`.`]
    : [prose, `Shape: ${shape}`];
  return {
    type: nullable(document, schema) ? [type, "null"] : type,
    description: description.filter(Boolean).join(" "),
  };
}

/** A component small enough to write in place rather than name in `$defs` (an enum, a short object). */
const INLINE_BELOW_BYTES = 200;

/**
 * The argument with zod-openapi's wrapping undone: `allOf: [component, { description }]` is the component with that
 * description, and a small component is written in place, so the model reads one schema rather than two.
 */
export function simplifiedArgument(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const parts = schema.allOf as JsonSchema[] | undefined;
  const typed = parts?.filter((one) => one.$ref || one.type || one.properties);
  const base = typed?.length === 1 ? (typed[0] as JsonSchema) : schema;
  const description =
    schema.description ?? parts?.find((one) => typeof one.description === "string")?.description;
  const own = resolved(document, base);
  const small = base.$ref && JSON.stringify(inlined(document, base, 0)).length < INLINE_BELOW_BYTES;
  const written = small ? own : base === schema ? schema : base;
  const { allOf: _, ...rest } = written === schema ? schema : { ...written, allOf: undefined };
  return description === undefined ? rest : { ...rest, description };
}

const MAX_DEPTH = 6;

/**
 * The schema as a shape: `{ a: string; b?: "x"|"y" } | …`. A component met more than once (an export's selection
 * in each of its formats) is written once, after the shape (`…, where Selection = { … }`), and named where met.
 */
function shapeOf(document: OpenApiDocument, root: JsonSchema): string {
  const repeated = repeatedComponents(document, root);
  const defined = new Map<string, string>();
  const shape = (raw: JsonSchema, depth: number): string => {
    const ref = typeof raw.$ref === "string" ? componentName(raw.$ref) : undefined;
    if (ref && repeated.has(ref)) {
      if (!defined.has(ref)) {
        defined.set(ref, "");
        defined.set(ref, unnamed(resolved(document, raw), depth));
      }
      return ref;
    }
    return unnamed(resolved(document, raw), depth);
  };
  const unnamed = (schema: JsonSchema, depth: number): string => {
    if (depth > MAX_DEPTH) return "object";
    // zod-openapi's way of adding a description to a component: allOf of the component and the description.
    const typed = (schema.allOf as JsonSchema[] | undefined)?.filter(
      (one) => one.$ref || one.type || one.properties,
    );
    if (typed?.length === 1) return shape(typed[0] as JsonSchema, depth);
    const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
    // An anyOf of `required` lists only (one of these fields is needed) says nothing of the type: the object's does.
    if (alternatives?.some((one) => one.type || one.$ref || one.enum || one.properties))
      return alternatives.map((one) => `${nameOf(one, repeated)}${shape(one, depth + 1)}`).join(" | ");
    if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join("|");
    if ("const" in schema) return JSON.stringify(schema.const);
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(Boolean) as string[];
    const nullable = types.includes("null") || schema.nullable === true;
    const base = types.find((type) => type !== "null") ?? (schema.properties ? "object" : undefined);
    const written = baseShape(schema, base, depth);
    return nullable ? `${written} | null` : written;
  };
  const baseShape = (schema: JsonSchema, type: string | undefined, depth: number): string => {
    switch (type) {
      case "object": {
        const properties = schema.properties as Record<string, JsonSchema> | undefined;
        if (!properties) return "object";
        const required = new Set((schema.required as string[] | undefined) ?? []);
        const fields = Object.entries(properties).map(
          ([name, field]) => `${name}${required.has(name) ? "" : "?"}: ${shape(field, depth + 1)}`,
        );
        const oneOfRequired = requiredChoice(schema);
        return `{ ${fields.join("; ")} }${oneOfRequired ? ` (${oneOfRequired})` : ""}`;
      }
      case "array": {
        const items = shape((schema.items as JsonSchema | undefined) ?? {}, depth + 1);
        // A small cap is part of what to send (5 phones, 20 rules); a large one only the API's to enforce.
        const max =
          typeof schema.maxItems === "number" && schema.maxItems <= 20 ? ` (at most ${schema.maxItems})` : "";
        return `${items.includes(" | ") || /^"/.test(items) ? `(${items})` : items}[]${max}`;
      }
      case "string":
        return stringShape(schema);
      case "integer":
      case "number":
        return `${type}${range(schema.minimum, schema.maximum)}`;
      case undefined:
        return "any";
      default:
        return type;
    }
  };
  const written = shape(root, 0);
  const definitions = [...defined].map(([name, definition]) => `${name} = ${definition}`);
  return definitions.length > 0 ? `${written}, where ${definitions.join("; ")}` : written;
}

/** The object components the schema reaches more than once. */
function repeatedComponents(document: OpenApiDocument, root: JsonSchema): Set<string> {
  const seen = new Map<string, number>();
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH * 2) return;
    if (Array.isArray(value)) for (const inner of value) visit(inner, depth + 1);
    else if (value && typeof value === "object") {
      const ref = (value as JsonSchema).$ref;
      if (typeof ref === "string") {
        const name = componentName(ref);
        seen.set(name, (seen.get(name) ?? 0) + 1);
        if (seen.get(name) === 1) visit(resolved(document, value as JsonSchema), depth + 1);
      } else for (const inner of Object.values(value)) visit(inner, depth + 1);
    }
  };
  visit(root, 0);
  return new Set(
    [...seen]
      .filter(([name, count]) => count > 1 && document.components.schemas[name]?.properties)
      .map(([name]) => name),
  );
}

const componentName = (ref: string) => ref.replace("#/components/schemas/", "");

function stringShape(schema: JsonSchema): string {
  if (schema.pattern === "^#[0-9a-fA-F]{6}$") return '"#rrggbb"';
  if (schema.format === "date-time") return "string (ISO 8601 date-time)";
  if (schema.format === "email") return "string (email)";
  if (typeof schema.pattern === "string" && /^\^[a-z]+_/.test(schema.pattern))
    return `string (${schema.pattern.slice(1, schema.pattern.indexOf("_") + 1)}… id)`;
  return "string";
}

/** `(one of a, b required)` for an object whose anyOf lists alternative required fields. */
function requiredChoice(schema: JsonSchema): string | undefined {
  const alternatives = schema.anyOf as JsonSchema[] | undefined;
  if (!alternatives?.every((one) => Array.isArray(one.required) && Object.keys(one).length === 1))
    return undefined;
  return `at least one of ${alternatives.map((one) => (one.required as string[]).join("+")).join(", ")}`;
}

const range = (min: unknown, max: unknown) =>
  typeof min === "number" && typeof max === "number" ? ` ${min}-${max}` : "";

/** Whether null is one of its values (a field that null clears). */
function nullable(document: OpenApiDocument, schema: JsonSchema): boolean {
  const own = resolved(document, schema);
  const typed = (own.allOf as JsonSchema[] | undefined)?.find((one) => one.$ref || one.type);
  if (typed) return nullable(document, typed);
  return (Array.isArray(own.type) && own.type.includes("null")) || own.nullable === true;
}

/** The argument's JSON type, through a component, a described component (allOf) or a nullable one. */
function jsonType(document: OpenApiDocument, schema: JsonSchema): string | undefined {
  const own = resolved(document, schema);
  const typed = (own.allOf as JsonSchema[] | undefined)?.find((one) => one.$ref || one.type);
  if (typed) return jsonType(document, typed);
  const types = (Array.isArray(own.type) ? own.type : [own.type]).filter((type) => type && type !== "null");
  if (typeof types[0] === "string") return types[0];
  const alternatives = (own.oneOf ?? own.anyOf) as JsonSchema[] | undefined;
  return alternatives?.some((one) => jsonType(document, one) === "object") ? "object" : undefined;
}

/** A component's name before its shape (`VcardContent { … }`), so that alternatives say which is which. */
function nameOf(schema: JsonSchema, repeated: Set<string>): string {
  if (typeof schema.$ref !== "string" || repeated.has(componentName(schema.$ref))) return "";
  return `${componentName(schema.$ref)} `;
}

function resolved(document: OpenApiDocument, schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === "string"
    ? (document.components.schemas[ref.replace("#/components/schemas/", "")] ?? schema)
    : schema;
}

/** The schema's structure with its components written in place, descriptions left out: what a shape would carry. */
function inlined(document: OpenApiDocument, value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((inner) => inlined(document, inner, depth + 1));
  if (!value || typeof value !== "object") return value;
  const schema = value as JsonSchema;
  if (typeof schema.$ref === "string") return inlined(document, resolved(document, schema), depth + 1);
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== "description")
      .map(([key, inner]) => [key, inlined(document, inner, depth + 1)]),
  );
}
