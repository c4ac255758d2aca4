// Small, real files for upload tests (unit, integration and Playwright's setInputFiles({ buffer })).
import { deflateSync } from "node:zlib";

/** An ArrayBuffer-backed copy (what `new File([...])` and `toEqual` comparisons want, unlike a pooled Buffer). */
const bytesOf = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer);

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size (a solid colour). */
export function pngBytes(width = 3, height = 2): Uint8Array<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x80)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return bytesOf(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk("IHDR", header),
      pngChunk("IDAT", deflateSync(raw)),
      pngChunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** A 1 × 1 GIF. */
export const gifBytes = () =>
  bytesOf(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));

/** A JPEG header with a baseline frame of the given size (enough for type and dimension checks). */
export function jpegBytes(width = 4, height = 3): Uint8Array<ArrayBuffer> {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x0b,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    1,
    1,
    0x11,
    0,
  ]);
  return bytesOf(Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]));
}

/** A lossless WebP header (VP8L) of the given size. */
export function webpBytes(width = 5, height = 6): Uint8Array<ArrayBuffer> {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = Buffer.from([0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >>> 24) & 0xff, 0, 0, 0]);
  const chunkHeader = Buffer.alloc(8);
  chunkHeader.write("VP8L", 0, "ascii");
  chunkHeader.writeUInt32LE(vp8l.length, 4);
  const riff = Buffer.alloc(12);
  riff.write("RIFF", 0, "ascii");
  riff.writeUInt32LE(4 + chunkHeader.length + vp8l.length, 4);
  riff.write("WEBP", 8, "ascii");
  return bytesOf(Buffer.concat([riff, chunkHeader, vp8l]));
}

/** A minimal one-page PDF. */
export function pdfBytes(): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

export const htmlBytes = () => new TextEncoder().encode("<!doctype html><script>alert(document.cookie)</script>");
export const svgBytes = () =>
  new TextEncoder().encode(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
  );

/** A text field or a file of a streamed multipart body; a file's bytes come from `content`, one chunk at a time. */
export type StreamedPart =
  { name: string; value: string } | { name: string; filename: string; type?: string; content: Iterable<Uint8Array> };

/**
 * A multipart/form-data body generated while it is read, never materialised (a 40 MB upload costs the test nothing),
 * with the number of bytes pulled so far. `onPull` runs after each chunk with that number (to sample memory).
 */
export function streamedMultipart(parts: StreamedPart[], onPull?: (pulled: number) => void) {
  const boundary = `----labmarket${Math.random().toString(16).slice(2)}`;
  const encoder = new TextEncoder();
  let pulled = 0;
  function* chunks(): Generator<Uint8Array> {
    for (const part of parts) {
      if ("value" in part) {
        yield encoder.encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        );
        continue;
      }
      yield encoder.encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? "text/csv"}\r\n\r\n`,
      );
      yield* part.content;
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r\n`);
  }
  const source = chunks();
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = source.next();
      if (next.done) return controller.close();
      pulled += next.value.byteLength;
      controller.enqueue(next.value);
      onPull?.(pulled);
    },
  });
  return { stream, contentType: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled };
}

/** `total` bytes: `head`, then `block` repeated (the last copy cut short), each chunk a fresh copy like network data. */
export function* repeatedBytes(head: Uint8Array, block: Uint8Array, total: number): Generator<Uint8Array> {
  yield head.slice();
  for (let left = total - head.byteLength; left > 0; left -= block.byteLength)
    yield block.slice(0, Math.min(block.byteLength, left));
}

/** `bytes` in chunks of `size` (to split multi-byte characters between chunks). */
export function* chunked(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let i = 0; i < bytes.byteLength; i += size) yield bytes.slice(i, i + size);
}
