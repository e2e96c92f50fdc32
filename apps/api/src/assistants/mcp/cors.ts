// Assistants that run in a web page (the MCP Inspector connecting directly, browser agents) call /mcp and read its
// OAuth metadata from their own origin. /mcp takes only a bearer credential, never the session cookie, so any
// origin may ask: a page without a token gets the 401 and its challenge. The session id and the challenge are
// exposed so that such a client can read them.
import { cors } from "hono/cors";
import { SESSION_HEADER } from "./session.ts";

export const mcpCors = cors({
  origin: "*",
  allowMethods: ["GET", "POST", "DELETE"],
  allowHeaders: [
    "Authorization",
    "Content-Type",
    "Accept",
    SESSION_HEADER,
    "MCP-Protocol-Version",
    "Last-Event-ID",
  ],
  exposeHeaders: [SESSION_HEADER, "WWW-Authenticate", "Retry-After", "RateLimit", "RateLimit-Policy"],
  maxAge: 86_400,
});
