// The demo seed's sample documents (issue 37 item 3): read the seeded products back as stored, draw their
// datasheets, SDSs and CoAs (sample-documents.ts decides the content) with pdfkit, store the PDFs through the files
// module like brand uploads and write their ProductDocument rows. Only the hand-written demo catalogue gets them.
import type { Prisma, PrismaClient } from "~/generated/prisma/client";
import { deleteStoredFile, saveGeneratedFile } from "~/modules/files/storage.server";
import type { DocumentKind } from "~/modules/product-editor/media";
import { withoutRepeatedSpecifications } from "./detail-sections";
import { plainText } from "./html.server";
import {
  pdfSafeText,
  SAMPLE_NOTICE,
  sampleDocumentId,
  sampleDocuments,
  type Block,
  type SampleDocument,
  type SampleDocumentProduct,
  type TextBlock,
} from "./sample-documents";
import { groupSpecifications } from "./specifications";
import { specificationValueSelect, toSpecificationValue } from "./specifications.server";

type Db = PrismaClient | Prisma.TransactionClient;

// ── Description HTML → text blocks ──

const LIST_ITEM = /<li\b[^>]*>/gi;
const BLOCK_BOUNDARY = /<\/?(?:p|div|ul|ol|h[1-6]|table|tr|blockquote|section|pre)\b[^>]*>|<\/li>|<br\s*\/?>/gi;

/** Sanitised plain text of description HTML, one block per paragraph or list item (a PDF has no HTML). */
export function descriptionBlocks(html: string): TextBlock[] {
  return html
    .replace(LIST_ITEM, "\n\u2022 ")
    .replace(BLOCK_BOUNDARY, "\n")
    .split("\n")
    .map((segment) => plainText(segment))
    .filter((text) => text !== "" && text !== "\u2022")
    .map((text) =>
      text.startsWith("\u2022 ") ? { text: text.slice(2).trim(), bullet: true } : { text, bullet: false },
    );
}

// ── Drawing ──

const PAGE_WIDTH = 595.28; // A4
const PAGE_HEIGHT = 841.89;
const LEFT = 50;
const WIDTH = PAGE_WIDTH - 2 * LEFT;
const TOP = 78;
const BOTTOM = 74;
const LIMIT = PAGE_HEIGHT - BOTTOM;

const INK = "#1f2937";
const MUTED = "#4b5563";
const ACCENT = "#0f4c81";
const RULE = "#cbd5e1";
const ZEBRA = "#f3f6f9";
const GROUP = "#e2e8f0";
const SAMPLE_FILL = "#fef3c7";
const SAMPLE_LINE = "#d97706";
const SAMPLE_INK = "#92400e";

/** Fixed metadata date: the same product data gives the same bytes, so a re-seed stores no new file. */
const CREATED = new Date("2025-01-01T00:00:00Z");

type Pdf = PDFKit.PDFDocument;

/** One sample document as PDF bytes. pdfkit is loaded here, on first use: only the demo seed draws these. */
export async function renderSampleDocumentPdf(document: SampleDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: TOP, bottom: BOTTOM, left: LEFT, right: LEFT },
    bufferPages: true,
    info: {
      Title: pdfSafeText(document.title),
      Author: "LabMarket demo",
      Subject: "Sample document generated for the LabMarket demo; not issued by the manufacturer",
      Keywords: "sample, demo",
      Creator: "LabMarket demo seed",
      CreationDate: CREATED,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  titleBlock(doc, document);
  for (const [index, block] of document.blocks.entries()) drawBlock(doc, block, document.blocks[index + 1]);
  // Header, footer and watermark go on last, when the page count is known.
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    decoratePage(doc, document, page - start + 1, count);
  }
  doc.end();
  return done;
}

function titleBlock(doc: Pdf, document: SampleDocument) {
  doc
    .font("Helvetica-Bold")
    .fontSize(10)
    .fillColor(ACCENT)
    .text(document.heading.toUpperCase(), LEFT, TOP, { characterSpacing: 1.2 });
  doc.moveDown(0.3).font("Helvetica-Bold").fontSize(18).fillColor(INK);
  doc.text(pdfSafeText(document.productTitle), LEFT, doc.y, { width: WIDTH });
  if (document.productSubtitle) {
    doc.moveDown(0.2).font("Helvetica").fontSize(11).fillColor(MUTED);
    doc.text(pdfSafeText(document.productSubtitle), LEFT, doc.y, { width: WIDTH });
  }
  doc.moveDown(0.9);
  // The notice in a box under the title, besides the header and footer of every page.
  const text = pdfSafeText(SAMPLE_NOTICE);
  doc.font("Helvetica-Bold").fontSize(9);
  const height = doc.heightOfString(text, { width: WIDTH - 20 }) + 14;
  const top = doc.y;
  doc.rect(LEFT, top, WIDTH, height).lineWidth(1).fillAndStroke(SAMPLE_FILL, SAMPLE_LINE);
  doc.fillColor(SAMPLE_INK).text(text, LEFT + 10, top + 7, { width: WIDTH - 20 });
  doc.y = top + height + 12;
  doc.x = LEFT;
}

/** A new page when `height` does not fit above the footer. */
function ensureSpace(doc: Pdf, height: number) {
  if (doc.y + height > LIMIT) doc.addPage();
}

function drawBlock(doc: Pdf, block: Block, next: Block | undefined) {
  switch (block.type) {
    case "heading": {
      // A heading stays with the start of what follows it.
      ensureSpace(doc, 26 + (next ? firstLineHeight(doc, next) : 0));
      doc.y += 10;
      doc.font("Helvetica-Bold").fontSize(12).fillColor(ACCENT).text(pdfSafeText(block.text), LEFT, doc.y, {
        width: WIDTH,
      });
      const y = doc.y + 2;
      doc
        .moveTo(LEFT, y)
        .lineTo(LEFT + WIDTH, y)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + 6;
      return;
    }
    case "paragraph": {
      const text = pdfSafeText(block.text);
      if (block.style === "note") doc.y += 10;
      doc
        .font(block.style === "sample" ? "Helvetica-Oblique" : "Helvetica")
        .fontSize(block.style === "note" ? 8.5 : 9.5);
      ensureSpace(doc, doc.heightOfString(text, { width: WIDTH, lineGap: 1.5 }));
      doc.fillColor(block.style ? MUTED : INK).text(text, LEFT, doc.y, { width: WIDTH, lineGap: 1.5 });
      doc.y += 5;
      return;
    }
    case "bullet": {
      const text = pdfSafeText(block.text);
      doc.font("Helvetica").fontSize(9.5);
      ensureSpace(doc, doc.heightOfString(text, { width: WIDTH - 14, lineGap: 1.5 }));
      const y = doc.y;
      doc.fillColor(ACCENT).text("\u2022", LEFT + 3, y);
      doc.fillColor(INK).text(text, LEFT + 14, y, { width: WIDTH - 14, lineGap: 1.5 });
      // A list ends with the space a paragraph ends with.
      doc.y += next?.type === "bullet" ? 2 : 5;
      doc.x = LEFT;
      return;
    }
    case "facts": {
      const labelWidth = 130;
      for (const [label, value] of block.rows) {
        const shown = pdfSafeText(value);
        doc.font("Helvetica").fontSize(9.5);
        const height = Math.max(14, doc.heightOfString(shown, { width: WIDTH - labelWidth }) + 4);
        ensureSpace(doc, height);
        const y = doc.y;
        doc
          .font("Helvetica-Bold")
          .fillColor(MUTED)
          .text(pdfSafeText(label), LEFT, y, { width: labelWidth - 8 });
        doc
          .font("Helvetica")
          .fillColor(INK)
          .text(shown, LEFT + labelWidth, y, { width: WIDTH - labelWidth });
        doc.y = y + height;
      }
      doc.x = LEFT;
      doc.y += 4;
      return;
    }
    case "table":
      drawTable(doc, block);
      return;
  }
}

function firstLineHeight(doc: Pdf, block: Block): number {
  return block.type === "table" ? 40 : block.type === "facts" ? 16 : 14;
}

function drawTable(doc: Pdf, table: Extract<Block, { type: "table" }>) {
  const pad = 5;
  const widths = table.columns.map((c) => c.share * WIDTH);
  const xs = widths.map((_, i) => LEFT + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const size = 9;
  const heightOf = (cells: string[], font: string) => {
    doc.font(font).fontSize(size);
    return Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 2 * pad }))) + 2 * pad;
  };
  const drawRow = (cells: string[], font: string, fill: string | null, color: string) => {
    const height = heightOf(cells, font);
    const y = doc.y;
    if (fill) doc.rect(LEFT, y, WIDTH, height).fill(fill);
    doc.font(font).fontSize(size).fillColor(color);
    cells.forEach((cell, i) => doc.text(cell, xs[i]! + pad, y + pad, { width: widths[i]! - 2 * pad }));
    doc.y = y + height;
  };
  const header = table.columns.map((c) => pdfSafeText(c.label));
  const drawHeader = () => drawRow(header, "Helvetica-Bold", ACCENT, "#ffffff");
  // The header and the first row start on the same page; a page break repeats the header.
  const first = table.rows[0];
  const firstCells = first === undefined ? [] : typeof first === "string" ? [first] : first;
  ensureSpace(doc, heightOf(header, "Helvetica-Bold") + heightOf(firstCells.map(pdfSafeText), "Helvetica") + 16);
  drawHeader();
  let stripe = false;
  for (const row of table.rows) {
    if (typeof row === "string") {
      const text = pdfSafeText(row);
      doc.font("Helvetica-Bold").fontSize(size);
      const height = doc.heightOfString(text, { width: WIDTH - 2 * pad }) + 2 * pad;
      // A group heading is never the last line of a page.
      if (doc.y + height + 20 > LIMIT) {
        doc.addPage();
        drawHeader();
      }
      const y = doc.y;
      doc.rect(LEFT, y, WIDTH, height).fill(GROUP);
      doc.fillColor(INK).text(text, LEFT + pad, y + pad, { width: WIDTH - 2 * pad });
      doc.y = y + height;
      stripe = false;
      continue;
    }
    const cells = row.map(pdfSafeText);
    if (doc.y + heightOf(cells, "Helvetica") > LIMIT) {
      doc.addPage();
      drawHeader();
    }
    drawRow(cells, "Helvetica", stripe ? ZEBRA : null, INK);
    stripe = !stripe;
  }
  doc
    .moveTo(LEFT, doc.y)
    .lineTo(LEFT + WIDTH, doc.y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.x = LEFT;
  doc.y += 8;
}

/** Every page: a faint SAMPLE watermark, a header naming the document and a footer with the notice and page number. */
function decoratePage(doc: Pdf, document: SampleDocument, page: number, pages: number) {
  // Text below the bottom margin would otherwise start a new page.
  const margins = doc.page.margins;
  doc.page.margins = { ...margins, bottom: 0 };

  doc.save();
  doc.rotate(-35, { origin: [PAGE_WIDTH / 2, PAGE_HEIGHT / 2] });
  doc.font("Helvetica-Bold").fontSize(120).fillColor(SAMPLE_LINE).fillOpacity(0.07);
  doc.text("SAMPLE", 0, PAGE_HEIGHT / 2 - 60, { width: PAGE_WIDTH, align: "center", lineBreak: false });
  doc.restore();

  doc.font("Helvetica").fontSize(8).fillColor(MUTED).fillOpacity(1);
  doc.text(`LabMarket demo catalogue  \u00b7  ${document.heading}`, LEFT, 36, { width: WIDTH / 2, lineBreak: false });
  doc.font("Helvetica-Bold").fillColor(SAMPLE_INK);
  doc.text("SAMPLE DOCUMENT \u2013 NOT FOR REAL USE", LEFT + WIDTH / 2, 36, {
    width: WIDTH / 2,
    align: "right",
    lineBreak: false,
  });
  doc
    .moveTo(LEFT, 50)
    .lineTo(LEFT + WIDTH, 50)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();

  const footerTop = PAGE_HEIGHT - 56;
  doc
    .moveTo(LEFT, footerTop)
    .lineTo(LEFT + WIDTH, footerTop)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.font("Helvetica").fontSize(7.5).fillColor(MUTED);
  doc.text(pdfSafeText(SAMPLE_NOTICE), LEFT, footerTop + 7, { width: WIDTH - 80 });
  doc.text(`Page ${page} of ${pages}`, LEFT + WIDTH - 70, footerTop + 7, { width: 70, align: "right" });

  doc.page.margins = margins;
}

// ── Seeding ──

/** A seeded product read back for its documents: the stored values, formatted as the product page shows them. */
async function readProducts(db: Db, productIds: string[]): Promise<SampleDocumentProduct[]> {
  const products = await db.storeProduct.findMany({
    where: { id: { in: productIds }, deletedAt: null },
    orderBy: { id: "asc" },
    select: {
      id: true,
      title: true,
      subtitle: true,
      descriptionHtml: true,
      categoryId: true,
      category: { select: { name: true } },
      brand: { select: { name: true } },
      variants: { orderBy: [{ position: "asc" }, { id: "asc" }], select: { id: true, title: true, sku: true } },
      attributeValues: { select: specificationValueSelect },
      additionalInfo: { orderBy: [{ order: "asc" }, { id: "asc" }], select: { title: true, descriptionHtml: true } },
    },
  });
  return products.map((p) => {
    const specifications = groupSpecifications(p.attributeValues.map(toSpecificationValue), {
      variantTitles: Object.fromEntries(p.variants.map((v) => [v.id, v.title])),
    });
    return {
      id: p.id,
      title: p.title,
      subtitle: p.subtitle,
      brandName: p.brand?.name ?? null,
      categoryId: p.categoryId ?? "",
      categoryName: p.category?.name ?? null,
      variants: p.variants.map((v) => ({ title: v.title, sku: v.sku })),
      specifications,
      measuredKeys: p.attributeValues
        .filter((v) => (v.attribute.type === "number" || v.attribute.type === "range") && v.attribute.unit)
        .map((v) => v.attribute.key),
      description: descriptionBlocks(p.descriptionHtml ?? ""),
      sections: withoutRepeatedSpecifications(p.additionalInfo, specifications.length > 0).map((info) => ({
        title: info.title,
        blocks: descriptionBlocks(info.descriptionHtml),
      })),
    };
  });
}

export interface SampleDocumentsResult {
  /** ProductDocument rows written (created or updated). */
  documents: number;
  /** Stored files the rows pointed at before and no longer do: delete them once the transaction has committed. */
  staleFileKeys: string[];
}

const ALL_KINDS: DocumentKind[] = ["datasheet", "sds", "coa"];

/**
 * Writes the sample documents of `productIds` (the demo catalogue's products): PDFs into the file storage, one
 * ProductDocument row per document under a fixed id, so seeding again updates rows instead of adding them. Documents
 * a brand uploaded are other rows and stay as they are. Files are stored before the rows; old files are only reported
 * (staleFileKeys), since the caller's transaction may still roll back.
 */
export async function seedSampleDocuments(db: Db, productIds: string[]): Promise<SampleDocumentsResult> {
  const products = await readProducts(db, productIds);
  const sampleIds = products.flatMap((p) => ALL_KINDS.map((kind) => sampleDocumentId(p.id, kind)));
  const before = new Map(
    (await db.productDocument.findMany({ where: { id: { in: sampleIds } }, select: { id: true, fileKey: true } })).map(
      (d) => [d.id, d.fileKey],
    ),
  );
  const kept = new Set<string>();
  const written = new Set<string>();
  for (const product of products) {
    for (const [position, document] of sampleDocuments(product).entries()) {
      const saved = await saveGeneratedFile(await renderSampleDocumentPdf(document), "document");
      // Our own PDF failing the upload checks is a bug in this module, not bad data: stop the seed.
      if (!saved.ok) throw new Error(`Sample ${document.kind} of ${product.id}: ${saved.message}`);
      const id = sampleDocumentId(product.id, document.kind);
      const fields = {
        productId: product.id,
        kind: document.kind,
        title: document.title,
        fileKey: saved.file.key,
        size: saved.file.size,
        position,
      };
      await db.productDocument.upsert({ where: { id }, create: { id, ...fields }, update: fields });
      written.add(id);
      kept.add(saved.file.key);
    }
  }
  // A product that no longer gets a kind (its category changed) loses that sample.
  const dropped = sampleIds.filter((id) => before.has(id) && !written.has(id));
  if (dropped.length > 0) await db.productDocument.deleteMany({ where: { id: { in: dropped } } });
  const staleFileKeys = [...new Set(before.values())].filter((key) => !kept.has(key));
  return { documents: written.size, staleFileKeys };
}

/** Deletes the stored files of `keys` that no ProductDocument row points at (after the seed's transaction). */
export async function deleteUnreferencedFiles(db: Db, keys: string[]): Promise<void> {
  for (const key of keys) {
    if ((await db.productDocument.count({ where: { fileKey: key } })) === 0) await deleteStoredFile(key);
  }
}
