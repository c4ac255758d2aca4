// The limits and messages of a multipart upload form, shared by its two readers (upload-form.server.ts keeps each
// file in memory up to its limit; multipart-stream.server.ts hands each file on as it arrives, ADR 045).
import { FORM_BODY_MAX_BYTES } from "~/modules/forms/request-body.server";
import { formatMegabytes } from "./limits";

export const NOT_MULTIPART = "This form must be sent with its files (multipart form data). Please submit it again.";

/** What a multipart upload form says when a limit is crossed. */
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
