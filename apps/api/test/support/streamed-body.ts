// A request body sent in chunks with no Content-Length (HTTP/1.1 chunked), as a client streaming its upload does:
// what a server must cut off at its limit, never reading it whole first.

type Streamed = { body: ReadableStream<Uint8Array>; duplex: "half" };

/** `text`, sent in chunks. */
export function streamedBody(text: string, chunks = 16): Streamed {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.byteLength / chunks);
  let at = 0;
  return streamed((controller) => {
    if (at >= bytes.byteLength) return controller.close();
    controller.enqueue(bytes.slice(at, at + size));
    at += size;
  });
}

/** A body that never ends: `start`, then 64 KB chunks of spaces for as long as the server reads. */
export function endlessBody(start: string): Streamed {
  let started = false;
  const spaces = new TextEncoder().encode(" ".repeat(65_536));
  return streamed((controller) => {
    controller.enqueue(started ? spaces : new TextEncoder().encode(start));
    started = true;
  });
}

function streamed(pull: (controller: ReadableStreamDefaultController<Uint8Array>) => void): Streamed {
  return { body: new ReadableStream<Uint8Array>({ pull }), duplex: "half" };
}
