// GET /dev/stack.json: what a person on the local stack needs to know first, for the web app to say it where it
// matters (signing in, the command line). Served only where the stack binds LOCAL_CLIENT_ADDRESS, which no
// deployment does (@qr/core/client-address); a deployed worker answers 404.
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { ApiError } from "../errors/api-error.ts";

interface LocalStackBindings {
  LOCAL_CLIENT_ADDRESS?: string;
  /** The dev user `npm run dev` seeds, who owns the dev team (absent on test stacks, which seed none). */
  DEV_USER_EMAIL?: string;
}

export const localStackRoutes = new Hono<AppEnv>().get("/stack.json", (c) => {
  const env = c.env as unknown as LocalStackBindings;
  if (typeof env.LOCAL_CLIENT_ADDRESS !== "string")
    throw new ApiError("route_not_found", "No route for this path.");
  return c.json({
    dev_user: env.DEV_USER_EMAIL ?? null,
    dev_user_file: ".dev/dev-user",
    dev_api_key_file: ".dev/dev-api-key",
    command_line: "npm run --silent qr --",
  });
});
