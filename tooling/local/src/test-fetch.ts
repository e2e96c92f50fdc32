// The test processes' fetch. workerd closes a connection left idle for 5 s (kj's pipeline timeout), so a request
// written on a kept-alive connection as workerd closes it fails with "other side closed" before the worker sees it.
// Two rules make that harmless: an idle connection is let go after a second, whatever the server offers (the
// collision gets rare), and a request whose connection closed before any byte of its answer came is sent once more,
// body and all, as browsers send again a request a kept-alive connection dropped (so the collision cannot fail a
// test, even while the test's process is busy for seconds and no timer runs).
import { Agent, type Dispatcher, setGlobalDispatcher } from "undici";

const CLOSED_UNANSWERED = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);

// undici reads an async iterable body (fetch's own), though its declared type leaves it out
type Body = Dispatcher.DispatchOptions["body"] | AsyncIterable<unknown>;

/** A body that can be sent again: what was read of it is kept, and a new reading replays it first. */
function replayable(body: Body): (() => Body) | undefined {
  if (body == null || typeof body === "string" || body instanceof Uint8Array) return () => body;
  // fetch sends every body as an async generator; a Node stream or a FormData is not read again
  if (typeof body !== "object" || "pipe" in body || !(Symbol.asyncIterator in body)) return undefined;
  const source = (body as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const read: unknown[] = [];
  return () =>
    (async function* () {
      for (let index = 0; ; index++) {
        if (index === read.length) {
          const next = await source.next();
          if (next.done) return;
          read.push(next.value);
        }
        yield read[index];
      }
    })();
}

const sentAgainWhenClosedUnanswered: Dispatcher.DispatcherComposeInterceptor =
  (dispatch) => (options, handler) => {
    const body = replayable(options.body as Body);
    let answered = false;
    let sentAgain = body === undefined;
    const send = (): boolean =>
      dispatch(
        { ...options, body: body?.() as Dispatcher.DispatchOptions["body"] },
        {
          onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
          onRequestUpgrade: (controller, statusCode, headers, socket) =>
            handler.onRequestUpgrade?.(controller, statusCode, headers, socket),
          onResponseStart: (controller, statusCode, headers, statusMessage) => {
            answered = true;
            return handler.onResponseStart?.(controller, statusCode, headers, statusMessage);
          },
          onResponseData: (controller, chunk) => handler.onResponseData?.(controller, chunk),
          onResponseEnd: (controller, trailers) => handler.onResponseEnd?.(controller, trailers),
          onResponseError: (controller, error) => {
            const code = (error as { code?: string }).code ?? "";
            if (answered || sentAgain || !CLOSED_UNANSWERED.has(code)) {
              return handler.onResponseError?.(controller, error);
            }
            sentAgain = true;
            send();
          },
        },
      );
    return send();
  };

setGlobalDispatcher(
  new Agent({ keepAliveTimeout: 1_000, keepAliveMaxTimeout: 1_000 }).compose(sentAgainWhenClosedUnanswered),
);
