import { describe, expect, it } from "vitest";
import {
  backorderNote,
  backorderedUnits,
  formatLeadTime,
  productAvailability,
  saleUnitText,
  variantAvailability,
} from "./availability";

const v = (inventoryQuantity: number, over: Record<string, unknown> = {}) => ({
  manageInventory: true,
  inventoryQuantity,
  reservedQuantity: 0,
  leadTimeDays: null as number | null,
  allowBackorder: false,
  ...over,
});

describe("availability wording", () => {
  it("in stock with and without a lead time", () => {
    expect(variantAvailability(v(5, { leadTimeDays: 2 })).text).toBe("In stock, ships in 2 days");
    expect(variantAvailability(v(5)).text).toBe("In stock");
  });
  it("made to order reads the lead time in weeks", () => {
    expect(variantAvailability(v(0, { manageInventory: false, leadTimeDays: 42 })).text).toBe("Ships in 6 weeks");
    expect(formatLeadTime(10)).toBe("10 days");
    expect(formatLeadTime(7)).toBe("7 days");
  });
  it("back-order when allowed, else out of stock with notify", () => {
    const back = variantAvailability(v(0, { allowBackorder: true }));
    expect(back).toMatchObject({ kind: "backorder", text: "Back-order", orderable: true, notifiable: true });
    const out = variantAvailability(v(2, { reservedQuantity: 2 }));
    expect(out).toMatchObject({ kind: "out-of-stock", orderable: false, notifiable: true });
    expect(variantAvailability(v(5), false).kind).toBe("unavailable");
  });
  it("a product shows its best variant", () => {
    expect(productAvailability([v(0), v(3, { leadTimeDays: 14 }), v(1, { leadTimeDays: 3 })]).text).toBe(
      "In stock, ships in 3 days",
    );
  });
  it("counts back-ordered units beyond stock", () => {
    expect(backorderedUnits(v(2, { allowBackorder: true }), 5)).toBe(3);
    expect(backorderedUnits(v(2), 5)).toBe(0);
  });
  it("words the back-ordered part of a line", () => {
    expect(backorderNote(0, 4)).toBeNull();
    expect(backorderNote(4, 4)).toBe("Back-order: ships when stock returns.");
    expect(backorderNote(3, 5)).toBe("3 of 5 on back-order: they ship when stock returns.");
  });
  it("says what the price buys", () => {
    expect(saleUnitText("3 columns", "box")).toBe("Price per box (3 columns)");
    expect(saleUnitText(null, "bottle")).toBe("Price per bottle");
    expect(saleUnitText("1 column", "each")).toBe("Price each (1 column)");
    expect(saleUnitText("500 mL", " ")).toBe("Pack size: 500 mL");
    expect(saleUnitText(null, null)).toBeNull();
  });
});
