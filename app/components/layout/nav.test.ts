import { describe, expect, it } from "vitest";
import { isCurrentSection } from "./nav";

describe("isCurrentSection", () => {
  it("marks a section on its own page and below it", () => {
    expect(isCurrentSection("/shop/products", "/shop/products")).toBe(true);
    expect(isCurrentSection("/shop/products/extra", "/shop/products")).toBe(true);
    expect(isCurrentSection("/shop/productsx", "/shop/products")).toBe(false);
    expect(isCurrentSection("/store", "/shop/products")).toBe(false);
  });

  it("marks home only on the home page", () => {
    expect(isCurrentSection("/", "/")).toBe(true);
    expect(isCurrentSection("/store", "/")).toBe(false);
  });
});
