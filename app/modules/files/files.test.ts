import { describe, expect, it } from "vitest";
import {
  gifBytes,
  htmlBytes,
  jpegBytes,
  pdfBytes,
  pngBytes,
  svgBytes,
  webpBytes,
} from "../../../tests/fakes/upload-fixtures";
import { buildKey, parseKey, safeDownloadName } from "./keys";
import { formatMegabytes, MAX_AVATAR_BYTES, MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, MAX_IMAGE_SIDE } from "./limits";
import { sniffType } from "./sniff";
import { checkUpload } from "./storage.server";

describe("sniffType", () => {
  it("recognises the accepted types by their first bytes", () => {
    expect(sniffType(pngBytes())).toBe("image/png");
    expect(sniffType(jpegBytes())).toBe("image/jpeg");
    expect(sniffType(gifBytes())).toBe("image/gif");
    expect(sniffType(webpBytes())).toBe("image/webp");
    expect(sniffType(pdfBytes())).toBe("application/pdf");
  });

  it("refuses HTML, SVG, text and truncated signatures", () => {
    expect(sniffType(htmlBytes())).toBeNull();
    expect(sniffType(svgBytes())).toBeNull();
    expect(sniffType(new TextEncoder().encode("hello"))).toBeNull();
    expect(sniffType(pngBytes().subarray(0, 7))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
    // PDF bytes after leading junk (which HTML can hide in) are not a PDF.
    expect(sniffType(new Uint8Array([...new TextEncoder().encode("<html>"), ...pdfBytes()]))).toBeNull();
  });
});

describe("checkUpload", () => {
  it("accepts each image type with its dimensions", () => {
    expect(checkUpload(pngBytes(3, 2), "image")).toEqual({ ok: true, type: "image/png", width: 3, height: 2 });
    expect(checkUpload(jpegBytes(4, 3), "image")).toEqual({ ok: true, type: "image/jpeg", width: 4, height: 3 });
    expect(checkUpload(webpBytes(5, 6), "avatar")).toEqual({ ok: true, type: "image/webp", width: 5, height: 6 });
    expect(checkUpload(gifBytes(), "image")).toMatchObject({ ok: true, type: "image/gif", width: 1, height: 1 });
  });

  it("accepts a PDF only as a document, and an image never as a document", () => {
    expect(checkUpload(pdfBytes(), "document")).toEqual({
      ok: true,
      type: "application/pdf",
      width: null,
      height: null,
    });
    expect(checkUpload(pdfBytes(), "image")).toMatchObject({ ok: false, message: expect.stringMatching(/not a JPEG/) });
    expect(checkUpload(pngBytes(), "document")).toMatchObject({
      ok: false,
      message: "This file is not a PDF document.",
    });
  });

  it("refuses HTML and SVG whatever they are called", () => {
    for (const bytes of [htmlBytes(), svgBytes()]) {
      expect(checkUpload(bytes, "image").ok).toBe(false);
      expect(checkUpload(bytes, "avatar").ok).toBe(false);
      expect(checkUpload(bytes, "document").ok).toBe(false);
    }
  });

  it("refuses an image whose header cannot be read", () => {
    const broken = new Uint8Array([...pngBytes().subarray(0, 8), ...new TextEncoder().encode("not a chunk")]);
    expect(checkUpload(broken, "image")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/could not be read/),
    });
  });

  it("refuses empty files, files over the kind's limit and images too large in pixels", () => {
    expect(checkUpload(new Uint8Array(), "image")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/empty/),
    });
    const padded = (bytes: Uint8Array, size: number) => {
      const out = new Uint8Array(size);
      out.set(bytes);
      return out;
    };
    expect(checkUpload(padded(pngBytes(), MAX_IMAGE_BYTES + 1), "image")).toMatchObject({
      ok: false,
      message: "The image must be 8 MB or smaller.",
    });
    expect(checkUpload(padded(pngBytes(), MAX_AVATAR_BYTES + 1), "avatar")).toMatchObject({
      message: "The image must be 2 MB or smaller.",
    });
    expect(checkUpload(padded(pdfBytes(), MAX_DOCUMENT_BYTES + 1), "document")).toMatchObject({
      message: "The document must be 20 MB or smaller.",
    });
    expect(checkUpload(padded(pngBytes(), MAX_AVATAR_BYTES), "avatar").ok).toBe(true);
    expect(checkUpload(pngBytes(MAX_IMAGE_SIDE + 1, 1), "image")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/10001 × 1 pixels/),
    });
    expect(checkUpload(jpegBytes(8000, 8000), "image")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/megapixels/),
    });
  });
});

describe("keys", () => {
  const hex = "0123456789abcdef0123456789abcdef";
  it("round-trips generated keys and takes the type from the extension", () => {
    expect(parseKey(buildKey("image", hex, "png"))).toEqual({ kind: "image", contentType: "image/png" });
    expect(parseKey(buildKey("document", hex, "pdf"))).toEqual({ kind: "document", contentType: "application/pdf" });
  });

  it("rejects anything else: traversal, other extensions, mixed kinds", () => {
    for (const key of [
      `../${hex}.png`,
      `image/../../etc/${hex}.png`,
      `image/${hex}.svg`,
      `image/${hex}.html`,
      `image/${hex}.pdf`,
      `document/${hex}.png`,
      `image/${hex.toUpperCase()}.png`,
      `image/${hex}.png/x`,
      "",
    ])
      expect(parseKey(key), key).toBeNull();
    expect(() => buildKey("image", "../x", "png")).toThrow();
  });

  it("makes download names safe for a header", () => {
    expect(safeDownloadName('Data"sheet\r\n.pdf', "pdf")).toBe("Data-sheet.pdf");
    expect(safeDownloadName(null, "pdf")).toBe("download.pdf");
    expect(safeDownloadName("SDS v2.html", "pdf")).toBe("SDS v2.pdf");
  });
});

describe("formatMegabytes", () => {
  it("says kilobytes below a megabyte (at least 1) and megabytes from there, as the product page's documents list does", () => {
    expect(formatMegabytes(200)).toBe("1 KB");
    expect(formatMegabytes(6_225)).toBe("6 KB");
    expect(formatMegabytes(1024 * 1024)).toBe("1 MB");
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe("2.5 MB");
    expect(formatMegabytes(MAX_DOCUMENT_BYTES)).toBe("20 MB");
  });
});
