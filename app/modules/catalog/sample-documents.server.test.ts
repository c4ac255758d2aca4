import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { descriptionBlocks, renderSampleDocumentPdf } from "./sample-documents.server";
import { sampleDocuments, type SampleDocumentProduct } from "./sample-documents";

/** The text drawn on each page: pdfkit writes one compressed content stream per page, its strings as hex. */
function pageTexts(pdf: Buffer): string[] {
  const source = pdf.toString("latin1");
  const pages: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    if (!content.includes("BT")) continue;
    pages.push(
      [...content.matchAll(/<([0-9a-f]+)>/gi)].map((m) => Buffer.from(m[1]!, "hex").toString("latin1")).join(""),
    );
  }
  return pages;
}

const kit: SampleDocumentProduct = {
  id: "roche-elecsys-troponin-t-hs",
  title: "Roche Elecsys Troponin T hs STAT Assay (200 tests)",
  subtitle: null,
  brandName: "Roche Diagnostics",
  categoryId: "diagnostic-kits",
  categoryName: "Diagnostic Kits",
  variants: [{ title: "Default", sku: "ROC-08469873190" }],
  specifications: [
    {
      title: "Kit",
      rows: [{ key: "storage-temperature", label: "Storage temperature", value: "2–8 °C", variantSpecific: false }],
    },
  ],
  measuredKeys: ["storage-temperature"],
  description: descriptionBlocks("<p>High-sensitivity troponin T.</p><ul><li>9 min</li><li>−20 °C</li></ul>"),
  sections: [],
};

describe("descriptionBlocks", () => {
  it("keeps paragraphs and list items apart, as plain text", () => {
    expect(
      descriptionBlocks(
        "<p>The <strong>FreeZone</strong> dries &amp; stores.</p><ul><li>-50 °C <em>collector</em></li><li>Vacuum &lt; 0.1 mbar</li></ul><p>Last<br>line <script>x()</script></p>",
      ),
    ).toEqual([
      { text: "The FreeZone dries & stores.", bullet: false },
      { text: "-50 °C collector", bullet: true },
      { text: "Vacuum < 0.1 mbar", bullet: true },
      { text: "Last", bullet: false },
      { text: "line", bullet: false },
    ]);
    expect(descriptionBlocks("")).toEqual([]);
  });
});

describe("renderSampleDocumentPdf", () => {
  it("draws a PDF whose every page says SAMPLE, the same bytes for the same document", async () => {
    for (const document of sampleDocuments(kit)) {
      const pdf = await renderSampleDocumentPdf(document);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.length).toBeLessThan(100_000);
      const pages = pageTexts(pdf);
      expect(pages.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(page).toContain("SAMPLE DOCUMENT");
        expect(page).toContain("SAMPLE document generated for the LabMarket demo");
      }
      expect(pages[0]).toContain(kit.title);
      expect((await renderSampleDocumentPdf(document)).equals(pdf)).toBe(true);
    }
  });

  it("puts all 16 SDS sections and the CoA's lot and results in the file", async () => {
    const [, sds, coa] = sampleDocuments(kit);
    const sdsText = pageTexts(await renderSampleDocumentPdf(sds!)).join("");
    for (const n of [1, 2, 9, 14, 16]) expect(sdsText).toMatch(new RegExp(`${n}\\. [A-Z]`));
    expect(sdsText).toContain("Sample text:");
    const coaText = pageTexts(await renderSampleDocumentPdf(coa!)).join("");
    expect(coaText).toMatch(/DEMO-\d{6}-\d{4}/);
    expect(coaText).toContain("Storage temperature");
  });
});
