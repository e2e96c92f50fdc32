// A ZIP streamed to storage as it is made: images are stored as they are (PNG is already compressed), text
// (SVG, the index) deflated.
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { ChunkedUpload } from "./chunked-upload.ts";

export interface ZipFile {
  add(name: string, bytes: Uint8Array, compress: boolean): Promise<void>;
  /** Writes the central directory; the upload is finished by its owner. */
  finish(): Promise<void>;
}

export function zipFile(upload: ChunkedUpload): ZipFile {
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else upload.push(chunk);
  });
  const check = () => {
    if (failure) throw failure;
  };
  return {
    async add(name, bytes, compress) {
      const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(entry);
      entry.push(bytes, true);
      check();
      await upload.flush();
    },
    async finish() {
      zip.end();
      check();
      await upload.flush();
    },
  };
}
