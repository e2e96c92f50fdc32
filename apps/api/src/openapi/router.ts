// Every router of the API is made here, so that every one turns validation failures into the same 422.
import { OpenAPIHono } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import type { AppEnv } from "../app-env.ts";
import { problem, problemResponse } from "../problem.ts";

export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const where = result.target === "json" ? "" : `${result.target}.`;
        return problemResponse(c, problem(422, "The request is invalid.", fieldErrors(result.error, where)));
      }
    },
  });
}

function fieldErrors(error: ZodError, prefix: string) {
  const pathOf = (parts: PropertyKey[]) =>
    `${prefix}${parts.map(String).join(".")}`.replace(/\.$/, "") || "(body)";
  return error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ path: pathOf([...issue.path, key]), message: "is not a known field" }))
      : [{ path: pathOf(issue.path), message: issue.message }],
  );
}
