// The admins' order filters as read from the URL (pure): defaults, field messages, days in the viewer's zone.
import { describe, expect, it } from "vitest";
import { auditSummary, checkoutStateLabel, likePrefix, readAdminOrderFilters } from "./admin-orders";

const read = (query: string, zone: string | null = null) => readAdminOrderFilters(new URLSearchParams(query), zone);

describe("readAdminOrderFilters", () => {
  it("defaults to every paid order", () => {
    expect(read("").query).toEqual({
      orderStatus: "paid",
      checkoutStatus: null,
      partStatus: null,
      brandId: null,
      paidFrom: null,
      paidBefore: null,
      buyerPrefix: null,
    });
  });

  it("turns both days into an instant range in the viewer's zone, the end day included", () => {
    const q = read("from=2026-03-10&to=2026-03-10", "Europe/Berlin").query!;
    expect(q.paidFrom!.toISOString()).toBe("2026-03-09T23:00:00.000Z");
    expect(q.paidBefore!.toISOString()).toBe("2026-03-10T23:00:00.000Z");
    expect(read("from=2026-03-29&to=2026-03-29", "Europe/Berlin").query!.paidBefore!.toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
  });

  it("gives a field message for a day that is not a date, an end before the start, a brand state without a brand", () => {
    expect(read("from=2026-02-29").errors).toEqual({ from: "Enter the start as a date (YYYY-MM-DD)." });
    expect(read("from=2026-03-02&to=2026-03-01").errors).toEqual({ to: "The end date is before the start date." });
    expect(read("status=open").errors.status).toMatch(/choose a brand/);
    expect(read("status=refunded&brand=b1").errors.status).toMatch(/clear the brand/);
    expect(read("status=open&brand=b1").query).toMatchObject({ partStatus: "open", brandId: "b1" });
    expect(read("to=2026-03-01").query).not.toBeNull();
  });

  it("keeps the buyer text literal: wildcards escaped, lower case, a prefix", () => {
    expect(likePrefix("Beta_50%\\")).toBe("beta\\_50\\%\\\\%");
    expect(read("buyer=%20ACME%20").query!.buyerPrefix).toBe("acme%");
  });
});

describe("auditSummary", () => {
  it("names who acted and what was given", () => {
    expect(auditSummary({ role: "admin", carrier: "DHL", trackingNumber: "JD1", refundedCents: 0 })).toBe(
      "as admin · DHL JD1",
    );
    expect(auditSummary({ role: "brand", quantity: 2, reason: "Damaged" })).toBe("as brand · 2 units · “Damaged”");
    expect(auditSummary(null)).toBe("");
  });
});

describe("unpaid checkouts in the admins' list (issue 37)", () => {
  it("lists each unpaid state by itself and refuses a brand with it", () => {
    expect(read("status=checkout-open").query).toMatchObject({ checkoutStatus: "pending", partStatus: null });
    expect(read("status=checkout-failed").query!.checkoutStatus).toBe("failed");
    expect(read("status=checkout-cancelled").query!.checkoutStatus).toBe("cancelled");
    const withBrand = read("status=checkout-open&brand=agilent");
    expect(withBrand.query).toBeNull();
    expect(withBrand.errors.status).toMatch(/clear the brand/);
  });

  it("tells a checkout still holding stock from a stuck one", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(checkoutStateLabel("pending", new Date("2026-11-27T12:10:00Z"), now)).toBe("Awaiting payment");
    expect(checkoutStateLabel("pending", new Date("2026-11-27T11:50:00Z"), now)).toBe("Stuck: hold expired");
    expect(checkoutStateLabel("pending", null, now)).toBe("Stuck: hold expired");
    expect(checkoutStateLabel("failed", null, now)).toBe("Payment failed");
  });
});
