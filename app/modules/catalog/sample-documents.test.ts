import { describe, expect, it } from "vitest";
import { loadSeedData } from "../../../prisma/seed-data";
import { MAX_DOCUMENT_TITLE } from "~/modules/product-editor/media";
import {
  CONSUMABLE_CATEGORIES,
  pdfSafeText,
  SAMPLE_NOTICE,
  sampleDocumentId,
  sampleDocumentKinds,
  sampleDocuments,
  sampleDocumentTitle,
  sampleLotNumber,
  SDS_SECTION_HEADINGS,
  type Block,
  type SampleDocumentProduct,
} from "./sample-documents";

const filter: SampleDocumentProduct = {
  id: "merck-millex-gv-filters",
  title: "Millex-GV Sterile Syringe Filter, 0.22 µm PVDF, 33 mm",
  subtitle: "Low protein binding filters",
  brandName: "Merck KGaA",
  categoryId: "laboratory-consumables",
  categoryName: "Laboratory Consumables",
  variants: [
    { title: "50 filters", sku: "MER-SLGV033RS" },
    { title: "250 filters", sku: "MER-SLGV033RB" },
  ],
  specifications: [
    {
      title: "Overview",
      rows: [{ key: "product-type", label: "Product type", value: "Syringe filter", variantSpecific: false }],
    },
    {
      title: "Specifications",
      rows: [
        { key: "pore-size", label: "Pore size", value: "0.22 µm", variantSpecific: false },
        { key: "sterile", label: "Sterile", value: "Yes", variantSpecific: false },
        { key: "notes", label: "Details", value: "Gamma irradiated", variantSpecific: false },
      ],
    },
  ],
  measuredKeys: ["pore-size"],
  description: [
    { text: "Millex-GV filters use hydrophilic PVDF membrane.", bullet: false },
    { text: "0.22 µm pore size", bullet: true },
  ],
  sections: [
    { title: "Storage & Handling", blocks: [{ text: "Store at room temperature (15–30 °C).", bullet: false }] },
    { title: "What's in the box", blocks: [{ text: "Blister-packed filters", bullet: true }] },
  ],
};

const instrument: SampleDocumentProduct = {
  ...filter,
  id: "cytiva-akta-pure-25",
  title: "ÄKTA pure 25 Protein Purification System",
  brandName: null,
  categoryId: "biopharma-machinery",
  categoryName: "Biopharma Machinery",
  variants: [{ title: "Default", sku: "CYT-29018224" }],
};

/** Every string a document prints, in order. */
function texts(blocks: Block[]): string[] {
  return blocks.flatMap((b) => {
    switch (b.type) {
      case "heading":
      case "paragraph":
      case "bullet":
        return [b.text];
      case "facts":
        return b.rows.flat();
      case "table":
        return [...b.columns.map((c) => c.label), ...b.rows.flat()];
    }
  });
}

const byKind = (product: SampleDocumentProduct) => Object.fromEntries(sampleDocuments(product).map((d) => [d.kind, d]));

describe("which documents a product gets", () => {
  it("a datasheet for everything; an SDS and a CoA also for consumables and kits", () => {
    expect(sampleDocumentKinds("analytical-instruments")).toEqual(["datasheet"]);
    expect(sampleDocumentKinds("biopharma-machinery")).toEqual(["datasheet"]);
    expect(sampleDocumentKinds("laboratory-consumables")).toEqual(["datasheet", "sds", "coa"]);
    expect(sampleDocumentKinds("diagnostic-kits")).toEqual(["datasheet", "sds", "coa"]);
    expect(sampleDocuments(filter).map((d) => d.kind)).toEqual(["datasheet", "sds", "coa"]);
    expect(sampleDocuments(instrument).map((d) => d.kind)).toEqual(["datasheet"]);
  });

  it("the demo catalogue: its consumable categories exist, and it gets a few dozen documents, not thousands", () => {
    const data = loadSeedData();
    const categories = data.categories.map((c) => c.id);
    for (const id of CONSUMABLE_CATEGORIES) expect(categories).toContain(id);
    const kinds = data.products.flatMap((p) => sampleDocumentKinds(p.categoryId));
    expect(kinds.filter((k) => k === "datasheet")).toHaveLength(data.products.length);
    expect(kinds.filter((k) => k === "sds").length).toBeGreaterThan(0);
    expect(kinds.length).toBeLessThan(100);
  });

  it("fixed row ids and titles that say sample, within the editor's title limit", () => {
    expect(sampleDocumentId("p1", "sds")).toBe("p1--sample-sds");
    expect(byKind(filter).coa!.title).toBe(
      "Sample certificate of analysis – Millex-GV Sterile Syringe Filter, 0.22 µm PVDF, 33 mm",
    );
    const long = sampleDocumentTitle("coa", "x".repeat(200));
    expect(long.length).toBe(MAX_DOCUMENT_TITLE);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("datasheet", () => {
  const text = texts(byKind(filter).datasheet!.blocks);

  it("carries the brand, the SKUs with their variants, the description and the specification table, no prices", () => {
    expect(text).toEqual(expect.arrayContaining(["Brand", "Merck KGaA", "Overview", "Ordering information"]));
    expect(text).toEqual(expect.arrayContaining(["50 filters", "MER-SLGV033RS", "250 filters", "MER-SLGV033RB"]));
    expect(text).toEqual(
      expect.arrayContaining(["Millex-GV filters use hydrophilic PVDF membrane.", "0.22 µm pore size"]),
    );
    expect(text).toEqual(expect.arrayContaining(["Specifications", "Pore size", "0.22 µm", "Sterile", "Yes"]));
    expect(text).toEqual(expect.arrayContaining(["Storage & Handling", "What's in the box", "Blister-packed filters"]));
    expect(text.join(" ")).not.toMatch(/\$|€|price:/i);
  });

  it("leaves the brand row out for a product without a brand", () => {
    expect(texts(byKind(instrument).datasheet!.blocks)).not.toContain("Brand");
  });
});

describe("safety data sheet", () => {
  const sds = byKind(filter).sds!;

  it("has the 16 GHS sections, numbered, in order", () => {
    expect(SDS_SECTION_HEADINGS).toHaveLength(16);
    const headings = sds.blocks.flatMap((b) => (b.type === "heading" ? [b.text] : []));
    expect(headings).toEqual(SDS_SECTION_HEADINGS.map((h, i) => `${i + 1}. ${h}`));
    expect(headings[1]).toBe("2. Hazard identification");
    expect(headings[15]).toBe("16. Other information");
  });

  it("fills every section, marks made-up text as sample text and names the product and its SKUs", () => {
    for (const [index, block] of sds.blocks.entries())
      if (block.type === "heading") expect(sds.blocks[index + 1]?.type).not.toBe("heading");
    const placeholders = sds.blocks.filter((b) => b.type === "paragraph" && b.style === "sample");
    expect(placeholders.length).toBeGreaterThanOrEqual(14);
    const text = texts(sds.blocks);
    expect(text).toEqual(expect.arrayContaining([filter.title, "MER-SLGV033RS, MER-SLGV033RB"]));
    expect(text.filter((t) => t.startsWith("Sample text:")).length).toBeGreaterThanOrEqual(13);
    // Section 7 quotes the listing's own storage text.
    expect(text).toContain("From the product listing: Store at room temperature (15–30 °C).");
  });
});

describe("certificate of analysis", () => {
  const coa = byKind(filter).coa!;
  const table = coa.blocks.find((b): b is Extract<Block, { type: "table" }> => b.type === "table")!;

  it("has a lot number, stable for the product, and a test / specification / result table", () => {
    expect(texts(coa.blocks)).toEqual(expect.arrayContaining(["Lot number", sampleLotNumber(filter.id)]));
    expect(sampleLotNumber(filter.id)).toMatch(/^DEMO-\d{6}-\d{4}$/);
    expect(sampleLotNumber(filter.id)).toBe(sampleLotNumber(filter.id));
    expect(sampleLotNumber(filter.id)).not.toBe(sampleLotNumber(instrument.id));
    expect(table.columns.map((c) => c.label)).toEqual(["Test", "Specification", "Result"]);
    expect(table.rows).toContainEqual(["Pore size", "0.22 µm", "Conforms"]);
    expect(table.rows).toContainEqual(["Sterility", "Sterile", "Pass"]);
    // Only measured values are tested: not the product type or free text.
    expect(table.rows.map((r) => r[0])).not.toContain("Details");
    expect(table.rows.every((r) => Array.isArray(r) && r.length === 3)).toBe(true);
  });

  it("says its lot, dates and results are made up", () => {
    expect(texts(coa.blocks).join(" ")).toMatch(/made up for the demo/);
    expect(texts(coa.blocks).filter((t) => t.endsWith("(sample)"))).toHaveLength(2);
  });

  it("is the same document for the same product (a re-seed stores no new file)", () => {
    expect(sampleDocuments(filter)).toEqual(sampleDocuments(structuredClone(filter)));
  });
});

describe("the sample notice", () => {
  it("says SAMPLE and that nothing in it is real", () => {
    expect(SAMPLE_NOTICE).toMatch(/^SAMPLE document generated for the LabMarket demo/);
    expect(SAMPLE_NOTICE).toMatch(/not issued by the manufacturer/);
    expect(SAMPLE_NOTICE).toMatch(/no real regulatory, safety or quality information/);
    for (const document of sampleDocuments(filter)) expect(document.title).toMatch(/^Sample /);
  });
});

describe("pdfSafeText", () => {
  it("keeps what the built-in PDF fonts draw and replaces the rest", () => {
    expect(pdfSafeText("0.22 µm, 4.5 cm², 15–30 °C, ÄKTA — “quoted” • €5")).toBe(
      "0.22 µm, 4.5 cm², 15–30 °C, ÄKTA — “quoted” • €5",
    );
    expect(pdfSafeText("−84 °C")).toBe("-84 °C");
    expect(pdfSafeText("≤ 10 % · ≥ 5 μL")).toBe("<= 10 % · >= 5 µL");
    expect(pdfSafeText("CO₂ incubator")).toBe("CO2 incubator");
    expect(pdfSafeText("a 🧪 b")).toBe("a ? b");
  });
});
