// Net terms and invoices (issue 36 item 3, ADR 060) against the real database: apply / approve / decline (audited),
// orders on terms (PO required, roles, stock taken, brand parts), the invoice job (one per brand part, unique
// numbers), access to invoices, the PDF, overdue and suspension blocks, and two orders at once against one limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "~/generated/prisma/client";
import type { OrganisationRole } from "~/generated/prisma/enums";
import { renderInvoicePdf } from "~/modules/invoices/invoice-pdf.server";
import {
  getInvoiceForViewer,
  invoiceViewer,
  issueInvoicesForOrder,
  markInvoicePaid,
} from "~/modules/invoices/invoices.server";
import { placeOrderOnTerms } from "~/modules/terms/order-on-terms.server";
import { applyForTerms, decideTermsApplication } from "~/modules/terms/terms.server";
import { loader as invoiceLoader } from "~/routes/invoices.$invoiceId";
import { action as termsAction } from "~/routes/organisation_.terms";
import { prisma } from "~/utils/db.server";
import { createOrganisation } from "./organisation.support";
import { call, createBrandPage, createMember, getPage, postForm, type Member } from "./people.support";
import { createProduct, deleteCreatedProducts, onPglite, runConcurrently, secondPool, uid } from "./store.support";

let pool2: PrismaClient;
let pglite = false;
const brandA = uid("terms-brand-a");
const brandB = uid("terms-brand-b");
let brandUserA: Member;
let admin: Member;
let outsider: Member;

function organisation(name: string, members: Record<string, OrganisationRole>) {
  return createOrganisation(name, members, { legalEntity: `${name} GmbH`, taxId: "DE123456789" });
}

async function grantTerms(organisationId: string, creditLimitCents: number, netDays = 30) {
  await prisma.organisationTerms.create({
    data: { organisationId, netDays, creditLimitCents, currencyCode: "usd", approvedAt: new Date() },
  });
}

async function brandProduct(brandId: string, priceInCents: number, stock: number) {
  const product = await createProduct({
    title: `Terms ${brandId}`,
    variants: [{ priceInCents, manageInventory: true, inventoryQuantity: stock }],
  });
  await prisma.storeProduct.update({ where: { id: product.id }, data: { brandId } });
  return product.variantIds[0]!;
}

beforeAll(async () => {
  pool2 = secondPool();
  pglite = await onPglite();
  await createBrandPage(brandA);
  await createBrandPage(brandB);
  brandUserA = await createMember({ role: "brand", brandId: brandA });
  admin = await createMember({ role: "admin" });
  outsider = await createMember();
});
afterAll(async () => {
  await pool2.$disconnect();
  await deleteCreatedProducts();
  await prisma.brand.deleteMany({ where: { id: { in: [brandA, brandB] } } });
});

describe("applying for terms", () => {
  it("an organisation admin applies; a second application waits; a requester cannot apply", async () => {
    const orgAdmin = await createMember();
    const requester = await createMember();
    const org = await organisation(uid("Apply Org"), { [orgAdmin.id]: "admin", [requester.id]: "requester" });
    const bad = await call(
      termsAction,
      postForm("/organisation/terms", { netDays: "90", creditLimit: "abc", currency: "usd" }, orgAdmin),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.result.error.netDays).toBeTruthy();
    expect(bad.data.result.error.creditLimit).toBeTruthy();
    expect(await prisma.termsApplication.count({ where: { organisationId: org.id } })).toBe(0);
    const posted = await call(
      termsAction,
      postForm("/organisation/terms", { netDays: "45", creditLimit: "25,000", currency: "usd", note: "Uni" }, orgAdmin),
    );
    expect(posted.status).toBe(303);
    const application = await prisma.termsApplication.findFirstOrThrow({ where: { organisationId: org.id } });
    expect(application).toMatchObject({ status: "pending", requestedNetDays: 45, requestedLimitCents: 2_500_000 });
    expect((await applyForTerms(orgAdmin.id, { netDays: 30, creditLimit: 100, currency: "usd", note: null })).ok).toBe(
      false,
    );
    expect((await applyForTerms(requester.id, { netDays: 30, creditLimit: 100, currency: "usd", note: null })).ok).toBe(
      false,
    );
    expect(
      await prisma.organisationAuditEvent.count({ where: { organisationId: org.id, action: "terms.applied" } }),
    ).toBe(1);
  });

  it("a marketplace admin approves as asked or lower (audited), and declines with a reason", async () => {
    const orgAdmin = await createMember();
    const org = await organisation(uid("Approve Org"), { [orgAdmin.id]: "admin" });
    await applyForTerms(orgAdmin.id, { netDays: 45, creditLimit: 2_500_000, currency: "usd", note: null });
    const application = await prisma.termsApplication.findFirstOrThrow({ where: { organisationId: org.id } });
    const tooMuch = await decideTermsApplication(admin.id, {
      intent: "approve-terms",
      applicationId: application.id,
      netDays: 60,
      creditLimit: 1_000_000,
    });
    expect(tooMuch).toMatchObject({ ok: false, field: "netDays" });
    const approved = await decideTermsApplication(admin.id, {
      intent: "approve-terms",
      applicationId: application.id,
      netDays: 30,
      creditLimit: 1_000_000,
    });
    expect(approved.ok).toBe(true);
    expect(await prisma.organisationTerms.findUniqueOrThrow({ where: { organisationId: org.id } })).toMatchObject({
      netDays: 30,
      creditLimitCents: 1_000_000,
      currencyCode: "usd",
    });
    expect(
      await prisma.auditLog.count({ where: { actorId: admin.id, action: "terms.approved", targetId: org.id } }),
    ).toBe(1);
    const again = await decideTermsApplication(admin.id, {
      intent: "decline-terms",
      applicationId: application.id,
      reason: "Late",
    });
    expect(again.ok).toBe(false);

    const other = await createMember();
    const declinedOrg = await organisation(uid("Decline Org"), { [other.id]: "admin" });
    await applyForTerms(other.id, { netDays: 60, creditLimit: 100_000, currency: "eur", note: null });
    const app2 = await prisma.termsApplication.findFirstOrThrow({ where: { organisationId: declinedOrg.id } });
    expect(
      (
        await decideTermsApplication(admin.id, {
          intent: "decline-terms",
          applicationId: app2.id,
          reason: "No trading history",
        })
      ).ok,
    ).toBe(true);
    expect(await prisma.termsApplication.findUniqueOrThrow({ where: { id: app2.id } })).toMatchObject({
      status: "declined",
      declineReason: "No trading history",
    });
    expect(await prisma.organisationTerms.findUnique({ where: { organisationId: declinedOrg.id } })).toBeNull();
    expect(await prisma.auditLog.count({ where: { action: "terms.declined", targetId: declinedOrg.id } })).toBe(1);
  });
});

describe("orders on terms and invoices", () => {
  it("PO required, purchasers only; stock taken, brand parts, one invoice per brand with unique numbers; access; PDF; paid", async () => {
    const purchaser = await createMember();
    const requester = await createMember();
    const org = await organisation(uid("Buy Org"), { [purchaser.id]: "purchaser", [requester.id]: "requester" });
    await grantTerms(org.id, 1_000_000, 45);
    const variantA = await brandProduct(brandA, 10_000, 5);
    const variantB = await brandProduct(brandB, 2_500, 5);
    const lines = [
      { variantId: variantA, quantity: 2 },
      { variantId: variantB, quantity: 1 },
    ];
    const noPo = await placeOrderOnTerms({
      userId: purchaser.id,
      email: purchaser.email,
      poNumber: " ",
      lines,
      idempotencyKey: uid("k"),
    });
    expect(noPo).toMatchObject({ kind: "refused", reason: "po-required" });
    const byRequester = await placeOrderOnTerms({
      userId: requester.id,
      email: null,
      poNumber: "PO-1",
      lines,
      idempotencyKey: uid("k"),
    });
    expect(byRequester).toMatchObject({ kind: "refused", reason: "not-purchaser" });
    const byOutsider = await placeOrderOnTerms({
      userId: outsider.id,
      email: null,
      poNumber: "PO-1",
      lines,
      idempotencyKey: uid("k"),
    });
    expect(byOutsider).toMatchObject({ kind: "refused", reason: "not-purchaser" });

    const key = uid("k");
    const placed = await placeOrderOnTerms({
      userId: purchaser.id,
      email: purchaser.email,
      poNumber: "PO-4711",
      lines,
      idempotencyKey: key,
    });
    expect(placed.kind).toBe("placed");
    if (placed.kind !== "placed") return;
    const repeat = await placeOrderOnTerms({
      userId: purchaser.id,
      email: purchaser.email,
      poNumber: "PO-4711",
      lines,
      idempotencyKey: key,
    });
    expect(repeat).toMatchObject({ kind: "placed", orderId: placed.orderId, repeated: true });
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: placed.orderId },
      select: {
        status: true,
        paymentMethod: true,
        poNumber: true,
        organisationId: true,
        totalCents: true,
        brandParts: true,
      },
    });
    expect(order).toMatchObject({
      status: "paid",
      paymentMethod: "terms",
      poNumber: "PO-4711",
      organisationId: org.id,
      totalCents: 22_500,
    });
    expect(order.brandParts.map((p) => p.brandId).sort()).toEqual([brandA, brandB].sort());
    expect(
      await prisma.variant.findUniqueOrThrow({
        where: { id: variantA },
        select: { inventoryQuantity: true, reservedQuantity: true },
      }),
    ).toEqual({
      inventoryQuantity: 3,
      reservedQuantity: 0,
    });
    expect(
      (await prisma.organisationTerms.findUniqueOrThrow({ where: { organisationId: org.id } })).outstandingCents,
    ).toBe(22_500);
    // No invoice in the request: the job makes them.
    expect(await prisma.invoice.count({ where: { orderId: placed.orderId } })).toBe(0);
    const issuedAt = new Date("2026-11-01T12:00:00Z");
    const numbers = await issueInvoicesForOrder(placed.orderId, { now: issuedAt });
    expect(numbers).toHaveLength(2);
    expect(new Set(numbers).size).toBe(2);
    expect(await issueInvoicesForOrder(placed.orderId)).toEqual([]);
    const invoices = await prisma.invoice.findMany({ where: { orderId: placed.orderId }, include: { lines: true } });
    expect(invoices).toHaveLength(2);
    const invoiceA = invoices.find((i) => i.brandId === brandA)!;
    expect(invoiceA).toMatchObject({
      subtotalCents: 20_000,
      taxCents: 0,
      totalCents: 20_000,
      buyerTaxId: "DE123456789",
      poNumber: "PO-4711",
    });
    expect(invoiceA.dueAt.toISOString()).toBe("2026-12-16T12:00:00.000Z");
    expect(invoiceA.lines).toHaveLength(1);
    const mail = await prisma.emailMessage.findFirst({
      where: { to: invoiceA.billingEmail, text: { contains: `/invoices/${invoiceA.id}` } },
    });
    expect(mail).not.toBeNull();

    // Access: the purchaser, the brand, an admin; not the requester, another brand or an outsider (404).
    const brandUserB = await createMember({ role: "brand", brandId: brandB });
    for (const [member, allowed] of [
      [purchaser, true],
      [brandUserA, true],
      [admin, true],
      [requester, false],
      [brandUserB, false],
      [outsider, false],
    ] as const) {
      const result = await call(invoiceLoader, getPage(`/invoices/${invoiceA.id}`, member), { invoiceId: invoiceA.id });
      expect(result.status, member.email).toBe(allowed ? 200 : 404);
    }

    // The PDF: a real PDF carrying the invoice number, fast.
    const view = (await getInvoiceForViewer(
      invoiceA.id,
      await invoiceViewer({ id: admin.id, role: "admin", brandId: null }),
    ))!;
    const started = performance.now();
    const pdf = await renderInvoicePdf(view);
    const elapsed = performance.now() - started;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.toString("latin1")).toContain(view.number);
    expect(elapsed).toBeLessThan(300);

    // The brand marks it paid (audited, once); the credit comes back.
    expect((await markInvoicePaid(invoiceA.id, { id: brandUserB.id, brandId: brandB })).ok).toBe(false);
    expect((await markInvoicePaid(invoiceA.id, { id: brandUserA.id, brandId: brandA })).ok).toBe(true);
    expect((await markInvoicePaid(invoiceA.id, { id: brandUserA.id, brandId: brandA })).ok).toBe(false);
    expect(
      (await prisma.organisationTerms.findUniqueOrThrow({ where: { organisationId: org.id } })).outstandingCents,
    ).toBe(2_500);
    expect(await prisma.auditLog.count({ where: { action: "invoice.paid", targetId: invoiceA.id } })).toBe(1);
  });

  it("an overdue invoice, a suspended organisation, no stock or no terms block the order and change nothing", async () => {
    const purchaser = await createMember();
    const org = await organisation(uid("Blocked Org"), { [purchaser.id]: "admin" });
    const variant = await brandProduct(brandA, 1_000, 2);
    const lines = [{ variantId: variant, quantity: 1 }];
    const place = () =>
      placeOrderOnTerms({ userId: purchaser.id, email: null, poNumber: "PO-9", lines, idempotencyKey: uid("k") });
    expect(await place()).toMatchObject({ kind: "refused", reason: "no-terms" });
    await grantTerms(org.id, 100_000);
    const first = await place();
    expect(first.kind).toBe("placed");
    if (first.kind !== "placed") return;
    await issueInvoicesForOrder(first.orderId, { now: new Date(Date.now() - 40 * 86_400_000) });
    expect(await place()).toMatchObject({ kind: "refused", reason: "overdue" });
    await prisma.invoice.updateMany({ where: { orderId: first.orderId }, data: { paidAt: new Date() } });
    await prisma.organisation.update({ where: { id: org.id }, data: { suspendedAt: new Date() } });
    expect(await place()).toMatchObject({ kind: "refused", reason: "suspended" });
    await prisma.organisation.update({ where: { id: org.id }, data: { suspendedAt: null } });
    const tooMany = await placeOrderOnTerms({
      userId: purchaser.id,
      email: null,
      poNumber: "PO-9",
      lines: [{ variantId: variant, quantity: 5 }],
      idempotencyKey: uid("k"),
    });
    expect(tooMany.kind).toBe("out-of-stock");
    const terms = await prisma.organisationTerms.findUniqueOrThrow({ where: { organisationId: org.id } });
    expect(terms.outstandingCents).toBe(1_000);
    expect(await prisma.order.count({ where: { organisationId: org.id } })).toBe(1);
  });

  it("two orders at once cannot take the organisation over its credit limit", async () => {
    const purchaser = await createMember();
    const colleague = await createMember();
    const org = await organisation(uid("Race Org"), { [purchaser.id]: "purchaser", [colleague.id]: "purchaser" });
    await grantTerms(org.id, 15_000);
    const variant = await brandProduct(brandB, 10_000, 10);
    const lines = [{ variantId: variant, quantity: 1 }];
    const results = await runConcurrently(
      [
        () =>
          placeOrderOnTerms({ userId: purchaser.id, email: null, poNumber: "PO-A", lines, idempotencyKey: uid("k") }),
        () =>
          placeOrderOnTerms({
            userId: colleague.id,
            email: null,
            poNumber: "PO-B",
            lines,
            idempotencyKey: uid("k"),
            db: pool2,
          }),
      ],
      pglite,
    );
    const kinds = results.map((r) => (r.status === "fulfilled" ? r.value.kind : `error ${String(r.reason)}`));
    expect(kinds.sort()).toEqual(["placed", "refused"]);
    const refused = results.find((r) => r.status === "fulfilled" && r.value.kind === "refused");
    expect(refused?.status === "fulfilled" && refused.value.kind === "refused" && refused.value.reason).toBe(
      "over-limit",
    );
    expect(
      (await prisma.organisationTerms.findUniqueOrThrow({ where: { organisationId: org.id } })).outstandingCents,
    ).toBe(10_000);
    expect(await prisma.order.count({ where: { organisationId: org.id } })).toBe(1);
    expect((await prisma.variant.findUniqueOrThrow({ where: { id: variant } })).inventoryQuantity).toBe(9);
  });
});
