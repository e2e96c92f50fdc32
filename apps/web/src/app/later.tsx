// A page whose code loads when it is first opened. Its route starts the download with the page's data (the route's
// loader), so the code is usually in by the time the frame shows the page, and the page then renders at once:
// React reveals a Suspense boundary's content no sooner than 300 ms after its fallback, so a page that suspended
// for a chunk already on its way appeared that much later than its data.
import { type ComponentType, lazy, Suspense, useState } from "react";
import type { LoaderFunctionArgs } from "react-router";
import { Loading } from "../ui/loading.tsx";

type Loader = (args: LoaderFunctionArgs) => null;

/**
 * `heavy`: the page carries large libraries of its own (the designer's ZXing, the analytics' charts). Its download
 * starts when the page is shown, not with its data: on a slow phone, fetching and compiling it first held back the
 * code's frame around it (Lighthouse's largest paint on the analytics page).
 */
export function later(what: string, load: () => Promise<ComponentType>, { heavy = false } = {}) {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    // A failed download is tried once more before the page says so: the failure may be the end of an attempt begun
    // before the network came back (or before the person opened the page again), which they are not asking for.
    loading ??= load()
      .catch(load)
      .then(
        (page) => (loaded = page),
        (error: unknown) => {
          loading = undefined; // a later visit tries again (a tab older than a deploy, a dropped connection)
          throw error;
        },
      );
    return loading;
  };
  function Page() {
    // Chosen once per mount: swapping the waiting component for the loaded one would remount the page. Each mount
    // waits through a lazy of its own, since React keeps a lazy's failure for good.
    const [Shown] = useState<ComponentType>(
      () => loaded ?? lazy(() => preload().then((page) => ({ default: page }))),
    );
    return (
      <Suspense fallback={<Loading what={what} />}>
        <Shown />
      </Suspense>
    );
  }
  return {
    /** The route's element and a loader that starts the download beside the page's own loader, if it has one. */
    route: (pageLoader?: Loader) => ({
      element: <Page />,
      loader: (args: LoaderFunctionArgs) => {
        if (!heavy) void preload().catch(() => {}); // a failure shows when the page renders (its error boundary)
        return pageLoader ? pageLoader(args) : null;
      },
    }),
  };
}
