// A stand-in for the redirect worker's scan queue whose every send fails, to prove a failing queue never fails
// or slows a redirect.
import { WorkerEntrypoint } from "cloudflare:workers";

export class FailingQueue extends WorkerEntrypoint {
  async send(): Promise<void> {
    throw new Error("injected queue failure");
  }
  async sendBatch(): Promise<void> {
    throw new Error("injected queue failure");
  }
}

export default {
  fetch(): Response {
    return new Response("queue fault injector");
  },
};
