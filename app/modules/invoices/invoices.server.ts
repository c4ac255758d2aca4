// Invoices of orders on terms (issue 36 item 3, ADR 060): one per brand part of an order, issued by a job after the
// order is placed (never in the request), numbered from one counter row in the issuing transaction (numbers never
// repeat and leave no gaps), e-mailed to the organisation's billing contact with the link. The brand marks its
// invoice paid (audited), which gives the organisation's credit back.
import { Prisma, type PrismaClient } from "~/generated/prisma/client";
import { ORDER_LINE_PRICE_SELECT, orderLinePriceLabel } from "~/modules/currency/charge";
import { writeAudit } from "~/modules/admin/audit.server";
import { sendEmail } from "~/modules/mail/mail.server";
import { escapeHtml } from "~/modules/mail/escape";
import { getMembership } from "~/modules/organisations/membership.server";
import { canPurchase } from "~/modules/organisations/roles";
import { dueDate, isOverdue } from "~/modules/terms/terms";
import { prisma, readRows } from "~/utils/db.server";
import { appOrigin } from "~/utils/env.server";
import { logger } from "~/utils/log.server";
import { formatMoney } from "~/utils/money";
import { canViewInvoice, formatInvoiceNumber, formatTaxRate, invoiceTotals, type InvoiceViewer } from "./invoices";

const COUNTER_ID = "invoice";

/**
 * Issues the invoices of one order on terms: one per brand part that has none yet, in one transaction (all or none),
 * then e-mails each to the organisation's billing address. Safe to repeat: returns the numbers it issued now.
 */
export async function issueInvoicesForOrder(
  orderId: string,
  { now = new Date(), db = prisma }: { now?: Date; db?: PrismaClient } = {},
): Promise<number[]> {
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      status: true,
      paymentMethod: true,
      currencyCode: true,
      poNumber: true,
      organisation: {
        select: {
          id: true,
          name: true,
          legalEntity: true,
          taxId: true,
          billingEmail: true,
          billingName: true,
          billingLine1: true,
          billingLine2: true,
          billingCity: true,
          billingRegion: true,
          billingPostcode: true,
          billingCountry: true,
          terms: { select: { netDays: true } },
        },
      },
      lines: {
        where: { brandId: { not: null } },
        orderBy: { id: "asc" },
        select: {
          brandId: true,
          productTitle: true,
          variantTitle: true,
          quantity: true,
          unitPriceCents: true,
          ...ORDER_LINE_PRICE_SELECT,
        },
      },
      invoices: { select: { brandId: true } },
    },
  });
  if (!order || order.paymentMethod !== "terms" || order.status !== "paid" || !order.organisation) return [];
  const organisation = order.organisation;
  const invoiced = new Set(order.invoices.map((invoice) => invoice.brandId));
  const byBrand = new Map<string, typeof order.lines>();
  for (const line of order.lines) {
    if (invoiced.has(line.brandId!)) continue;
    byBrand.set(line.brandId!, [...(byBrand.get(line.brandId!) ?? []), line]);
  }
  if (byBrand.size === 0) return [];
  const brands = await db.brand.findMany({
    where: { id: { in: [...byBrand.keys()] } },
    select: { id: true, name: true, contactEmail: true },
  });
  const brandById = new Map(brands.map((brand) => [brand.id, brand]));
  const netDays = organisation.terms?.netDays ?? 30;
  const buyerAddress = [
    organisation.billingName,
    organisation.billingLine1,
    organisation.billingLine2,
    [organisation.billingPostcode, organisation.billingCity].filter(Boolean).join(" "),
    organisation.billingRegion,
    organisation.billingCountry,
  ].filter((line): line is string => Boolean(line));
  const issued = await db.$transaction(async (tx) => {
    // The order's row lock: two runs of the job for one order take turns (the second finds the invoices made).
    await tx.$queryRaw`SELECT id FROM "Order" WHERE id = ${order.id} FOR UPDATE`;
    const already = new Set(
      (await tx.invoice.findMany({ where: { orderId: order.id }, select: { brandId: true } })).map((i) => i.brandId),
    );
    const made: { id: string; number: number; totalCents: number; brandId: string }[] = [];
    for (const [brandId, lines] of [...byBrand.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (already.has(brandId)) continue;
      const totals = invoiceTotals(
        lines.map((line) => ({
          // The price's basis is part of the line (ADR 067): "… — Organisation price (Contract 2027)".
          description: [
            line.variantTitle && line.variantTitle !== "Default"
              ? `${line.productTitle} (${line.variantTitle})`
              : line.productTitle,
            orderLinePriceLabel(line, order.currencyCode),
          ]
            .filter(Boolean)
            .join(" — "),
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
        0,
      );
      // The next number from the one counter row (created at first use), in this transaction: gapless, never reused.
      const [counter] = await tx.$queryRaw<{ last: number }[]>`
        INSERT INTO "InvoiceCounter" (id, last) VALUES (${COUNTER_ID}, 1)
        ON CONFLICT (id) DO UPDATE SET last = "InvoiceCounter".last + 1
        RETURNING last`;
      const brand = brandById.get(brandId);
      const invoice = await tx.invoice.create({
        data: {
          number: counter!.last,
          orderId: order.id,
          brandId,
          organisationId: organisation.id,
          currencyCode: order.currencyCode,
          subtotalCents: totals.subtotalCents,
          taxRateBasisPoints: 0,
          taxCents: totals.taxCents,
          totalCents: totals.totalCents,
          netDays,
          issuedAt: now,
          dueAt: dueDate(now, netDays),
          poNumber: order.poNumber,
          sellerName: brand?.name ?? brandId,
          sellerContactEmail: brand?.contactEmail ?? null,
          buyerName: organisation.name,
          buyerLegalEntity: organisation.legalEntity,
          buyerTaxId: organisation.taxId,
          buyerAddress,
          billingEmail: organisation.billingEmail,
          lines: {
            create: totals.lines.map((line, position) => ({
              position,
              description: line.description,
              quantity: line.quantity,
              unitPriceCents: line.unitPriceCents,
              amountCents: line.amountCents,
              taxRateBasisPoints: 0,
            })),
          },
        },
        select: { id: true, number: true, totalCents: true },
      });
      made.push({ ...invoice, brandId });
    }
    return made;
  });
  for (const invoice of issued) {
    const brand = brandById.get(invoice.brandId);
    const total = formatMoney(invoice.totalCents, { code: order.currencyCode });
    await sendInvoiceMail(organisation.billingEmail, {
      number: formatInvoiceNumber(invoice.number),
      url: `${appOrigin()}/invoices/${invoice.id}`,
      seller: brand?.name ?? invoice.brandId,
      total,
      due: dueDate(now, netDays),
      orderNumber: order.number,
      poNumber: order.poNumber,
    });
    if (brand?.contactEmail)
      await sendBrandNotice(brand.contactEmail, {
        number: formatInvoiceNumber(invoice.number),
        url: `${appOrigin()}/invoices/${invoice.id}`,
        organisation: organisation.name,
        total,
        orderNumber: order.number,
        poNumber: order.poNumber,
      });
  }
  return issued.map((invoice) => invoice.number);
}

async function sendInvoiceMail(
  to: string,
  m: {
    number: string;
    url: string;
    seller: string;
    total: string;
    due: Date;
    orderNumber: number;
    poNumber: string | null;
  },
) {
  const due = m.due.toISOString().slice(0, 10);
  const po = m.poNumber ? ` (PO ${m.poNumber})` : "";
  const text = `Invoice ${m.number} from ${m.seller} via LabMarket for order #${m.orderNumber}${po}: ${m.total}, due ${due}.\n\nView and download it: ${m.url}\n`;
  const html = `<p>Invoice <strong>${escapeHtml(m.number)}</strong> from ${escapeHtml(m.seller)} via LabMarket for order #${m.orderNumber}${escapeHtml(po)}: <strong>${escapeHtml(m.total)}</strong>, due ${due}.</p><p><a href="${escapeHtml(m.url)}">View and download the invoice</a></p>`;
  try {
    await sendEmail({ to, subject: `Invoice ${m.number} — ${m.total} due ${due}`, text, html });
  } catch (error) {
    logger().error({ err: error }, `[invoices] the e-mail of invoice ${m.number} failed`);
  }
}

async function sendBrandNotice(
  to: string,
  m: { number: string; url: string; organisation: string; total: string; orderNumber: number; poNumber: string | null },
) {
  const po = m.poNumber ? ` (PO ${m.poNumber})` : "";
  const text = `${m.organisation} ordered on account: order #${m.orderNumber}${po}, your part ${m.total}, invoiced as ${m.number}.\n\n${m.url}\n`;
  const html = `<p>${escapeHtml(m.organisation)} ordered on account: order #${m.orderNumber}${escapeHtml(po)}, your part <strong>${escapeHtml(m.total)}</strong>, invoiced as ${escapeHtml(m.number)}.</p><p><a href="${escapeHtml(m.url)}">Open the invoice</a></p>`;
  try {
    await sendEmail({ to, subject: `New order on account #${m.orderNumber} — invoice ${m.number}`, text, html });
  } catch (error) {
    logger().error({ err: error }, `[invoices] the brand notice of invoice ${m.number} failed`);
  }
}

/** The job's catch-up: orders on terms with a brand part not invoiced yet (a queue that was down, a crash). */
export async function issueMissingInvoices(now = new Date(), db: PrismaClient = prisma, limit = 50): Promise<number> {
  const orders = await db.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT o.id FROM "Order" o
    JOIN "BrandOrder" b ON b."orderId" = o.id
    WHERE o."paymentMethod" = 'terms' AND o.status = 'paid'
      AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."orderId" = o.id AND i."brandId" = b."brandId")
    LIMIT ${limit}`;
  let issued = 0;
  for (const order of orders) issued += (await issueInvoicesForOrder(order.id, { now, db })).length;
  return issued;
}

// ── Who sees what ──

/** The viewer's roles for invoice access: the account's role and brand, and their organisation membership (the
 * organisations module's one lookup, ADR 057). */
export async function invoiceViewer(user: {
  id: string;
  role: string;
  brandId: string | null;
}): Promise<InvoiceViewer> {
  const membership = await getMembership(user.id);
  return {
    userId: user.id,
    isAdmin: user.role === "admin",
    brandId: user.role === "brand" ? user.brandId : null,
    organisationId: membership?.organisation.id ?? null,
    canPurchase: membership ? canPurchase(membership.role) : false,
  };
}

export type InvoiceView = NonNullable<Awaited<ReturnType<typeof getInvoiceForViewer>>>;

interface InvoiceRow {
  id: string;
  number: number;
  brandId: string;
  organisationId: string;
  currencyCode: string;
  subtotalCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  netDays: number;
  issuedAt: Date;
  dueAt: Date;
  paidAt: Date | null;
  poNumber: string | null;
  sellerName: string;
  sellerContactEmail: string | null;
  buyerName: string;
  buyerLegalEntity: string | null;
  buyerTaxId: string | null;
  buyerAddress: string[];
  billingEmail: string;
  orderNumber: number;
  lines: {
    description: string;
    quantity: number;
    unitPriceCents: number;
    amountCents: number;
    taxRateBasisPoints: number;
  }[];
}

/**
 * One invoice for the HTML page and the PDF; null (→ 404) when it does not exist or the viewer may not see it. One
 * statement — the invoice, its order's number and its lines in order — read on the pool (ADR 071).
 */
export async function getInvoiceForViewer(id: string, viewer: InvoiceViewer, now = new Date()) {
  const [invoice] = await readRows<InvoiceRow[]>(Prisma.sql`
    SELECT i.id, i.number, i."brandId", i."organisationId", i."currencyCode", i."subtotalCents",
           i."taxRateBasisPoints", i."taxCents", i."totalCents", i."netDays", i."issuedAt", i."dueAt", i."paidAt",
           i."poNumber", i."sellerName", i."sellerContactEmail", i."buyerName", i."buyerLegalEntity", i."buyerTaxId",
           i."buyerAddress", i."billingEmail", o.number AS "orderNumber",
           (SELECT coalesce(json_agg(json_build_object('description', l.description, 'quantity', l.quantity,
                                                       'unitPriceCents', l."unitPriceCents",
                                                       'amountCents', l."amountCents",
                                                       'taxRateBasisPoints', l."taxRateBasisPoints")
                                     ORDER BY l.position), '[]')
              FROM "InvoiceLine" l WHERE l."invoiceId" = i.id) AS lines
      FROM "Invoice" i
      JOIN "Order" o ON o.id = i."orderId"
     WHERE i.id = ${id}`);
  if (!invoice || !canViewInvoice(viewer, invoice)) return null;
  const money = (cents: number) => formatMoney(cents, { code: invoice.currencyCode });
  return {
    id: invoice.id,
    number: formatInvoiceNumber(invoice.number),
    orderNumber: invoice.orderNumber,
    poNumber: invoice.poNumber,
    currencyCode: invoice.currencyCode.toUpperCase(),
    issuedOn: invoice.issuedAt.toISOString().slice(0, 10),
    dueOn: invoice.dueAt.toISOString().slice(0, 10),
    netDays: invoice.netDays,
    paidOn: invoice.paidAt?.toISOString().slice(0, 10) ?? null,
    overdue: isOverdue(invoice, now),
    seller: { name: invoice.sellerName, email: invoice.sellerContactEmail },
    buyer: {
      name: invoice.buyerName,
      legalEntity: invoice.buyerLegalEntity,
      taxId: invoice.buyerTaxId,
      address: invoice.buyerAddress,
      email: invoice.billingEmail,
    },
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: money(line.unitPriceCents),
      amount: money(line.amountCents),
      taxRate: formatTaxRate(line.taxRateBasisPoints),
    })),
    subtotal: money(invoice.subtotalCents),
    taxRate: formatTaxRate(invoice.taxRateBasisPoints),
    tax: money(invoice.taxCents),
    total: money(invoice.totalCents),
    /** The viewer is the invoicing brand and it is unpaid: the page offers "Mark paid". */
    canMarkPaid: viewer.brandId === invoice.brandId && invoice.paidAt === null,
  };
}

function listRow(
  invoice: {
    id: string;
    number: number;
    totalCents: number;
    currencyCode: string;
    issuedAt: Date;
    dueAt: Date;
    paidAt: Date | null;
    sellerName: string;
    buyerName: string;
    poNumber: string | null;
  },
  now: Date,
) {
  return {
    id: invoice.id,
    number: formatInvoiceNumber(invoice.number),
    total: formatMoney(invoice.totalCents, { code: invoice.currencyCode }),
    issuedOn: invoice.issuedAt.toISOString().slice(0, 10),
    dueOn: invoice.dueAt.toISOString().slice(0, 10),
    paidOn: invoice.paidAt?.toISOString().slice(0, 10) ?? null,
    overdue: isOverdue(invoice, now),
    seller: invoice.sellerName,
    buyer: invoice.buyerName,
    poNumber: invoice.poNumber,
  };
}

const LIST_SELECT = {
  id: true,
  number: true,
  totalCents: true,
  currencyCode: true,
  issuedAt: true,
  dueAt: true,
  paidAt: true,
  sellerName: true,
  buyerName: true,
  poNumber: true,
} as const;

export const INVOICE_PAGE_SIZE = 50;

/** /organisation/invoices: newest first, for members who may purchase (null: not allowed). */
export async function listOrganisationInvoices(userId: string, now = new Date()) {
  const member = await prisma.organisationMember.findUnique({
    where: { userId },
    select: { organisationId: true, role: true, organisation: { select: { name: true } } },
  });
  if (!member) return { kind: "no-organisation" as const };
  if (!canPurchase(member.role)) return { kind: "forbidden" as const, organisationName: member.organisation.name };
  const invoices = await prisma.invoice.findMany({
    where: { organisationId: member.organisationId },
    orderBy: [{ issuedAt: "desc" }, { number: "desc" }],
    take: INVOICE_PAGE_SIZE,
    select: LIST_SELECT,
  });
  return {
    kind: "list" as const,
    organisationName: member.organisation.name,
    invoices: invoices.map((invoice) => listRow(invoice, now)),
  };
}

/** The brand dashboard's invoices tab: newest first. */
export async function listBrandInvoices(brandId: string, now = new Date()) {
  const invoices = await prisma.invoice.findMany({
    where: { brandId },
    orderBy: [{ issuedAt: "desc" }, { number: "desc" }],
    take: INVOICE_PAGE_SIZE,
    select: LIST_SELECT,
  });
  return invoices.map((invoice) => listRow(invoice, now));
}

/** Admin › Terms & Invoices: unpaid invoices past their due date, longest overdue first. */
export async function listOverdueInvoices(now = new Date()) {
  const invoices = await prisma.invoice.findMany({
    where: { paidAt: null, dueAt: { lt: now } },
    orderBy: [{ dueAt: "asc" }, { number: "asc" }],
    take: INVOICE_PAGE_SIZE,
    select: LIST_SELECT,
  });
  return invoices.map((invoice) => listRow(invoice, now));
}

export type MarkPaidOutcome = { ok: true; number: string } | { ok: false; message: string };

/**
 * The invoicing brand marks an invoice paid: once (a conditional update), audited, and the organisation's credit is
 * given back by the invoice's amount (never below zero).
 */
export async function markInvoicePaid(
  invoiceId: string,
  actor: { id: string; brandId: string | null },
  now = new Date(),
): Promise<MarkPaidOutcome> {
  if (!actor.brandId) return { ok: false, message: "Only the invoicing brand can mark this invoice paid." };
  const brandId = actor.brandId;
  return prisma.$transaction(async (tx) => {
    const invoice = await tx.invoice.findFirst({
      where: { id: invoiceId, brandId },
      select: { id: true, number: true, subtotalCents: true, organisationId: true, totalCents: true },
    });
    if (!invoice) return { ok: false, message: "Only the invoicing brand can mark this invoice paid." };
    const updated = await tx.invoice.updateMany({
      where: { id: invoice.id, brandId, paidAt: null },
      data: { paidAt: now, paidById: actor.id },
    });
    if (updated.count !== 1) return { ok: false, message: "This invoice is already marked paid." };
    // The credit taken by the order (the lines' amounts, which the brand's subtotals add up to) comes back.
    await tx.$executeRaw`
      UPDATE "OrganisationTerms" SET "outstandingCents" = GREATEST("outstandingCents" - ${invoice.subtotalCents}, 0),
                                     "updatedAt" = ${now}
      WHERE "organisationId" = ${invoice.organisationId}`;
    await writeAudit(tx, actor.id, "invoice.paid", invoice.id, {
      number: formatInvoiceNumber(invoice.number),
      brandId,
      totalCents: invoice.totalCents,
    });
    return { ok: true, number: formatInvoiceNumber(invoice.number) };
  });
}
