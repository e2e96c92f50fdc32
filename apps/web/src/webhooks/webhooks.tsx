// Settings → Webhooks: the team's endpoints (where each sends, what, and whether it is working) and adding one,
// whose signing secret is shown once. An endpoint's own page shows its deliveries.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { api, unwrap } from "../app/api.ts";
import { webhooksQuery } from "../app/queries.ts";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { stateOf, type Webhook } from "./event-types.ts";
import { SigningSecret } from "./signing-secret.tsx";
import { type WebhookFields, WebhookForm } from "./webhook-form.tsx";

export function WebhooksPage() {
  const webhooks = useQuery(webhooksQuery);
  return (
    <>
      <h1>Webhooks</h1>
      <p>
        Send what happens in this team to your own systems as it happens: codes made and changed, scans in
        batches, domains, exports, members and keys. Each request is signed as the Standard Webhooks
        specification says, and retried for a day when your endpoint fails.
      </p>
      <AddWebhook />
      <h2>Endpoints</h2>
      {webhooks.isPending ? <Loading what="endpoints" /> : null}
      {webhooks.error ? <Problem error={webhooks.error} /> : null}
      {webhooks.data && webhooks.data.data.length === 0 ? <p>No endpoints yet.</p> : null}
      {webhooks.data && webhooks.data.data.length > 0 ? <Endpoints webhooks={webhooks.data.data} /> : null}
    </>
  );
}

function Endpoints({ webhooks }: { webhooks: Webhook[] }) {
  return (
    <table className="responsive">
      <caption className="sr-only">Webhook endpoints</caption>
      <thead>
        <tr>
          <th scope="col">Endpoint</th>
          <th scope="col">Events</th>
          <th scope="col">State</th>
        </tr>
      </thead>
      <tbody>
        {webhooks.map((webhook) => {
          const state = stateOf(webhook);
          return (
            <tr key={webhook.id}>
              <td data-label="Endpoint">
                <Link to={`/settings/webhooks/${webhook.id}`}>{webhook.url}</Link>
                {webhook.description ? <span className="hint"> {webhook.description}</span> : null}
              </td>
              <td data-label="Events">
                {webhook.events.length === 1 ? webhook.events[0] : `${webhook.events.length} types`}
              </td>
              <td data-label="State">
                <span className="badge" data-status={state.status}>
                  {state.word}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function AddWebhook() {
  const queryClient = useQueryClient();
  const [made, setMade] = useState<{ id: string; secret: string }>();
  const add = useMutation({
    mutationFn: (fields: WebhookFields) =>
      unwrap(api.POST("/api/v1/webhooks", { body: { ...fields, enabled: true } })),
    onSuccess: async (created) => {
      setMade({ id: created.id, secret: created.secret });
      await queryClient.invalidateQueries({ queryKey: ["webhooks"] });
    },
  });
  return (
    <section aria-labelledby="add-webhook">
      <h2 id="add-webhook">Add an endpoint</h2>
      {made ? (
        <>
          <SigningSecret secret={made.secret} heading="Signing secret of the new endpoint" />
          <p>
            <Link to={`/settings/webhooks/${made.id}`}>Open the endpoint</Link> to send it a test event and
            watch its deliveries, or add another below.
          </p>
        </>
      ) : null}
      <WebhookForm
        key={made?.id ?? "new"}
        submitLabel="Add endpoint"
        busy={add.isPending}
        error={add.error}
        onSubmit={(fields) => add.mutate(fields)}
      />
    </section>
  );
}
