// The web app: the account pages, then the dashboard, all on the same REST API integrators use. The designer and
// the analytics load their libraries (ZXing, the charts) only when opened, and so do the pages used now and then
// (import, designs, print, keys, domains, a code's routing and history). Each page starts all the calls it needs
// when it is opened (loaders.ts).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Navigate, RouterProvider } from "react-router";
import "./styles.css";
import { AcceptInvitationPage } from "./account/accept-invitation.tsx";
import { ForgotPasswordPage } from "./account/forgot-password.tsx";
import { ResetPasswordPage } from "./account/reset-password.tsx";
import { SignInPage } from "./account/sign-in.tsx";
import { SignUpPage } from "./account/sign-up.tsx";
import { VerifiedPage } from "./account/verified.tsx";
import { VerifyEmailPage } from "./account/verify-email.tsx";
import { OverviewPage } from "./analytics/overview.tsx";
import { later } from "./app/later.tsx";
import { Layout } from "./app/layout.tsx";
import { loaders } from "./app/loaders.ts";
import { NotFoundPage } from "./app/not-found.tsx";
import { RouteError } from "./app/route-error.tsx";
import { SettingsArea } from "./settings/settings-area.tsx";
import { ToastProvider } from "./ui/toast.tsx";

// The codes list and a code's frame load with their first opening (the overview, the home page, needs neither);
// the frame (the code, its downloads and scans) shows first and the details form follows it.
const codesPage = later("the codes", () => import("./codes/codes.tsx").then((m) => m.CodesPage));
const codeFramePage = later("the code", () => import("./codes/code-frame.tsx").then((m) => m.CodeFrame));
const codeDetailsPage = later("the details", () =>
  import("./codes/code-details.tsx").then((m) => m.CodeDetailsPage),
);
const codeDesignPage = later(
  "the designer",
  () => import("./designer/code-design.tsx").then((m) => m.CodeDesignPage),
  { heavy: true },
);
// The type picker, each type's form and the page preview (the pages' renderer) load with the page that needs them.
const newCodePage = later("the new code form", () =>
  import("./codes/new-code.tsx").then((m) => m.NewCodePage),
);
const importCodesPage = later("the import", () =>
  import("./codes/import-codes.tsx").then((m) => m.ImportCodesPage),
);
const designsPage = later("saved designs", () => import("./designer/designs.tsx").then((m) => m.DesignsPage));
const exportsPage = later("exports", () => import("./exports/exports.tsx").then((m) => m.ExportsPage));
const productsPage = later("the products", () =>
  import("./products/products.tsx").then((m) => m.ProductsPage),
);
const codeRoutingPage = later("routing", () =>
  import("./routing/code-routing.tsx").then((m) => m.CodeRoutingPage),
);
const codeHistoryPage = later("the history", () =>
  import("./codes/code-history.tsx").then((m) => m.CodeHistoryPage),
);
const twoFactorSignInPage = later("the second step", () =>
  import("./account/two-factor-sign-in.tsx").then((m) => m.TwoFactorSignInPage),
);
const membersPage = later("the members", () => import("./team/members.tsx").then((m) => m.MembersPage));
const generalSettingsPage = later("settings", () =>
  import("./settings/general.tsx").then((m) => m.GeneralSettingsPage),
);
const accountPage = later("your account", () => import("./account/settings.tsx").then((m) => m.SettingsPage));
const ssoPage = later("single sign-on", () => import("./team/sso-page.tsx").then((m) => m.SsoPage));
const ssoSignInPage = later("single sign-on", () =>
  import("./account/sso-sign-in.tsx").then((m) => m.SsoSignInPage),
);
const apiKeysPage = later("API keys", () => import("./account/api-keys.tsx").then((m) => m.ApiKeysPage));
const securityPage = later("security settings", () =>
  import("./account/security.tsx").then((m) => m.SecurityPage),
);
const reportPage = later("the report form", () => import("./abuse/report.tsx").then((m) => m.ReportPage));
const tagsPage = later("tags", () => import("./tags/tags.tsx").then((m) => m.TagsPage));
const auditLogPage = later("the audit log", () =>
  import("./audit/audit-log.tsx").then((m) => m.AuditLogPage),
);
const foldersPage = later("the folders", () => import("./folders/folders.tsx").then((m) => m.FoldersPage));
const folderPage = later("the folder", () => import("./folders/folder-page.tsx").then((m) => m.FolderPage));
const utmTemplatesPage = later("UTM templates", () =>
  import("./campaigns/utm-templates.tsx").then((m) => m.UtmTemplatesPage),
);
const integrationsPage = later("integrations", () =>
  import("./campaigns/integrations.tsx").then((m) => m.IntegrationsPage),
);
const codeCampaignPage = later("the campaign", () =>
  import("./campaigns/code-campaign.tsx").then((m) => m.CodeCampaignPage),
);
const domainsPage = later("domains", () => import("./domains/domains.tsx").then((m) => m.DomainsPage));
const domainPage = later("the domain", () => import("./domains/domain.tsx").then((m) => m.DomainPage));
const webhooksPage = later("webhooks", () => import("./webhooks/webhooks.tsx").then((m) => m.WebhooksPage));
const webhookPage = later("the webhook", () => import("./webhooks/webhook.tsx").then((m) => m.WebhookPage));
const connectAssistantPage = later("the request", () =>
  import("./account/connect-assistant.tsx").then((m) => m.ConnectAssistantPage),
);
const codeAnalyticsPage = later(
  "analytics",
  () => import("./analytics/code-analytics.tsx").then((m) => m.CodeAnalyticsPage),
  { heavy: true },
);

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
  {
    errorElement: <RouteError />,
    children: [
      { path: "/sign-in", element: <SignInPage /> },
      { path: "/sign-in/two-factor", ...twoFactorSignInPage.route() },
      { path: "/sign-in/sso", ...ssoSignInPage.route() },
      { path: "/sign-up", element: <SignUpPage /> },
      { path: "/verify-email", element: <VerifyEmailPage /> },
      { path: "/verified", element: <VerifiedPage /> },
      { path: "/forgot-password", element: <ForgotPasswordPage /> },
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/invitations/accept", element: <AcceptInvitationPage /> },
      { path: "/report", ...reportPage.route() },
      {
        element: <Layout />,
        loader: load.signedIn,
        children: [
          {
            errorElement: <RouteError />, // inside the frame: the navigation stays
            children: [
              { path: "/", element: <OverviewPage />, loader: load.overview },
              { path: "/connect", ...connectAssistantPage.route() },
              { path: "/codes", ...codesPage.route(load.codes) },
              { path: "/codes/new", ...newCodePage.route(load.newCode) },
              { path: "/codes/import", ...importCodesPage.route() },
              { path: "/folders", ...foldersPage.route(load.folders) },
              { path: "/folders/:id", ...folderPage.route(load.folder) },
              { path: "/designs", ...designsPage.route(load.designs) },
              { path: "/products", ...productsPage.route(load.products) },
              { path: "/exports", ...exportsPage.route(load.exports) },
              {
                path: "/codes/:id",
                ...codeFramePage.route(load.code),
                children: [
                  { index: true, ...codeDetailsPage.route() },
                  { path: "design", ...codeDesignPage.route(load.design) },
                  { path: "routing", ...codeRoutingPage.route() },
                  { path: "campaign", ...codeCampaignPage.route() },
                  { path: "history", ...codeHistoryPage.route(load.history) },
                  { path: "analytics", ...codeAnalyticsPage.route(load.analytics) },
                ],
              },
              {
                path: "/settings",
                element: <SettingsArea />,
                children: [
                  { index: true, ...generalSettingsPage.route(load.general) },
                  { path: "members", ...membersPage.route(load.team) },
                  { path: "keys", ...apiKeysPage.route(load.keys) },
                  { path: "domains", ...domainsPage.route(load.domains) },
                  { path: "domains/:id", ...domainPage.route(load.domain) },
                  { path: "webhooks", ...webhooksPage.route(load.webhooks) },
                  { path: "webhooks/:id", ...webhookPage.route(load.webhook) },
                  { path: "integrations", ...integrationsPage.route() },
                  { path: "utm", ...utmTemplatesPage.route() },
                  { path: "tags", ...tagsPage.route(load.tags) },
                  { path: "sso", ...ssoPage.route(load.sso) },
                  { path: "audit-log", ...auditLogPage.route() },
                  // Where these were before the settings became one area.
                  { path: "security", element: <Navigate to="/account/security" replace /> },
                  { path: "campaigns", element: <Navigate to="/settings/utm" replace /> },
                ],
              },
              { path: "/account", ...accountPage.route(load.account) },
              { path: "/account/security", ...securityPage.route() },
              { path: "/team", element: <Navigate to="/settings/members" replace /> },
              { path: "*", element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);

const root = document.getElementById("root");
if (root) {
  // The first render is a transition: React draws it in slices, so a slow phone answers input while it does.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}
