import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { generateCatalogue } from "./generator/generate";
import { TEMPLATES } from "./generator/templates";
import { renderPicture } from "./pictures/render";
import {
  clampVariant,
  cleanLabel,
  LABEL_MAX_LENGTH,
  PICTURE_KINDS,
  PICTURE_REVISION,
  pictureLabel,
  pictureVariant,
  productPictureUrl,
  VARIANT_COUNT,
  variantDigits,
} from "./product-picture";

const HOSTILE = `</text><script>alert("x")</script>&amp; 'quoted' <svg onload=alert(1)>`;

describe("the variant of a product's picture", () => {
  it("is the same every time for the same product, and in range", () => {
    for (const id of ["gen-centrifuge-0006", "bench-1", "agilent-8890-gc", ""]) {
      expect(pictureVariant(id)).toBe(pictureVariant(id));
      expect(pictureVariant(id)).toBeGreaterThanOrEqual(0);
      expect(pictureVariant(id)).toBeLessThan(VARIANT_COUNT);
    }
  });

  it("differs between products: 100 centrifuges get many variants, colours and shapes", () => {
    const ids = Array.from({ length: 100 }, (_, i) => `gen-centrifuge-${String(6 + i * 19).padStart(4, "0")}`);
    const variants = ids.map(pictureVariant);
    expect(new Set(variants).size).toBeGreaterThanOrEqual(80);
    const digits = variants.map(variantDigits);
    expect(new Set(digits.map((d) => d.accent)).size).toBe(12);
    expect(new Set(digits.map((d) => d.form)).size).toBe(4);
    expect(new Set(digits.map((d) => `${d.housing}-${d.mirror}-${d.count}`)).size).toBeGreaterThanOrEqual(15);
    // Neighbours in one grid (the generated catalogue lists a kind every 19th product) rarely look alike.
    const alike = variants.slice(1).filter((v, i) => variantDigits(v).accent === variantDigits(variants[i]).accent);
    expect(alike.length).toBeLessThan(25);
  });

  it("clamps any parameter into range and reads garbage as 0", () => {
    expect(clampVariant("5")).toBe(5);
    expect(clampVariant("-3")).toBe(0);
    expect(clampVariant("99999999999999999999")).toBe(VARIANT_COUNT - 1);
    expect(clampVariant(String(VARIANT_COUNT))).toBe(VARIANT_COUNT - 1);
    expect(clampVariant("abc")).toBe(0);
    expect(clampVariant(null)).toBe(0);
    expect(clampVariant(Number.NaN)).toBe(0);
    expect(clampVariant("12.9")).toBe(12);
  });
});

describe("the label on the picture", () => {
  it("is the model code of the title, or a model number, or none", () => {
    expect(pictureLabel("Eppendorf Nova CF-452X Refrigerated Centrifuge")).toBe("CF-452X");
    expect(pictureLabel("Agilent Infinity LC-318 Pro UHPLC System")).toBe("LC-318 Pro");
    expect(pictureLabel("Agilent Series 4567 Refrigerated Centrifuge")).toBe("4567");
    expect(pictureLabel("Agilent 8890 GC")).toBe("8890");
    expect(pictureLabel("A centrifuge")).toBeNull();
    expect(pictureLabel(null)).toBeNull();
  });

  it("drops control characters and is cut to fit the panel", () => {
    expect(cleanLabel("  CF\u0000-\u202e452\nX  ")).toBe("CF-452 X");
    expect(Array.from(cleanLabel("x".repeat(100))!)).toHaveLength(LABEL_MAX_LENGTH);
    expect(cleanLabel("🧪".repeat(20))).toBe("🧪".repeat(LABEL_MAX_LENGTH));
    expect(cleanLabel("\u0007 ")).toBeNull();
  });
});

describe("productPictureUrl", () => {
  const product = { id: "gen-centrifuge-0006", title: "Eppendorf Nova CF-452X Refrigerated Centrifuge" };

  it("turns a kind's shared drawing into that kind's drawing varied by the product", () => {
    const url = productPictureUrl("/images/types/centrifuge.svg", product);
    expect(url).toBe(
      `/images/generated/centrifuge.svg?v=${pictureVariant(product.id)}&label=CF-452X&r=${PICTURE_REVISION}`,
    );
    const other = productPictureUrl("/images/types/centrifuge.svg", { id: "gen-centrifuge-0025", title: "X" });
    expect(other).not.toBe(url);
    expect(other).not.toContain("label=");
  });

  it("keeps uploads, hand-made pictures, unknown kinds and empty pictures as they are", () => {
    for (const url of [
      "/files/product-images/3f9a0c1d2e4b5a6978877665544332211.webp",
      "https://bucket.example/files/abc.png",
      "/images/products/agilent-8890-gc-1.svg",
      "/images/types/teleporter.svg",
      "/images/types/centrifuge.svg?x=1",
      "/images/types/../types/centrifuge.svg",
    ])
      expect(productPictureUrl(url, product)).toBe(url);
    expect(productPictureUrl(null, product)).toBeNull();
    expect(productPictureUrl("", product)).toBeNull();
  });

  it("puts a hostile title's code in the URL encoded, never raw", () => {
    const url = productPictureUrl("/images/types/balance.svg", { id: "p", title: `Evil <b>&"' AB-123X` });
    expect(url).toContain("label=AB-123X");
  });

  it("covers every kind of the generated catalogue", () => {
    expect([...PICTURE_KINDS].sort()).toEqual([...new Set(TEMPLATES.map((t) => t.type))].sort());
    for (const generated of generateCatalogue(40))
      expect(productPictureUrl(generated.thumbnailUrl, generated)).toMatch(
        new RegExp(`^/images/generated/${generated.type}\\.svg\\?v=\\d+&label=[A-Z]+-\\d{3}`),
      );
  });
});

describe("renderPicture", () => {
  const parser = new XMLParser({ ignoreAttributes: false, processEntities: true });

  it("gives small, valid SVG for every kind and the extreme variants", () => {
    for (const kind of PICTURE_KINDS)
      for (const variant of [0, 1, 431, VARIANT_COUNT - 1]) {
        const svg = renderPicture(kind, variant, "CF-452X Pro");
        expect(XMLValidator.validate(svg), `${kind} ${variant}`).toBe(true);
        expect(svg.length, kind).toBeLessThan(6000);
        expect(parser.parse(svg).svg["@_viewBox"]).toBe("0 0 800 600");
      }
  });

  it("has no background panel: nothing covers the whole canvas", () => {
    const svg = renderPicture("centrifuge", 0, null);
    expect(svg).not.toMatch(/<rect (x="0" y="0" )?width="800" height="600"/);
    expect(svg).not.toContain("#f8fafc");
  });

  it("is deterministic, and differs between variants", () => {
    expect(renderPicture("vials", 17, "VL-100")).toBe(renderPicture("vials", 17, "VL-100"));
    const pictures = new Set(Array.from({ length: 20 }, (_, v) => renderPicture("vials", v * 41, null)));
    expect(pictures.size).toBe(20);
  });

  it("escapes a hostile label into text, with no element or attribute of its own", () => {
    const svg = renderPicture("centrifuge", 3, HOSTILE);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<svg onload");
    const text = parser.parse(svg).svg.text;
    expect(text["#text"]).toBe(cleanLabel(HOSTILE));
    expect(svg.match(/<svg/g)).toHaveLength(1);
    // The accessible name carries it too, escaped inside the attribute.
    expect(parser.parse(svg).svg["@_aria-label"]).toBe(`Centrifuge ${cleanLabel(HOSTILE)} (drawing)`);
  });
});
