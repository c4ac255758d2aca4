// How the finder shows requirements back (issue 12): chip labels in the buyer's own unit, and the query without a
// chip (each chip is a link to it). Pure.
import { formatQuantity, formatRange } from "~/modules/catalog/units";
import type { NumberRequirement, Requirement } from "./requirements";

const COLD = { below: "colder than", above: "warmer than" } as const;

/** "≤ −80 °C", "colder than −80 °C", "between 2 and 8 °C", "≈ 50 L": bounds shown in the unit the buyer wrote. */
export function describeNumber(
  requirement: Pick<NumberRequirement, "comparator" | "min" | "max" | "unit" | "dimension" | "strict">,
) {
  const { comparator, min, max, unit, strict } = requirement;
  const temperature = requirement.dimension === "temperature";
  // "under 60 kg" leaves 60 kg out: "less than", where "at most" keeps it.
  if (comparator === "below" && max !== null)
    return `${temperature ? `${COLD.below} ` : strict ? "less than " : "at most "}${formatQuantity(max, unit)}`;
  if (comparator === "above" && min !== null)
    return `${temperature ? `${COLD.above} ` : strict ? "more than " : "at least "}${formatQuantity(min, unit)}`;
  // A bare count is exact ("pack of 960"): shown as the number itself.
  if (comparator === "about" && min !== null && min === max) return formatQuantity(min, unit);
  if (comparator === "covers" && min !== null && min === max) return `covering ${formatQuantity(min, unit)}`;
  if (min !== null && max !== null) {
    const range = formatRange(min, max, unit);
    return comparator === "about"
      ? `about ${range}`
      : comparator === "covers"
        ? `covering ${range}`
        : `between ${range}`;
  }
  if (max !== null) return `at most ${formatQuantity(max, unit)}`;
  return `at least ${formatQuantity(min ?? 0, unit)}`;
}

export const SCALE_LABELS = { benchtop: "Benchtop", pilot: "Pilot scale", production: "Production scale" } as const;

/** The chip's text. */
export function requirementLabel(requirement: Requirement): string {
  switch (requirement.kind) {
    case "type":
      return requirement.label;
    case "category":
      return `Category: ${requirement.label}`;
    case "number":
      return `${requirement.label} ${describeNumber(requirement)}`;
    case "enum":
      return requirement.label;
    case "brand":
      return `Brand: ${requirement.label}`;
    case "compliance":
    case "feature":
    case "delivery":
      return requirement.label;
    case "scale":
      return SCALE_LABELS[requirement.scale];
    case "price":
      return `${requirement.label} ${requirement.amount}`;
  }
}

/** The request without one fragment (a removed chip), tidied: no doubled spaces, dangling "and" or commas. */
export function withoutFragment(text: string, fragment: string): string {
  const at = text.indexOf(fragment);
  if (at === -1) return text;
  const connector = /^(?:and|with|or|but|plus)\b\s*/i;
  let before = text.slice(0, at).trimEnd();
  let after = text.slice(at + fragment.length).trimStart();
  after = after.replace(connector, "");
  if (!after || /^[,;.]/.test(after)) before = before.replace(/\s*\b(?:and|with|or|but|plus)$/i, "");
  if (!before || /[,;]$/.test(before)) after = after.replace(/^[,;]\s*/, "");
  return `${before} ${after}`
    .replace(/\s+([,;.])/g, "$1")
    .replace(/[,;]\s*$/, "")
    .replace(/^\s*[,;]\s*/, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The request with a refinement added ("…, condenser temperature colder than −80 °C"). */
export function withRefinement(text: string, addition: string): string {
  return text ? `${text}, ${addition}` : addition;
}
