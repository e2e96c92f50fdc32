// The web app: the account pages, then the dashboard, all on the same REST API integrators use. The designer and
// the analytics load their libraries (ZXing, the charts) only when opened, and so do the pages used now and then
// (import, designs, print, domains, a code's routing and history). Each page starts all the calls it needs when it is
// opened (loaders.ts).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import "./styles.css";
import { loaders } from "./loaders.ts";
import { AcceptInvitationPage } from "./pages/accept-invitation.tsx";
import { ApiKeysPage } from "./pages/api-keys.tsx";
import { CodeDetailsPage } from "./pages/code-details.tsx";
import { CodeFrame } from "./pages/code-frame.tsx";
import { CodesPage } from "./pages/codes.tsx";
import { ForgotPasswordPage } from "./pages/forgot-password.tsx";
import { Layout } from "./pages/layout.tsx";
import { NewCodePage } from "./pages/new-code.tsx";
import { NotFoundPage } from "./pages/not-found.tsx";
import { OverviewPage } from "./pages/overview.tsx";
import { ResetPasswordPage } from "./pages/reset-password.tsx";
import { SettingsPage } from "./pages/settings.tsx";
import { SignInPage } from "./pages/sign-in.tsx";
import { SignUpPage } from "./pages/sign-up.tsx";
import { TeamPage } from "./pages/team.tsx";
import { VerifiedPage } from "./pages/verified.tsx";
import { VerifyEmailPage } from "./pages/verify-email.tsx";
import { Loading } from "./ui/loading.tsx";

const CodeDesignPage = lazy(() =>
  import("./pages/code-design.tsx").then((m) => ({ default: m.CodeDesignPage })),
);
const ImportCodesPage = lazy(() =>
  import("./pages/import-codes.tsx").then((m) => ({ default: m.ImportCodesPage })),
);
const DesignsPage = lazy(() => import("./pages/designs.tsx").then((m) => ({ default: m.DesignsPage })));
const ExportsPage = lazy(() => import("./pages/exports.tsx").then((m) => ({ default: m.ExportsPage })));
const CodeRoutingPage = lazy(() =>
  import("./pages/code-routing.tsx").then((m) => ({ default: m.CodeRoutingPage })),
);
const CodeHistoryPage = lazy(() =>
  import("./pages/code-history.tsx").then((m) => ({ default: m.CodeHistoryPage })),
);
const TagsPage = lazy(() => import("./pages/tags.tsx").then((m) => ({ default: m.TagsPage })));
const DomainsPage = lazy(() => import("./pages/domains.tsx").then((m) => ({ default: m.DomainsPage })));
const DomainPage = lazy(() => import("./pages/domain.tsx").then((m) => ({ default: m.DomainPage })));
const CodeAnalyticsPage = lazy(() =>
  import("./pages/code-analytics.tsx").then((m) => ({ default: m.CodeAnalyticsPage })),
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
  { path: "/sign-up", element: <SignUpPage /> },
  { path: "/verify-email", element: <VerifyEmailPage /> },
  { path: "/verified", element: <VerifiedPage /> },
  { path: "/forgot-password", element: <ForgotPasswordPage /> },
  { path: "/reset-password", element: <ResetPasswordPage /> },
  { path: "/invitations/accept", element: <AcceptInvitationPage /> },
  {
    element: <Layout />,
    loader: load.signedIn,
    children: [
      { path: "/", element: <OverviewPage />, loader: load.overview },
      { path: "/codes", element: <CodesPage />, loader: load.codes },
      { path: "/codes/new", element: <NewCodePage />, loader: load.newCode },
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
      { path: "/team", element: <TeamPage />, loader: load.team },
      { path: "/settings", element: <SettingsPage />, loader: load.settings },
      { path: "/settings/keys", element: <ApiKeysPage />, loader: load.keys },
      { path: "/settings/tags", element: later(<TagsPage />, "tags"), loader: load.tags },
      { path: "/settings/domains", element: later(<DomainsPage />, "domains"), loader: load.domains },
      { path: "/settings/domains/:id", element: later(<DomainPage />, "the domain"), loader: load.domain },
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
