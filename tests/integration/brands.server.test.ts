// Integration: brand list and detail against the seeded database, and the route's redirect rule.
import { describe, expect, it } from "vitest";
import { loader as brandLoader } from "~/routes/shop.brands.$brandId";
import { getBrandDetail, listBrands } from "~/modules/brands/brands.server";
import { routeArgs } from "../setup/route-args";

const SIX = ["agilent", "thermo-fisher", "merck", "roche", "sartorius", "waters"];

async function runLoader(brandId: string) {
  const request = new Request(`http://test/shop/brands/${brandId}`);
  try {
    return await brandLoader(routeArgs({ request, params: { brandId } }));
  } catch (thrown) {
    return thrown;
  }
}

describe("brands", () => {
  it("lists the six brands by position", async () => {
    // Other test files running at the same time add brand pages of their own (ids they made up): the seeded six must
    // come in their order among whatever else is there.
    const brands = await listBrands();
    expect(brands.map((b) => b.id).filter((id) => SIX.includes(id))).toEqual(SIX);
  });

  it("gives every one of the six brands a detail page with products, demos and experts", async () => {
    for (const id of SIX) {
      const detail = await getBrandDetail(id, null);
      expect(detail, id).not.toBeNull();
      expect(detail!.brand.hq.length).toBeGreaterThan(0);
      expect(detail!.brand.contactEmail).toContain("@");
      expect(detail!.products.length, `${id} products`).toBeGreaterThan(0);
      expect(detail!.products.every((p) => p.price !== null)).toBe(true);
      expect(detail!.experts.length, `${id} experts`).toBeGreaterThan(0);
    }
  });

  it("shows only events starting now or later", async () => {
    const now = await getBrandDetail("merck", null, new Date());
    expect(now!.events.map((e) => e.id)).toContain("panel-discussion-crispr");
    const later = await getBrandDetail("merck", null, new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000));
    expect(later!.events).toEqual([]);
  });

  it("returns null for an unknown brand", async () => {
    expect(await getBrandDetail("nope", null)).toBeNull();
  });

  it("redirects an unknown brand id to /shop/brands", async () => {
    const result = await runLoader("nope");
    expect(result).toBeInstanceOf(Response);
    const response = result as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/shop/brands");
  });

  it("loads a known brand", async () => {
    const result = (await runLoader("waters")) as Awaited<ReturnType<typeof brandLoader>>;
    expect(result.brand.name).toBe("Waters Corporation");
  });
});
