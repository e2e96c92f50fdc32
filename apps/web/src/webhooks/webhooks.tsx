// Settings → Webhooks: the team's endpoints first (where each sends, what, and whether it is working), and an
// "Add endpoint" dialog whose last step shows the signing secret once and sends a test event. An endpoint's own
// page shows its deliveries.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Webhook as WebhookIcon } from "lucide-react";
import { Link } from "react-router";
import { api, unwrap } from "../app/api.ts";
import { webhooksQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { Dialog } from "../ui/dialog.tsx";
import { DialogTrigger, useDialog } from "../ui/dialog-button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { EVENT_LABELS, stateOf, type Webhook } from "./event-types.ts";
import { SigningSecret } from "./signing-secret.tsx";
import { type WebhookFields, WebhookForm } from "./webhook-form.tsx";

export function WebhooksPage() {
  const webhooks = useQuery(webhooksQuery);
  const admin = useMay()("team:admin");
  const list = webhooks.data?.data ?? [];
  const adding = useDialog({ openOnAdd: true });
  const add = admin ? <DialogTrigger dialog={adding} label="Add endpoint" icon={<Plus size={16} />} /> : null;
  return (
    <>
      <PageHeader title="Webhooks" actions={list.length > 0 ? add : null}>
        Send what happens in this team to your own systems as it happens, signed as the Standard Webhooks
        specification says and retried for a day when your endpoint fails.
      </PageHeader>
      {admin ? (
        <Dialog open={adding.open} onClose={adding.close} title="Add an endpoint" size="wide">
          <AddWebhook onDone={adding.close} />
        </Dialog>
      ) : null}
      {webhooks.isPending ? <Skeleton what="endpoints" rows={2} /> : null}
      {webhooks.error ? <Problem error={webhooks.error} /> : null}
      {webhooks.data && list.length === 0 ? (
        <EmptyState icon={<WebhookIcon size={28} />} title="No endpoints yet." action={add}>
          An endpoint gets a signed request when codes are made or changed, scans arrive, or members and keys
          change: keep a CRM, a sheet or a chat channel in step.
        </EmptyState>
      ) : null}
      {list.length > 0 ? <Endpoints webhooks={list} /> : null}
    </>
  );
}

function Endpoints({ webhooks }: { webhooks: Webhook[] }) {
  return (
    <div className="card table-card">
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
                  {webhook.description ? <span className="hint block">{webhook.description}</span> : null}
                </td>
                <td data-label="Events">
                  {webhook.events.length === 1
                    ? EVENT_LABELS[webhook.events[0] as keyof typeof EVENT_LABELS]
                    : `${webhook.events.length} kinds`}
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
    </div>
  );
}

/** The dialog's steps: the endpoint's fields, then its secret (shown once) with a test event to send. */
function AddWebhook({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: (fields: WebhookFields) =>
      unwrap(api.POST("/api/v1/webhooks", { body: { ...fields, enabled: true } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["webhooks"] }),
  });
  const test = useMutation({
    mutationFn: (id: string) => unwrap(api.POST("/api/v1/webhooks/{id}/test", { params: { path: { id } } })),
  });
  if (add.data) {
    const made = add.data;
    return (
      <div className="grid gap-3">
        <SigningSecret secret={made.secret} heading="Signing secret of the new endpoint" />
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => test.mutate(made.id)} disabled={test.isPending}>
            Send test event
          </button>
          <Link to={`/settings/webhooks/${made.id}`} className="button secondary">
            Open the endpoint
          </Link>
          <button type="button" className="ghost" onClick={onDone}>
            Done
          </button>
        </div>
        {test.isSuccess ? (
          <p role="status">A test event is on its way: its delivery shows on the endpoint's page.</p>
        ) : null}
        {test.error ? <Problem error={test.error} /> : null}
      </div>
    );
  }
  return (
    <WebhookForm
      submitLabel="Create endpoint"
      busy={add.isPending}
      error={add.error}
      onSubmit={(fields) => add.mutate(fields)}
      onCancel={onDone}
    />
  );
}
