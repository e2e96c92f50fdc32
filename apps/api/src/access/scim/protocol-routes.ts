// The SCIM 2.0 service at /scim/v2 (RFC 7644): Users, Groups and discovery, for a team's identity provider with the
// team's SCIM token. Outside the REST API's document: SCIM is its own protocol, with its own error schema and
// media type (application/scim+json). A request without a valid token is a 401 that names nothing of any team.

import { isStorableText } from "@qr/core/storable";
import { schema } from "@qr/db";
import { and, eq, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { unstorableJson } from "../../http/middleware/storable-input.ts";
import { readBounded } from "../../lib/bounded-body.ts";
import { originOf } from "../auth/caller-origin.ts";
import { bearerSecret } from "../auth/key-caller.ts";
import { resourceTypes, schemas, serviceProviderConfig } from "./discovery.ts";
import type { ScimContext } from "./scim-context.ts";
import { SCIM_CONTENT_TYPE, ScimError } from "./scim-errors.ts";
import { createGroup, deleteGroup, getGroup, listGroups, patchGroup, replaceGroup } from "./scim-groups.ts";
import { hashScimToken, isWellFormedScimToken, scimBaseUrl } from "./scim-token.ts";
import { createUser, deleteUser, getUser, listUsers, patchUser, replaceUser } from "./scim-users.ts";

export const SCIM_PATH = "/scim/v2";
/** A SCIM request's body, at most: a group of 10,000 members fits. */
const MAX_BODY_BYTES = 1_048_576;

type ScimEnv = AppEnv & { Variables: AppEnv["Variables"] & { scim: ScimContext } };

export const scimRoutes = new Hono<ScimEnv>();

scimRoutes.onError((error, c) => {
  const scim = error instanceof ScimError ? error : undefined;
  if (!scim) throw error;
  return c.body(JSON.stringify(scim.body()), scim.status as 400, { "Content-Type": SCIM_CONTENT_TYPE });
});

scimRoutes.use("*", async (c, next) => {
  if (!isStorableText(safelyDecoded(c.req.path)))
    throw new ScimError(400, "The path cannot be stored.", "invalidValue");
  const token = bearerSecret(c.req.header("Authorization"));
  if (!token || !isWellFormedScimToken(token))
    throw new ScimError(401, "Send the team's SCIM token as `Authorization: Bearer`.");
  const [connection] = await c.var
    .db()
    .select({ teamId: schema.scimConnections.teamId })
    .from(schema.scimConnections)
    .innerJoin(
      schema.teams,
      and(eq(schema.teams.id, schema.scimConnections.teamId), isNull(schema.teams.deletedAt)),
    )
    .where(eq(schema.scimConnections.tokenHash, await hashScimToken(token)));
  if (!connection)
    throw new ScimError(401, "The SCIM token is not valid (replaced, or provisioning turned off).");
  c.set("scim", {
    db: c.var.db(),
    teamId: connection.teamId,
    now: c.var.context().now,
    origin: originOf(c.req.raw.headers, c.get("requestId") ?? null),
    baseUrl: scimBaseUrl(c.env.API_BASE_URL),
  });
  await next();
});

function safelyDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const answer = (c: Context<ScimEnv>, body: unknown, status: 200 | 201 = 200) =>
  c.body(JSON.stringify(body), status, { "Content-Type": SCIM_CONTENT_TYPE });

async function bodyOf(c: Context<ScimEnv>): Promise<unknown> {
  const bytes = await readBounded(c.req.raw, MAX_BODY_BYTES);
  if (!bytes) throw new ScimError(413, "The request body is too large.");
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ScimError(400, "The request body is not JSON.", "invalidSyntax");
  }
  // What the REST API's storableInput refuses (a NUL, an unpaired surrogate, `__proto__`), refused here too.
  const [unstorable] = unstorableJson(body);
  if (unstorable) throw new ScimError(400, `${unstorable.path} ${unstorable.message}`, "invalidValue");
  return body;
}

function query(c: Context<ScimEnv>): Record<string, string> {
  const values = c.req.query();
  const unstorable = Object.entries(values).find(
    ([name, value]) => !isStorableText(name) || !isStorableText(value),
  );
  if (unstorable)
    throw new ScimError(
      400,
      `The query parameter ${unstorable[0].slice(0, 40)} cannot be stored.`,
      "invalidValue",
    );
  return values;
}

scimRoutes.get("/ServiceProviderConfig", (c) => answer(c, serviceProviderConfig(c.var.scim.baseUrl)));
scimRoutes.get("/ResourceTypes", (c) => answer(c, resourceTypes(c.var.scim.baseUrl)));
scimRoutes.get("/Schemas", (c) => answer(c, schemas(c.var.scim.baseUrl)));

scimRoutes.get("/Users", async (c) => answer(c, await listUsers(c.var.scim, query(c))));
scimRoutes.post("/Users", async (c) => answer(c, await createUser(c.var.scim, await bodyOf(c)), 201));
scimRoutes.get("/Users/:id", async (c) => answer(c, await getUser(c.var.scim, c.req.param("id"))));
scimRoutes.put("/Users/:id", async (c) =>
  answer(c, await replaceUser(c.var.scim, c.req.param("id"), await bodyOf(c))),
);
scimRoutes.patch("/Users/:id", async (c) =>
  answer(c, await patchUser(c.var.scim, c.req.param("id"), await bodyOf(c))),
);
scimRoutes.delete("/Users/:id", async (c) => {
  await deleteUser(c.var.scim, c.req.param("id"));
  return c.body(null, 204);
});

scimRoutes.get("/Groups", async (c) => answer(c, await listGroups(c.var.scim, query(c))));
scimRoutes.post("/Groups", async (c) => answer(c, await createGroup(c.var.scim, await bodyOf(c)), 201));
scimRoutes.get("/Groups/:id", async (c) =>
  answer(c, await getGroup(c.var.scim, c.req.param("id"), query(c))),
);
scimRoutes.put("/Groups/:id", async (c) =>
  answer(c, await replaceGroup(c.var.scim, c.req.param("id"), await bodyOf(c))),
);
scimRoutes.patch("/Groups/:id", async (c) =>
  answer(c, await patchGroup(c.var.scim, c.req.param("id"), await bodyOf(c))),
);
scimRoutes.delete("/Groups/:id", async (c) => {
  await deleteGroup(c.var.scim, c.req.param("id"));
  return c.body(null, 204);
});

scimRoutes.all("*", () => {
  throw new ScimError(404, "No such SCIM endpoint.");
});
