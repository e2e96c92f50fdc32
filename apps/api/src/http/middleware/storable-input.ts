// Every string a request carries (path, query names and values, JSON body keys and values, a CSV body) must be one
// PostgreSQL can store: a NUL or an unpaired surrogate is a 422 here, before any handler reads it, so no route
// can forget the check. `__proto__` as a body key is refused too: JavaScript objects would drop it silently.
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@qr/core/storable";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { type FieldError, validationFailed } from "../errors/api-error.ts";
import { bodyKind, hasJsonBody } from "./json-body.ts";

export const storableInput = createMiddleware<AppEnv>(async (c, next) => {
  const errors = [...unstorablePath(c.req.path), ...unstorableQuery(c.req.url)];
  // jsonBody has checked that the body is a kind its route takes, and that JSON parses; a file is bytes.
  const kind = bodyKind(c.req.path, c.req.header("Content-Type") ?? "");
  const body = hasJsonBody(c.req.method) && kind !== "file" ? await c.req.text() : "";
  if (body !== "") {
    if (kind === "json") errors.push(...unstorableJson(JSON.parse(body)));
    else if (!isStorableText(body)) errors.push({ path: "body", message: UNSTORABLE_TEXT_MESSAGE });
  }
  if (errors.length > 0) throw validationFailed(errors.slice(0, 20));
  await next();
});

function unstorablePath(path: string): FieldError[] {
  const segments = path.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment; // routers keep a segment they cannot decode as it is
    }
  });
  return [path, ...segments].every(isStorableText)
    ? []
    : [{ path: "path", message: UNSTORABLE_TEXT_MESSAGE }];
}

function unstorableQuery(url: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const [name, value] of new URL(url).searchParams) {
    if (!isStorableText(name))
      errors.push({ path: "query", message: `a parameter name ${UNSTORABLE_TEXT_MESSAGE}` });
    else if (!isStorableText(value)) errors.push({ path: `query.${name}`, message: UNSTORABLE_TEXT_MESSAGE });
  }
  return errors;
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/** Walks the parsed body without recursion (64 KB of JSON can nest thousands of levels deep). */
export function unstorableJson(body: unknown): FieldError[] {
  const errors: FieldError[] = [];
  const fail = (at: Visit, message: string) => errors.push({ path: pathOf(at), message });
  const pending: Visit[] = [{ value: body, key: "", parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      if (!isStorableText(value)) fail(visit, UNSTORABLE_TEXT_MESSAGE);
    } else if (Array.isArray(value)) {
      for (const [index, element] of value.entries()) {
        pending.push({ value: element, key: String(index), parent: visit });
      }
    } else if (value !== null && typeof value === "object") {
      for (const [key, element] of Object.entries(value)) {
        const child = { value: element, key, parent: visit };
        if (!isStorableText(key)) fail({ ...child, key: "(key)" }, `a key ${UNSTORABLE_TEXT_MESSAGE}`);
        else if (key === "__proto__") fail(child, "is a reserved name");
        else pending.push(child);
      }
    }
  }
  return errors;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join(".") || "(body)";
}
