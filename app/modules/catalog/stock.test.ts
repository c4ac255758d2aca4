import { describe, expect, it } from "vitest";
import { availableQuantity, canAddToCart, cartStockError, stockMessage } from "./stock";

const managed = (inventoryQuantity: number, reservedQuantity = 0) => ({
  manageInventory: true,
  inventoryQuantity,
  reservedQuantity,
});
const untracked = { manageInventory: false, inventoryQuantity: 0, reservedQuantity: 0 };

describe("availableQuantity", () => {
  it("is stock minus reservations, never negative", () => {
    expect(availableQuantity(managed(5, 2))).toBe(3);
    expect(availableQuantity(managed(1, 3))).toBe(0);
  });
  it("is unlimited when inventory is not managed", () => {
    expect(availableQuantity(untracked)).toBe(Infinity);
  });
});

describe("stockMessage", () => {
  it("says 'N in stock!' when the quantity fits", () => {
    expect(stockMessage(managed(5), 2)?.text).toBe("5 in stock!");
    expect(stockMessage(managed(5, 1), 4)?.text).toBe("4 in stock!");
  });
  it("says 'Not enough stock. Only N left.' when the quantity exceeds stock", () => {
    expect(stockMessage(managed(3), 4)?.text).toBe("Not enough stock. Only 3 left.");
  });
  it("says 'Currently unavailable' with no stock, or when not purchasable", () => {
    expect(stockMessage(managed(0), 1)?.text).toBe("Currently unavailable");
    expect(stockMessage(managed(2, 2), 1)?.text).toBe("Currently unavailable");
    expect(stockMessage(untracked, 1, false)?.text).toBe("Currently unavailable");
  });
  it("says nothing when stock is not tracked", () => {
    expect(stockMessage(untracked, 50)).toBeNull();
  });
});

describe("canAddToCart", () => {
  it("is disabled when the product is not purchasable", () => {
    expect(canAddToCart(false, untracked, 1)).toBe(false);
  });
  it("is disabled when inventory is managed and the quantity exceeds stock", () => {
    expect(canAddToCart(true, managed(2), 3)).toBe(false);
    expect(canAddToCart(true, managed(0), 1)).toBe(false);
    expect(canAddToCart(true, managed(2), 2)).toBe(true);
  });
  it("is enabled for untracked stock and rejects quantities below 1", () => {
    expect(canAddToCart(true, untracked, 500)).toBe(true);
    expect(canAddToCart(true, untracked, 0)).toBe(false);
  });
});

describe("cartStockError", () => {
  const line = { productTitle: "NanoDrop One", variantTitle: "NanoDrop OneC" };
  it("counts the quantity already in the cart", () => {
    expect(cartStockError(line, managed(3), 2, 1)).toBeNull();
    expect(cartStockError(line, managed(3), 2, 2)).toBe(
      "Not enough stock for NanoDrop One (NanoDrop OneC). Only 3 left.",
    );
  });
  it("reports what is left after reservations", () => {
    expect(cartStockError(line, managed(3, 2), 0, 2)).toBe(
      "Not enough stock for NanoDrop One (NanoDrop OneC). Only 1 left.",
    );
  });
  it("never applies to untracked stock", () => {
    expect(cartStockError(line, untracked, 100, 100)).toBeNull();
  });
});

describe("back-orders (ADR 061)", () => {
  const backorder = (inventoryQuantity: number) => ({ ...managed(inventoryQuantity), allowBackorder: true });
  it("orders beyond stock: the split is stated, nothing to say when all are back-ordered", () => {
    expect(stockMessage(backorder(2), 5)).toEqual({ text: "2 in stock; 3 on back-order.", tone: "warning" });
    expect(stockMessage(backorder(2), 2)).toEqual({ text: "2 in stock!", tone: "ok" });
    expect(stockMessage(backorder(0), 3)).toBeNull();
  });
  it("may always be added to the cart and never exceed stock", () => {
    expect(canAddToCart(true, backorder(0), 4)).toBe(true);
    expect(cartStockError({ productTitle: "Tips", variantTitle: "Default" }, backorder(0), 5, 5)).toBeNull();
  });
});
