// The part of workerd's `cloudflare:workers` module the fault injectors use (they run in workerd, and are
// type-checked here with Node's types).
declare module "cloudflare:workers" {
  export class WorkerEntrypoint<Env = unknown> {
    protected env: Env;
  }
}
