// The signed-in frame: the navigation (with who is signed in) and the page. Without a session, the sign-in page.
import { useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { ApiFailure, account } from "./api.ts";
import { Navigation, NavigationPlaceholder } from "./navigation.tsx";
import { useAccount, useMay } from "./session.ts";

export function Layout() {
  const me = useAccount();
  const may = useMay();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // Until the account is read, the frame holds the navigation's place: the page does not move when it arrives.
  if (me.isPending)
    return (
      <div className="shell">
        <NavigationPlaceholder />
        <main className="page">
          <Loading what="your account" />
        </main>
      </div>
    );
  if (me.error instanceof ApiFailure && me.error.status === 401) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={next === "/" ? "/sign-in" : `/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  if (me.error)
    return (
      <div className="shell">
        <NavigationPlaceholder />
        <main className="page">
          <Problem error={me.error} />
        </main>
      </div>
    );
  const signOut = async () => {
    await account("/sign-out", {});
    queryClient.clear();
    navigate("/sign-in");
  };
  return (
    <div className="shell">
      <a href="#main" className="sr-only focus:not-sr-only">
        Skip to content
      </a>
      <Navigation may={may} email={me.data.email} onSignOut={signOut} />
      <main className="page" id="main">
        {me.data.two_factor_required && location.pathname !== "/settings/security" ? (
          <div role="alert" className="problem">
            This team requires two-factor authentication.{" "}
            <Link to="/settings/security">Turn on two-factor</Link> to work in it.
          </div>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}
