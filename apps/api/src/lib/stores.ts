// What the workers store and queue through, as the code uses them (the parts of the KV, R2 and Queue bindings it
// calls): typed here, at the ground floor, so any module can name them.
/** The part of a KV namespace the edge sync uses. */
export interface EdgeStore {
  get(key: string): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** The part of an R2 bucket team files (logos, exports) use. */
export interface FileStore {
  put(
    key: string,
    value: Uint8Array,
    options?: { httpMetadata?: { contentType?: string } },
  ): Promise<unknown>;
  get(key: string): Promise<StoredFile | null>;
  delete(keys: string | string[]): Promise<void>;
  /** Up to `limit` keys under `prefix`, in order; `cursor` continues a truncated listing. */
  list(options: {
    prefix: string;
    cursor?: string;
    limit?: number;
  }): Promise<{ objects: { key: string }[] } & ({ truncated: true; cursor: string } | { truncated: false })>;
  createMultipartUpload(
    key: string,
    options?: { httpMetadata?: { contentType?: string } },
  ): Promise<MultipartUpload>;
}

export interface StoredFile {
  body: ReadableStream;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export interface MultipartUpload {
  uploadPart(partNumber: number, value: Uint8Array): Promise<{ partNumber: number; etag: string }>;
  complete(parts: { partNumber: number; etag: string }[]): Promise<unknown>;
  abort(): Promise<void>;
}

/** The export queue: a message names a job to run. */
export interface ExportQueue {
  send(message: { export_id: string }): Promise<unknown>;
}
