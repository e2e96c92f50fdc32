// The client libraries in the web app: one qrservice client on the page's own origin (the session cookie is the
// credential), for the pages that read through @qrservice/react's hooks. Loaded with those pages, not on first load.
import { QrServiceProvider } from "@qrservice/react";
import { QrService } from "qrservice";
import type { ReactNode } from "react";

export const qrService = new QrService({ baseUrl: "" });

export function WithQrService({ children }: { children: ReactNode }) {
  return <QrServiceProvider client={qrService}>{children}</QrServiceProvider>;
}
