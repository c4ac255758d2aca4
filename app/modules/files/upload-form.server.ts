// Reads a multipart/form-data POST with files, streaming: each file is counted while it arrives and the
// parse stops at the first limit crossed. Never throws: a bad or oversized body comes back as a status and a
// message for the form to show. (Text-only forms keep using readFormData, ADR 012.) Each file is kept in memory up to
// its limit, which suits images and documents; a large file (the CSV import) uses streamMultipartForm instead, which
// hands each file on as it arrives (multipart-stream.server.ts, ADR 045).
import { unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { FORM_BODY_MAX_BYTES, FORM_BODY_MESSAGES } from "~/modules/forms/request-body.server";
import { formatMegabytes } from "./limits";

export type MultipartResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

class UploadRejected extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

export const NOT_MULTIPART = "This form must be sent with its files (multipart form data). Please submit it again.";

/** What a multipart upload form says when a limit is crossed (this reader and the streaming one, ADR 045). */
export function uploadLimits(maxFileBytes: number, maxFiles: number) {
  const limit = formatMegabytes(maxFileBytes);
  return {
    /** Room for every file at its limit plus the text fields and the multipart framing. */
    maxBody: maxFiles * maxFileBytes + FORM_BODY_MAX_BYTES + 1024 * (maxFiles + 1),
    tooLarge:
      maxFiles === 1
        ? `The upload is too large: the file must be ${limit} or smaller.`
        : `The upload is too large: at most ${maxFiles} files of ${limit} each.`,
    fileTooLarge: (filename: string | undefined) => `"${filename}" is larger than ${limit}. Choose a smaller file.`,
    tooManyFiles: `Too many files: at most ${maxFiles} can be uploaded at once.`,
  };
}

/** Stops the body once `maxBytes` have arrived, however it is framed (no Content-Length, chunked). */
function capped(body: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: string) {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new UploadRejected(413, tooLarge));
        else controller.enqueue(chunk);
      },
    }),
  );
}

export async function readMultipartForm(
  request: Request,
  options: { maxFileBytes: number; maxFiles: number },
): Promise<MultipartResult> {
  const { maxFileBytes, maxFiles } = options;
  const contentType = request.headers.get("Content-Type") ?? "";
  if (contentType.split(";")[0]!.trim().toLowerCase() !== "multipart/form-data" || !request.body)
    return { ok: false, status: 400, message: NOT_MULTIPART };

  const { maxBody, tooLarge, fileTooLarge, tooManyFiles } = uploadLimits(maxFileBytes, maxFiles);
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > maxBody) return { ok: false, status: 413, message: tooLarge };

  let textBytes = 0;
  let files = 0;
  const handler: UploadHandler = async ({ filename, contentType: partType, data }) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    // A part with a file name is a file; so is one with a non-text type and no name (how some clients send an
    // empty file input). Browsers send text fields without a Content-Type.
    const isFile = filename !== undefined || (!!partType && !/^text\/plain\b/i.test(partType));
    const max = isFile ? maxFileBytes : FORM_BODY_MAX_BYTES - textBytes;
    for await (const chunk of data) {
      size += chunk.byteLength;
      if (size > max) {
        if (isFile) throw new UploadRejected(413, fileTooLarge(filename));
        throw new UploadRejected(413, FORM_BODY_MESSAGES.tooLarge);
      }
      chunks.push(chunk);
    }
    if (!isFile) {
      textBytes += size;
      return new TextDecoder().decode(concat(chunks, size));
    }
    // An empty file input is sent as a part with no bytes (and no name): leave it out, like a zero-byte file.
    if (size === 0) return undefined;
    files += 1;
    if (files > maxFiles) throw new UploadRejected(413, tooManyFiles);
    return new File(chunks as BlobPart[], filename || "upload", { type: partType || "application/octet-stream" });
  };

  try {
    const limited = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: capped(request.body, maxBody, tooLarge),
      duplex: "half",
    } as RequestInit);
    const form = await unstable_parseMultipartFormData(limited, handler);
    return { ok: true, form };
  } catch (error) {
    const rejected = findRejection(error);
    if (rejected) return { ok: false, status: rejected.status, message: rejected.message };
    return { ok: false, status: 400, message: FORM_BODY_MESSAGES.unreadable };
  }
}

function findRejection(error: unknown): UploadRejected | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof UploadRejected) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
