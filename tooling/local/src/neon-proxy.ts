// The local stand-in for Neon's proxy, in front of a plain PostgreSQL server, speaking both of Neon's protocols on
// one port, as Neon does in production:
// - WebSocket (any path, `?address=host:port`): a byte pipe to PostgreSQL, what the driver's Pool speaks.
// - SQL over HTTP (`POST /sql`): what the driver's `neon()` query function speaks. A JSON body `{ query, params }`
//   runs one statement outside a transaction; `{ queries: [...] }` runs them in order in one transaction (the
//   `Neon-Batch-*` headers set its isolation, read-only and deferrable modes). Values come back as PostgreSQL's
//   text (`Neon-Raw-Text-Output: true`, the only output the driver asks for), rows as arrays or objects
//   (`Neon-Array-Mode`), with `fields`, `command` and `rowCount`; a database error is a 400 carrying its SQLSTATE
//   and fields. Connections to PostgreSQL are pooled here, as Neon pools them beside the database.
// It reaches only the one database server it was started for.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createConnection } from "node:net";
import pg from "pg";
import { WebSocketServer } from "ws";
import { listenOnLoopback } from "./free-port.ts";

/** The Postgres protocol's Terminate message: 'X' and a length of 4. */
const TERMINATE = Buffer.from([0x58, 0, 0, 0, 4]);
/** ReadyForQuery ('Z', a length of 5), sent once a statement outside a transaction has committed. */
const READY_FOR_QUERY = Buffer.from([0x5a, 0, 0, 0, 5]);
/** Neon's limits on a request's and a response's JSON. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/** Connections kept per database and user; each query or batch holds one while it runs. */
const POOL_SIZE = 10;
const ISOLATION_LEVELS: Record<string, string> = {
  Serializable: "serializable",
  RepeatableRead: "repeatable read",
  ReadCommitted: "read committed",
  ReadUncommitted: "read uncommitted",
};
/** Every value as PostgreSQL's text: the driver parses it, as it does what Neon sends. */
const TEXT_TYPES = { getTypeParser: () => (value: string) => value };
const DATABASE_ERROR_FIELDS = [
  "code",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "severity",
  "where",
  "table",
  "column",
  "schema",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
] as const;

export interface RunningNeonProxy {
  /** `host:port`, the value of the api worker's DATABASE_PROXY. */
  address: string;
  /**
   * For tests: the next statement a WebSocket client (a consumer's pool) sends with `marker` in its text runs and
   * commits, and its answer never arrives: the connection is cut once PostgreSQL is ready for the next. Resolves
   * when that happened.
   */
  loseAnswer(marker: string): Promise<void>;
  stop(): Promise<void>;
}

/** An answer to lose: the statement's marker, and who waits for it to be lost. */
interface AnswerToLose {
  marker: Buffer;
  lost(): void;
}

interface Statement {
  query: string;
  params: (string | null)[];
  arrayMode: boolean | undefined;
}

class ProxyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function startNeonProxy(target: { host: string; port: number }): Promise<RunningNeonProxy> {
  const allowed = new Set([
    `${target.host}:${target.port}`,
    `localhost:${target.port}`,
    `127.0.0.1:${target.port}`,
  ]);
  const pools = new Map<string, pg.Pool>();
  const poolFor = (connectionString: string): pg.Pool => {
    let url: URL;
    try {
      url = new URL(connectionString);
    } catch {
      throw new ProxyError(400, "Neon-Connection-String is not a connection string");
    }
    if (!allowed.has(`${url.hostname}:${url.port || 5432}`)) {
      throw new ProxyError(400, `this proxy does not reach ${url.hostname}:${url.port}`);
    }
    const key = `${url.username}@${url.host}${url.pathname}`;
    let pool = pools.get(key);
    if (!pool) {
      pool = new pg.Pool({ connectionString, max: POOL_SIZE, idleTimeoutMillis: 10_000 });
      pool.on("error", () => {}); // an idle connection the server closed is simply dropped
      pools.set(key, pool);
    }
    return pool;
  };

  let toLose: AnswerToLose | undefined;
  /** The answer to lose, if `data` (what a client sends) carries its statement: to one connection only. */
  const claimAnswerToLose = (data: Buffer): AnswerToLose | undefined => {
    if (!toLose || !data.includes(toLose.marker)) return undefined;
    const claimed = toLose;
    toLose = undefined;
    return claimed;
  };

  const server = createServer((request, response) => {
    answerSql(request, response, poolFor).catch(() => response.destroy());
  });
  const sockets = new WebSocketServer({ noServer: true });
  server.on("upgrade", (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const requested = new URL(request.url ?? "/", "http://proxy").searchParams.get("address") ?? "";
      if (!allowed.has(requested)) {
        ws.close(1008, "address not allowed");
        return;
      }
      pipeToPostgres(ws, target, claimAnswerToLose);
    });
  });

  const port = await listenOnLoopback(server);
  return {
    address: `127.0.0.1:${port}`,
    loseAnswer: (marker) =>
      new Promise<void>((lost) => {
        toLose = { marker: Buffer.from(marker), lost };
      }),
    stop: async () => {
      for (const client of sockets.clients) client.terminate();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all([...pools.values()].map((pool) => pool.end().catch(() => {})));
    },
  };
}

/**
 * A WebSocket's messages to PostgreSQL and back. After a client's Terminate message PostgreSQL closes the
 * connection; not every server speaking the protocol does, so the proxy closes it too. Otherwise the worker's
 * WebSocket stays open after `pool.end()`, and a queue or cron event that used the database never completes.
 */
function pipeToPostgres(
  ws: import("ws").WebSocket,
  target: { host: string; port: number },
  claimAnswerToLose: (data: Buffer) => AnswerToLose | undefined,
): void {
  const socket = createConnection({ host: target.host, port: target.port });
  socket.setNoDelay(true);
  const pending: Buffer[] = [];
  let terminated = false;
  let losing: AnswerToLose | undefined;
  socket.on("connect", () => {
    for (const chunk of pending.splice(0)) socket.write(chunk);
    if (terminated) socket.end();
  });
  ws.on("message", (data: Buffer) => {
    losing ??= claimAnswerToLose(data);
    if (socket.connecting) pending.push(data);
    else socket.write(data);
    if (data.equals(TERMINATE)) {
      terminated = true;
      if (!socket.connecting) socket.end();
    }
  });
  let withheld = Buffer.alloc(0); // the end of what was withheld, where ReadyForQuery may have begun
  socket.on("data", (data) => {
    if (!losing) return ws.send(data);
    // Nothing more reaches the client; once the statement is through, the connection goes as if the network had.
    const seen = Buffer.concat([withheld, data]);
    withheld = seen.subarray(-READY_FOR_QUERY.length);
    if (!seen.includes(READY_FOR_QUERY)) return;
    ws.terminate();
    socket.destroy();
    losing.lost();
  });
  ws.on("close", () => socket.destroy());
  ws.on("error", () => socket.destroy());
  socket.on("close", () => ws.close());
  socket.on("error", () => ws.terminate());
}

async function answerSql(
  request: IncomingMessage,
  response: ServerResponse,
  poolFor: (connectionString: string) => pg.Pool,
): Promise<void> {
  try {
    if (request.method !== "POST" || new URL(request.url ?? "/", "http://proxy").pathname !== "/sql") {
      throw new ProxyError(404, "not found: this proxy answers POST /sql and WebSocket upgrades");
    }
    const header = (name: string) => request.headers[name.toLowerCase()] as string | undefined;
    if (header("Neon-Raw-Text-Output") !== "true") {
      throw new ProxyError(400, "this stand-in answers raw text output only (Neon-Raw-Text-Output: true)");
    }
    const connectionString = header("Neon-Connection-String");
    if (!connectionString) throw new ProxyError(400, "missing Neon-Connection-String");
    const defaultArrayMode = header("Neon-Array-Mode") === "true";
    const body = parsePayload(await readBody(request));
    const pool = poolFor(connectionString);
    const output =
      "queries" in body
        ? { results: await runBatch(pool, body.queries, defaultArrayMode, batchMode(header)) }
        : await runAlone(pool, body, defaultArrayMode);
    const json = JSON.stringify(output);
    if (json.length > MAX_RESPONSE_BYTES) {
      throw new ProxyError(507, `response is too large (max is ${MAX_RESPONSE_BYTES} bytes)`);
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end(json);
  } catch (error) {
    const [status, body] = errorBody(error);
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) throw new ProxyError(413, "request body too large");
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function parsePayload(text: string): Statement | { queries: Statement[] } {
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw new ProxyError(400, "the body is not JSON");
  }
  if (payload && typeof payload === "object" && Array.isArray((payload as { queries?: unknown }).queries)) {
    return { queries: (payload as { queries: unknown[] }).queries.map(statementOf) };
  }
  return statementOf(payload);
}

function statementOf(value: unknown): Statement {
  const data = value as { query?: unknown; params?: unknown; arrayMode?: unknown } | null;
  if (!data || typeof data.query !== "string") throw new ProxyError(400, "a query needs `query` (a string)");
  const params = data.params === undefined ? [] : data.params;
  if (!Array.isArray(params)) throw new ProxyError(400, "`params` must be an array");
  return {
    query: data.query,
    params: params.map(toPgText),
    arrayMode: typeof data.arrayMode === "boolean" ? data.arrayMode : undefined,
  };
}

/** A JSON parameter as PostgreSQL text, as Neon converts it: arrays become array literals. */
function toPgText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(",")}}`;
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (Array.isArray(value)) return `{${value.map(arrayElement).join(",")}}`;
  const text = typeof value === "object" ? JSON.stringify(value) : String(value);
  return `"${text.replace(/[\\"]/g, (ch) => `\\${ch}`)}"`;
}

function batchMode(header: (name: string) => string | undefined): string {
  const isolation = header("Neon-Batch-Isolation-Level");
  const modes: string[] = [];
  if (isolation !== undefined) {
    const level = ISOLATION_LEVELS[isolation];
    if (!level) throw new ProxyError(400, "invalid isolation level");
    modes.push(`isolation level ${level}`);
  }
  if (header("Neon-Batch-Read-Only") === "true") modes.push("read only");
  if (header("Neon-Batch-Deferrable") === "true") modes.push("deferrable");
  return modes.join(" ");
}

async function runAlone(pool: pg.Pool, statement: Statement, defaultArrayMode: boolean) {
  const client = await connect(pool);
  try {
    const result = await run(client, statement, defaultArrayMode);
    // A statement that left a transaction open (a lone BEGIN) must not hand that state to the next request.
    const idle =
      (client as pg.PoolClient & { getTransactionStatus(): string | null }).getTransactionStatus() === "I";
    client.release(idle ? undefined : new Error("connection left in a transaction"));
    return result;
  } catch (error) {
    client.release(isDatabaseError(error) ? undefined : (error as Error));
    throw error;
  }
}

async function runBatch(pool: pg.Pool, statements: Statement[], defaultArrayMode: boolean, mode: string) {
  const client = await connect(pool);
  try {
    await client.query(`begin ${mode}`);
    const results = [];
    for (const statement of statements) results.push(await run(client, statement, defaultArrayMode));
    await client.query("commit");
    client.release();
    return results;
  } catch (error) {
    // A failed statement aborts the transaction: roll it back and keep the connection if it is still sound.
    const sound =
      isDatabaseError(error) &&
      (await client.query("rollback").then(
        () => true,
        () => false,
      ));
    client.release(sound ? undefined : (error as Error));
    throw error;
  }
}

async function connect(pool: pg.Pool): Promise<pg.PoolClient> {
  try {
    return await pool.connect();
  } catch (error) {
    throw isDatabaseError(error)
      ? error
      : new ProxyError(500, `could not reach the database: ${(error as Error).message}`);
  }
}

async function run(client: pg.PoolClient, statement: Statement, defaultArrayMode: boolean) {
  const arrayMode = statement.arrayMode ?? defaultArrayMode;
  const result = await client.query({
    text: statement.query,
    values: statement.params,
    rowMode: "array",
    queryMode: "extended", // one statement per query, as Neon runs them
    types: TEXT_TYPES,
  } as pg.QueryArrayConfig);
  const fields = result.fields.map((field) => ({
    name: field.name,
    dataTypeID: field.dataTypeID,
    tableID: field.tableID,
    columnID: field.columnID,
    dataTypeSize: field.dataTypeSize,
    dataTypeModifier: field.dataTypeModifier,
    format: "text",
  }));
  const rows = arrayMode
    ? result.rows
    : result.rows.map((row) => Object.fromEntries(fields.map((field, i) => [field.name, row[i] ?? null])));
  return { rowAsArray: arrayMode, fields, rows, command: result.command, rowCount: result.rowCount };
}

function isDatabaseError(error: unknown): error is pg.DatabaseError {
  return error instanceof pg.DatabaseError;
}

function errorBody(error: unknown): [number, Record<string, unknown>] {
  if (isDatabaseError(error)) {
    const fields = Object.fromEntries(
      DATABASE_ERROR_FIELDS.map((name) => [
        name,
        (error as unknown as Record<string, unknown>)[name] ?? null,
      ]),
    );
    return [400, { message: error.message, ...fields }];
  }
  if (error instanceof ProxyError) return [error.status, { message: error.message }];
  return [500, { message: `proxy error: ${(error as Error).message}` }];
}
