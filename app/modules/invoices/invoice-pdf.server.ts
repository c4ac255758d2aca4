// The invoice as a PDF (issue 36 item 3, ADR 060), drawn with pdfkit's built-in Helvetica (its font metrics ship in
// the package: nothing is downloaded). The same view as the HTML page, so the two never disagree.
import PDFDocument from "pdfkit";
import type { InvoiceView } from "./invoices.server";

const MARGIN = 50;
const WIDTH = 595.28 - MARGIN * 2; // A4

export function renderInvoicePdf(invoice: InvoiceView): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      margin: MARGIN,
      info: {
        Title: `Invoice ${invoice.number}`,
        Author: invoice.seller.name,
        Subject: `Order #${invoice.orderNumber}`,
      },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.font("Helvetica-Bold").fontSize(20).text(`Invoice ${invoice.number}`, MARGIN, MARGIN);
    doc.moveDown(0.3).font("Helvetica").fontSize(10).fillColor("#444444");
    doc.text(`Issued ${invoice.issuedOn} · Due ${invoice.dueOn} (net ${invoice.netDays} days)`);
    doc.text(
      `Order #${invoice.orderNumber}${invoice.poNumber ? ` · PO ${invoice.poNumber}` : ""} · ${invoice.currencyCode}`,
    );
    if (invoice.paidOn) doc.text(`Paid ${invoice.paidOn}`);
    doc.fillColor("#000000").moveDown();

    const top = doc.y;
    doc.font("Helvetica-Bold").text("From", MARGIN, top);
    doc.font("Helvetica").text(invoice.seller.name);
    if (invoice.seller.email) doc.text(invoice.seller.email);
    doc.text("Sold through LabMarket");
    const left = doc.y;
    doc.font("Helvetica-Bold").text("Bill to", MARGIN + WIDTH / 2, top);
    doc.font("Helvetica").text(invoice.buyer.legalEntity ?? invoice.buyer.name, MARGIN + WIDTH / 2);
    for (const line of invoice.buyer.address) doc.text(line, MARGIN + WIDTH / 2);
    doc.text(`Tax ID: ${invoice.buyer.taxId ?? "—"}`, MARGIN + WIDTH / 2);
    doc.text(invoice.buyer.email, MARGIN + WIDTH / 2);
    doc.y = Math.max(doc.y, left) + 20;

    const columns = [
      { label: "Description", x: MARGIN, width: WIDTH * 0.46, align: "left" as const },
      { label: "Qty", x: MARGIN + WIDTH * 0.46, width: WIDTH * 0.08, align: "right" as const },
      { label: "Unit price", x: MARGIN + WIDTH * 0.54, width: WIDTH * 0.16, align: "right" as const },
      { label: "Tax", x: MARGIN + WIDTH * 0.7, width: WIDTH * 0.1, align: "right" as const },
      { label: "Amount", x: MARGIN + WIDTH * 0.8, width: WIDTH * 0.2, align: "right" as const },
    ];
    const row = (values: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica");
      let bottom = y;
      values.forEach((value, i) => {
        const column = columns[i]!;
        doc.text(value, column.x, y, { width: column.width, align: column.align });
        bottom = Math.max(bottom, doc.y);
      });
      doc.y = bottom + 4;
    };
    row(
      columns.map((c) => c.label),
      true,
    );
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .strokeColor("#999999")
      .stroke();
    doc.y += 4;
    for (const line of invoice.lines)
      row([line.description, String(line.quantity), line.unitPrice, line.taxRate, line.amount]);
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + WIDTH, doc.y)
      .stroke();
    doc.y += 6;
    const total = (label: string, value: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica");
      doc.text(label, MARGIN + WIDTH * 0.5, y, { width: WIDTH * 0.3, align: "right" });
      doc.text(value, MARGIN + WIDTH * 0.8, y, { width: WIDTH * 0.2, align: "right" });
      doc.y += 4;
    };
    total("Subtotal", invoice.subtotal);
    total(`Tax (${invoice.taxRate})`, invoice.tax);
    total(`Total due by ${invoice.dueOn}`, invoice.total, true);
    doc.moveDown(2).font("Helvetica").fontSize(9).fillColor("#444444");
    doc.text(
      `Please pay ${invoice.total} by ${invoice.dueOn}, quoting ${invoice.number}${invoice.poNumber ? ` and PO ${invoice.poNumber}` : ""}.`,
      MARGIN,
      doc.y,
      { width: WIDTH },
    );
    doc.end();
  });
}
