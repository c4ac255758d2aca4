import { describe, expect, it } from "vitest";
import {
  mergedQuantity,
  planCartMerge,
  summarizeCart,
  updatedQuantity,
  MAX_LINE_QUANTITY,
  type CartLineView,
} from "./cart";

const usd = { code: "usd", symbol: "$", template: "$$1" };
const eur = { code: "eur", symbol: "€", template: "€$1" };
function line(overrides: Partial<CartLineView>): CartLineView {
  return {
    id: "l1",
    variantId: "v1",
    productId: "p1",
    imageUrl: null,
    productTitle: "Pipette",
    variantTitle: "Default",
    quantity: 1,
    unitPriceCents: 1000,
    currentUnitPriceCents: 1000,
    currency: usd,
    ...overrides,
  };
}

describe("summarizeCart", () => {
  it("charged in the buyer's currency: one total, each line at its converted price, the listed price and the rates", () => {
    const rated = [
      { ...usd, usdPerUnit: 1 },
      { ...eur, usdPerUnit: 1.25 },
    ];
    const view = summarizeCart(
      "c1",
      [
        line({ id: "a", quantity: 3, currentUnitPriceCents: 1_000, unitPriceCents: 900 }),
        line({ id: "b", currency: eur, currentUnitPriceCents: 2_000, unitPriceCents: 2_000 }),
      ],
      "key",
      { currency: rated[1]!, currencies: rated },
    );
    expect(view.totals).toEqual([{ currencyCode: "eur", cents: 4_400, formatted: "€44.00" }]);
    expect(view.lines.map((l) => [l.unitPrice, l.listedUnitPrice, l.lineTotal, l.previousUnitPrice])).toEqual([
      ["€8.00", "$10.00", "€24.00", "$9.00"],
      ["€20.00", null, "€20.00", null],
    ]);
    expect(view.charge).toEqual({ currencyCode: "eur", rates: ["1 USD = 0.8 EUR"] });
    expect(summarizeCart("c1", [line({})]).charge).toBeNull();
  });

  it("shows $0.00 for an empty cart", () => {
    const view = summarizeCart(null, []);
    expect(view.total).toBe("$0.00");
    expect(view.totalQuantity).toBe(0);
  });

  it("badge = total quantity; total through the currency template", () => {
    const view = summarizeCart("c", [
      line({ quantity: 2 }),
      line({ id: "l2", variantId: "v2", quantity: 3, currentUnitPriceCents: 250, unitPriceCents: 250 }),
    ]);
    expect(view.totalQuantity).toBe(5);
    expect(view.totalCents).toBe(2750);
    expect(view.total).toBe("$27.50");
    expect(view.lines[0].lineTotal).toBe("$20.00");
  });

  it("flags a line whose price changed since it was added and charges the current price", () => {
    const view = summarizeCart("c", [line({ unitPriceCents: 1000, currentUnitPriceCents: 800 })]);
    expect(view.lines[0].priceChanged).toBe(true);
    expect(view.lines[0].previousUnitPrice).toBe("$10.00");
    expect(view.lines[0].unitPrice).toBe("$8.00");
    expect(view.total).toBe("$8.00");
  });

  it("keeps one total per currency", () => {
    const view = summarizeCart("c", [line({}), line({ id: "l2", variantId: "v2", currency: eur })]);
    expect(view.totals?.map((t) => t.formatted)).toEqual(["$10.00", "€10.00"]);
    expect(view.total).toBe("$10.00 + €10.00");
  });
});

describe("quantities", () => {
  it("an update to 0 or less removes the line", () => {
    expect(updatedQuantity(0)).toBeNull();
    expect(updatedQuantity(-3)).toBeNull();
    expect(updatedQuantity(NaN)).toBeNull();
    expect(updatedQuantity(4)).toBe(4);
  });
  it("adding merges by adding quantities, bounded", () => {
    expect(mergedQuantity(2, 3)).toBe(5);
    expect(mergedQuantity(MAX_LINE_QUANTITY, 3)).toBe(MAX_LINE_QUANTITY);
  });
});

describe("planCartMerge", () => {
  const unlimited = () => Infinity;

  it("moves lines of variants the user's cart does not hold", () => {
    const plan = planCartMerge(
      [{ id: "u1", variantId: "a", quantity: 1 }],
      [{ id: "x1", variantId: "b", quantity: 2 }],
      unlimited,
    );
    expect(plan).toEqual({ updates: [], moves: [{ id: "x1", quantity: 2 }], drops: [] });
  });

  it("adds quantities of the same variant into the user's line", () => {
    const plan = planCartMerge(
      [{ id: "u1", variantId: "a", quantity: 1 }],
      [{ id: "x1", variantId: "a", quantity: 2 }],
      unlimited,
    );
    expect(plan).toEqual({ updates: [{ id: "u1", quantity: 3 }], moves: [], drops: ["x1"] });
  });

  it("caps merged quantities at what is available, never shrinking the user's line", () => {
    const stock = (variantId: string) => (variantId === "a" ? 2 : 0);
    const plan = planCartMerge(
      [
        { id: "u1", variantId: "a", quantity: 1 },
        { id: "u2", variantId: "c", quantity: 4 },
      ],
      [
        { id: "x1", variantId: "a", quantity: 5 },
        { id: "x2", variantId: "b", quantity: 1 },
        { id: "x3", variantId: "c", quantity: 1 },
      ],
      stock,
    );
    expect(plan.updates).toEqual([{ id: "u1", quantity: 2 }]);
    expect(plan.moves).toEqual([]);
    expect(plan.drops.sort()).toEqual(["x1", "x2", "x3"]);
  });

  it("moves everything into an empty user cart", () => {
    const plan = planCartMerge(
      [],
      [
        { id: "x1", variantId: "a", quantity: 1 },
        { id: "x2", variantId: "b", quantity: 0 },
      ],
      unlimited,
    );
    expect(plan).toEqual({ updates: [], moves: [{ id: "x1", quantity: 1 }], drops: ["x2"] });
  });
});
