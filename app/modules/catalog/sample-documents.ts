// Sample documents for the demo catalogue (issue 37 item 3): a datasheet for every seeded product and, for consumables
// and reagents, a safety data sheet and a certificate of analysis, all built from the product's own catalogue data.
// They exist so the product page's Documents list has something to show in the demo; every page says it is a sample,
// and the SDS and CoA carry placeholder text, never hazard or quality claims anyone could rely on.
// Pure: this file decides what each document says (as blocks); sample-documents.server.ts draws them as PDFs.
import type { DocumentKind } from "~/modules/product-editor/media";
import { MAX_DOCUMENT_TITLE } from "~/modules/product-editor/media";
import type { SpecificationGroup } from "./specifications";

/** Categories whose products are used up (consumables, reagents and kits): they also get an SDS and a CoA. */
export const CONSUMABLE_CATEGORIES: readonly string[] = ["laboratory-consumables", "diagnostic-kits"];

/** The 16 section headings of a GHS safety data sheet (UN GHS Annex 4, in its order). */
export const SDS_SECTION_HEADINGS = [
  "Identification",
  "Hazard identification",
  "Composition / information on ingredients",
  "First-aid measures",
  "Fire-fighting measures",
  "Accidental release measures",
  "Handling and storage",
  "Exposure controls / personal protection",
  "Physical and chemical properties",
  "Stability and reactivity",
  "Toxicological information",
  "Ecological information",
  "Disposal considerations",
  "Transport information",
  "Regulatory information",
  "Other information",
] as const;

/** Said on every page of every sample document (the renderer repeats it in each page's header and footer). */
export const SAMPLE_NOTICE =
  "SAMPLE document generated for the LabMarket demo from catalogue data. It is not issued by the manufacturer " +
  "and contains no real regulatory, safety or quality information.";

/** A run of description text: a paragraph, or one item of a list. */
export interface TextBlock {
  text: string;
  bullet: boolean;
}

/** What the documents are made from: the product as stored (the seed reads it back after writing it). */
export interface SampleDocumentProduct {
  id: string;
  title: string;
  subtitle: string | null;
  brandName: string | null;
  categoryId: string;
  categoryName: string | null;
  variants: { title: string; sku: string | null }[];
  specifications: SpecificationGroup[];
  /** Specification keys that are measured quantities (a number or range with a unit): what a CoA tests. */
  measuredKeys: string[];
  /** The description as plain text, split into paragraphs and list items. */
  description: TextBlock[];
  /** Additional-info sections other than a specifications list (the table above says it already). */
  sections: { title: string; blocks: TextBlock[] }[];
}

export type Block =
  | { type: "heading"; text: string }
  /** `sample`: placeholder text, set apart (italic); `note`: a closing remark in small print. */
  | { type: "paragraph"; text: string; style?: "sample" | "note" }
  | { type: "bullet"; text: string }
  /** Label / value pairs in two columns. */
  | { type: "facts"; rows: [string, string][] }
  /** A table; a row that is a string is a group heading spanning all columns. */
  | { type: "table"; columns: { label: string; share: number }[]; rows: (string[] | string)[] };

export interface SampleDocument {
  kind: DocumentKind;
  /** The ProductDocument title: the product page's link text and the download's file name. */
  title: string;
  /** The document's name as printed at the top of its first page. */
  heading: string;
  productTitle: string;
  productSubtitle: string | null;
  blocks: Block[];
}

/** Which documents a product gets: a datasheet always, an SDS and a CoA for consumables and reagents. */
export function sampleDocumentKinds(categoryId: string): DocumentKind[] {
  return CONSUMABLE_CATEGORIES.includes(categoryId) ? ["datasheet", "sds", "coa"] : ["datasheet"];
}

/** The ProductDocument id of a product's sample of `kind`: fixed, so a re-seed updates the row instead of adding one. */
export function sampleDocumentId(productId: string, kind: DocumentKind): string {
  return `${productId}--sample-${kind}`;
}

const NOUNS: Record<DocumentKind, { title: string; heading: string }> = {
  datasheet: { title: "datasheet", heading: "Datasheet" },
  sds: { title: "safety data sheet", heading: "Safety data sheet" },
  coa: { title: "certificate of analysis", heading: "Certificate of analysis" },
};

/** "Sample datasheet – <product>", cut to the editor's title limit. */
export function sampleDocumentTitle(kind: DocumentKind, productTitle: string): string {
  const title = `Sample ${NOUNS[kind].title} – ${productTitle}`;
  return title.length <= MAX_DOCUMENT_TITLE ? title : `${title.slice(0, MAX_DOCUMENT_TITLE - 1).trimEnd()}…`;
}

/** The documents of one product, in the order the product page lists them. */
export function sampleDocuments(product: SampleDocumentProduct): SampleDocument[] {
  return sampleDocumentKinds(product.categoryId).map((kind) => {
    const blocks = kind === "datasheet" ? datasheet(product) : kind === "sds" ? safetyDataSheet(product) : coa(product);
    return {
      kind,
      title: sampleDocumentTitle(kind, product.title),
      heading: NOUNS[kind].heading,
      productTitle: product.title,
      productSubtitle: product.subtitle,
      blocks,
    };
  });
}

function supplier(product: SampleDocumentProduct): string {
  return product.brandName ?? "Not named in the listing";
}

function skus(product: SampleDocumentProduct): string {
  const list = product.variants.map((v) => v.sku).filter((sku): sku is string => Boolean(sku));
  return list.length > 0 ? list.join(", ") : "None listed";
}

function textBlocks(blocks: TextBlock[]): Block[] {
  return blocks.map((b) => (b.bullet ? { type: "bullet", text: b.text } : { type: "paragraph", text: b.text }));
}

function datasheet(product: SampleDocumentProduct): Block[] {
  const blocks: Block[] = [
    {
      type: "facts",
      rows: [
        ...(product.brandName ? [["Brand", product.brandName] as [string, string]] : []),
        ["Category", product.categoryName ?? product.categoryId],
        ["Catalogue page", `/store/product/${product.id}`],
      ],
    },
  ];
  if (product.description.length > 0)
    blocks.push({ type: "heading", text: "Overview" }, ...textBlocks(product.description));
  blocks.push(
    { type: "heading", text: "Ordering information" },
    {
      type: "table",
      columns: [
        { label: "Variant", share: 0.6 },
        { label: "SKU", share: 0.4 },
      ],
      rows: product.variants.map((v) => [v.title, v.sku ?? "—"]),
    },
  );
  const specifications = product.specifications.filter((g) => g.rows.length > 0);
  if (specifications.length > 0)
    blocks.push(
      { type: "heading", text: "Specifications" },
      {
        type: "table",
        columns: [
          { label: "Specification", share: 0.38 },
          { label: "Value", share: 0.62 },
        ],
        rows: specifications.flatMap((g) => [g.title, ...g.rows.map((r) => [r.label, r.value])]),
      },
    );
  for (const section of product.sections)
    if (section.blocks.length > 0) blocks.push({ type: "heading", text: section.title }, ...textBlocks(section.blocks));
  blocks.push({
    type: "paragraph",
    text: "Specifications as listed in the LabMarket catalogue. Prices, stock and delivery times are on the catalogue page.",
    style: "note",
  });
  return blocks;
}

const isKit = (product: SampleDocumentProduct) => product.categoryId === "diagnostic-kits";

/** The product's own storage text, if its listing has a storage section ("Storage & Handling"). */
function storageText(product: SampleDocumentProduct): string | null {
  const section = product.sections.find((s) => /storage/i.test(s.title));
  return section ? section.blocks.map((b) => b.text).join(" ") : null;
}

const SAMPLE_TEXT = "Sample text:";

function safetyDataSheet(product: SampleDocumentProduct): Block[] {
  const kit = isKit(product);
  const storage = storageText(product);
  const said: Record<(typeof SDS_SECTION_HEADINGS)[number], Block[]> = {
    Identification: [
      {
        type: "facts",
        rows: [
          ["Product identifier", product.title],
          ["Product numbers", skus(product)],
          ["Recommended use", kit ? "In vitro diagnostic / laboratory reagent kit" : "Laboratory consumable"],
          ["Supplier", supplier(product)],
          ["Emergency telephone", "None: this is a sample document"],
        ],
      },
    ],
    "Hazard identification": [
      sample(
        "this sample does not classify the product. Hazard classes, pictograms, signal words and hazard and " +
          "precautionary statements appear only in the manufacturer's own safety data sheet.",
      ),
    ],
    "Composition / information on ingredients": [
      sample(
        kit
          ? "a kit of several reagents. The components and their concentrations are not stated in this sample."
          : "an article made of the materials named in the datasheet; it is not a substance or a mixture.",
      ),
    ],
    "First-aid measures": [
      sample("in case of contact, rinse with water and seek medical advice if symptoms persist. Placeholder only."),
    ],
    "Fire-fighting measures": [sample("use extinguishing media suited to the surrounding fire. Placeholder only.")],
    "Accidental release measures": [
      sample("collect spilled material and dispose of it as laboratory waste. Placeholder only."),
    ],
    "Handling and storage": [
      sample("handle according to good laboratory practice."),
      ...(storage ? [{ type: "paragraph" as const, text: `From the product listing: ${storage}` }] : []),
    ],
    "Exposure controls / personal protection": [
      sample("wear the laboratory coat, gloves and eye protection your local rules require. Placeholder only."),
    ],
    "Physical and chemical properties": [
      sample(kit ? "liquid and solid kit components; properties not stated." : "solid article; properties not stated."),
    ],
    "Stability and reactivity": [sample("stable under the recommended storage conditions. Placeholder only.")],
    "Toxicological information": [sample("no toxicological data are given in this sample.")],
    "Ecological information": [sample("no ecological data are given in this sample.")],
    "Disposal considerations": [sample("dispose of according to local regulations. Placeholder only.")],
    "Transport information": [sample("transport classification not assessed in this sample.")],
    "Regulatory information": [sample("no regulatory information is given in this sample.")],
    "Other information": [
      {
        type: "paragraph",
        text:
          "Generated by the LabMarket demo from the product's catalogue listing to show how safety data sheets are " +
          "offered for download. For real safety information ask the manufacturer for its current safety data sheet.",
        style: "sample",
      },
    ],
  };
  return SDS_SECTION_HEADINGS.flatMap((heading, index) => [
    { type: "heading" as const, text: `${index + 1}. ${heading}` },
    ...said[heading],
  ]);
}

function sample(text: string): Block {
  return { type: "paragraph", text: `${SAMPLE_TEXT} ${text}`, style: "sample" };
}

/** FNV-1a: a small stable number from a product id, for lot numbers and sample results that survive a re-seed. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "DEMO-250314-0427": a made-up lot number, the same for the same product on every seed. */
export function sampleLotNumber(productId: string): string {
  const hash = stableHash(productId);
  return `DEMO-${manufactured(hash).replace(/-/g, "").slice(2)}-${String(hash % 10_000).padStart(4, "0")}`;
}

/** A made-up manufacturing date in 2025 (not today's: the same product gives the same file on every seed). */
function manufactured(hash: number): string {
  const month = (hash % 12) + 1;
  const day = ((hash >>> 4) % 28) + 1;
  return `2025-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function coa(product: SampleDocumentProduct): Block[] {
  const kit = isKit(product);
  const hash = stableHash(product.id);
  const made = manufactured(hash);
  const expiry = `${Number(made.slice(0, 4)) + (kit ? 1 : 3)}${made.slice(4)}`;
  // Test rows from the product's own specification table: the listed value is the specification.
  const fromSpecifications = product.specifications
    .flatMap((g) => g.rows)
    .filter((r) => product.measuredKeys.includes(r.key))
    .slice(0, 5)
    .map((r) => [r.label, r.value, "Conforms"]);
  const sterile = product.specifications.some((g) => g.rows.some((r) => r.label === "Sterile" && r.value === "Yes"));
  const categoryTests = kit
    ? [
        ["Kit completeness", "All components present", "Conforms"],
        ["Functional test (reference panel)", "Controls within assigned ranges", "Pass"],
        ["Within-run precision (CV)", "max. 10 %", `${(2 + (hash % 60) / 10).toFixed(1)} %`],
        ["Microbial contamination", "Not detected", "Not detected"],
      ]
    : [
        ["Identity of material", "Matches reference", "Conforms"],
        ...(sterile ? [["Sterility", "Sterile", "Pass"]] : []),
        ["Bacterial endotoxins", "max. 0.25 EU/mL", "< 0.05 EU/mL"],
      ];
  return [
    {
      type: "facts",
      rows: [
        ["Product", product.title],
        ["Product numbers", skus(product)],
        ["Lot number", sampleLotNumber(product.id)],
        ["Manufactured", `${made} (sample)`],
        ["Expiry", `${expiry} (sample)`],
        ["Manufacturer", supplier(product)],
      ],
    },
    sample("the lot number, dates and results below are made up for the demo and describe no real lot."),
    { type: "heading", text: "Test results" },
    {
      type: "table",
      columns: [
        { label: "Test", share: 0.4 },
        { label: "Specification", share: 0.35 },
        { label: "Result", share: 0.25 },
      ],
      rows: [
        ["Appearance", kit ? "Clear reagents, intact packaging" : "Clean, undamaged, as described", "Conforms"],
        ...fromSpecifications,
        ...categoryTests,
      ],
    },
    { type: "heading", text: "Conclusion" },
    sample("the lot meets the specification above. Released by Quality Control (no signature: sample document)."),
  ];
}

// pdfkit's built-in Helvetica (no font file to ship) draws Windows-1252 only: Latin-1 plus these.
const WIN_ANSI_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const PDF_REPLACEMENTS: Record<string, string> = {
  "\u2212": "-", // the catalogue's real minus sign ("−80 °C")
  "\u2010": "-",
  "\u2011": "-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u2192": "->",
  "\u03bc": "\u00b5", // Greek mu as the micro sign
  "\u2126": "Ohm",
  "\u03a9": "Ohm",
};

/**
 * Text the built-in PDF fonts can draw: other characters would print as nothing. Known ones get a stand-in, others
 * their compatibility form ("CO₂" → "CO2") or "?".
 */
export function pdfSafeText(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || ch === "\n" || WIN_ANSI_EXTRAS.has(ch))
      out += ch;
    else if (PDF_REPLACEMENTS[ch]) out += PDF_REPLACEMENTS[ch];
    else {
      const plain = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += /^[\x20-\x7e]+$/.test(plain) ? plain : "?";
    }
  }
  return out;
}
