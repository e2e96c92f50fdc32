// An endpoint's deliveries, newest first: the event, where it stands, each attempt (when, what the endpoint
// answered and how fast, the first 1 KB of its answer) and when it is tried next, with a button to send one again.
// While a delivery waits or is being sent, the list looks again every few seconds.
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "../app/api.ts";
import { deliveriesQuery } from "../app/queries.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import type { Delivery } from "./event-types.ts";

const WATCH_MS = 3_000;

const STATUS_WORDS: Record<Delivery["status"], string> = {
  pending: "waiting",
  sending: "sending",
  succeeded: "delivered",
  failed: "failed",
};

export function Deliveries({ webhookId, admin }: { webhookId: string; admin: boolean }) {
  const deliveries = useInfiniteQuery({
    ...deliveriesQuery(webhookId),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) =>
        page.data.some((d) => d.status === "pending" || d.status === "sending"),
      )
        ? WATCH_MS
        : false,
  });
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        api.POST("/api/v1/webhooks/{id}/deliveries/{deliveryId}/retry", {
          params: { path: { id: webhookId, deliveryId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["webhook", webhookId, "deliveries"] }),
  });
  if (deliveries.isPending) return <Loading what="deliveries" />;
  if (deliveries.error) return <Problem error={deliveries.error} />;
  const all = deliveries.data.pages.flatMap((page) => page.data);
  return (
    <>
      {retry.error ? <Problem error={retry.error} /> : null}
      {all.length === 0 ? (
        <p>Nothing sent yet: send a test event, or wait for the events you chose.</p>
      ) : null}
      {all.length > 0 ? (
        <ol className="deliveries" aria-label="Deliveries">
          {all.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              onRetry={admin ? () => retry.mutate(delivery.id) : undefined}
              retrying={retry.isPending && retry.variables === delivery.id}
            />
          ))}
        </ol>
      ) : null}
      {deliveries.hasNextPage ? (
        <button
          type="button"
          className="secondary"
          onClick={() => deliveries.fetchNextPage()}
          disabled={deliveries.isFetchingNextPage}
        >
          Older deliveries
        </button>
      ) : null}
    </>
  );
}

function DeliveryItem({
  delivery,
  onRetry,
  retrying,
}: {
  delivery: Delivery;
  onRetry: (() => void) | undefined;
  retrying: boolean;
}) {
  const last = delivery.attempts[0];
  return (
    <li className="delivery">
      <div className="delivery-summary">
        <strong>{delivery.event_type}</strong>
        <span className="badge" data-status={delivery.status}>
          {STATUS_WORDS[delivery.status]}
        </span>
        <span>
          {last ? `${last.status ?? "no answer"} in ${last.latency_ms} ms` : "not tried yet"} ·{" "}
          {delivery.attempt_count === 1 ? "1 attempt" : `${delivery.attempt_count} attempts`}
        </span>
        <span className="hint">{new Date(delivery.created_at).toLocaleString()}</span>
        {delivery.next_attempt_at ? (
          <span className="hint">next try {new Date(delivery.next_attempt_at).toLocaleString()}</span>
        ) : null}
      </div>
      <details>
        <summary>Attempts of {delivery.id}</summary>
        <table className="responsive">
          <caption className="sr-only">Attempts of delivery {delivery.id}</caption>
          <thead>
            <tr>
              <th scope="col">Attempt</th>
              <th scope="col">When</th>
              <th scope="col">Answer</th>
              <th scope="col">Time</th>
              <th scope="col">Body</th>
            </tr>
          </thead>
          <tbody>
            {delivery.attempts.map((attempt) => (
              <tr key={attempt.attempt}>
                <td data-label="Attempt">{attempt.attempt}</td>
                <td data-label="When">{new Date(attempt.at).toLocaleString()}</td>
                <td data-label="Answer">{attempt.status ?? "none"}</td>
                <td data-label="Time">{attempt.latency_ms} ms</td>
                <td data-label="Body">
                  <pre className="response">{attempt.response || "(empty)"}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      {onRetry ? (
        <button
          type="button"
          className="secondary"
          onClick={onRetry}
          disabled={retrying || delivery.status === "sending"}
          aria-label={`Send again: ${delivery.event_type} delivery ${delivery.id}`}
        >
          Send again
        </button>
      ) : null}
    </li>
  );
}
