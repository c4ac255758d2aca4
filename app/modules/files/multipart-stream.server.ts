// Reads a multipart/form-data POST as a stream (busboy over the web `request.body`, ADR 045): text fields are
// collected (at most FORM_BODY_MAX_BYTES in all), and each file is handed, while it arrives, to a `receive` function
// that streams it where it belongs (a temporary file, a parser), so no file is ever held here. The limits are counted
// while reading; at the first one crossed the body is read no further, every file received so far is discarded, and a
// status and the upload form's message come back. Nothing framework-specific: it survives the move to React Router.
import type { Readable } from "node:stream";
import busboy from "busboy";
import { FORM_BODY_MAX_BYTES, FORM_BODY_MESSAGES } from "~/modules/forms/request-body.server";
import { NOT_MULTIPART, uploadLimits } from "./upload-limits.server";

export interface IncomingFile {
  field: string;
  /** As the browser sent it ("" for an empty file input). */
  filename: string;
  contentType: string;
  /** The file's bytes as they arrive. A receiver may stop early: the rest is skipped (and still counted). */
  chunks: AsyncIterable<Uint8Array>;
}

export interface StreamOptions<T> {
  maxFileBytes: number;
  maxFiles: number;
  /**
   * Streams one file to where it belongs and says what became of it. When the form is refused while a file is
   * arriving, its `chunks` throw: the receiver undoes its own work and rethrows.
   */
  receive(file: IncomingFile): Promise<T>;
  /** Undoes a received file: the form was refused after it arrived, or it was empty (an unused file input). */
  discard(value: T): Promise<void>;
}

export type StreamedForm<T> =
  | { ok: true; fields: FormData; files: { field: string; value: T }[] }
  | { ok: false; status: 400 | 413; message: string };

class FormRefused extends Error {}

export async function streamMultipartForm<T>(request: Request, options: StreamOptions<T>): Promise<StreamedForm<T>> {
  const { maxFileBytes, maxFiles, receive, discard } = options;
  const contentType = request.headers.get("Content-Type") ?? "";
  if (contentType.split(";")[0]!.trim().toLowerCase() !== "multipart/form-data" || !request.body)
    return { ok: false, status: 400, message: NOT_MULTIPART };
  const messages = uploadLimits(maxFileBytes, maxFiles);
  // A declared length over the limit is refused before a byte is read.
  if (Number(request.headers.get("Content-Length") ?? "0") > messages.maxBody)
    return { ok: false, status: 413, message: messages.tooLarge };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Browsers send UTF-8 file names (busboy's default for a name without a charset is Latin-1).
      defParamCharset: "utf8",
      // One byte over the limit: busboy reports a file that reaches its limit exactly as cut off.
      limits: { fileSize: maxFileBytes + 1, fieldSize: FORM_BODY_MAX_BYTES, fields: 1000, parts: 1000 },
    });
  } catch {
    return { ok: false, status: 400, message: NOT_MULTIPART }; // no boundary
  }

  let failure: { status: 400 | 413; message: string } | null = null;
  const interrupts = new Set<() => void>();
  const fail = (status: 400 | 413, message: string) => {
    if (failure) return;
    failure = { status, message };
    // The file arriving now errors in its receiver, which undoes its work.
    parser.destroy(new FormRefused(message));
    for (const interrupt of interrupts) interrupt();
  };
  /**
   * Waits for `promise`, or only until the form is refused (then null). Not a Promise.race with one long-lived
   * promise: every race would stay subscribed to it, keeping each chunk read alive until the end of the body.
   */
  const unlessRefused = <V>(promise: Promise<V>) =>
    new Promise<V | null>((resolve, reject) => {
      if (failure) return resolve(null);
      const interrupt = () => resolve(null);
      interrupts.add(interrupt);
      promise.then(resolve, reject).finally(() => interrupts.delete(interrupt));
    });
  /** Resolves on the parser's event, or as soon as the form is refused. */
  const until = (event: "close" | "drain") => {
    let listener = () => {};
    const happened = new Promise<void>((resolve) => parser.once(event, (listener = resolve)));
    return unlessRefused(happened).finally(() => parser.off(event, listener));
  };

  const fields = new FormData();
  let textBytes = 0;
  let files = 0;
  const received: { field: string; size: () => number; outcome: Promise<T> }[] = [];
  const skipped: Promise<void>[] = [];

  parser.on("field", (name, value, info) => {
    textBytes += Buffer.byteLength(name) + Buffer.byteLength(value);
    if (info.valueTruncated || info.nameTruncated || textBytes > FORM_BODY_MAX_BYTES)
      return fail(413, FORM_BODY_MESSAGES.tooLarge);
    fields.append(name, value);
  });
  parser.on("file", (field, stream: Readable, info) => {
    stream.once("limit", () => fail(413, messages.fileTooLarge(info.filename)));
    files += 1;
    if (files > maxFiles) {
      // Another file input, left empty, is fine; a file in it is one too many.
      stream.on("data", (chunk: Uint8Array) => chunk.byteLength && fail(413, messages.tooManyFiles));
      skipped.push(ended(stream));
      return;
    }
    let size = 0;
    async function* chunks() {
      // Not destroyed when the receiver stops early: busboy waits for the file to be read to the end.
      for await (const chunk of stream.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        yield chunk;
      }
    }
    const outcome = receive({ field, filename: info.filename ?? "", contentType: info.mimeType, chunks: chunks() });
    // Whatever the receiver left unread is skipped (busboy still counts it against the limit).
    const skippedRest = outcome
      .catch(() => undefined)
      .then(() => {
        if (stream.readableEnded || stream.destroyed) return;
        stream.on("data", (chunk: Uint8Array) => (size += chunk.byteLength));
        stream.resume();
        return ended(stream);
      });
    skipped.push(skippedRest);
    received.push({ field, size: () => size, outcome });
  });
  for (const limit of ["partsLimit", "fieldsLimit"]) parser.on(limit, () => fail(413, FORM_BODY_MESSAGES.tooLarge));
  parser.on("error", (error) => {
    if (!(error instanceof FormRefused)) fail(400, FORM_BODY_MESSAGES.unreadable);
  });
  const closed = until("close");

  const reader = request.body.getReader();
  let read = 0;
  try {
    while (!failure) {
      // A malformed body is reported by the parser a moment later: stop waiting for the client then too.
      const next = await unlessRefused(reader.read());
      if (!next) break;
      const { done, value } = next;
      if (done) {
        parser.end();
        break;
      }
      read += value.byteLength;
      if (read > messages.maxBody) fail(413, messages.tooLarge);
      else if (!parser.write(value)) await until("drain");
    }
  } catch {
    fail(400, FORM_BODY_MESSAGES.unreadable); // the client went away or sent a broken body
  } finally {
    // Not `cancel()`: on the Node server that destroys the socket before the answer can be sent (ADR 012). The rest
    // of a refused body stays unread; the server closes the connection after answering.
    reader.releaseLock();
  }
  await closed;
  await Promise.all(skipped);
  const outcomes = await Promise.allSettled(received.map((r) => r.outcome));
  const values = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
  const unexpected = outcomes.find((o) => o.status === "rejected");
  if (failure || unexpected) {
    await Promise.all(values.map((value) => discard(value)));
    if (failure) return { ok: false, ...(failure as { status: 400 | 413; message: string }) };
    throw (unexpected as PromiseRejectedResult).reason;
  }
  const kept: { field: string; value: T }[] = [];
  for (const [i, r] of received.entries()) {
    const value = (outcomes[i] as PromiseFulfilledResult<T>).value;
    // An empty file input arrives as a part without bytes: left out, like no file at all.
    if (r.size() === 0) await discard(value);
    else kept.push({ field: r.field, value });
  }
  return { ok: true, fields, files: kept };
}

/** Settles when the stream has ended or was destroyed. */
function ended(stream: Readable): Promise<void> {
  return new Promise((resolve) => {
    if (stream.readableEnded || stream.destroyed) return resolve();
    stream.once("end", resolve);
    stream.once("close", resolve);
    stream.once("error", () => resolve());
  });
}
