import { describe, expect, it } from "vitest";
import { lineLabel, orderConfirmationEmail, orderTotalCents, reservationDeadline, RESERVATION_MINUTES } from "./orders";

const usd = { code: "usd", symbol: "$", template: "$$1" };

describe("orders", () => {
  it("reserves stock for the reservation window", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    expect(reservationDeadline(now).getTime() - now.getTime()).toBe(RESERVATION_MINUTES * 60_000);
    expect(RESERVATION_MINUTES).toBe(15);
    expect(reservationDeadline(now, 5).getTime() - now.getTime()).toBe(5 * 60_000);
  });
  it("sums line totals and labels variants", () => {
    const lines = [
      { productTitle: "Tips", variantTitle: "10 µL", quantity: 3, unitPriceCents: 1000 },
      { productTitle: "Vials", variantTitle: "Default", quantity: 1, unitPriceCents: 550 },
    ];
    expect(orderTotalCents(lines)).toBe(3550);
    expect(lineLabel(lines[0])).toBe("Tips (10 µL)");
    expect(lineLabel(lines[1])).toBe("Vials");
  });
  it("writes a confirmation e-mail with lines and total, escaping HTML", () => {
    const email = orderConfirmationEmail({
      number: 42,
      lines: [{ productTitle: "<b>Tips</b>", variantTitle: "Default", quantity: 2, unitPriceCents: 1250 }],
      totalCents: 2500,
      currency: usd,
      ordersUrl: "https://labmarket.example/buyer-dashboard?tab=orders",
    });
    expect(email.subject).toBe("Your LabMarket order #42 is confirmed");
    expect(email.text).toContain("2 x <b>Tips</b> — $25.00");
    expect(email.text).toContain("Total: $25.00");
    expect(email.html).toContain("&lt;b&gt;Tips&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Tips</b>");
  });
  it("says which units of a line are on back-order (ADR 061)", () => {
    const email = orderConfirmationEmail({
      number: 43,
      lines: [
        { productTitle: "Tips", variantTitle: "Default", quantity: 5, unitPriceCents: 100, backorderedQuantity: 3 },
        { productTitle: "Vials", variantTitle: "Default", quantity: 1, unitPriceCents: 100, backorderedQuantity: 0 },
      ],
      totalCents: 600,
      currency: usd,
      ordersUrl: "https://labmarket.example/buyer-dashboard?tab=orders",
    });
    expect(email.text).toContain("5 x Tips — $5.00\n  3 of 5 on back-order: they ship when stock returns.");
    expect(email.text.match(/back-order/g)).toHaveLength(1);
    expect(email.html).toContain("3 of 5 on back-order");
  });
});

describe("formatOrderDate", () => {
  it("renders in the visitor's zone, or UTC saying so", async () => {
    const { formatOrderDate } = await import("./orders");
    expect(formatOrderDate("2026-03-04T13:05:00Z", null)).toBe("March 4, 2026 at 1:05 PM UTC");
    expect(formatOrderDate("2026-03-04T13:05:00Z", "Europe/Berlin")).toMatch(/March 4, 2026 at 2:05 PM GMT\+1/);
    expect(formatOrderDate("2026-03-04T13:05:00Z", "Not/AZone")).toContain("UTC");
  });
});
