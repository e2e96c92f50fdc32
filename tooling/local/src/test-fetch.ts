// The test processes' fetch opens a connection for each request and never reuses an idle one. workerd closes a
// connection left idle for 5 s (kj's pipeline timeout) while undici keeps one for 4 s by a timer that ticks in
// whole seconds, later still on a loaded machine, so a test's request could be written on a connection workerd was
// closing and fail with "other side closed" before it reached the worker.
import { Agent, setGlobalDispatcher } from "undici";

setGlobalDispatcher(new Agent({ pipelining: 0 }));
