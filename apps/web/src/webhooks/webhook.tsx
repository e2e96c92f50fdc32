// One webhook endpoint: where it sends and what, whether it works, its actions (a test event, on and off, a new
// signing secret, replaying events since a time, deleting it), changing its fields, and its deliveries.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { api, isMissing, unwrap } from "../app/api.ts";
import { webhookQuery } from "../app/queries.ts";
import { useMay } from "../app/session.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { NotHere } from "../ui/not-here.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { Deliveries } from "./deliveries.tsx";
import { EVENT_LABELS, stateOf, type Webhook } from "./event-types.ts";
import { SigningSecret } from "./signing-secret.tsx";
import { type WebhookFields, WebhookForm } from "./webhook-form.tsx";

export function WebhookPage() {
  const { id = "" } = useParams();
  const webhook = useQuery(webhookQuery(id));
  if (webhook.isPending) return <Skeleton what="the endpoint" rows={3} />;
  if (isMissing(webhook.error))
    return (
      <NotHere
        title="This endpoint is not here"
        back={{ to: "/settings/webhooks", label: "Back to webhooks" }}
      >
        Your team has no webhook endpoint <span className="mono">{id}</span>: it may have been deleted, or the
        address may be mistyped.
      </NotHere>
    );
  if (webhook.error) return <Problem error={webhook.error} />;
  return <Endpoint webhook={webhook.data} />;
}

function Endpoint({ webhook }: { webhook: Webhook }) {
  const admin = useMay()("team:admin");
  const state = stateOf(webhook);
  return (
    <>
      <p className="breadcrumb">
        <Link to="/settings/webhooks">Webhooks</Link>
      </p>
      <h1 className="mb-1">{webhook.url}</h1>
      <p className="mb-3 flex flex-wrap items-center gap-2">
        <span className="badge" data-status={state.status}>
          {state.word}
        </span>
        {webhook.description ? <span>{webhook.description}</span> : null}
      </p>
      {webhook.disabled_reason ? (
        <p role="status">
          Turned off: {webhook.disabled_reason} Turn it on once it works, then replay what it missed.
        </p>
      ) : null}
      {webhook.enabled && webhook.failing_since ? (
        <p role="status">
          Every attempt has failed since {new Date(webhook.failing_since).toLocaleString()}.
        </p>
      ) : null}
      <p>
        Sends {webhook.events.map((type) => EVENT_LABELS[type].toLowerCase()).join(", ")}
        {webhook.filter.tags.length || webhook.filter.domains.length || webhook.filter.code_ids.length
          ? ", for some codes only"
          : ", for every code"}
        ; at most {webhook.max_in_flight} requests at once.
      </p>
      {admin ? <Actions webhook={webhook} /> : null}
      <section aria-labelledby="deliveries-heading" className="mt-6">
        <h2 id="deliveries-heading">Deliveries</h2>
        <Deliveries webhookId={webhook.id} admin={admin} />
      </section>
      {admin ? <Replay webhookId={webhook.id} /> : null}
      {admin ? <Change webhook={webhook} /> : null}
    </>
  );
}

function Actions({ webhook }: { webhook: Webhook }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const path = { params: { path: { id: webhook.id } } };
  const [secret, setSecret] = useState<string>();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ["webhook", webhook.id] });
    await queryClient.invalidateQueries({ queryKey: ["webhooks"] });
  };
  const test = useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/webhooks/{id}/test", path)),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationFn: (enabled: boolean) =>
      unwrap(api.PATCH("/api/v1/webhooks/{id}", { ...path, body: { enabled } })),
    onSuccess: refresh,
  });
  const rotate = useMutation({
    mutationFn: () => unwrap(api.POST("/api/v1/webhooks/{id}/rotate-secret", path)),
    onSuccess: async (rotated) => {
      setSecret(rotated.secret);
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/api/v1/webhooks/{id}", path)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ["webhooks"] });
      navigate("/settings/webhooks");
    },
  });
  const failure = test.error ?? toggle.error ?? rotate.error ?? remove.error;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => test.mutate()} disabled={test.isPending}>
          Send test event
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => toggle.mutate(!webhook.enabled)}
          disabled={toggle.isPending}
        >
          {webhook.enabled ? "Turn off" : "Turn on"}
        </button>
        <ConfirmDialog
          trigger="Rotate secret"
          tone="secondary"
          title="Rotate the signing secret?"
          confirm="Rotate"
          busy={rotate.isPending}
          onConfirm={() => rotate.mutate()}
        >
          <p>
            You get a new secret, shown once. For 24 hours every request is signed with both, so your receiver
            keeps working while you switch it to the new one.
          </p>
        </ConfirmDialog>
        <ConfirmDialog
          trigger="Delete endpoint"
          title="Delete this endpoint?"
          confirm="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate()}
        >
          <p>Nothing more is sent to {webhook.url}, and its deliveries are forgotten.</p>
        </ConfirmDialog>
      </div>
      {test.isSuccess ? <p role="status">A test event is on its way: see it below.</p> : null}
      {webhook.previous_secret_expires_at ? (
        <p className="hint">
          The previous secret signs too, until {new Date(webhook.previous_secret_expires_at).toLocaleString()}
          .
        </p>
      ) : null}
      {failure ? <Problem error={failure} /> : null}
      {secret ? <SigningSecret secret={secret} heading="New signing secret" /> : null}
    </>
  );
}

function Replay({ webhookId }: { webhookId: string }) {
  const queryClient = useQueryClient();
  const replay = useMutation({
    mutationFn: (since: string) =>
      unwrap(
        api.POST("/api/v1/webhooks/{id}/replay", { params: { path: { id: webhookId } }, body: { since } }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["webhook", webhookId, "deliveries"] }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const since = String(new FormData(event.currentTarget).get("since") ?? "");
    if (since) replay.mutate(new Date(since).toISOString());
  };
  return (
    <form onSubmit={submit} className="narrow mt-6" aria-labelledby="replay-heading">
      <h2 id="replay-heading">Send events again</h2>
      <label>
        Every event since
        <input name="since" type="datetime-local" required aria-describedby="replay-note" />
      </label>
      <p id="replay-note" className="hint">
        Within the last 30 days. Events sent before keep their webhook-id, so your receiver can skip those it
        has.
      </p>
      {replay.error ? <Problem error={replay.error} /> : null}
      {replay.data ? (
        <p role="status">
          {replay.data.queued === 1 ? "1 event queued." : `${replay.data.queued} events queued.`}
        </p>
      ) : null}
      <div>
        <button type="submit" className="secondary" disabled={replay.isPending}>
          Replay events
        </button>
      </div>
    </form>
  );
}

function Change({ webhook }: { webhook: Webhook }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (fields: WebhookFields) =>
      unwrap(api.PATCH("/api/v1/webhooks/{id}", { params: { path: { id: webhook.id } }, body: fields })),
    onSuccess: async (saved) => {
      queryClient.setQueryData(["webhook", webhook.id], saved);
      await queryClient.invalidateQueries({ queryKey: ["webhooks"] });
    },
  });
  return (
    <section aria-labelledby="change-heading" className="mt-6">
      <h2 id="change-heading">Change the endpoint</h2>
      <WebhookForm
        initial={webhook}
        submitLabel="Save changes"
        busy={save.isPending}
        error={save.error}
        onSubmit={(fields) => save.mutate(fields)}
      />
      {save.isSuccess ? <p role="status">Saved.</p> : null}
    </section>
  );
}
