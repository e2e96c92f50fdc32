// The signed-in frame: the navigation (the team, the work, the person) and the page, the command menu (Ctrl-K)
// and the toasts. Without a session, the sign-in page.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { Loading } from "../ui/loading.tsx";
import { Problem } from "../ui/problem.tsx";
import { useToast } from "../ui/toast.tsx";
import { ApiFailure, account, api, unwrap } from "./api.ts";
import { CommandMenu, useCommandMenuShortcut } from "./command-menu.tsx";
import { Navigation, NavigationPlaceholder } from "./navigation.tsx";
import { teamsQuery } from "./queries.ts";
import { useAccount, useMay } from "./session.ts";

export function Layout() {
  const me = useAccount();
  const may = useMay();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [searching, setSearching] = useState(false);
  const openSearch = useCallback(() => setSearching(true), []);
  useCommandMenuShortcut(openSearch);
  const switchTeam = useMutation({
    mutationFn: (id: string) => unwrap(api.POST("/api/v1/teams/{id}/activate", { params: { path: { id } } })),
    onSuccess: async () => {
      // To the overview first: a page opened while the team's data is read again stays open (it is not taken back).
      navigate("/");
      await queryClient.invalidateQueries();
      const team = queryClient.getQueryData(teamsQuery.queryKey)?.data.find((one) => one.current);
      toast.show(team ? `Now working in ${team.name}.` : "Switched team.");
    },
  });
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
      <Navigation
        may={may}
        email={me.data.email}
        name={me.data.name ?? ""}
        teamId={me.data.team_id ?? ""}
        onSignOut={signOut}
        onSwitchTeam={(id) => switchTeam.mutate(id)}
        onSearch={openSearch}
      />
      <main className="page" id="main">
        {switchTeam.error ? <Problem error={switchTeam.error} /> : null}
        {me.data.two_factor_required && location.pathname !== "/account/security" ? (
          <div role="alert" className="problem mb-4">
            This team requires two-factor authentication.{" "}
            <Link to="/account/security">Turn on two-factor</Link> to work in it.
          </div>
        ) : null}
        <Outlet />
      </main>
      <CommandMenu
        open={searching}
        onClose={() => setSearching(false)}
        may={(place) => !place.needs || may(place.needs)}
      />
    </div>
  );
}
