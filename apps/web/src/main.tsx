// The web app: sign-in and sign-up, then the dashboard, all on the same REST API integrators use.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import "./styles.css";
import { ApiKeysPage } from "./pages/api-keys.tsx";
import { CodesPage } from "./pages/codes.tsx";
import { Layout } from "./pages/layout.tsx";
import { NewCodePage } from "./pages/new-code.tsx";
import { SignInPage } from "./pages/sign-in.tsx";
import { SignUpPage } from "./pages/sign-up.tsx";

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

const router = createBrowserRouter([
  { path: "/sign-in", element: <SignInPage /> },
  { path: "/sign-up", element: <SignUpPage /> },
  {
    element: <Layout />,
    children: [
      { path: "/", element: <CodesPage /> },
      { path: "/codes/new", element: <NewCodePage /> },
      { path: "/settings/keys", element: <ApiKeysPage /> },
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
