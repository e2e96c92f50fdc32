// A ZIP written as it is made, into anything that takes bytes in order (an upload to R2). Images are stored as
// they are (PNG is already compressed), text (SVG, the index) deflated. Entries can also be adopted whole from a
// fragment another writer made (a part of a large export, drawn by another invocation): its bytes are copied
// and its entries' offsets shifted, so the central directory at the end describes the file as one.

import { ExportRefused } from "@qr/api/src/drawing/exports/export-store.ts";
import { crc32 } from "@qr/core/crc32";
import type { ZipEntryRecord } from "@qr/db";

/** Where a writer's bytes go, in order; `flush` lets the sink send what it has gathered. */
export interface ByteSink {
  push(chunk: Uint8Array): void;
  flush(): Promise<void>;
}

/** What a ZIP without its ZIP64 extension can describe. */
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const VERSION = 20;

export class ZipTooLarge extends ExportRefused {}

export class ZipWriter {
  readonly entries: ZipEntryRecord[] = [];
  /** Bytes written so far: where the next entry starts. */
  offset = 0;
  readonly #sink: ByteSink;
  readonly #time: number;
  readonly #date: number;
  readonly #encoder = new TextEncoder();

  /** `modified` is every entry's time: the job's, so two writers of one job write the same bytes. */
  constructor(sink: ByteSink, modified: Date) {
    this.#sink = sink;
    this.#time =
      (modified.getUTCHours() << 11) | (modified.getUTCMinutes() << 5) | (modified.getUTCSeconds() >> 1);
    this.#date =
      ((Math.max(1980, modified.getUTCFullYear()) - 1980) << 9) |
      ((modified.getUTCMonth() + 1) << 5) |
      modified.getUTCDate();
  }

  async add(name: string, bytes: Uint8Array, compress: boolean): Promise<void> {
    const data = compress ? await deflateRaw(bytes) : bytes;
    const entry: ZipEntryRecord = {
      name,
      crc: crc32(bytes),
      size: bytes.length,
      stored: data.length,
      method: compress ? 8 : 0,
      offset: this.offset,
    };
    this.#write(this.#localHeader(entry));
    this.#write(data);
    this.#record(entry);
    await this.#sink.flush();
  }

  /**
   * Copies a fragment (entries another writer made from offset 0, `length` bytes) into this file, its entries
   * shifted to where it lands. A fragment shorter or longer than it should be is refused: never a corrupt ZIP.
   */
  async adopt(fragment: ReadableStream<Uint8Array>, length: number, entries: readonly ZipEntryRecord[]) {
    const base = this.offset;
    let copied = 0;
    const reader = fragment.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        copied += read.value.length;
        if (copied > length) throw new Error(`a fragment is longer than its ${length} bytes`);
        this.#write(read.value);
        await this.#sink.flush();
      }
    } catch (error) {
      await reader.cancel().catch(() => {});
      throw error;
    }
    if (copied !== length) throw new Error(`a fragment is ${copied} bytes, not ${length}`);
    for (const entry of entries) this.#record({ ...entry, offset: base + entry.offset });
  }

  /** Writes the central directory and its end record. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) this.#write(this.#centralHeader(entry));
    const size = this.offset - start;
    const end = new Uint8Array(22);
    const view = new DataView(end.buffer);
    view.setUint32(0, 0x06054b50, true);
    view.setUint16(8, this.entries.length, true);
    view.setUint16(10, this.entries.length, true);
    view.setUint32(12, size, true);
    view.setUint32(16, start, true);
    this.#write(end);
    await this.#sink.flush();
  }

  #record(entry: ZipEntryRecord): void {
    if (this.entries.length === MAX_ENTRIES || entry.offset > MAX_OFFSET)
      throw new ZipTooLarge("the ZIP would pass 65,535 files or 4 GiB: export fewer codes or smaller images");
    this.entries.push(entry);
  }

  #write(bytes: Uint8Array): void {
    this.#sink.push(bytes);
    this.offset += bytes.length;
    if (this.offset > MAX_OFFSET)
      throw new ZipTooLarge("the ZIP would pass 4 GiB: export fewer codes or smaller images");
  }

  #localHeader(entry: ZipEntryRecord): Uint8Array {
    const name = this.#encoder.encode(entry.name);
    const header = new Uint8Array(30 + name.length);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x04034b50, true);
    view.setUint16(4, VERSION, true);
    this.#common(view, 6, entry, name.length);
    header.set(name, 30);
    return header;
  }

  #centralHeader(entry: ZipEntryRecord): Uint8Array {
    const name = this.#encoder.encode(entry.name);
    const header = new Uint8Array(46 + name.length);
    const view = new DataView(header.buffer);
    view.setUint32(0, 0x02014b50, true);
    view.setUint16(4, VERSION, true);
    view.setUint16(6, VERSION, true);
    this.#common(view, 8, entry, name.length);
    // extra, comment, disk, internal and external attributes: 0
    view.setUint32(42, entry.offset, true);
    header.set(name, 46);
    return header;
  }

  /** Flags … name length: the same fields, in the same order, in both headers. */
  #common(view: DataView, at: number, entry: ZipEntryRecord, nameLength: number): void {
    view.setUint16(at, UTF8_NAMES, true);
    view.setUint16(at + 2, entry.method, true);
    view.setUint16(at + 4, this.#time, true);
    view.setUint16(at + 6, this.#date, true);
    view.setUint32(at + 8, entry.crc, true);
    view.setUint32(at + 12, entry.stored, true);
    view.setUint32(at + 16, entry.size, true);
    view.setUint16(at + 20, nameLength, true);
  }
}

/** Deflate without zlib's header and checksum, as ZIP stores it (native: Workers, Node). */
async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
