// What a page shows when it fails to render, in place of React Router's developer screen: what happened and a way
// on. A page whose code cannot be fetched is most often a tab opened before a deploy (the old files are gone), so
// it says so and offers a reload, which fetches the new ones.
import { Link, useRouteError } from "react-router";

/** The browsers' words for a module that could not be fetched (Chromium, Firefox, Safari). */
const MODULE_NOT_LOADED = /dynamically imported module|Importing a module script failed/i;

export function RouteError() {
  const error = useRouteError();
  const notLoaded = error instanceof Error && MODULE_NOT_LOADED.test(error.message);
  return (
    <>
      <h1>{notLoaded ? "This page could not load" : "Something went wrong"}</h1>
      <p role="alert" className="problem">
        {notLoaded
          ? "Its code could not be fetched: the app may have changed since this tab was opened."
          : "This page failed to show. Reloading usually helps."}
      </p>
      <p className="flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/codes">Back to your codes</Link>
      </p>
    </>
  );
}
