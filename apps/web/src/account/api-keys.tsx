// Settings → API keys: the team's keys first (their last use, expiry and state, each revocable behind a
// confirmation that names it), an "Add key" dialog (new-key-form.tsx), and where assistants and the command line
// connect.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import { api, unwrap } from "../app/api.ts";
import { keysQuery } from "../app/queries.ts";
import { ConfirmDialog } from "../ui/confirm-dialog.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { DialogTrigger, useDialog } from "../ui/dialog-button.tsx";
import { EmptyState } from "../ui/empty-state.tsx";
import { PageHeader } from "../ui/page-header.tsx";
import { Problem } from "../ui/problem.tsx";
import { Skeleton } from "../ui/skeleton.tsx";
import { useToast } from "../ui/toast.tsx";
import { AssistantsPanel } from "./assistants-panel.tsx";
import { NewKeyForm } from "./new-key-form.tsx";

export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const keys = useQuery(keysQuery);
  const revoke = useMutation({
    mutationFn: (key: { id: string; name: string }) =>
      unwrap(api.DELETE("/api/v1/keys/{id}", { params: { path: { id: key.id } } })),
    onSuccess: async (_, key) => {
      await queryClient.invalidateQueries({ queryKey: ["keys"] });
      toast.show(`${key.name} revoked: requests with it are refused from now on.`);
    },
  });
  const adding = useDialog({ openOnAdd: true });
  const addKey = <DialogTrigger dialog={adding} label="Add key" icon={<Plus size={16} />} />;
  const list = keys.data?.data ?? [];
  return (
    <>
      <PageHeader title="API keys" actions={list.length > 0 ? addKey : null}>
        Keys let your own software use the API. Each acts for you, in this team, with at most your role's
        rights.
      </PageHeader>
      <Dialog
        open={adding.open}
        onClose={adding.close}
        title="Add an API key"
        description="It acts for you, in this team, with at most your role's rights."
      >
        <NewKeyForm onDone={adding.close} />
      </Dialog>
      {keys.isPending ? <Skeleton what="keys" rows={3} /> : null}
      {keys.error ? <Problem error={keys.error} /> : null}
      {revoke.error ? <Problem error={revoke.error} /> : null}
      {keys.data && list.length === 0 ? (
        <EmptyState icon={<KeyRound size={28} />} title="No keys yet" action={addKey}>
          A key lets a script, your site or a partner's system create codes and read scans through the API.
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <div className="card table-card">
          <table className="responsive">
            <caption className="sr-only">API keys</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Last used</th>
                <th scope="col">Expires</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {list.map((key) => (
                <tr key={key.id}>
                  <td data-label="Name">{key.name}</td>
                  <td data-label="Key">
                    <code>{key.hint}</code>
                  </td>
                  <td data-label="Last used">
                    {key.last_used_at ? new Date(key.last_used_at).toLocaleString() : "Never"}
                  </td>
                  <td data-label="Expires">
                    {key.expires_at ? new Date(key.expires_at).toLocaleDateString() : "Never"}
                  </td>
                  <td data-label="State">
                    {key.revoked_at ? (
                      <span className="badge" data-status="revoked">
                        Revoked
                      </span>
                    ) : (
                      <ConfirmDialog
                        trigger="Revoke"
                        triggerName={`Revoke ${key.name}`}
                        triggerTone="secondary"
                        title={`Revoke ${key.name}?`}
                        confirm="Revoke key"
                        busy={revoke.isPending}
                        onConfirm={() => revoke.mutate(key)}
                      >
                        Every request made with it is refused from then on. This cannot be undone.
                      </ConfirmDialog>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AssistantsPanel />
    </>
  );
}
