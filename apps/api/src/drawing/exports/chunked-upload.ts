// Writes a file of unknown length to R2 as it is made, holding at most one part in memory: parts of exactly
// PART_BYTES (R2 wants every part but the last the same size), or a single put when the file is smaller.
import type { FileStore, MultipartUpload } from "../../lib/stores.ts";

const PART_BYTES = 8 * 1024 * 1024;

export class ChunkedUpload {
  private pending: Uint8Array[] = [];
  private pendingBytes = 0;
  private upload: MultipartUpload | undefined;
  private readonly parts: { partNumber: number; etag: string }[] = [];
  bytes = 0;

  private readonly files: FileStore;
  private readonly key: string;
  private readonly contentType: string;

  constructor(files: FileStore, key: string, contentType: string) {
    this.files = files;
    this.key = key;
    this.contentType = contentType;
  }

  push(chunk: Uint8Array): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    this.bytes += chunk.length;
  }

  /** Uploads every whole part gathered so far. */
  async flush(): Promise<void> {
    while (this.pendingBytes >= PART_BYTES) {
      this.upload ??= await this.files.createMultipartUpload(this.key, {
        httpMetadata: { contentType: this.contentType },
      });
      const part = this.take(PART_BYTES);
      this.parts.push(await this.upload.uploadPart(this.parts.length + 1, part));
    }
  }

  /** Stores the rest and completes the file. */
  async finish(): Promise<void> {
    await this.flush();
    const rest = this.take(this.pendingBytes);
    if (!this.upload) {
      await this.files.put(this.key, rest, { httpMetadata: { contentType: this.contentType } });
      return;
    }
    if (rest.length > 0) this.parts.push(await this.upload.uploadPart(this.parts.length + 1, rest));
    await this.upload.complete(this.parts);
  }

  async abort(): Promise<void> {
    await this.upload?.abort();
  }

  private take(count: number): Uint8Array {
    const out = new Uint8Array(count);
    let filled = 0;
    while (filled < count) {
      const head = this.pending[0] as Uint8Array;
      const used = Math.min(head.length, count - filled);
      out.set(head.subarray(0, used), filled);
      filled += used;
      if (used === head.length) this.pending.shift();
      else this.pending[0] = head.subarray(used);
    }
    this.pendingBytes -= count;
    return out;
  }
}
