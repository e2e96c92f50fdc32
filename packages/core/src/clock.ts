// The service's one clock: the only module that reads the machine's time (a lint rule, tooling/lint/one-clock.grit,
// refuses `Date.now()` and `new Date()` anywhere else in the workers). A request is handled at one instant
// (`requestTime`, and the api's `ctx.now()`): deployed, the machine's clock; in the test stack (and only there: the
// test harness binds TEST_CLOCK, no config does), a request may carry its instant in a header, so tests step through
// validity windows, scheduled changes and cache windows without waiting for them. Work no request carries (queue
// consumers, the cron's own steps, timings) reads `machineTime()`.
export const TEST_CLOCK_HEADER = "x-test-clock";

/** The binding that turns the header on; absent from every deployed worker (so from the generated Env types). */
interface TestClockBinding {
  TEST_CLOCK?: unknown;
}

/** Epoch milliseconds: the header's instant where the test clock is on and the request carries one, else now. */
export function requestTime(request: Request, env: object): number {
  return testInstant(request, env) ?? machineTime();
}

/** The machine's clock, epoch milliseconds. */
export function machineTime(): number {
  return Date.now();
}

/** The instant the request carries where the test clock is on (undefined elsewhere, and without a header). */
export function testInstant(request: Request, env: object): number | undefined {
  if ((env as TestClockBinding).TEST_CLOCK !== "header") return undefined;
  const at = Number(request.headers.get(TEST_CLOCK_HEADER));
  return Number.isSafeInteger(at) && at > 0 ? at : undefined;
}
