// Bulk CSV import (issue 10 #4, ADR 027): the file format and the per-row checks. Pure: the upload check, the
// background job, the export and the unit tests share it. Every field rule is the product editor's own
// (`parseEditorForm`: title, SKU, price, sale price, currency, stock, options, limits; `storedAttributeValue`: values
// with units), so a row is accepted exactly when the same values typed into the editor would be.
import type { AttributeType } from "~/modules/catalog/specifications";
import { storedAttributeValue, type StoredAttributeValue } from "~/modules/catalog/specifications";
import { unescapeCsvCell } from "~/utils/csv";
import {
  MAX_VARIANTS,
  parseEditorForm,
  type EditorInput,
  type EditorValues,
  type VariantValues,
} from "~/modules/product-editor/editor-form";

export const MAX_IMPORT_ROWS = 50_000;
/** 50,000 rows with long descriptions fit comfortably; the upload is refused above this. */
export const MAX_IMPORT_BYTES = 40 * 1024 * 1024;
/**
 * The one message for a file whose bytes are not UTF-8 text: UTF-16 (what "Unicode text" saves), Latin-1 / Windows-1252
 * (what "CSV (Comma delimited)" saves in many locales), or a binary file such as .xlsx (issue 32 #6).
 */
export const NOT_UTF8_CSV =
  "This is not a CSV file saved as UTF-8. Save the spreadsheet as CSV (UTF-8) — in Excel “CSV UTF-8 (Comma delimited)” — and upload that.";

/**
 * The one rule for an import file's bytes, checked chunk by chunk as they arrive (nothing is kept): UTF-8 (a byte
 * order mark is fine) with no NUL byte anywhere. Every byte sequence that is not UTF-8 fails it — a UTF-16 file has
 * NULs or starts with FF FE / FE FF, a Latin-1 "é" is one byte E9 without its continuation — so nothing is ever
 * stored garbled.
 */
export class Utf8TextCheck {
  private readonly decoder = new TextDecoder("utf-8", { fatal: true });
  private ok = true;

  /** Whether the bytes so far are UTF-8 text (a character split across two chunks is fine). */
  push(chunk: Uint8Array): boolean {
    if (!this.ok) return false;
    if (chunk.includes(0)) return (this.ok = false);
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      this.ok = false;
    }
    return this.ok;
  }

  /** Whether the whole file was UTF-8 text (it must not end inside a character). */
  end(): boolean {
    if (!this.ok) return false;
    try {
      this.decoder.decode();
    } catch {
      this.ok = false;
    }
    return this.ok;
  }
}

/** Rows applied per transaction (one statement per table and batch). */
export const IMPORT_BATCH_ROWS = 500;
/** Rows listed on the progress page; the downloadable report has them all. */
export const ERRORS_SHOWN = 50;

export const BASE_COLUMNS = [
  "sku",
  "product_ref",
  "title",
  "subtitle",
  "category",
  "description",
  "variant_title",
  "price",
  "sale_price",
  "currency",
  "manage_stock",
  "quantity",
  "options",
] as const;
export type BaseColumn = (typeof BASE_COLUMNS)[number];
export const SPEC_PREFIX = "spec.";
const REQUIRED_COLUMNS: BaseColumn[] = ["sku", "title", "category", "price"];

/** What each column means (the import page's table). */
export const COLUMN_HELP: Record<BaseColumn, string> = {
  sku: "Required. The variant's SKU, unique across LabMarket: an existing SKU of yours is updated, a new one is created.",
  product_ref:
    "Groups rows (variants) into one product: rows with the same value, next to each other, are one product. The export writes the product id; for a new product any label will do. Empty: the row is a product of its own.",
  title: "Required. The product title (the same on every row of a product, or empty after its first row).",
  subtitle: "Optional product subtitle.",
  category: "Required. The category id or its name, e.g. analytical-instruments or Analytical Instruments.",
  description: "Optional. Plain text or simple HTML; it is cleaned like the editor's description.",
  variant_title: "Optional. The variant's name; empty: its option values, or “Standard”.",
  price: "Required. Decimal amount, e.g. 1250.00.",
  sale_price: "Optional. Lower than the price; empty for none.",
  currency: "Three-letter code, e.g. usd or eur (empty: usd).",
  manage_stock: "yes or no (empty: yes). With yes, quantity is the units in stock.",
  quantity: "Whole number of units in stock (0 or more).",
  options: "Option values as “Name: value” separated by semicolons, e.g. “Size: 500 mL; Pack: 10”.",
};
export const SPEC_COLUMN_HELP =
  "One column per specification (spec.max-pressure, spec.flow-rate, …): the value with its unit as the editor accepts it (“18,000 psi”, “0.05–5 mL/min”, “yes”). Only the row's category's specifications may be filled; an empty cell removes the value.";

export interface ImportHeader {
  /** Column index → name ("sku", "spec.max-pressure"); unknown columns never get here. */
  names: string[];
  index: Partial<Record<BaseColumn, number>>;
  /** spec.<key> columns: key → index. */
  specs: Map<string, number>;
}

/** The header row, or a message that names what is wrong (shown next to the upload field). */
export function readHeader(
  cells: string[],
  knownSpecKeys: ReadonlySet<string>,
): { ok: true; header: ImportHeader } | { ok: false; message: string } {
  const names = cells.map((c) =>
    c
      .replace(/^\uFEFF/, "")
      .trim()
      .toLowerCase(),
  );
  const index: ImportHeader["index"] = {};
  const specs = new Map<string, number>();
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const [i, name] of names.entries()) {
    if (!name) continue;
    if (seen.has(name)) return { ok: false, message: `The column “${name}” appears twice in the first row.` };
    seen.add(name);
    if ((BASE_COLUMNS as readonly string[]).includes(name)) index[name as BaseColumn] = i;
    else if (name.startsWith(SPEC_PREFIX) && knownSpecKeys.has(name.slice(SPEC_PREFIX.length)))
      specs.set(name.slice(SPEC_PREFIX.length), i);
    else unknown.push(name);
  }
  if (unknown.length)
    return {
      ok: false,
      message: `Unknown column${unknown.length > 1 ? "s" : ""}: ${unknown.slice(0, 5).join(", ")}. Use the template's column names.`,
    };
  const missing = REQUIRED_COLUMNS.filter((c) => index[c] === undefined);
  if (missing.length)
    return {
      ok: false,
      message: `The first row must name the columns; missing: ${missing.join(", ")}. Download the template to start from.`,
    };
  return { ok: true, header: { names, index, specs } };
}

export interface RowError {
  row: number;
  column: string;
  message: string;
}

/** One data row as read from the file (cells trimmed, the export's formula escape removed). */
export interface ImportRow {
  /** Spreadsheet row number: the header is row 1. */
  row: number;
  sku: string;
  ref: string;
  title: string;
  subtitle: string;
  category: string;
  description: string;
  variant: VariantValues;
  /** Spec cells of the columns present, by key (empty string = no value). */
  specs: Record<string, string>;
}

const YES = new Set(["", "yes", "y", "true", "1"]);
const NO = new Set(["no", "n", "false", "0"]);

export function readRow(
  cells: string[],
  header: ImportHeader,
  row: number,
): { ok: true; value: ImportRow } | { ok: false; error: RowError } {
  const cell = (column: BaseColumn) => {
    const i = header.index[column];
    return i === undefined ? "" : unescapeCsvCell(cells[i] ?? "");
  };
  const manage = cell("manage_stock").trim().toLowerCase();
  if (!YES.has(manage) && !NO.has(manage))
    return { ok: false, error: { row, column: "manage_stock", message: "Write yes or no (empty means yes)." } };
  const specs: Record<string, string> = {};
  for (const [key, i] of header.specs) specs[key] = unescapeCsvCell(cells[i] ?? "");
  return {
    ok: true,
    value: {
      row,
      sku: cell("sku").trim(),
      ref: cell("product_ref").trim(),
      title: cell("title"),
      subtitle: cell("subtitle"),
      category: cell("category").trim(),
      description: cell("description"),
      specs,
      variant: {
        id: "",
        title: cell("variant_title"),
        sku: cell("sku"),
        price: cell("price"),
        salePrice: cell("sale_price"),
        currency: cell("currency").trim() || "usd",
        manageInventory: !NO.has(manage),
        quantity: cell("quantity").trim() || (NO.has(manage) ? "0" : ""),
        // Lead time, back-orders, pack size and unit are set in the editor (issue 37); the import keeps them as stored.
        leadTime: "",
        leadTimeUnit: "days",
        allowBackorder: false,
        packSize: "",
        unit: "",
        options: cell("options"),
        remove: false,
      },
    },
  };
}

/** The key that groups rows into one product: the product_ref, or the row's own SKU when it has none. */
export const groupKeyOf = (row: Pick<ImportRow, "ref" | "sku">) => (row.ref ? `ref:${row.ref}` : `sku:${row.sku}`);

/** Checks that need the whole file's history so far (kept as two small maps, never the rows). */
export class FileTracker {
  private readonly skus = new Map<string, number>();
  private readonly finishedGroups = new Set<string>();
  private currentGroup: string | null = null;
  private currentSize = 0;

  /** A row error when the row repeats a SKU, splits a product_ref, or makes a product too large; else null. */
  check(row: Pick<ImportRow, "row" | "ref" | "sku">): RowError | null {
    const group = groupKeyOf(row);
    if (group !== this.currentGroup) {
      if (this.currentGroup) this.finishedGroups.add(this.currentGroup);
      this.currentGroup = group;
      this.currentSize = 0;
    }
    if (row.ref && this.finishedGroups.has(group))
      return {
        row: row.row,
        column: "product_ref",
        message: `The rows of product_ref “${row.ref}” must be next to each other; this one comes after other products.`,
      };
    const sku = row.sku.toLowerCase();
    const earlier = sku ? this.skus.get(sku) : undefined;
    if (earlier !== undefined)
      return { row: row.row, column: "sku", message: `The SKU ${row.sku} is already on row ${earlier} of this file.` };
    if (sku) this.skus.set(sku, row.row);
    this.currentSize += 1;
    if (this.currentSize > MAX_VARIANTS)
      return { row: row.row, column: "product_ref", message: `A product has at most ${MAX_VARIANTS} variants.` };
    return null;
  }

  /** Whether the next row starts another product (so a batch may end before it). */
  isNewGroup(row: Pick<ImportRow, "ref" | "sku">): boolean {
    return groupKeyOf(row) !== this.currentGroup;
  }
}

// Editor field names → CSV columns (the editor's messages are reused as they are).
const VARIANT_COLUMNS: Partial<Record<keyof VariantValues, string>> = {
  sku: "sku",
  title: "variant_title",
  price: "price",
  salePrice: "sale_price",
  currency: "currency",
  quantity: "quantity",
  options: "options",
};
const PRODUCT_COLUMNS: Record<string, string> = {
  title: "title",
  subtitle: "subtitle",
  categoryId: "category",
  descriptionHtml: "description",
};

export function columnOfField(field: string): { variant: number | null; column: string } {
  const variant = /^variant\.(\d+)\.(\w+)$/.exec(field);
  if (variant)
    return { variant: Number(variant[1]), column: VARIANT_COLUMNS[variant[2] as keyof VariantValues] ?? "sku" };
  if (field.startsWith("spec.")) return { variant: null, column: field };
  return { variant: null, column: PRODUCT_COLUMNS[field] ?? "sku" };
}

export interface CategoryChoice {
  id: string;
  name: string;
}

/** A category by id or (case-insensitive) name; a message when there is none or the name is ambiguous. */
export function resolveCategory(text: string, categories: readonly CategoryChoice[]): string | { message: string } {
  const value = text.trim();
  if (!value) return { message: "Choose a category." };
  const byId = categories.find((c) => c.id === value);
  if (byId) return byId.id;
  const byName = categories.filter((c) => c.name.toLowerCase() === value.toLowerCase());
  if (byName.length === 1) return byName[0]!.id;
  return {
    message: `No category “${value}”. Use one of: ${categories
      .slice(0, 12)
      .map((c) => c.id)
      .join(", ")}.`,
  };
}

export interface AttributeRule {
  id: string;
  key: string;
  type: AttributeType;
  unit: string | null;
  options: string[];
}

export interface PreparedProduct {
  key: string;
  ref: string;
  input: EditorInput;
  /** Row number of input.variants[i]. */
  rows: number[];
  /** The product's specification values for the spec columns present (attribute id → stored value). */
  specs: Map<string, StoredAttributeValue>;
  /** Attribute ids whose column is in the file (their stored values are replaced; others are kept). */
  specAttributeIds: string[];
}

/** The message of a spec value the catalogue refuses, in the editor's words. */
const specMessage = (key: string, message: string) =>
  message.replace(`${key}: `, "").replace(/^./, (c) => c.toUpperCase()) + ".";

/**
 * Validates the rows of one product (consecutive rows with one product_ref). Product fields come from the first row;
 * a later row may leave them empty or repeat them. A product-level error fails every row of the product; a variant
 * error fails only its row, and the rest of the product is still imported.
 */
export function prepareProduct(
  rows: readonly ImportRow[],
  categories: readonly CategoryChoice[],
  attributesOf: (categoryId: string) => readonly AttributeRule[],
): { product: PreparedProduct | null; errors: RowError[]; failedRows: number } {
  const first = rows[0]!;
  const errors: RowError[] = [];
  const failed = new Set<number>();
  const productFields = ["title", "subtitle", "category", "description"] as const;
  let usable = rows.filter((r) => {
    if (r === first) return true;
    for (const field of productFields) {
      const value = r[field].trim();
      if (value && value !== first[field].trim()) {
        errors.push({
          row: r.row,
          column: field,
          message: `Differs from row ${first.row} of the same product: rows of one product share its ${field} (leave it empty after the first row).`,
        });
        failed.add(r.row);
        return false;
      }
    }
    for (const [key, value] of Object.entries(r.specs))
      if (value.trim() && value.trim() !== (first.specs[key] ?? "").trim()) {
        errors.push({
          row: r.row,
          column: SPEC_PREFIX + key,
          message: `Differs from row ${first.row} of the same product: specifications belong to the product.`,
        });
        failed.add(r.row);
        return false;
      }
    return true;
  });

  const failAll = (list: RowError[]) => {
    const reported = new Set(list.map((e) => e.row));
    for (const r of usable)
      if (!reported.has(r.row))
        list.push({
          row: r.row,
          column: "product_ref",
          message: `Not imported: row ${first.row} of the same product has an error.`,
        });
    return { product: null, errors: [...errors, ...list], failedRows: rows.length };
  };

  const category = resolveCategory(first.category, categories);
  const categoryId = typeof category === "string" ? category : "";
  const attributes = categoryId ? attributesOf(categoryId) : [];
  const byKey = new Map(attributes.map((a) => [a.key, a]));
  const productErrors: RowError[] = [];
  if (typeof category !== "string")
    productErrors.push({ row: first.row, column: "category", message: category.message });

  // Specifications: only the row's category's; each value through the catalogue's unit conversion.
  const specs = new Map<string, StoredAttributeValue>();
  const specAttributeIds: string[] = [];
  const enteredSpecs: Record<string, string> = {};
  for (const [key, value] of Object.entries(first.specs)) {
    const definition = byKey.get(key);
    if (definition) specAttributeIds.push(definition.id);
    if (!value.trim()) continue;
    enteredSpecs[key] = value;
    if (!categoryId) continue;
    if (!definition) {
      productErrors.push({
        row: first.row,
        column: SPEC_PREFIX + key,
        message: `“${key}” is not a specification of ${categoryId}: leave it empty.`,
      });
      continue;
    }
    const stored = storedAttributeValue(definition, value);
    if (typeof stored === "string")
      productErrors.push({ row: first.row, column: SPEC_PREFIX + key, message: specMessage(key, stored) });
    else specs.set(definition.id, stored);
  }

  const valuesFor = (list: readonly ImportRow[]): EditorValues => ({
    title: first.title,
    subtitle: first.subtitle,
    ribbonText: "",
    categoryId,
    descriptionHtml: first.description,
    relatedSkus: "",
    variants: list.map((r) => r.variant),
    specs: enteredSpecs,
  });

  let parsed = parseEditorForm(valuesFor(usable));
  if (!parsed.ok) {
    const variantFailures = new Set<number>();
    for (const [field, message] of Object.entries(parsed.errors)) {
      const { variant, column } = columnOfField(field);
      if (field === "categoryId" && typeof category !== "string") continue; // already said which category
      if (variant === null) productErrors.push({ row: first.row, column, message });
      else if (usable[variant]) {
        variantFailures.add(variant);
        errors.push({ row: usable[variant]!.row, column, message });
        failed.add(usable[variant]!.row);
      }
    }
    if (productErrors.length) return failAll(productErrors);
    usable = usable.filter((_, i) => !variantFailures.has(i));
    if (!usable.length) return { product: null, errors, failedRows: rows.length };
    parsed = parseEditorForm(valuesFor(usable));
    if (!parsed.ok) {
      // Cannot happen (every remaining variant passed), but never import what the editor would refuse.
      return failAll(
        Object.entries(parsed.errors).map(([field, message]) => ({
          row: first.row,
          column: columnOfField(field).column,
          message,
        })),
      );
    }
  } else if (productErrors.length) return failAll(productErrors);

  return {
    product: {
      key: groupKeyOf(first),
      ref: first.ref,
      input: parsed.input,
      rows: usable.map((r) => r.row),
      specs,
      specAttributeIds,
    },
    errors,
    failedRows: failed.size,
  };
}

/** "Size: 500 mL; Pack: 10", as the editor and the export write option values. */
export const formatOptions = (options: readonly { name: string; value: string }[]) =>
  options.map((o) => `${o.name}: ${o.value}`).join("; ");
