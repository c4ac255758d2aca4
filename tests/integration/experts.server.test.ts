// Integration: Shop by influencer search and chips, the profile's 404 rule and curated products.
import { describe, expect, it } from "vitest";
import { loader as profileLoader } from "~/routes/influencer.$id";
import { loader as curatedLoader } from "~/routes/influencer.$id_.products";
import { loader as listLoader } from "~/routes/shop.influencers";
import { getCuratedProducts, getExpertProfile, listExperts } from "~/modules/experts/experts.server";
import { routeArgs } from "../setup/route-args";

async function statusOf(run: () => Promise<unknown>): Promise<number | "ok"> {
  try {
    await run();
    return "ok";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("listExperts", () => {
  it("lists the six experts in order without filters", async () => {
    const experts = await listExperts({ q: "", tag: "all" });
    // Other test files may add experts of their own (placed after the seeded six).
    expect(experts.slice(0, 6).map((e) => e.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("searches name and specialty case-insensitively", async () => {
    expect((await listExperts({ q: "CHEN", tag: "all" })).map((e) => e.name)).toEqual(["Dr. Sarah Chen"]);
    expect((await listExperts({ q: "proteomics", tag: "all" })).map((e) => e.id)).toEqual([2]);
    // LIKE wildcards match literally, other punctuation works as typed.
    expect(await listExperts({ q: "%", tag: "all" })).toEqual([]);
    expect(await listExperts({ q: "_", tag: "all" })).toEqual([]);
    expect((await listExperts({ q: "culture & quality", tag: "all" })).map((e) => e.id)).toEqual([6]);
  });

  it("filters by tag chip, combined with the search", async () => {
    const eu = await listExperts({ q: "", tag: "eu" });
    expect(eu.length).toBeGreaterThan(0);
    expect(eu.every((e) => e.tags.includes("eu"))).toBe(true);
    const diagnostics = await listExperts({ q: "", tag: "diagnostics" });
    expect(diagnostics.map((e) => e.id)).toEqual([3, 6]);
    expect(await listExperts({ q: "chen", tag: "eu" })).toEqual([]);
  });

  it("reads the filters from the URL in the route loader", async () => {
    const data = await listLoader(
      routeArgs({
        request: new Request("http://test/shop/influencers?q=lyophilization&tag=pharma"),
        params: {},
      }),
    );
    expect(data.filters).toEqual({ q: "lyophilization", tag: "pharma" });
    expect(data.experts.map((e) => e.name)).toEqual(["Dr. Elena Rossi"]);
  });
});

describe("expert profile", () => {
  it("loads experts 1 to 6 with brands, demos and featured product", async () => {
    for (let id = 1; id <= 6; id++) {
      const expert = await getExpertProfile(id);
      expect(expert, String(id)).not.toBeNull();
      expect(expert!.brands.length).toBeGreaterThan(0);
      expect(expert!.featuredProduct).not.toBeNull();
    }
    const sarah = await getExpertProfile(1);
    expect(sarah!.demos.length).toBeGreaterThan(0);
  });

  it("answers 404 for unknown or malformed ids instead of falling back to expert 1", async () => {
    const load = (id: string) => () =>
      profileLoader(
        routeArgs({
          request: new Request(`http://test/influencer/${id}`),
          params: { id },
        }),
      );
    expect(await statusOf(load("999"))).toBe(404);
    expect(await statusOf(load("abc"))).toBe(404);
    expect(await statusOf(load("0"))).toBe(404);
    expect(await statusOf(load("99999999999"))).toBe(404);
    expect(await statusOf(load("1"))).toBe("ok");
  });

  it("lists curated products in order with displayed prices", async () => {
    const curated = await getCuratedProducts(1);
    expect(curated!.products.map((p) => p.id)).toEqual([
      "sartorius-biostat-b-benchtop",
      "merck-mobius-50l",
      "sartorius-sartopore-2-capsule",
      "cytiva-akta-pure-25",
    ]);
    for (const product of curated!.products) expect(product.price?.formatted).toMatch(/\d+\.\d{2}/);
    const load = (id: string) => () =>
      curatedLoader(
        routeArgs({
          request: new Request(`http://test/influencer/${id}/products`),
          params: { id },
        }),
      );
    expect(await statusOf(load("999"))).toBe(404);
    expect(await statusOf(load("x"))).toBe(404);
  });
});
