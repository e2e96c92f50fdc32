// What each page starts reading the moment it is opened, before any of it is drawn (React Router runs the loaders
// of every route an address matches at once): the signed-in frame's account, the page's own data, and what needs
// an answer of those (a code's team, the person's team) as soon as that answer is in. No loader waits: each page
// shows its loading state, and its queries (queries.ts) pick up what is already on the way.
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import {
  accountQuery,
  activityQuery,
  analyticsRequest,
  anyCodeQuery,
  codeFiltersOf,
  codeQuery,
  codesQuery,
  DEFAULT_ANALYTICS,
  deliveriesQuery,
  designsQuery,
  domainQuery,
  domainsQuery,
  exportsQuery,
  folderQuery,
  foldersQuery,
  gs1ProductsQuery,
  keysQuery,
  logosQuery,
  membersQuery,
  prefetch,
  sessionsQuery,
  ssoQuery,
  tagsQuery,
  teamAnalyticsQuery,
  teamsQuery,
  versionsQuery,
  webhookQuery,
  webhooksQuery,
  weekScansQuery,
} from "./queries.ts";

type Loader = (args: LoaderFunctionArgs) => null;

export function loaders(client: QueryClient) {
  const idOf = ({ params }: LoaderFunctionArgs) => params.id ?? "";
  const afterward = <T>(first: Promise<T>, then: (answer: T) => void) => {
    void first.then(then, () => {}); // a failure shows on the page, through its own query
  };
  /** The person's team's members and activity, once the account says which team that is. */
  const membersAndActivity = () =>
    afterward(client.ensureQueryData(accountQuery), (me) => {
      if (!me.team_id) return;
      prefetch(client, membersQuery(me.team_id));
      void client.prefetchInfiniteQuery(activityQuery(me.team_id));
    });
  return {
    // The account and the teams (the sidebar's switcher) at once, not the teams once the account is in.
    signedIn: () => prefetch(client, accountQuery, teamsQuery),
    overview: () => {
      prefetch(client, anyCodeQuery, teamAnalyticsQuery, domainsQuery); // domains and members: the first steps
      membersAndActivity();
      return null;
    },
    codes: ({ request }) =>
      prefetch(
        client,
        codesQuery(codeFiltersOf(new URL(request.url).searchParams), undefined),
        tagsQuery,
        foldersQuery,
      ),
    tags: () => prefetch(client, tagsQuery),
    folders: () => prefetch(client, foldersQuery),
    folder: (args) => prefetch(client, folderQuery(idOf(args))),
    designs: () => prefetch(client, designsQuery, logosQuery),
    exports: () => prefetch(client, exportsQuery),
    products: () => prefetch(client, gs1ProductsQuery(undefined)),
    code: (args) =>
      prefetch(client, codeQuery(idOf(args)), tagsQuery, foldersQuery, weekScansQuery(idOf(args))),
    design: () => prefetch(client, designsQuery, logosQuery),
    analytics: (args) => {
      // The hooks' query (@qrservice/react), loaded with the page rather than on first load.
      const request = analyticsRequest(DEFAULT_ANALYTICS.bounds(), DEFAULT_ANALYTICS.interval);
      void Promise.all([import("@qrservice/react"), import("./qr-service.tsx")]).then(([react, app]) =>
        prefetch(client, react.analyticsQuery(app.qrService, idOf(args), request)),
      );
      return null;
    },
    history: (args) => {
      afterward(client.ensureQueryData(codeQuery(idOf(args))), (code) => {
        prefetch(client, membersQuery(code.team_id));
        void client.prefetchInfiniteQuery(versionsQuery(code.id, code.version));
      });
      return null;
    },
    team: () => {
      membersAndActivity();
      return null;
    },
    account: () => prefetch(client, sessionsQuery),
    general: () => prefetch(client, teamsQuery),
    sso: () => {
      afterward(client.ensureQueryData(accountQuery), (me) => {
        if (me.team_id && me.role === "owner") prefetch(client, ssoQuery(me.team_id));
      });
      return null;
    },
    keys: () => prefetch(client, keysQuery),
    domains: () => prefetch(client, domainsQuery),
    domain: (args) => prefetch(client, domainQuery(idOf(args))),
    newCode: () => prefetch(client, domainsQuery, tagsQuery, designsQuery, foldersQuery),
    webhooks: () => prefetch(client, webhooksQuery, tagsQuery, domainsQuery),
    webhook: (args) => {
      prefetch(client, webhookQuery(idOf(args)), tagsQuery, domainsQuery);
      void client.prefetchInfiniteQuery(deliveriesQuery(idOf(args)));
      return null;
    },
  } satisfies Record<string, Loader>;
}
