// A database session per request, opened on first use and closed once the response is sent.
import { type DatabaseSession, openDatabase } from "@qr/db";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { databaseConfig } from "../config.ts";

export const database = createMiddleware<AppEnv>(async (c, next) => {
  let session: DatabaseSession | undefined;
  c.set("db", () => {
    session ??= openDatabase(databaseConfig(c.env));
    return session.db;
  });
  try {
    await next();
  } finally {
    if (session) c.executionCtx.waitUntil(session.close());
  }
});
