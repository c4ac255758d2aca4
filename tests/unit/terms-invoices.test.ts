import { describe, expect, it } from "vitest";
import { canViewInvoice, formatInvoiceNumber, invoiceTotals } from "~/modules/invoices/invoices";
import { amountToCents, dueDate, grantError, isOverdue, termsRefusal, withinCreditLimit } from "~/modules/terms/terms";

const ok = {
  canPurchase: true,
  suspended: false,
  terms: { creditLimitCents: 10_000, outstandingCents: 4_000, currencyCode: "usd" },
  hasOverdueInvoice: false,
};

describe("net terms rules", () => {
  it("due date is the issue date plus the net days", () => {
    expect(dueDate(new Date("2026-01-31T10:00:00Z"), 30).toISOString()).toBe("2026-03-02T10:00:00.000Z");
    expect(dueDate(new Date("2026-01-01T00:00:00Z"), 60).toISOString()).toBe("2026-03-02T00:00:00.000Z");
  });
  it("overdue once the due date has passed unpaid", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    expect(isOverdue({ dueAt: new Date("2026-02-28T23:59:59Z"), paidAt: null }, now)).toBe(true);
    expect(isOverdue({ dueAt: new Date("2026-03-01T00:00:01Z"), paidAt: null }, now)).toBe(false);
    expect(isOverdue({ dueAt: new Date("2026-01-01T00:00:00Z"), paidAt: now }, now)).toBe(false);
  });
  it("credit check: unpaid plus this order up to the limit, not a cent more", () => {
    expect(withinCreditLimit({ outstandingCents: 4_000, creditLimitCents: 10_000 }, 6_000)).toBe(true);
    expect(withinCreditLimit({ outstandingCents: 4_000, creditLimitCents: 10_000 }, 6_001)).toBe(false);
    expect(withinCreditLimit({ outstandingCents: 0, creditLimitCents: 10_000 }, 0)).toBe(false);
  });
  it("the refusal reasons, in order", () => {
    const order = { totalCents: 1_000, currencyCode: "usd" };
    expect(termsRefusal(ok, order)).toBeNull();
    expect(termsRefusal({ ...ok, canPurchase: false }, order)).toBe("not-purchaser");
    expect(termsRefusal({ ...ok, suspended: true }, order)).toBe("suspended");
    expect(termsRefusal({ ...ok, terms: null }, order)).toBe("no-terms");
    expect(termsRefusal(ok, { ...order, currencyCode: "eur" })).toBe("currency");
    expect(termsRefusal({ ...ok, hasOverdueInvoice: true }, order)).toBe("overdue");
    expect(termsRefusal(ok, { ...order, totalCents: 6_001 })).toBe("over-limit");
  });
  it("an admin grants as asked or less", () => {
    const asked = { netDays: 45, limitCents: 50_000 };
    expect(grantError(asked, { netDays: 30, limitCents: 20_000 })).toBeNull();
    expect(grantError(asked, { netDays: 60, limitCents: 20_000 })?.field).toBe("netDays");
    expect(grantError(asked, { netDays: 45, limitCents: 50_001 })?.field).toBe("creditLimit");
  });
  it("amounts in forms become cents", () => {
    expect(amountToCents("25,000.5")).toBe(2_500_050);
    expect(amountToCents("12")).toBe(1_200);
    expect(amountToCents("1.234")).toBeNull();
    expect(amountToCents("-5")).toBeNull();
  });
});

describe("invoices", () => {
  it("totals: lines, subtotal, tax rounded to the cent", () => {
    const totals = invoiceTotals(
      [
        { description: "a", quantity: 3, unitPriceCents: 1_999 },
        { description: "b", quantity: 1, unitPriceCents: 1 },
      ],
      2_000,
    );
    expect(totals.lines.map((l) => l.amountCents)).toEqual([5_997, 1]);
    expect(totals.subtotalCents).toBe(5_998);
    expect(totals.taxCents).toBe(1_200);
    expect(totals.totalCents).toBe(7_198);
    expect(invoiceTotals([{ description: "a", quantity: 2, unitPriceCents: 500 }]).totalCents).toBe(1_000);
  });
  it("numbers are padded", () => {
    expect(formatInvoiceNumber(42)).toBe("INV-000042");
  });
  it("who may see an invoice", () => {
    const invoice = { brandId: "b1", organisationId: "o1" };
    const nobody = { userId: "u", isAdmin: false, brandId: null, organisationId: null, canPurchase: false };
    expect(canViewInvoice(nobody, invoice)).toBe(false);
    expect(canViewInvoice({ ...nobody, isAdmin: true }, invoice)).toBe(true);
    expect(canViewInvoice({ ...nobody, brandId: "b1" }, invoice)).toBe(true);
    expect(canViewInvoice({ ...nobody, brandId: "b2" }, invoice)).toBe(false);
    expect(canViewInvoice({ ...nobody, organisationId: "o1", canPurchase: true }, invoice)).toBe(true);
    expect(canViewInvoice({ ...nobody, organisationId: "o1", canPurchase: false }, invoice)).toBe(false);
    expect(canViewInvoice({ ...nobody, organisationId: "o2", canPurchase: true }, invoice)).toBe(false);
  });
});
