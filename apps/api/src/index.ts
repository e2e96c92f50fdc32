// The api worker's entry as deployed: the app without development routes (local-index.ts has them, for the local
// stack only; a test keeps them out of this bundle), and the SlugResolver entrypoint the redirect worker binds.
import { apiWorker } from "./worker.ts";

export { SlugResolver } from "./slug-resolver.ts";

export default apiWorker(async () => (await import("./app.ts")).createApp());
