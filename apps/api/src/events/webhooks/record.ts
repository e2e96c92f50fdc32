// Writes a round of attempts, in one statement: each attempt's row, its delivery's new state, and the endpoint's
// health (failing since when: cleared by any success, set by the first failure of a run).
import { type Database, firstRowOf, jsonRows } from "@qr/db";
import { sql } from "drizzle-orm";
import type { Attempt } from "./send.ts";

/** The endpoint's `failing_since` after the round. */
export async function recordAttempts(
  db: Database,
  endpointId: string,
  attempts: Attempt[],
): Promise<Date | null> {
  const rows = attempts.map((attempt) => ({
    id: attempt.deliveryId,
    attempt: attempt.attempt,
    at: attempt.at.toISOString(),
    status: attempt.status,
    latency_ms: attempt.latencyMs,
    response: attempt.response,
    outcome: attempt.outcome,
    next_attempt_at: attempt.nextAttemptAt?.toISOString() ?? null,
  }));
  const succeeded = attempts.some((attempt) => attempt.outcome === "succeeded");
  const row = await firstRowOf<{ failing_since: string | null }>(
    db,
    sql`
    with r as ${jsonRows(rows, { id: "text", attempt: "integer", at: "timestamptz", status: "integer", latency_ms: "integer", response: "text", outcome: "text", next_attempt_at: "timestamptz" })},
    attempts as (
      insert into webhook_attempts (delivery_id, attempt, at, status, latency_ms, response, next_attempt_at)
      select id, attempt, at, status, latency_ms, response, next_attempt_at from r
      on conflict do nothing
    ),
    deliveries as (
      update webhook_deliveries d
      set status = r.outcome, next_attempt_at = r.next_attempt_at, lease_until = null
      from r where d.id = r.id
    )
    update webhook_endpoints
    set failing_since = ${succeeded ? sql`null` : sql`coalesce(failing_since, (select min(at) from r))`}
    where id = ${endpointId}
    returning failing_since`,
  );
  return row?.failing_since ? new Date(row.failing_since) : null;
}
