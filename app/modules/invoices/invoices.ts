// Invoices of orders on terms (issue 36 item 3, ADR 060): numbers, totals, and who may see one. Pure.

/** INV-000042: the counter's value, zero-padded so numbers sort as text too. */
export function formatInvoiceNumber(number: number): string {
  return `INV-${String(number).padStart(6, "0")}`;
}

export interface InvoiceLineInput {
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * An invoice's lines and totals in integer cents: each line is quantity × unit price; tax is the rate in basis
 * points of the subtotal, rounded half up to the cent (0 while the marketplace charges no tax).
 */
export function invoiceTotals(lines: InvoiceLineInput[], taxRateBasisPoints = 0) {
  const rows = lines.map((line) => ({ ...line, amountCents: line.quantity * line.unitPriceCents }));
  const subtotalCents = rows.reduce((sum, line) => sum + line.amountCents, 0);
  const taxCents = Math.round((subtotalCents * taxRateBasisPoints) / 10_000);
  return { lines: rows, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** "20%" / "7.5%" from basis points. */
export function formatTaxRate(basisPoints: number): string {
  return `${(basisPoints / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
}

export interface InvoiceViewer {
  userId: string;
  isAdmin: boolean;
  /** The brand the viewer's account manages (brand accounts). */
  brandId: string | null;
  /** The organisation the viewer belongs to and whether their role may purchase. */
  organisationId: string | null;
  canPurchase: boolean;
}

/** Who may see an invoice: marketplace admins, the invoicing brand, and the organisation's purchasers and admins. */
export function canViewInvoice(viewer: InvoiceViewer, invoice: { brandId: string; organisationId: string }): boolean {
  if (viewer.isAdmin) return true;
  if (viewer.brandId !== null && viewer.brandId === invoice.brandId) return true;
  return viewer.organisationId === invoice.organisationId && viewer.canPurchase;
}
