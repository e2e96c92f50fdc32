// The test processes' fetch lets an idle connection go after a second, whatever the server says. workerd closes a
// connection left idle for 5 s (kj's pipeline timeout) while undici keeps one for 4 s by a timer that ticks in
// whole seconds, later still on a loaded machine, so a test's request could be written on a connection workerd was
// closing and fail with "other side closed" before it reached the worker. Connections stay kept alive (a response
// whose connection closes while its body is unread trips an assertion in undici's parser).
import { Agent, setGlobalDispatcher } from "undici";

setGlobalDispatcher(new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }));
