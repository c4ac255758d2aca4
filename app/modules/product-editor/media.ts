// Product images and documents (issue 10 #1): kinds, limits and the editor's field names. Pure.
import {
  ACCEPT_DOCUMENT,
  ACCEPT_IMAGE,
  formatMegabytes,
  MAX_DOCUMENT_BYTES,
  MAX_IMAGE_BYTES,
} from "~/modules/files/limits";

export const DOCUMENT_KINDS = [
  { id: "datasheet", label: "Datasheet" },
  { id: "sds", label: "Safety data sheet (SDS)" },
  { id: "coa", label: "Certificate of analysis (CoA)" },
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]["id"];

export const MAX_IMAGES = 12;
export const MAX_DOCUMENTS = 10;
export const MAX_ALT = 200;
export const MAX_DOCUMENT_TITLE = 120;

export function documentKindLabel(kind: string): string {
  return DOCUMENT_KINDS.find((k) => k.id === kind)?.label ?? "Document";
}

export function readDocumentKind(value: FormDataEntryValue | null): DocumentKind | null {
  return DOCUMENT_KINDS.some((k) => k.id === value) ? (value as DocumentKind) : null;
}

/** What the upload forms tell the brand (and their `accept` attributes). */
export function mediaLimits() {
  return {
    acceptImage: ACCEPT_IMAGE,
    acceptDocument: ACCEPT_DOCUMENT,
    image: `JPEG, PNG, WebP or GIF up to ${formatMegabytes(MAX_IMAGE_BYTES)}; up to ${MAX_IMAGES} images.`,
    document: `PDF up to ${formatMegabytes(MAX_DOCUMENT_BYTES)}; up to ${MAX_DOCUMENTS} documents.`,
  };
}

/** The media forms' messages, by field: `image`, `alt.<id>`, `document`, `documentTitle`. */
export type MediaErrors = Record<string, string>;
