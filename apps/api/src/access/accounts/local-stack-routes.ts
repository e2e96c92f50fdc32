// GET /dev/stack.json: what a person on the local stack needs to know first, for the web app to say it where it
// matters (signing in, the command line). Served only where the stack binds LOCAL_CLIENT_ADDRESS, which no
// deployment does (@qr/core/client-address); a deployed worker answers 404.
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { ApiError } from "../../http/errors/api-error.ts";

/** A binding only the local stack sets (never in a config, so not in the generated Env), as text if it is set. */
function localBinding(env: object, name: "LOCAL_CLIENT_ADDRESS" | "DEV_USER_EMAIL"): string | undefined {
  const value: unknown = Reflect.get(env, name);
  return typeof value === "string" ? value : undefined;
}

export const localStackRoutes = new Hono<AppEnv>().get("/stack.json", (c) => {
  if (localBinding(c.env, "LOCAL_CLIENT_ADDRESS") === undefined)
    throw new ApiError("route_not_found", "No route for this path.");
  return c.json({
    // The dev user `npm run dev` seeds, who owns the dev team (absent on test stacks, which seed none).
    dev_user: localBinding(c.env, "DEV_USER_EMAIL") ?? null,
    dev_user_file: ".dev/dev-user",
    dev_api_key_file: ".dev/dev-api-key",
    command_line: "npm run --silent qr --",
  });
});
