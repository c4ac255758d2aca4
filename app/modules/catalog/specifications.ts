// Structured specifications (issue 9, ADR 013): what an attribute value is, how a value as entered
// becomes a stored row, and how stored rows become the grouped table shown on the product page, the
// compare rows and the spec sheet. Pure: the seed, the generator and the loaders share it.
import { BASE_UNITS, dimensionOf, formatRange, parseQuantity, resolveUnit } from "./units";

export const ATTRIBUTE_TYPES = ["number", "range", "enum", "boolean", "text"] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export interface AttributeDefinitionData {
  key: string;
  label: string;
  group: string;
  type: AttributeType;
  /** Display unit ("°C", "mL/min", "" for a count); numbers are stored in its dimension's base unit. */
  unit: string | null;
  options: string[];
  isFacet: boolean;
  position: number;
}

/** The columns of one ProductAttributeValue row, without its product / variant / attribute ids. */
export interface StoredAttributeValue {
  numMin: number | null;
  numMax: number | null;
  enumValue: string | null;
  textValue: string | null;
  entered: string;
  enteredUnit: string | null;
}

const BOOLEAN_WORDS: Record<string, "yes" | "no"> = {
  yes: "yes",
  true: "yes",
  y: "yes",
  no: "no",
  false: "no",
  n: "no",
};

/**
 * Turns a value as entered ("−112 °F", "0.05–5 mL/min", "PVDF", "yes") into the row stored for `definition`;
 * a string error when it does not fit (unknown unit, wrong dimension, a range for a single number, an
 * enum value that is not an option).
 */
export function storedAttributeValue(
  definition: Pick<AttributeDefinitionData, "key" | "type" | "unit" | "options">,
  entered: string,
): StoredAttributeValue | string {
  const text = entered.trim();
  const empty = { numMin: null, numMax: null, enumValue: null, textValue: null, entered: text, enteredUnit: null };
  if (!text) return `${definition.key}: the value is empty`;
  switch (definition.type) {
    case "text":
      return { ...empty, textValue: text };
    case "boolean": {
      const word = BOOLEAN_WORDS[text.toLowerCase()];
      return word ? { ...empty, enumValue: word } : `${definition.key}: "${text}" is not yes or no`;
    }
    case "enum":
      return definition.options.includes(text)
        ? { ...empty, enumValue: text }
        : `${definition.key}: "${text}" is not one of ${definition.options.join(", ")}`;
    case "number":
    case "range": {
      const quantity = parseQuantity(text);
      if (!quantity) return `${definition.key}: "${text}" is not a number with a known unit`;
      const expected = dimensionOf(definition.unit ?? "");
      const actual = dimensionOf(quantity.unit);
      if (expected !== actual) return `${definition.key}: "${text}" is not in ${definition.unit || "a plain count"}`;
      if (definition.type === "number" && quantity.baseMin !== quantity.baseMax)
        return `${definition.key}: "${text}" is a range, a single value was expected`;
      return { ...empty, numMin: quantity.baseMin, numMax: quantity.baseMax, enteredUnit: quantity.unit || null };
    }
  }
}

/** A stored value as shown: numbers in the attribute's display unit, with the entered unit beside it when it differs. */
export function displayAttributeValue(
  definition: Pick<AttributeDefinitionData, "type" | "unit">,
  value: Pick<StoredAttributeValue, "numMin" | "numMax" | "enumValue" | "textValue" | "entered" | "enteredUnit">,
): string {
  if ((definition.type === "number" || definition.type === "range") && value.numMin !== null && value.numMax !== null) {
    const unit = definition.unit ?? "";
    const shown = formatRange(value.numMin, value.numMax, unit);
    const enteredUnit = value.enteredUnit ? resolveUnit(value.enteredUnit) : null;
    return enteredUnit && enteredUnit !== resolveUnit(unit) ? `${shown} (${value.entered})` : shown;
  }
  if (definition.type === "boolean") return value.enumValue === "yes" ? "Yes" : "No";
  return value.enumValue ?? value.textValue ?? value.entered;
}

/** The base unit a definition's numbers are stored in (for labels of filters built on top). */
export function storedUnitOf(definition: Pick<AttributeDefinitionData, "unit">): string | null {
  const dimension = dimensionOf(definition.unit ?? "");
  return dimension === null ? null : BASE_UNITS[dimension];
}

export interface SpecificationRow {
  key: string;
  label: string;
  /** The product-level value, or the variants' values joined ("−50 °C (FreeZone −50) · −84 °C (FreeZone −84)"). */
  value: string;
  /** Set when the row shows the selected variant's own value. */
  variantSpecific: boolean;
}

export interface SpecificationGroup {
  title: string;
  rows: SpecificationRow[];
}

/** A stored value with its definition, as the loaders read them. */
export interface SpecificationValue extends StoredAttributeValue {
  variantId: string | null;
  definition: AttributeDefinitionData;
}

/**
 * The grouped specifications table: groups in the order of their first attribute, rows by position.
 * A variant-level value shows the selected variant's value; without a selection (or for compare and spec
 * sheets, which describe the product) every variant's value with its title.
 */
export function groupSpecifications(
  values: SpecificationValue[],
  options: { selectedVariantId?: string | null; variantTitles?: Record<string, string> } = {},
): SpecificationGroup[] {
  const byKey = new Map<
    string,
    { definition: AttributeDefinitionData; product?: SpecificationValue; variants: SpecificationValue[] }
  >();
  for (const value of values) {
    const entry = byKey.get(value.definition.key) ?? { definition: value.definition, variants: [] };
    if (value.variantId === null) entry.product = value;
    else entry.variants.push(value);
    byKey.set(value.definition.key, entry);
  }
  const entries = [...byKey.values()].sort((a, b) => a.definition.position - b.definition.position);
  const groups: SpecificationGroup[] = [];
  for (const { definition, product, variants } of entries) {
    let row: SpecificationRow | null = null;
    const selected = variants.find((v) => v.variantId === options.selectedVariantId);
    if (selected)
      row = {
        key: definition.key,
        label: definition.label,
        value: displayAttributeValue(definition, selected),
        variantSpecific: true,
      };
    else if (product)
      row = {
        key: definition.key,
        label: definition.label,
        value: displayAttributeValue(definition, product),
        variantSpecific: false,
      };
    else if (variants.length > 0) {
      const shown = variants.map((v) => {
        const title = options.variantTitles?.[v.variantId ?? ""];
        return title ? `${displayAttributeValue(definition, v)} (${title})` : displayAttributeValue(definition, v);
      });
      row = {
        key: definition.key,
        label: definition.label,
        value: [...new Set(shown)].join(" · "),
        variantSpecific: false,
      };
    }
    if (!row) continue;
    const group = groups.find((g) => g.title === definition.group);
    if (group) group.rows.push(row);
    else groups.push({ title: definition.group, rows: [row] });
  }
  return groups;
}

/** The table flattened to label / value rows (compare, spec sheet). */
export function specificationRows(groups: SpecificationGroup[]): { label: string; value: string }[] {
  return groups.flatMap((group) => group.rows.map((row) => ({ label: row.label, value: row.value })));
}
