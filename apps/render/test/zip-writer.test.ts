// The export's ZIP writer, read back by two readers that share no code with it: fflate and Python's zipfile
// (which checks every entry's CRC). A file assembled from fragments must be the file one writer would make.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { type ByteSink, ZipWriter } from "../src/exports/zip-writer.ts";

/** A sink that keeps every byte; `flushes` counts the chances it had to send them. */
function memorySink() {
  const chunks: Uint8Array[] = [];
  const sink: ByteSink & { bytes(): Uint8Array; flushes: number } = {
    flushes: 0,
    push: (chunk) => {
      chunks.push(chunk.slice());
    },
    flush: async () => {
      sink.flushes++;
    },
    bytes: () => {
      const out = new Uint8Array(chunks.reduce((sum, c) => sum + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      return out;
    },
  };
  return sink;
}

/** Python's zipfile: each entry's name and size, after `testzip` read every entry and checked its CRC. */
function pythonListing(zip: Uint8Array): { name: string; size: number; method: number }[] {
  const dir = mkdtempSync(join(tmpdir(), "qr-zip-"));
  try {
    writeFileSync(join(dir, "out.zip"), zip);
    const script = [
      "import json, sys, zipfile",
      "z = zipfile.ZipFile(sys.argv[1])",
      "bad = z.testzip()",
      "assert bad is None, bad",
      "print(json.dumps([{'name': i.filename, 'size': i.file_size, 'method': i.compress_type} for i in z.infolist()]))",
    ].join("\n");
    return JSON.parse(execFileSync("python3", ["-c", script, join(dir, "out.zip")], { encoding: "utf8" }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bytes in uneven chunks (1, 7, 1,000 bytes, the rest), as a stream from storage may bring them. */
function unevenStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  const cuts = [0, 1, 8, 1008].filter((cut) => cut < bytes.length);
  return new ReadableStream({
    start(controller) {
      for (const [i, cut] of cuts.entries())
        controller.enqueue(bytes.slice(cut, cuts[i + 1] ?? bytes.length));
      controller.close();
    },
  });
}

const MODIFIED = new Date("2026-11-27T13:45:12Z");
const text = (s: string) => new TextEncoder().encode(s);
/** Bytes a deflater cannot shrink (as a PNG's are), fixed by `seed`. */
const noise = (length: number, seed: number) => {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    out[i] = x >>> 24;
  }
  return out;
};
const FILES: [string, Uint8Array, boolean][] = [
  ["Table 1.png", noise(70_000, 1), false],
  ["Table 1.svg", text(`<svg xmlns="http://www.w3.org/2000/svg">${"<rect/>".repeat(2000)}</svg>`), true],
  ["Café, Zürich.png", noise(1, 2), false],
  ["empty.png", new Uint8Array(0), false],
  ["Table 2.png", noise(123_457, 3), false],
  ["index.csv", text("name,files\r\nTable 1,Table 1.png\r\n"), true],
];

async function wholeZip(files = FILES): Promise<Uint8Array> {
  const sink = memorySink();
  const zip = new ZipWriter(sink, MODIFIED);
  for (const [name, bytes, compress] of files) await zip.add(name, bytes, compress);
  await zip.finish();
  return sink.bytes();
}

describe("ZipWriter", () => {
  it("writes entries both readers unpack byte for byte, text deflated and images stored, names in UTF-8", async () => {
    const zip = await wholeZip();
    const unpacked = unzipSync(zip);
    expect(Object.keys(unpacked)).toEqual(FILES.map(([name]) => name));
    for (const [name, bytes] of FILES) expect(unpacked[name]).toEqual(bytes);
    expect(pythonListing(zip)).toEqual(
      FILES.map(([name, bytes, compress]) => ({ name, size: bytes.length, method: compress ? 8 : 0 })),
    );
  });

  it("assembles fragments written from offset 0 into the very file one writer makes", async () => {
    // Three fragments, as three parts of an export write them, each its own writer from offset 0.
    const fragments = [FILES.slice(0, 2), FILES.slice(2, 4), FILES.slice(4, 5)];
    const written = [];
    for (const files of fragments) {
      const sink = memorySink();
      const part = new ZipWriter(sink, MODIFIED);
      for (const [name, bytes, compress] of files) await part.add(name, bytes, compress);
      written.push({ bytes: sink.bytes(), entries: part.entries });
    }
    const sink = memorySink();
    const zip = new ZipWriter(sink, MODIFIED);
    for (const fragment of written) {
      await zip.adopt(unevenStream(fragment.bytes), fragment.bytes.length, fragment.entries);
    }
    const [indexName, indexBytes, indexCompress] = FILES[5] as [string, Uint8Array, boolean];
    await zip.add(indexName, indexBytes, indexCompress);
    await zip.finish();
    expect(sink.bytes()).toEqual(await wholeZip());
    expect(pythonListing(sink.bytes()).map((entry) => entry.name)).toEqual(FILES.map(([name]) => name));
  });

  it("refuses a fragment shorter or longer than its record says, so a lost or doubled write cannot slip in", async () => {
    const fragmentSink = memorySink();
    const part = new ZipWriter(fragmentSink, MODIFIED);
    await part.add("a.png", noise(1000, 4), false);
    const bytes = fragmentSink.bytes();
    for (const [given, length] of [
      [bytes.subarray(0, bytes.length - 1), bytes.length],
      [bytes, bytes.length - 1],
    ] as const) {
      const zip = new ZipWriter(memorySink(), MODIFIED);
      await expect(zip.adopt(unevenStream(given), length, part.entries)).rejects.toThrow(/fragment/);
      expect(zip.entries).toEqual([]);
    }
  });

  it("gives the sink a chance to send after every entry and fragment chunk, so a part never waits in memory", async () => {
    const sink = memorySink();
    const zip = new ZipWriter(sink, MODIFIED);
    for (const [name, bytes, compress] of FILES) await zip.add(name, bytes, compress);
    expect(sink.flushes).toBe(FILES.length);
  });
});
