import { describe, expect, it } from "vitest";
import { parseCatalogueQuery, type Facet } from "~/modules/catalog/catalogue-query";
import { cleanCatalogueLocation, filterChips, withoutEmptyParams } from "~/modules/catalog/catalogue-url";

describe("clean catalogue URLs (issue 37)", () => {
  it("drops empty parameters and keeps the rest in order", () => {
    const params = new URLSearchParams("q=hplc&spec.flow.min=&spec.flow.max=&brand=agilent&min=&sort=&spec.mode=%20");
    expect(withoutEmptyParams(params)?.toString()).toBe("q=hplc&brand=agilent");
    expect(withoutEmptyParams(new URLSearchParams("q=hplc&brand=agilent"))).toBeNull();
    expect(withoutEmptyParams(new URLSearchParams(""))).toBeNull();
  });

  it("gives the clean address only when there is something to drop", () => {
    expect(cleanCatalogueLocation(new URL("http://x/store?category=&q=pump"))).toBe("/store?q=pump");
    expect(cleanCatalogueLocation(new URL("http://x/store?category=&min="))).toBe("/store");
    expect(cleanCatalogueLocation(new URL("http://x/store?q=pump"))).toBeNull();
  });
});

describe("filter chips", () => {
  const facets: Facet[] = [
    {
      key: "brand",
      label: "Brand",
      type: "multi",
      options: [
        { value: "agilent", label: "Agilent", count: 3, capped: false, selected: true },
        { value: "waters", label: "Waters", count: 2, capped: false, selected: true },
      ],
    },
    { key: "spec.flow", label: "Flow rate", type: "number", unit: "mL/min", options: [] },
    {
      key: "spec.detector",
      label: "Detector",
      type: "multi",
      options: [{ value: "uv", label: "UV-Vis", count: 1, capped: false, selected: true }],
    },
  ];

  it("makes one removable chip per active filter, each linking to the search without it", () => {
    const query = parseCatalogueQuery(
      new URLSearchParams("q=hplc&brand=agilent&brand=waters&min=100&stock=in&spec.flow.min=1&spec.detector=uv&page=3"),
    );
    const chips = filterChips(query, facets);
    expect(chips.map((c) => c.label)).toEqual([
      "Brand: Agilent",
      "Brand: Waters",
      "Price: from $100",
      "In stock",
      "Flow rate: from 1 mL/min",
      "Detector: UV-Vis",
    ]);
    const agilent = new URLSearchParams(chips[0].search);
    expect(agilent.getAll("brand")).toEqual(["waters"]);
    expect(agilent.get("q")).toBe("hplc");
    expect(agilent.get("page")).toBeNull();
    expect(new URLSearchParams(chips[4].search).has("spec.flow.min")).toBe(false);
    expect(new URLSearchParams(chips[5].search).has("spec.detector")).toBe(false);
    expect(new URLSearchParams(chips[3].search).has("stock")).toBe(false);
  });

  it("says a price range in the buyer's currency", () => {
    const euros = { code: "eur", symbol: "€", template: "€$1" };
    const query = parseCatalogueQuery(new URLSearchParams("min=1000&max=2500.5"), euros);
    expect(filterChips(query, facets).map((c) => c.label)).toEqual(["Price: €1,000 – €2,500.50"]);
  });

  it("has no chips without filters", () => {
    expect(filterChips(parseCatalogueQuery(new URLSearchParams("q=pump")), facets)).toEqual([]);
  });
});
