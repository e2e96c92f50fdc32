// The team's integrations: where scans are sent on to (Google Analytics 4, as `qr_scan` events).
import { PageHeader } from "../ui/page-header.tsx";
import { Ga4Settings } from "./ga4-settings.tsx";

export function IntegrationsPage() {
  return (
    <>
      <PageHeader title="Integrations">
        Send every scan on to the tools your team already reads. Scans are still counted here.
      </PageHeader>
      <Ga4Settings />
    </>
  );
}
