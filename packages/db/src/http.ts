// Database access over Neon's HTTP query path: each statement is one HTTP request, so one round trip to the
// database, with no connection to open first; `db.batch([...])` sends several as one transaction in one round
// trip. What the api worker's requests use (docs/decisions/0009).
//
// Statements can also be sent *ahead*: `sendAhead` keeps a statement, and the session's next statement or batch
// carries it in front, in the same transaction and the same round trip. If a statement sent ahead fails, the
// statement it rode with fails too and nothing of that transaction is kept; the next one carries it again. While a
// trip carrying them runs, other statements wait for its outcome. So statements sent ahead take effect exactly
// once, and no statement of the session takes effect unless they held first. The api worker sends its check of a
// remembered credential this way (apps/api/src/access/auth/key-caller.ts), so authentication costs no round trip of its own.
//
// A session can also be *held* by checks made outside the database (a destination's reputation): its statements
// wait for them, and fail with a check's error without being sent if one fails. So a change is never written
// unless every check its request started held, wherever in the request the change is made.
import { type NeonQueryFunction, neon, neonConfig } from "@neondatabase/serverless";
import type { SQL } from "drizzle-orm";
import { drizzle, type NeonHttpDatabase } from "drizzle-orm/neon-http";
import type { DatabaseConfig } from "./client.ts";
import { queryOf } from "./query-text.ts";

export type HttpDatabase = NeonHttpDatabase;

export interface HttpSession {
  db: HttpDatabase;
  /**
   * Sends `statement` in front of the session's statements, in their transaction and round trip, until one
   * succeeds; `withdraw` stops sending it (when its failure was the answer).
   */
  sendAhead(statement: SQL): { withdraw(): void };
  /**
   * Once the request's work is done: if no trip carrying the statements sent ahead has succeeded, sends them
   * alone, and answers the error if they fail (undefined when they held).
   */
  settled(): Promise<unknown>;
  /** The round trips made so far, and the milliseconds spent waiting on them. */
  waited(): { roundTrips: number; ms: number };
  /** Makes every later statement wait for `check`, and fail with its error, unsent, if it fails. */
  hold(check: Promise<unknown>): void;
}

interface QueryData {
  query: string;
  params: unknown[];
}
type QueryOptions = Record<string, unknown> | undefined;
type Base = NeonQueryFunction<boolean, boolean>;

/** A query that runs when awaited, or rides in a batch: what drizzle's neon-http session expects of a client. */
class LazyQuery {
  readonly queryData: QueryData;
  readonly opts: QueryOptions;
  private readonly execute: (data: QueryData, opts: QueryOptions) => Promise<unknown>;

  constructor(
    execute: (data: QueryData, opts: QueryOptions) => Promise<unknown>,
    data: QueryData,
    opts: QueryOptions,
  ) {
    this.execute = execute;
    this.queryData = data;
    this.opts = opts;
  }

  // biome-ignore lint/suspicious/noThenProperty: drizzle awaits queries; a thenable is the driver's own contract.
  then<R1, R2>(onFulfilled?: (value: unknown) => R1, onRejected?: (reason: unknown) => R2) {
    return this.execute(this.queryData, this.opts).then(onFulfilled, onRejected);
  }
}

export function openHttpDatabase(config: DatabaseConfig): HttpSession {
  if (config.localProxy) useLocalHttpProxy(config.localProxy);
  const base = neon(config.url) as Base;
  let holds: Promise<{ failure: unknown } | undefined>[] = [];
  let ahead: QueryData[] = [];
  let carrying: Promise<unknown> | undefined;
  const waited = { roundTrips: 0, ms: 0 };
  const timed = async <T>(trip: Promise<T>): Promise<T> => {
    const started = performance.now();
    waited.roundTrips++;
    try {
      return await trip;
    } finally {
      waited.ms += performance.now() - started;
    }
  };

  const checksHeld = async () => {
    while (holds.length > 0) {
      const outcomes = await Promise.all(holds);
      const failed = outcomes.find((outcome) => outcome !== undefined);
      if (failed) throw failed.failure; // kept: every later statement fails the same way
      holds = holds.slice(outcomes.length);
    }
  };
  const send = async <T>(trip: (leading: QueryData[]) => Promise<T>): Promise<T> => {
    await checksHeld();
    while (carrying) await carrying.catch(() => {});
    if (ahead.length === 0) return timed(trip([]));
    const leading = ahead;
    const sent = timed(trip(leading));
    carrying = sent;
    try {
      const result = await sent;
      // Held in a committed transaction: later statements go without them.
      ahead = ahead.filter((statement) => !leading.includes(statement));
      return result;
    } finally {
      carrying = undefined;
    }
  };
  const inTransaction = async (leading: QueryData[], queries: LazyQuery[], options?: QueryOptions) => {
    const all = [...leading, ...queries.map((q) => q.queryData)].map((data, i) =>
      base.query(data.query, data.params, i < leading.length ? undefined : queries[i - leading.length]?.opts),
    );
    const results = await base.transaction(all, options);
    return results.slice(leading.length);
  };
  const execute = (data: QueryData, opts: QueryOptions) =>
    send(async (leading) => {
      if (leading.length === 0) return base.query(data.query, data.params, opts);
      const [result] = await inTransaction(leading, [new LazyQuery(execute, data, opts)]);
      return result;
    });
  const client = {
    query: (query: string, params?: unknown[], opts?: QueryOptions) =>
      new LazyQuery(execute, { query, params: params ?? [] }, opts),
    transaction: (queries: LazyQuery[], options?: QueryOptions) =>
      send((leading) => inTransaction(leading, queries, options)),
  };
  return {
    db: drizzle({ client: client as unknown as Base }),
    sendAhead: (statement) => {
      const { sql: query, params } = queryOf(statement);
      const sent = { query, params };
      ahead = [...ahead, sent];
      return {
        withdraw: () => {
          ahead = ahead.filter((other) => other !== sent);
        },
      };
    },
    waited: () => ({ ...waited }),
    hold: (check) => {
      holds = [
        ...holds,
        check.then(
          () => undefined,
          (failure: unknown) => ({ failure }),
        ),
      ];
    },
    settled: async () => {
      try {
        await checksHeld();
      } catch (failure) {
        return failure;
      }
      if (ahead.length === 0) return undefined;
      return send((leading) => inTransaction(leading, [])).then(
        () => undefined,
        (error: unknown) => error,
      );
    },
  };
}

// The local stand-in for Neon's proxy answers SQL over plain HTTP at /sql (tooling/local/src/neon-proxy.ts).
function useLocalHttpProxy(proxy: string): void {
  neonConfig.fetchEndpoint = () => `http://${proxy}/sql`;
}
