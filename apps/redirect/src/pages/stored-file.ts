// A team's uploaded file, from R2, as the browser should take it: the type the API checked it to be (never one
// guessed from its bytes: nosniff), shown inline or as a download, in a sandbox where nothing in it can run or
// reach anything (Chromium's PDF viewer still shows a PDF under it), with ranges and revalidation for viewers.
import { SECURITY_HEADERS } from "../responses.ts";

export const FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export interface StoredFileOptions {
  contentType: string;
  disposition: string;
  request: Request;
}

/** The file's response; a 404 when it is not in the bucket (deleted while a record still names it). */
export async function storedFileResponse(
  bucket: R2Bucket,
  key: string,
  { contentType, disposition, request }: StoredFileOptions,
): Promise<Response> {
  const object = await bucket.get(key, { range: request.headers, onlyIf: request.headers });
  const headers = new Headers({
    ...SECURITY_HEADERS,
    // Revalidated on every view (an ETag answers 304), so a replaced file is seen at once.
    "Cache-Control": "private, no-cache",
    "Content-Type": contentType,
    "Content-Disposition": disposition,
    "Content-Security-Policy": FILE_CSP,
    "Accept-Ranges": "bytes",
  });
  if (object === null) return new Response("Not found", { status: 404, headers: SECURITY_HEADERS });
  headers.set("ETag", object.httpEtag);
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  const range = object.range as { offset?: number; length?: number; suffix?: number } | undefined;
  const partial = range !== undefined && request.headers.has("Range");
  const offset = range?.suffix !== undefined ? object.size - range.suffix : (range?.offset ?? 0);
  const length = range?.length ?? object.size - offset;
  headers.set("Content-Length", String(length));
  if (partial) headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
  return new Response(request.method === "HEAD" ? null : object.body, {
    status: partial ? 206 : 200,
    headers,
  });
}
