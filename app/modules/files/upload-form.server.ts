// Reads a multipart/form-data POST with files (images, documents, demo media): the streaming reader
// (multipart-stream.server.ts) counts each file while it arrives and stops at the first limit crossed; each file is
// collected in memory up to its limit, which suits these sizes. Never throws: a bad or oversized body comes back as a
// status and a message for the form to show. (Text-only forms keep using readFormData, ADR 012; the CSV import hands
// its file on as it arrives, ADR 045.)
import { streamMultipartForm } from "./multipart-stream.server";

export type MultipartResult = { ok: true; form: FormData } | { ok: false; status: 400 | 413; message: string };

export async function readMultipartForm(
  request: Request,
  options: { maxFileBytes: number; maxFiles: number },
): Promise<MultipartResult> {
  const read = await streamMultipartForm(request, {
    ...options,
    async receive({ filename, contentType, chunks }) {
      const parts: Uint8Array[] = [];
      for await (const chunk of chunks) parts.push(chunk);
      return new File(parts as BlobPart[], filename || "upload", { type: contentType || "application/octet-stream" });
    },
    // Nothing to undo: a collected file is only memory.
    async discard() {},
  });
  if (!read.ok) return read;
  const form = read.fields;
  for (const { field, value } of read.files) form.append(field, value);
  return { ok: true, form };
}
