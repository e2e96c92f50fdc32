// The signed-in frame: who is signed in, the navigation, and the page. Without a session, the sign-in page.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, Outlet, useNavigate } from "react-router";
import { ApiFailure, account, api, unwrap } from "../api.ts";
import { Problem } from "./problem.tsx";

export function useAccount() {
  return useQuery({ queryKey: ["account"], queryFn: () => unwrap(api.GET("/api/v1/account")) });
}

export function Layout() {
  const me = useAccount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (me.isPending)
    return (
      <p className="page" role="status">
        Loading…
      </p>
    );
  if (me.error instanceof ApiFailure && me.error.status === 401) return <Navigate to="/sign-in" replace />;
  if (me.error)
    return (
      <main className="page">
        <Problem error={me.error} />
      </main>
    );
  const signOut = async () => {
    await account("/sign-out", {});
    queryClient.clear();
    navigate("/sign-in");
  };
  return (
    <>
      <header className="bar">
        <Link to="/" className="brand">
          QR service
        </Link>
        <nav aria-label="Main">
          <Link to="/">Codes</Link>
          <Link to="/settings/keys">API keys</Link>
        </nav>
        <span className="who">{me.data.email}</span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main className="page">
        <Outlet />
      </main>
    </>
  );
}
