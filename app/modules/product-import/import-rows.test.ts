import { describe, expect, it } from "vitest";
import { safeCsvCell, unescapeCsvCell } from "~/utils/csv";
import {
  FileTracker,
  prepareProduct,
  readHeader,
  readRow,
  resolveCategory,
  type AttributeRule,
  type ImportHeader,
} from "./import-rows";

const specKeys = new Set(["max-pressure", "technique"]);
const categories = [
  { id: "analytical-instruments", name: "Analytical Instruments" },
  { id: "laboratory-consumables", name: "Laboratory Consumables" },
];
const attributes: Record<string, AttributeRule[]> = {
  "analytical-instruments": [
    { id: "a1", key: "max-pressure", type: "number", unit: "bar", options: [] },
    { id: "a2", key: "technique", type: "enum", unit: null, options: ["HPLC", "UHPLC"] },
  ],
};
const attributesOf = (id: string) => attributes[id] ?? [];

const COLUMNS = [
  "sku",
  "product_ref",
  "title",
  "category",
  "price",
  "sale_price",
  "currency",
  "manage_stock",
  "quantity",
  "options",
  "spec.max-pressure",
  "spec.technique",
];

function header(): ImportHeader {
  const read = readHeader(COLUMNS, specKeys);
  if (!read.ok) throw new Error(read.message);
  return read.header;
}

function row(n: number, cells: Partial<Record<string, string>>) {
  const values = {
    sku: `SKU-${n}`,
    product_ref: "",
    title: "Pump",
    category: "analytical-instruments",
    price: "100.00",
    sale_price: "",
    currency: "usd",
    manage_stock: "yes",
    quantity: "3",
    options: "",
    "spec.max-pressure": "",
    "spec.technique": "",
    ...cells,
  } as Record<string, string>;
  const read = readRow(
    COLUMNS.map((c) => values[c] ?? ""),
    header(),
    n,
  );
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

describe("readHeader", () => {
  it("accepts the template's columns in any order and case, with a byte order mark", () => {
    const read = readHeader(["\uFEFFSKU", " Title ", "category", "price", "spec.technique"], specKeys);
    expect(read.ok).toBe(true);
  });
  it("names unknown columns, unknown specifications and missing required columns", () => {
    expect(readHeader(["sku", "title", "category", "price", "colour"], specKeys)).toMatchObject({
      ok: false,
      message: expect.stringContaining("colour"),
    });
    expect(readHeader(["sku", "title", "category", "price", "spec.nope"], specKeys)).toMatchObject({
      ok: false,
      message: expect.stringContaining("spec.nope"),
    });
    expect(readHeader(["sku", "title"], specKeys)).toMatchObject({
      ok: false,
      message: expect.stringContaining("category, price"),
    });
    expect(readHeader(["sku", "sku", "title", "category", "price"], specKeys)).toMatchObject({ ok: false });
  });
});

describe("readRow", () => {
  it("reads yes/no stock switches and refuses anything else with the column", () => {
    expect(row(2, { manage_stock: "no", quantity: "" }).variant).toMatchObject({
      manageInventory: false,
      quantity: "0",
    });
    const bad = readRow(["S", "", "T", "analytical-instruments", "1", "", "usd", "maybe"], header(), 5);
    expect(bad).toEqual({
      ok: false,
      error: { row: 5, column: "manage_stock", message: "Write yes or no (empty means yes)." },
    });
  });
  it("reads back the export's formula escape", () => {
    expect(row(2, { title: safeCsvCell("=1+1") }).title).toBe("=1+1");
    expect(unescapeCsvCell("'plain")).toBe("'plain");
  });
});

describe("prepareProduct (the editor's rules per row)", () => {
  it("groups rows into one product with its variants, options and specifications in base units", () => {
    const out = prepareProduct(
      [
        row(2, {
          product_ref: "P",
          options: "Size: 1 L",
          "spec.max-pressure": "1,000 psi",
          "spec.technique": "HPLC",
        }),
        row(3, { product_ref: "P", title: "", category: "", options: "Size: 2 L", price: "1,250.5" }),
      ],
      categories,
      attributesOf,
    );
    expect(out.errors).toEqual([]);
    expect(out.product!.rows).toEqual([2, 3]);
    expect(out.product!.input.variants.map((v) => [v.sku, v.priceCents, v.title])).toEqual([
      ["SKU-2", 10000, "1 L"],
      ["SKU-3", 125050, "2 L"],
    ]);
    expect(out.product!.specs.get("a1")!.numMin).toBeCloseTo(68.95, 1);
    expect(out.product!.specAttributeIds).toEqual(["a1", "a2"]);
  });

  it("fails only the bad variant's row, with the editor's message and the CSV column", () => {
    const out = prepareProduct(
      [
        row(2, { product_ref: "P" }),
        row(3, { product_ref: "P", title: "", price: "12.345" }),
        row(4, { product_ref: "P", title: "", sale_price: "500" }),
      ],
      categories,
      attributesOf,
    );
    expect(out.errors).toEqual([
      { row: 3, column: "price", message: "Enter a price such as 1250.00." },
      { row: 4, column: "sale_price", message: "The sale price must be lower than the price." },
    ]);
    expect(out.failedRows).toBe(2);
    expect(out.product!.rows).toEqual([2]);
  });

  it("fails every row of a product whose product fields are wrong", () => {
    const out = prepareProduct(
      [row(2, { product_ref: "P", "spec.technique": "GC" }), row(3, { product_ref: "P", title: "" })],
      categories,
      attributesOf,
    );
    expect(out.product).toBeNull();
    expect(out.failedRows).toBe(2);
    expect(out.errors.map((e) => [e.row, e.column])).toEqual([
      [2, "spec.technique"],
      [3, "product_ref"],
    ]);
  });

  it("refuses a later row whose product field differs, and a spec of another category", () => {
    const differs = prepareProduct(
      [row(2, { product_ref: "P" }), row(3, { product_ref: "P", title: "Other" })],
      categories,
      attributesOf,
    );
    expect(differs.errors).toEqual([expect.objectContaining({ row: 3, column: "title" })]);
    expect(differs.product!.rows).toEqual([2]);
    const foreign = prepareProduct(
      [row(2, { category: "Laboratory Consumables", "spec.technique": "HPLC" })],
      categories,
      attributesOf,
    );
    expect(foreign.errors).toEqual([expect.objectContaining({ row: 2, column: "spec.technique" })]);
  });

  it("requires the title, a known category and a SKU", () => {
    const out = prepareProduct([row(2, { title: "", category: "Nowhere", sku: "" })], categories, attributesOf);
    expect(out.errors.map((e) => e.column).sort()).toEqual(["category", "sku", "title"]);
  });
});

describe("resolveCategory and FileTracker", () => {
  it("finds a category by id or name", () => {
    expect(resolveCategory("analytical-instruments", categories)).toBe("analytical-instruments");
    expect(resolveCategory("laboratory CONSUMABLES", categories)).toBe("laboratory-consumables");
    expect(resolveCategory("x", categories)).toMatchObject({ message: expect.stringContaining("No category") });
  });
  it("reports a repeated SKU and a product_ref whose rows are not together", () => {
    const t = new FileTracker();
    expect(t.check({ row: 2, ref: "A", sku: "X1" })).toBeNull();
    expect(t.check({ row: 3, ref: "A", sku: "x1" })).toMatchObject({
      column: "sku",
      message: expect.stringContaining("row 2"),
    });
    expect(t.check({ row: 4, ref: "B", sku: "X2" })).toBeNull();
    expect(t.isNewGroup({ ref: "A", sku: "X3" })).toBe(true);
    expect(t.check({ row: 5, ref: "A", sku: "X3" })).toMatchObject({ column: "product_ref" });
  });
});
