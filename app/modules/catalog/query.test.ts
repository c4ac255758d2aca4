import { describe, expect, it } from "vitest";
import { pageWindow, parseMarketplaceQuery, parseStoreQuery, searchString } from "./query";

describe("parseStoreQuery", () => {
  it("reads q and page", () => {
    expect(parseStoreQuery(new URLSearchParams("q=%20uhplc%20%20system &page=3"))).toEqual({ q: "uhplc system", page: 3 });
  });
  it("falls back on bad input", () => {
    expect(parseStoreQuery(new URLSearchParams("page=-2"))).toEqual({ q: "", page: 1 });
    expect(parseStoreQuery(new URLSearchParams("page=abc&q="))).toEqual({ q: "", page: 1 });
    expect(parseStoreQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(200);
  });
});

describe("parseMarketplaceQuery", () => {
  it("reads q, category and sort", () => {
    expect(parseMarketplaceQuery(new URLSearchParams("q=agilent&category=diagnostic-kits&sort=price-desc"))).toEqual({
      q: "agilent",
      category: "diagnostic-kits",
      sort: "price-desc",
    });
  });
  it("defaults to all products, featured", () => {
    expect(parseMarketplaceQuery(new URLSearchParams("category=all&sort=cheapest"))).toEqual({ q: "", category: "", sort: "featured" });
    expect(parseMarketplaceQuery(new URLSearchParams("category=../../etc"))).toMatchObject({ category: "" });
  });
});

describe("searchString", () => {
  it("drops empty and default values", () => {
    expect(searchString({ q: "a b", page: 1 }, { page: 1 })).toBe("?q=a+b");
    expect(searchString({ q: "", page: 1 }, { page: 1 })).toBe("");
  });
});

describe("pageWindow", () => {
  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 0, 4, 5, 6, 0, 10]);
  });
});
