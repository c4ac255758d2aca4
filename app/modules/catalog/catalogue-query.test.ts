import { describe, expect, it } from "vitest";
import { catalogueSearch, formatCount, hasFilters, MAX_PAGE, parseCatalogueQuery } from "./catalogue-query";
import { pageWindow, searchString } from "./paging";

const parse = (s: string) => parseCatalogueQuery(new URLSearchParams(s));

describe("parseCatalogueQuery", () => {
  it("reads search, facets, price, stock, sort and page", () => {
    const query = parse(
      "q=%20uhplc%20%20system&category=analytical-instruments&brand=agilent&brand=waters&min=1000&max=50000.5&stock=in&sort=price-desc&page=3",
    );
    expect(query).toEqual({
      q: "uhplc system",
      sort: "price-desc",
      page: 3,
      filters: {
        category: ["analytical-instruments"],
        brand: ["agilent", "waters"],
        price: { min: 100_000, max: 5_000_050 },
        inStock: true,
        extra: {},
      },
      priceCurrency: { code: "usd", symbol: "$", template: "$$1" },
      notices: [],
    });
  });

  it("takes the buyer's currency for the price bounds (the URL's amounts are in it)", () => {
    const euros = { code: "eur", symbol: "€", template: "€$1" };
    expect(parseCatalogueQuery(new URLSearchParams("min=1000"), euros)).toMatchObject({
      filters: { price: { min: 100_000, max: null } },
      priceCurrency: euros,
    });
  });

  it("defaults: featured without a search, relevance with one", () => {
    expect(parse("")).toMatchObject({ q: "", sort: "featured", page: 1, notices: [] });
    expect(parse("q=centrifuge")).toMatchObject({ sort: "relevance" });
    expect(parse("sort=relevance")).toMatchObject({ sort: "featured" });
  });

  it("accepts comma lists, drops duplicates and 'all'", () => {
    expect(parse("category=a,b&category=b&category=all").filters.category).toEqual(["a", "b"]);
  });

  it("repeated single-valued parameters use the first value", () => {
    expect(parse("q=first&q=second&sort=rating&sort=newest&page=2&page=9")).toMatchObject({
      q: "first",
      sort: "rating",
      page: 2,
    });
  });

  it("strips NUL and control characters and caps the query length with a notice", () => {
    expect(parse("q=centri%00fuge%01").q).toBe("centri fuge");
    const long = parse(`q=${"x".repeat(2000)}`);
    expect(long.q).toHaveLength(200);
    expect(long.notices[0]).toMatch(/limited to 200 characters/);
    expect(parse("q=%00%00").q).toBe("");
    expect(parse("q=!!!%20---")).toMatchObject({ q: "", notices: [expect.stringMatching(/no letters or digits/)] });
  });

  it("bad sort, page, price and facet values fall back with a notice, never throw", () => {
    expect(parse("sort=cheapest")).toMatchObject({ sort: "featured", notices: [expect.stringMatching(/sort order/)] });
    expect(parse("page=-2")).toMatchObject({ page: 1, notices: [expect.stringMatching(/page number/)] });
    expect(parse("page=abc")).toMatchObject({ page: 1 });
    expect(parse("page=1e9")).toMatchObject({ page: 1 });
    expect(parse(`page=${MAX_PAGE + 1}`)).toMatchObject({
      page: MAX_PAGE,
      notices: [expect.stringMatching(/first 100 pages/)],
    });
    expect(parse("min=abc&max=10")).toMatchObject({
      filters: { price: { min: null, max: null } },
      notices: [expect.stringMatching(/must be numbers/)],
    });
    expect(parse("min=500&max=100")).toMatchObject({
      filters: { price: { min: 10_000, max: 50_000 } },
      notices: [expect.stringMatching(/swapped/)],
    });
    expect(parse("min=-5").filters.price.min).toBeNull();
    expect(parse("category=../../etc&brand=%3Cscript%3E")).toMatchObject({ filters: { category: [], brand: [] } });
    expect(parse("category=../../etc").notices).toHaveLength(1);
    expect(parse("stock=maybe")).toMatchObject({
      filters: { inStock: false },
      notices: [expect.stringMatching(/availability/)],
    });
  });

  it("passes spec.* facet parameters on, ignores other unknown keys", () => {
    expect(parse("spec.volume=50&utm_source=x&foo=bar").filters.extra).toEqual({ "spec.volume": ["50"] });
  });

  it("caps the number of values per facet", () => {
    const many = Array.from({ length: 30 }, (_, i) => `brand=b${i}`).join("&");
    expect(parse(many).filters.brand).toHaveLength(20);
  });
});

describe("catalogueSearch", () => {
  it("round-trips the canonical URL, dropping defaults", () => {
    const s = "q=lyoph&category=biopharma-machinery&brand=sartorius&min=10&max=2000&stock=in&sort=price-asc&page=2";
    expect(catalogueSearch(parse(s))).toBe(`?${s}`);
    expect(catalogueSearch(parse("sort=featured&page=1"))).toBe("");
    expect(catalogueSearch(parse("q=x&sort=relevance"))).toBe("?q=x");
  });
});

describe("hasFilters and formatCount", () => {
  it("know when facets narrow the list and cap counts at 10,000", () => {
    expect(hasFilters(parse("q=x").filters)).toBe(false);
    expect(hasFilters(parse("stock=in").filters)).toBe(true);
    expect(formatCount(1234, false)).toBe("1,234");
    expect(formatCount(10_000, true)).toBe("10,000+");
  });
});

describe("searchString and pageWindow", () => {
  it("drop empty and default values; show first, last and neighbours with gaps", () => {
    expect(searchString({ q: "a b", page: 1 }, { page: 1 })).toBe("?q=a+b");
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, 0, 4, 5, 6, 0, 10]);
  });
});
