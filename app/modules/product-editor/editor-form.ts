// The product editor's form (issue 10 #1): what the fields are called, how a submitted form becomes a checked
// input, and the field messages. Pure and shared by the loader (values from the database), the action (values as
// submitted, re-shown with their messages) and the unit tests. Variants are numbered rows (`variant.0.sku`…) so the
// whole product is one plain form that works without JavaScript; a blank last row adds a variant.
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE } from "~/modules/forms/fields";

export const MAX_VARIANTS = 30;
export const MAX_RELATED = 8;
export const MAX_OPTIONS = 3;
export const LIMITS = {
  title: 200,
  subtitle: 300,
  ribbonText: 40,
  description: 20_000,
  sku: 64,
  variantTitle: 120,
  packSize: 40,
  unit: 20,
};
/** A year: anything longer is not a lead time a buyer can plan with (made to order: say so in a quote). */
export const MAX_LEAD_TIME_DAYS = 364;

/**
 * The lead time in days from the typed number and unit: null when empty, undefined when not a whole number of days
 * or weeks from 1 to a year.
 */
export function parseLeadTime(text: string, unit: "days" | "weeks"): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (!/^\d{1,3}$/.test(trimmed)) return undefined;
  const days = Number(trimmed) * (unit === "weeks" ? 7 : 1);
  return days >= 1 && days <= MAX_LEAD_TIME_DAYS ? days : undefined;
}

/** How the editor shows a stored lead time: in weeks when the display does (see formatLeadTime). */
export function leadTimeValues(days: number | null): { leadTime: string; leadTimeUnit: "days" | "weeks" } {
  if (days === null) return { leadTime: "", leadTimeUnit: "days" };
  if (days >= 14 && days % 7 === 0) return { leadTime: String(days / 7), leadTimeUnit: "weeks" };
  return { leadTime: String(days), leadTimeUnit: "days" };
}
export const MAX_PRICE_CENTS = 100_000_000_00; // 100 million in the currency
export const MAX_QUANTITY = 10_000_000;

export interface VariantValues {
  /** The existing variant's id; empty for a new row. */
  id: string;
  title: string;
  sku: string;
  price: string;
  salePrice: string;
  currency: string;
  manageInventory: boolean;
  quantity: string;
  /** Lead time as typed, in `leadTimeUnit` (issue 37); empty = not stated. */
  leadTime: string;
  leadTimeUnit: "days" | "weeks";
  allowBackorder: boolean;
  packSize: string;
  unit: string;
  /** "Size: 500 mL; Pack: 10" */
  options: string;
  remove: boolean;
}

export interface EditorValues {
  title: string;
  subtitle: string;
  ribbonText: string;
  categoryId: string;
  descriptionHtml: string;
  /** SKUs of the brand's own products, separated by commas, spaces or lines. */
  relatedSkus: string;
  variants: VariantValues[];
  /** Specification values as entered, by attribute key. */
  specs: Record<string, string>;
}

export interface VariantInput {
  id: string | null;
  title: string;
  sku: string;
  priceCents: number;
  salePriceCents: number | null;
  currency: string;
  manageInventory: boolean;
  quantity: number;
  leadTimeDays: number | null;
  allowBackorder: boolean;
  packSize: string | null;
  unit: string | null;
  options: { name: string; value: string }[];
  position: number;
  /** The form row it came from (for field messages). */
  row: number;
}

export interface EditorInput {
  title: string;
  subtitle: string | null;
  ribbonText: string | null;
  categoryId: string;
  descriptionHtml: string;
  relatedSkus: string[];
  variants: VariantInput[];
  /** Existing variant ids the brand removed. */
  removedVariantIds: string[];
  specs: Record<string, string>;
}

export type FieldErrors = Record<string, string>;

export const emptyVariant = (currency = "usd"): VariantValues => ({
  id: "",
  title: "",
  sku: "",
  price: "",
  salePrice: "",
  currency,
  manageInventory: true,
  quantity: "0",
  leadTime: "",
  leadTimeUnit: "days",
  allowBackorder: false,
  packSize: "",
  unit: "",
  options: "",
  remove: false,
});

export function blankEditorValues(): EditorValues {
  return {
    title: "",
    subtitle: "",
    ribbonText: "",
    categoryId: "",
    descriptionHtml: "",
    relatedSkus: "",
    variants: [emptyVariant()],
    specs: {},
  };
}

export const variantField = (index: number, field: keyof VariantValues) => `variant.${index}.${field}`;
export const specField = (key: string) => `spec.${key}`;

const str = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The values as submitted (to show them again with their messages). Never throws. */
export function readEditorValues(form: FormData): EditorValues {
  const variants: VariantValues[] = [];
  for (let i = 0; i < MAX_VARIANTS + 1; i++) {
    const present = ["id", "title", "sku", "price"].some((f) => form.has(variantField(i, f as keyof VariantValues)));
    if (!present) break;
    variants.push({
      id: str(form, variantField(i, "id")),
      title: str(form, variantField(i, "title")),
      sku: str(form, variantField(i, "sku")),
      price: str(form, variantField(i, "price")),
      salePrice: str(form, variantField(i, "salePrice")),
      currency: str(form, variantField(i, "currency")) || "usd",
      manageInventory: form.get(variantField(i, "manageInventory")) === "on",
      quantity: str(form, variantField(i, "quantity")),
      leadTime: str(form, variantField(i, "leadTime")),
      leadTimeUnit: str(form, variantField(i, "leadTimeUnit")) === "weeks" ? "weeks" : "days",
      allowBackorder: form.get(variantField(i, "allowBackorder")) === "on",
      packSize: str(form, variantField(i, "packSize")),
      unit: str(form, variantField(i, "unit")),
      options: str(form, variantField(i, "options")),
      remove: form.get(variantField(i, "remove")) === "on",
    });
  }
  const specs: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name.startsWith("spec.") && typeof value === "string" && name.length <= 80) specs[name.slice(5)] = value;
  }
  return {
    title: str(form, "title"),
    subtitle: str(form, "subtitle"),
    ribbonText: str(form, "ribbonText"),
    categoryId: str(form, "categoryId"),
    descriptionHtml: str(form, "descriptionHtml"),
    relatedSkus: str(form, "relatedSkus"),
    variants,
    specs,
  };
}

/**
 * A decimal amount as typed ("1,250.5", "99") to integer cents; null when it is not an amount with at most two
 * decimals. No floating point: "0.29" is 29 cents exactly.
 */
export function parseAmountToCents(input: string): number | null {
  const cleaned = input.trim().replace(/[\s,]/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Cents back to the decimal text the form shows ("1250.50"). */
export function centsToAmount(cents: number | null): string {
  if (cents === null) return "";
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** "Size: 500 mL; Pack: 10" → [{ name: "Size", value: "500 mL" }, …]; a string message when malformed. */
export function parseOptionValues(input: string): { name: string; value: string }[] | string {
  const text = input.trim();
  if (!text) return [];
  const pairs = text
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  const out: { name: string; value: string }[] = [];
  for (const pair of pairs) {
    const colon = pair.indexOf(":");
    const name = colon > 0 ? pair.slice(0, colon).trim() : "";
    const value = colon > 0 ? pair.slice(colon + 1).trim() : "";
    if (!name || !value)
      return `Write options as "Name: value", separated by semicolons (e.g. "Size: 500 mL; Pack: 10").`;
    if (name.length > 40 || value.length > 80) return "Option names are at most 40 characters, values at most 80.";
    if (out.some((o) => o.name.toLowerCase() === name.toLowerCase())) return `The option "${name}" is given twice.`;
    out.push({ name, value });
  }
  if (out.length > MAX_OPTIONS) return `At most ${MAX_OPTIONS} options per variant.`;
  return out;
}

export function splitSkus(input: string): string[] {
  return [
    ...new Set(
      input
        .split(/[\s,;]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/]*$/;
/** Product, variant, image and document ids, category slugs: what the app generates (anything else is not ours). */
export const ID_PATTERN = /^[A-Za-z0-9_.~-]{1,200}$/;

/** An id from a URL or a hidden field, or null when it cannot be one (then it answers 404 / a message). */
export function readId(value: FormDataEntryValue | string | null | undefined): string | null {
  return typeof value === "string" && ID_PATTERN.test(value) ? value : null;
}

function checkText(errors: FieldErrors, field: string, value: string, max: number, label: string, required = false) {
  const trimmed = value.trim();
  if (CONTROL_CHARACTERS.test(value)) errors[field] = CONTROL_CHARACTERS_MESSAGE;
  else if (required && !trimmed) errors[field] = `${label} is required.`;
  else if (trimmed.length > max) errors[field] = `${label} can be at most ${max} characters.`;
  return trimmed;
}

/** Checks everything that needs no database; the server adds SKU uniqueness, category and currency checks. */
export function parseEditorForm(
  values: EditorValues,
): { ok: true; input: EditorInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const title = checkText(errors, "title", values.title, LIMITS.title, "Title", true);
  const subtitle = checkText(errors, "subtitle", values.subtitle, LIMITS.subtitle, "Subtitle");
  const ribbonText = checkText(errors, "ribbonText", values.ribbonText, LIMITS.ribbonText, "Ribbon");
  const categoryId = values.categoryId.trim();
  if (!categoryId || !ID_PATTERN.test(categoryId)) errors.categoryId = "Choose a category.";
  const descriptionHtml = checkText(
    errors,
    "descriptionHtml",
    values.descriptionHtml,
    LIMITS.description,
    "Description",
  );
  const relatedSkus = splitSkus(values.relatedSkus);
  if (relatedSkus.length > MAX_RELATED) errors.relatedSkus = `At most ${MAX_RELATED} related products.`;
  else if (relatedSkus.some((s) => s.length > LIMITS.sku || !SKU_PATTERN.test(s)))
    errors.relatedSkus = "Enter SKUs (letters, digits and . _ - /) separated by commas.";

  const variants: VariantInput[] = [];
  const removedVariantIds: string[] = [];
  const seenSkus = new Map<string, number>();
  values.variants.slice(0, MAX_VARIANTS).forEach((v, index) => {
    const blank = !v.id && !v.title.trim() && !v.sku.trim() && !v.price.trim() && !v.options.trim();
    if (blank) return;
    if (v.id && !ID_PATTERN.test(v.id)) {
      errors.form = "A variant of this form is not part of this product. Reload the page.";
      return;
    }
    if (v.remove) {
      if (v.id) removedVariantIds.push(v.id);
      return;
    }
    const field = (name: keyof VariantValues) => variantField(index, name);
    const sku = checkText(errors, field("sku"), v.sku, LIMITS.sku, "SKU", true);
    if (sku && !errors[field("sku")] && !SKU_PATTERN.test(sku))
      errors[field("sku")] = "Use letters, digits and . _ - / only (no spaces).";
    const skuKey = sku.toLowerCase();
    if (sku && seenSkus.has(skuKey)) errors[field("sku")] = "This SKU is used by another variant of this product.";
    seenSkus.set(skuKey, index);
    const priceCents = parseAmountToCents(v.price);
    if (!v.price.trim()) errors[field("price")] = "Enter the price.";
    else if (priceCents === null) errors[field("price")] = "Enter a price such as 1250.00.";
    else if (priceCents <= 0) errors[field("price")] = "The price must be more than 0.";
    else if (priceCents > MAX_PRICE_CENTS) errors[field("price")] = "This price is too high.";
    let salePriceCents: number | null = null;
    if (v.salePrice.trim()) {
      salePriceCents = parseAmountToCents(v.salePrice);
      if (salePriceCents === null) errors[field("salePrice")] = "Enter a sale price such as 999.00, or leave it empty.";
      else if (salePriceCents <= 0) errors[field("salePrice")] = "The sale price must be more than 0.";
      else if (priceCents !== null && salePriceCents >= priceCents)
        errors[field("salePrice")] = "The sale price must be lower than the price.";
    }
    const currency = v.currency.trim().toLowerCase();
    if (!/^[a-z]{3}$/.test(currency)) errors[field("currency")] = "Choose a currency.";
    const quantity = /^\d{1,8}$/.test(v.quantity.trim()) ? Number(v.quantity.trim()) : null;
    if (v.manageInventory && (quantity === null || quantity > MAX_QUANTITY))
      errors[field("quantity")] = "Enter the units in stock as a whole number (0 or more).";
    const leadTimeDays = parseLeadTime(v.leadTime, v.leadTimeUnit);
    if (leadTimeDays === undefined)
      errors[field("leadTime")] = `Enter the lead time as a whole number of ${v.leadTimeUnit} (1 to ${
        v.leadTimeUnit === "weeks" ? MAX_LEAD_TIME_DAYS / 7 : MAX_LEAD_TIME_DAYS
      }), or leave it empty.`;
    if (v.allowBackorder && !v.manageInventory)
      errors[field("allowBackorder")] = "Back-orders need tracked stock: tick “Track stock” or untick back-orders.";
    const packSize = checkText(errors, field("packSize"), v.packSize, LIMITS.packSize, "Pack size");
    const unit = checkText(errors, field("unit"), v.unit, LIMITS.unit, "Unit");
    const options = parseOptionValues(v.options);
    if (typeof options === "string") errors[field("options")] = options;
    const variantTitle = checkText(errors, field("title"), v.title, LIMITS.variantTitle, "Variant name");
    const optionsList = typeof options === "string" ? [] : options;
    variants.push({
      id: v.id || null,
      title: variantTitle || optionsList.map((o) => o.value).join(" / ") || "Standard",
      sku,
      priceCents: priceCents ?? 0,
      salePriceCents,
      currency,
      manageInventory: v.manageInventory,
      quantity: quantity ?? 0,
      leadTimeDays: leadTimeDays ?? null,
      allowBackorder: v.allowBackorder && v.manageInventory,
      packSize: packSize || null,
      unit: unit || null,
      options: optionsList,
      position: variants.length,
      row: index,
    });
  });
  if (variants.length === 0 && !Object.keys(errors).some((k) => k.startsWith("variant.")))
    errors["variant.0.sku"] = "Add at least one variant with a SKU and a price.";

  const specs: Record<string, string> = {};
  for (const [key, value] of Object.entries(values.specs)) {
    if (CONTROL_CHARACTERS.test(value)) errors[specField(key)] = CONTROL_CHARACTERS_MESSAGE;
    else if (value.trim().length > 200) errors[specField(key)] = "Keep this under 200 characters.";
    else if (value.trim()) specs[key] = value.trim();
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      title,
      subtitle: subtitle || null,
      ribbonText: ribbonText || null,
      categoryId,
      descriptionHtml,
      relatedSkus,
      variants,
      removedVariantIds,
      specs,
    },
  };
}

/** The product's option titles in order of first use, from its variants' option values. */
export function optionTitles(variants: Pick<VariantInput, "options">[]): string[] {
  const titles: string[] = [];
  for (const v of variants)
    for (const o of v.options) if (!titles.some((t) => t.toLowerCase() === o.name.toLowerCase())) titles.push(o.name);
  return titles;
}

/** "Reject" and "unpublish" reasons. */
export function readReason(
  value: FormDataEntryValue | null,
): { ok: true; reason: string } | { ok: false; message: string } {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) return { ok: false, message: "Write the reason the brand will see." };
  if (CONTROL_CHARACTERS.test(text)) return { ok: false, message: CONTROL_CHARACTERS_MESSAGE };
  if (text.length > 1000) return { ok: false, message: "Keep the reason under 1000 characters." };
  return { ok: true, reason: text };
}
