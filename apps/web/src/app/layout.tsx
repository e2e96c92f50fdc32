// The signed-in frame: who is signed in, the navigation, and the page. Without a session, the sign-in page.
import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { ApiFailure, account } from "./api.ts";
import { useAccount, useMay } from "./session.ts";

export function Layout() {
  const me = useAccount();
  const may = useMay();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  if (me.isPending)
    return (
      <main className="page">
        <Loading what="your account" />
      </main>
    );
  if (me.error instanceof ApiFailure && me.error.status === 401) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
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
      <a href="#main" className="sr-only focus:not-sr-only">
        Skip to content
      </a>
      <header className="bar">
        <NavLink to="/" className="brand">
          QR service
        </NavLink>
        <nav aria-label="Main">
          <NavLink to="/" end>
            Overview
          </NavLink>
          <NavLink to="/codes">Codes</NavLink>
          <NavLink to="/designs">Designs</NavLink>
          <NavLink to="/exports">Print</NavLink>
          {may("team:read") ? <NavLink to="/team">Team</NavLink> : null}
          <NavLink to="/settings" end>
            Settings
          </NavLink>
          <NavLink to="/settings/security">Security</NavLink>
          {may("team:admin") ? <NavLink to="/settings/keys">API keys</NavLink> : null}
          <NavLink to="/settings/tags">Tags</NavLink>
          <NavLink to="/settings/domains">Domains</NavLink>
          <a href="/docs/">API reference</a>
        </nav>
        <span className="hint url">{me.data.email}</span>
        <button type="button" className="secondary" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main className="page" id="main">
        {me.data.two_factor_required && location.pathname !== "/settings/security" ? (
          <div role="alert" className="problem">
            This team requires two-factor authentication.{" "}
            <Link to="/settings/security">Turn on two-factor</Link> to work in it.
          </div>
        ) : null}
        <Outlet />
      </main>
    </>
  );
}
