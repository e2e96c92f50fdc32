// SCIM PATCH (RFC 7644 §3.5.2) on a resource's attributes: `add`, `replace` and `remove`, in any case (Entra sends
// "Replace"), with a path (`active`, `name.givenName`) or without one (a value object merged in, as Okta sends it).
// Multi-valued paths with filters (a group's `members[value eq "…"]`) are the groups' own (scim-groups.ts).
import { invalid, ScimError } from "./scim-errors.ts";

export interface PatchOperation {
  op: "add" | "replace" | "remove";
  path: string | undefined;
  value: unknown;
}

const PATCH_SCHEMA = "urn:ietf:params:scim:api:messages:2.0:PatchOp";
const MAX_OPERATIONS = 100;

export function operationsOf(body: unknown): PatchOperation[] {
  if (typeof body !== "object" || body === null) throw invalid("The body must be a PatchOp.");
  const { schemas, Operations } = body as { schemas?: unknown; Operations?: unknown };
  if (Array.isArray(schemas) && !schemas.includes(PATCH_SCHEMA))
    throw invalid(`schemas must name ${PATCH_SCHEMA}.`);
  if (!Array.isArray(Operations) || Operations.length === 0)
    throw invalid("Operations must be a non-empty list.");
  if (Operations.length > MAX_OPERATIONS)
    throw new ScimError(400, `At most ${MAX_OPERATIONS} operations.`, "tooMany");
  return Operations.map((raw) => {
    const { op, path, value } = (raw ?? {}) as { op?: unknown; path?: unknown; value?: unknown };
    const kind = typeof op === "string" ? op.toLowerCase() : "";
    if (kind !== "add" && kind !== "replace" && kind !== "remove")
      throw invalid("op must be add, replace or remove.");
    if (path !== undefined && typeof path !== "string")
      throw new ScimError(400, "path must be a string.", "invalidPath");
    if (kind === "remove" && path === undefined) throw new ScimError(400, "remove needs a path.", "noTarget");
    return { op: kind, path, value };
  });
}

/** The resource with the operations applied to its single-valued attributes, in order. */
export function applyPatch(resource: Record<string, unknown>, body: unknown): Record<string, unknown> {
  const patched = structuredClone(resource);
  for (const operation of operationsOf(body)) {
    if (operation.path === undefined) {
      if (typeof operation.value !== "object" || operation.value === null)
        throw invalid("value must be an object.");
      for (const [path, value] of Object.entries(operation.value)) setPath(patched, path, value);
      continue;
    }
    setPath(patched, operation.path, operation.op === "remove" ? null : operation.value);
  }
  return patched;
}

/** Sets an attribute (`active`, `name.givenName`); a path into a list with a filter is not one of a User's. */
function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  if (path.length > 200 || /[[\]]/.test(path)) {
    // emails[type eq "work"].value and the like: the address is the userName here, changed through userName.
    if (/^emails\[/i.test(path)) return;
    throw new ScimError(400, `The path ${path.slice(0, 80)} is not one this resource takes.`, "invalidPath");
  }
  // Entra names the enterprise extension's attributes by its URN: not kept here.
  if (path.startsWith("urn:")) return;
  const parts = path.split(".");
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (typeof next !== "object" || next === null) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  const last = parts.at(-1) as string;
  const existing = Object.keys(node).find((key) => key.toLowerCase() === last.toLowerCase()) ?? last;
  node[existing] = value;
}
