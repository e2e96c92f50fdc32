// JSON Merge Patch (RFC 7396): how a change of a code's `content` is applied to what the code holds, and the patch
// that turns one document into another (a restore's, which must replace, expressed as a patch).

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `target` with `patch` applied: a member set to null is removed, an object merged member by member, anything else (arrays included) replaced. */
export function applyMergePatch(target: Json, patch: Json): Json {
  if (!isObject(patch)) return patch;
  const result: Record<string, Json> = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}

/** The merge patch that turns `from` into `to` (`to` holds no null member: a merge patch cannot set one). */
export function mergePatchBetween(from: Json, to: Json): Json {
  if (!isObject(from) || !isObject(to)) return to;
  const patch: Record<string, Json> = {};
  for (const key of Object.keys(from)) if (!(key in to)) patch[key] = null;
  for (const [key, value] of Object.entries(to)) {
    if (JSON.stringify(from[key]) === JSON.stringify(value)) continue;
    patch[key] = key in from ? mergePatchBetween(from[key], value) : value;
  }
  return patch;
}
