// Pictures that tell products apart (issue 37 item 4, ADR 068): the SVG route through its loader, and the pictures
// the store grid and the product page hand out over the seeded catalogue (stored with the shared drawings' URLs).
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { clampVariant, cleanLabel, VARIANT_COUNT } from "~/modules/catalog/product-picture";
import { loader as pictureLoader } from "~/routes/images.generated.$type[.svg]";
import { loader as storeLoader } from "~/routes/store._index";
import { loader as productLoader } from "~/routes/store.product.$id";
import { prisma } from "~/utils/db.server";
import { routeArgs } from "../setup/route-args";

const parser = new XMLParser({ ignoreAttributes: false, processEntities: true });

function picture(path: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, { headers });
  const type = /^\/images\/generated\/([^/?]*)\.svg/.exec(path)?.[1];
  return pictureLoader(routeArgs({ request, params: { type }, pattern: "/images/generated/:type.svg" }));
}

describe("/images/generated/<kind>.svg", () => {
  it("answers SVG that parses as XML, with a year's caching, an ETag and a locked-down policy", async () => {
    const response = picture("/images/generated/centrifuge.svg?v=5&label=CF-452X&r=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const policy = response.headers.get("Content-Security-Policy")!;
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).not.toMatch(/script-src/);
    expect(response.headers.get("ETag")).toMatch(/^W\/"[\w-]{10,}"$/);
    const svg = await response.text();
    expect(svg.length).toBeLessThan(6000);
    expect(XMLValidator.validate(svg)).toBe(true);
    const root = parser.parse(svg).svg;
    expect(root["@_xmlns"]).toBe("http://www.w3.org/2000/svg");
    expect(root.text["#text"]).toBe("CF-452X");
  });

  it("answers 304 to a browser that already has it, and the same ETag for the same picture", async () => {
    const path = "/images/generated/vials.svg?v=200&label=VL-100&r=1";
    const etag = picture(path).headers.get("ETag")!;
    expect(picture(path).headers.get("ETag")).toBe(etag);
    const again = picture(path, { "If-None-Match": `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(picture(path, { "If-None-Match": '"other"' }).status).toBe(200);
    expect(picture("/images/generated/vials.svg?v=201&label=VL-100&r=1").headers.get("ETag")).not.toBe(etag);
  });

  it("escapes a hostile label: it stays text, never markup", async () => {
    const hostile = `</text><script>alert(1)</script>&"'<svg onload=x>`;
    const response = picture(`/images/generated/balance.svg?v=3&label=${encodeURIComponent(hostile)}`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain("<script");
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(parser.parse(svg).svg.text["#text"]).toBe(cleanLabel(hostile));
    expect(cleanLabel(hostile)).toMatch(/^<\/text><script/);
  });

  it("never fails on bad parameters: unknown kinds are 404, variants are clamped, garbage is ignored", async () => {
    for (const path of [
      "/images/generated/teleporter.svg",
      "/images/generated/..%2Fcentrifuge.svg",
      "/images/generated/CENTRIFUGE.svg",
    ])
      expect(picture(path).status, path).toBe(404);
    const top = await picture(`/images/generated/qpcr.svg?v=${VARIANT_COUNT - 1}`).text();
    expect(await picture("/images/generated/qpcr.svg?v=99999999999999999999").text()).toBe(top);
    for (const v of ["-1", "abc", "", "1e400", "NaN", "%00"]) {
      const response = picture(`/images/generated/qpcr.svg?v=${v}`);
      expect(response.status, v).toBe(200);
      expect(await response.text(), v).toBe(await picture(`/images/generated/qpcr.svg?v=${clampVariant(v)}`).text());
    }
    const odd = picture(`/images/generated/qpcr.svg?v=1&v=2&label=${"x".repeat(5000)}&label=&r=zz&other=1`);
    expect(odd.status).toBe(200);
    expect(XMLValidator.validate(await odd.text())).toBe(true);
  });
});

describe("pictures in the seeded catalogue", () => {
  it("gives each generated centrifuge in the store grid its own drawing; hand-made pictures stay", async () => {
    const { result } = await storeLoader(
      routeArgs({ request: new Request("http://localhost/store?q=centrifuge"), pattern: "/store" }),
    );
    const generated = result.products.filter((p) => p.id.startsWith("gen-centrifuge-"));
    expect(generated.length).toBeGreaterThanOrEqual(5);
    for (const card of generated) expect(card.thumbnailUrl).toMatch(/^\/images\/generated\/centrifuge\.svg\?v=\d+&/);
    expect(new Set(generated.map((p) => p.thumbnailUrl)).size).toBe(generated.length);
    const stored = await prisma.storeProduct.findMany({
      where: { id: { in: result.products.map((p) => p.id) } },
      select: { id: true, thumbnailUrl: true },
    });
    for (const row of stored.filter((r) => !r.thumbnailUrl?.startsWith("/images/types/")))
      expect(result.products.find((p) => p.id === row.id)!.thumbnailUrl).toBe(row.thumbnailUrl);
  });

  it("shows the same drawing on the product page, in its gallery and its structured data", async () => {
    const request = new Request("http://localhost/store/product/gen-centrifuge-0006");
    const { product } = await productLoader(routeArgs({ request, params: { id: "gen-centrifuge-0006" } }));
    expect(product.images[0].url).toMatch(/^\/images\/generated\/centrifuge\.svg\?v=\d+&label=CF-\d{3}/);
    const [structured] = product.jsonLd.image as string[];
    expect(structured).toMatch(/^https?:\/\//);
    expect(structured.endsWith(product.images[0].url)).toBe(true);
  });

  it("keeps a hand-made product's own pictures", async () => {
    const request = new Request("http://localhost/store/product/agilent-8890-gc");
    const { product } = await productLoader(routeArgs({ request, params: { id: "agilent-8890-gc" } }));
    expect(product.images.length).toBeGreaterThan(1);
    for (const image of product.images) expect(image.url).toMatch(/^\/images\/products\/agilent-8890-gc-\d\.svg$/);
  });
});
