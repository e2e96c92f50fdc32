// The web app: the account pages, then the dashboard, all on the same REST API integrators use. The designer and
// the analytics load their libraries (ZXing, the charts) only when opened, and so do the pages used now and then
// (import, designs, print, keys, domains, a code's routing and history). Each page starts all the calls it needs
// when it is opened (loaders.ts).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import "./styles.css";
import { AcceptInvitationPage } from "./account/accept-invitation.tsx";
import { ForgotPasswordPage } from "./account/forgot-password.tsx";
import { ResetPasswordPage } from "./account/reset-password.tsx";
import { SignInPage } from "./account/sign-in.tsx";
import { SignUpPage } from "./account/sign-up.tsx";
import { VerifiedPage } from "./account/verified.tsx";
import { VerifyEmailPage } from "./account/verify-email.tsx";
import { OverviewPage } from "./analytics/overview.tsx";
import { Layout } from "./app/layout.tsx";
import { loaders } from "./app/loaders.ts";
import { NotFoundPage } from "./app/not-found.tsx";
import { CodeDetailsPage } from "./codes/code-details.tsx";
import { CodeFrame } from "./codes/code-frame.tsx";
import { CodesPage } from "./codes/codes.tsx";
import { Loading } from "./ui/loading.tsx";

const CodeDesignPage = lazy(() =>
  import("./designer/code-design.tsx").then((m) => ({ default: m.CodeDesignPage })),
);
// The type picker, each type's form and the page preview (the pages' renderer) load with the page that needs them.
const NewCodePage = lazy(() => import("./codes/new-code.tsx").then((m) => ({ default: m.NewCodePage })));
const ImportCodesPage = lazy(() =>
  import("./codes/import-codes.tsx").then((m) => ({ default: m.ImportCodesPage })),
);
const DesignsPage = lazy(() => import("./designer/designs.tsx").then((m) => ({ default: m.DesignsPage })));
const ExportsPage = lazy(() => import("./exports/exports.tsx").then((m) => ({ default: m.ExportsPage })));
const CodeRoutingPage = lazy(() =>
  import("./routing/code-routing.tsx").then((m) => ({ default: m.CodeRoutingPage })),
);
const CodeHistoryPage = lazy(() =>
  import("./codes/code-history.tsx").then((m) => ({ default: m.CodeHistoryPage })),
);
const TwoFactorSignInPage = lazy(() =>
  import("./account/two-factor-sign-in.tsx").then((m) => ({ default: m.TwoFactorSignInPage })),
);
const TeamPage = lazy(() => import("./team/team.tsx").then((m) => ({ default: m.TeamPage })));
const SettingsPage = lazy(() => import("./account/settings.tsx").then((m) => ({ default: m.SettingsPage })));
const SsoSignInPage = lazy(() =>
  import("./account/sso-sign-in.tsx").then((m) => ({ default: m.SsoSignInPage })),
);
const ApiKeysPage = lazy(() => import("./account/api-keys.tsx").then((m) => ({ default: m.ApiKeysPage })));
const SecurityPage = lazy(() => import("./account/security.tsx").then((m) => ({ default: m.SecurityPage })));
const ReportPage = lazy(() => import("./abuse/report.tsx").then((m) => ({ default: m.ReportPage })));
const TagsPage = lazy(() => import("./tags/tags.tsx").then((m) => ({ default: m.TagsPage })));
const CampaignSettingsPage = lazy(() =>
  import("./campaigns/campaign-settings.tsx").then((m) => ({ default: m.CampaignSettingsPage })),
);
const CodeCampaignPage = lazy(() =>
  import("./campaigns/code-campaign.tsx").then((m) => ({ default: m.CodeCampaignPage })),
);
const DomainsPage = lazy(() => import("./domains/domains.tsx").then((m) => ({ default: m.DomainsPage })));
const DomainPage = lazy(() => import("./domains/domain.tsx").then((m) => ({ default: m.DomainPage })));
const WebhooksPage = lazy(() => import("./webhooks/webhooks.tsx").then((m) => ({ default: m.WebhooksPage })));
const WebhookPage = lazy(() => import("./webhooks/webhook.tsx").then((m) => ({ default: m.WebhookPage })));
const ConnectAssistantPage = lazy(() =>
  import("./account/connect-assistant.tsx").then((m) => ({ default: m.ConnectAssistantPage })),
);
const CodeAnalyticsPage = lazy(() =>
  import("./analytics/code-analytics.tsx").then((m) => ({ default: m.CodeAnalyticsPage })),
);

/** A page whose code loads when it is first opened. */
function later(page: ReactNode, what: string) {
  return <Suspense fallback={<Loading what={what} />}>{page}</Suspense>;
}

/** Data a page's loader fetched moments ago is not fetched again when the page mounts (queries.ts). */
const JUST_FETCHED_MS = 2000;

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: (query) =>
        query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
    },
  },
});

const load = loaders(queryClient);

const router = createBrowserRouter([
  { path: "/sign-in", element: <SignInPage /> },
  { path: "/sign-in/two-factor", element: later(<TwoFactorSignInPage />, "the second step") },
  { path: "/sign-in/sso", element: later(<SsoSignInPage />, "single sign-on") },
  { path: "/sign-up", element: <SignUpPage /> },
  { path: "/verify-email", element: <VerifyEmailPage /> },
  { path: "/verified", element: <VerifiedPage /> },
  { path: "/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/reset-password", element: <ResetPasswordPage /> },
  { path: "/invitations/accept", element: <AcceptInvitationPage /> },
  { path: "/report", element: later(<ReportPage />, "the report form") },
  {
    element: <Layout />,
    loader: load.signedIn,
    children: [
      { path: "/", element: <OverviewPage />, loader: load.overview },
      { path: "/connect", element: later(<ConnectAssistantPage />, "the request") },
      { path: "/codes", element: <CodesPage />, loader: load.codes },
      { path: "/codes/new", element: later(<NewCodePage />, "the new code form"), loader: load.newCode },
      { path: "/codes/import", element: later(<ImportCodesPage />, "the import") },
      { path: "/designs", element: later(<DesignsPage />, "saved designs"), loader: load.designs },
      { path: "/exports", element: later(<ExportsPage />, "exports"), loader: load.exports },
      {
        path: "/codes/:id",
        element: <CodeFrame />,
        loader: load.code,
        children: [
          { index: true, element: <CodeDetailsPage /> },
          {
            path: "design",
            loader: load.design,
            element: (
              <Suspense fallback={<Loading what="the designer" />}>
                <CodeDesignPage />
              </Suspense>
            ),
          },
          { path: "routing", element: later(<CodeRoutingPage />, "routing") },
          { path: "campaign", element: later(<CodeCampaignPage />, "the campaign") },
          { path: "history", element: later(<CodeHistoryPage />, "the history"), loader: load.history },
          {
            path: "analytics",
            loader: load.analytics,
            element: (
              <Suspense fallback={<Loading what="analytics" />}>
                <CodeAnalyticsPage />
              </Suspense>
            ),
          },
        ],
      },
      { path: "/team", element: later(<TeamPage />, "the team"), loader: load.team },
      { path: "/settings", element: later(<SettingsPage />, "settings"), loader: load.settings },
      { path: "/settings/security", element: later(<SecurityPage />, "security settings") },
      { path: "/settings/keys", element: later(<ApiKeysPage />, "API keys"), loader: load.keys },
      { path: "/settings/tags", element: later(<TagsPage />, "tags"), loader: load.tags },
      { path: "/settings/campaigns", element: later(<CampaignSettingsPage />, "campaign settings") },
      { path: "/settings/domains", element: later(<DomainsPage />, "domains"), loader: load.domains },
      { path: "/settings/domains/:id", element: later(<DomainPage />, "the domain"), loader: load.domain },
      { path: "/settings/webhooks", element: later(<WebhooksPage />, "webhooks"), loader: load.webhooks },
      {
        path: "/settings/webhooks/:id",
        element: later(<WebhookPage />, "the webhook"),
        loader: load.webhook,
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
