import { describe, expect, it } from "vitest";
import { FINDER_PAGE_SIZE, FINDER_PAGES, finderHref, finderPageNumber } from "./paging";

describe("finderPageNumber", () => {
  it("reads a whole page number", () => {
    expect(finderPageNumber(null)).toEqual({ page: 1, notice: null });
    expect(finderPageNumber("")).toEqual({ page: 1, notice: null });
    expect(finderPageNumber("3")).toEqual({ page: 3, notice: null });
    expect(finderPageNumber(` ${FINDER_PAGES} `)).toEqual({ page: FINDER_PAGES, notice: null });
  });

  it.each(["0", "-2", "abc", "2.5", "1e3", "1\u0000", "9999999999"])("gives the first page for %j", (raw) => {
    const { page, notice } = finderPageNumber(raw);
    expect(page).toBe(1);
    expect(notice).toMatch(/not valid/);
  });

  it("stops at the last page", () => {
    const { page, notice } = finderPageNumber(String(FINDER_PAGES + 1));
    expect(page).toBe(FINDER_PAGES);
    expect(notice).toContain(`at most ${FINDER_PAGES * FINDER_PAGE_SIZE} matches`);
  });
});

describe("finderHref", () => {
  it("links the first page without a page parameter", () => {
    expect(finderHref("CO2 incubator, 150 L", 1)).toBe("/finder?q=CO2%20incubator%2C%20150%20L");
    expect(finderHref("pipette", 2)).toBe("/finder?q=pipette&page=2");
    expect(finderHref("pipette")).toBe("/finder?q=pipette");
  });

  it("links the empty finder without a request", () => {
    expect(finderHref("")).toBe("/finder");
    expect(finderHref("", 3)).toBe("/finder");
  });
});
