import { describe, expect, it } from "vitest";
import {
  approvalNeed,
  DEFAULT_APPROVAL_RULE,
  mayDecide,
  mayPlaceOrder,
  monthStartUtc,
  withinApproverLimit,
} from "./approval-rules";
import { parsePolicyForm } from "./policy-form";
import { priceSignature, submitRequisitionSchema } from "./requisition";

const above = { mode: "above" as const, thresholds: { usd: 100_000 }, categoryIds: ["bioreactors"] };

describe("approvalNeed", () => {
  it("needs approval for everything by default", () => {
    expect(approvalNeed(DEFAULT_APPROVAL_RULE, { currencyCode: "usd", totalCents: 1, categoryIds: [] })).toEqual({
      needed: true,
      rule: "every",
    });
  });
  it("above a threshold: at or below passes, above waits, a currency without a threshold waits", () => {
    expect(approvalNeed(above, { currencyCode: "USD", totalCents: 100_000, categoryIds: [null] })).toEqual({
      needed: false,
      rule: "under-threshold",
      thresholdCents: 100_000,
    });
    expect(approvalNeed(above, { currencyCode: "usd", totalCents: 100_001, categoryIds: [] }).rule).toBe("amount");
    expect(approvalNeed(above, { currencyCode: "eur", totalCents: 1, categoryIds: [] }).rule).toBe("no-threshold");
  });
  it("a listed category always waits, whatever the amount", () => {
    expect(approvalNeed(above, { currencyCode: "usd", totalCents: 1, categoryIds: [null, "bioreactors"] })).toEqual({
      needed: true,
      rule: "category",
      categoryId: "bioreactors",
    });
  });
});

describe("who decides and orders", () => {
  it("nobody decides their own requisition, nor one that no longer waits", () => {
    expect(mayDecide({ userId: "a", canApprove: true }, { requesterId: "b", status: "submitted" })).toBe(true);
    expect(mayDecide({ userId: "a", canApprove: true }, { requesterId: "a", status: "submitted" })).toBe(false);
    expect(mayDecide({ userId: "a", canApprove: true }, { requesterId: "b", status: "approved" })).toBe(false);
    expect(mayDecide({ userId: "a", canApprove: false }, { requesterId: "b", status: "submitted" })).toBe(false);
  });
  it("a purchaser orders; the requester only when the organisation allows it", () => {
    expect(mayPlaceOrder({ userId: "p", canPurchase: true }, { requesterId: "r" }, false)).toBe(true);
    expect(mayPlaceOrder({ userId: "r", canPurchase: false }, { requesterId: "r" }, false)).toBe(false);
    expect(mayPlaceOrder({ userId: "r", canPurchase: false }, { requesterId: "r" }, true)).toBe(true);
    expect(mayPlaceOrder({ userId: "x", canPurchase: false }, { requesterId: "r" }, true)).toBe(false);
  });
  it("the monthly limit is inclusive and counts from the first of the month, UTC", () => {
    expect(withinApproverLimit(null, 10 ** 9, 10 ** 9)).toBe(true);
    expect(withinApproverLimit(1_000, 400, 600)).toBe(true);
    expect(withinApproverLimit(1_000, 400, 601)).toBe(false);
    expect(monthStartUtc(new Date("2026-11-30T23:30:00-05:00")).toISOString()).toBe("2026-12-01T00:00:00.000Z");
  });
});

describe("forms", () => {
  const context = { currencyCodes: ["usd", "eur"], categoryIds: ["bioreactors"], approverIds: ["u1"] };
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };
  it("parses a rule with thresholds, categories and limits", () => {
    expect(
      parsePolicyForm(
        form([
          ["mode", "above"],
          ["threshold_usd", "1,250.50"],
          ["categories", "bioreactors"],
          ["limit_u1_eur", "5000"],
          ["requesterMayOrder", "on"],
        ]),
        context,
      ),
    ).toEqual({
      ok: true,
      value: {
        mode: "above",
        thresholds: [{ currencyCode: "usd", amountCents: 125_050 }],
        categoryIds: ["bioreactors"],
        requesterMayOrder: true,
        limits: [{ userId: "u1", currencyCode: "eur", limitCents: 500_000 }],
      },
    });
  });
  it("names each wrong field: no mode, above without any threshold, a bad amount, an unknown category", () => {
    expect(parsePolicyForm(form([]), context)).toMatchObject({ ok: false, errors: { mode: expect.any(String) } });
    expect(parsePolicyForm(form([["mode", "above"]]), context)).toMatchObject({
      ok: false,
      errors: { mode: expect.stringMatching(/at least one currency/) },
    });
    const bad = parsePolicyForm(
      form([
        ["mode", "every"],
        ["limit_u1_usd", "ten"],
        ["categories", "nope"],
      ]),
      context,
    );
    expect(bad).toMatchObject({
      ok: false,
      errors: { limit_u1_usd: expect.any(String), categories: expect.any(String) },
    });
  });
  it("a needed-by date is a real date, today or later", () => {
    const schema = submitRequisitionSchema(new Date("2026-11-28T12:00:00Z"));
    expect(schema.safeParse({ neededBy: "2026-11-28" }).success).toBe(true);
    expect(schema.safeParse({ neededBy: "2026-11-27" }).success).toBe(false);
    expect(schema.safeParse({ neededBy: "28/11/2026" }).success).toBe(false);
    expect(schema.safeParse({}).data).toEqual({ note: null, neededBy: null });
  });
  it("the price signature changes with any price and not with the order of lines", () => {
    const a = priceSignature([
      { variantId: "v1", currentCents: 100 },
      { variantId: "v2", currentCents: 200 },
    ]);
    expect(
      priceSignature([
        { variantId: "v2", currentCents: 200 },
        { variantId: "v1", currentCents: 100 },
      ]),
    ).toBe(a);
    expect(
      priceSignature([
        { variantId: "v1", currentCents: 101 },
        { variantId: "v2", currentCents: 200 },
      ]),
    ).not.toBe(a);
  });
});
