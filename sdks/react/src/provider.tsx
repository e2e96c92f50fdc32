// The client the hooks call: one QrService (qrservice) for the components under the provider. The TanStack Query
// client is the app's own (QueryClientProvider), so the hooks share its cache with the rest of the app.
import type { QrService } from "qrservice";
import { createContext, type ReactNode, useContext } from "react";

const QrServiceContext = createContext<QrService | null>(null);

export function QrServiceProvider({ client, children }: { client: QrService; children: ReactNode }) {
  return <QrServiceContext.Provider value={client}>{children}</QrServiceContext.Provider>;
}

export function useQrService(): QrService {
  const client = useContext(QrServiceContext);
  if (!client) throw new Error("useQrService: wrap the component in <QrServiceProvider client={…}>");
  return client;
}
