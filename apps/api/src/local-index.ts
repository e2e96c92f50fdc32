// The api worker's entry on the local stack and in the tests (tooling/local builds it in place of index.ts): the
// deployed app plus the development routes under /dev (the dev mailbox, DNS, Web Risk and webhook inbox pages, what
// the stack is). `wrangler deploy` never bundles this file.
import { apiWorker } from "./worker.ts";

export { SlugResolver } from "./slug-resolver.ts";

export default apiWorker(async () => {
  const [{ createApp }, { mountDevRoutes }] = await Promise.all([
    import("./app.ts"),
    import("./dev-routes.ts"),
  ]);
  return createApp({ devRoutes: mountDevRoutes });
});
