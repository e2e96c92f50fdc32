// Every router of the API is made here, so that every one turns a validation failure into the same 422.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { type FieldError, validationFailed } from "../errors/api-error.ts";

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        const where = result.target === "json" ? "" : `${result.target}.`;
        throw validationFailed(fieldErrors(result.error, where));
      }
    },
  });
}

/** Zod issues as field errors, each path prefixed (e.g. `query.` or `codes.3.`). */
export function fieldErrors(error: ZodError, prefix: string): FieldError[] {
  const pathOf = (parts: PropertyKey[]) =>
    `${prefix}${parts.map(String).join(".")}`.replace(/\.$/, "") || "(body)";
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: pathOf([...issue.path, key]), message: "is not a known field" }))
      : [{ path: pathOf(issue.path), message: issue.message }],
  );
}
