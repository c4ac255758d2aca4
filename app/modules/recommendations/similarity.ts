// Specification similarity between two products of one category (issue 12 #3, ADR 028): pure, shared by the
// recommendation job and its tests. Numbers are compared in base units relative to the attribute's range in the
// catalogue; enums and booleans must be equal; the category's "kind" enum (the lowest-position enum: technique,
// equipment type, system type...) must match, else the products are not equivalents at all.
import { formatQuantity, formatRange } from "~/modules/catalog/units";

export interface AttributeInfo {
  id: string;
  label: string;
  type: string; // number | range | enum | boolean | text
  unit: string | null;
  position: number;
}

/** One product's value of one attribute (variants folded: the smallest min and the largest max). */
export interface ComparableValue {
  attributeId: string;
  numMin: number | null;
  numMax: number | null;
  enumValue: string | null;
}

/** The spread of an attribute's values over the catalogue, in base units. */
export interface AttributeRange {
  min: number;
  max: number;
}

export interface SimilarityResult {
  score: number;
  reason: string;
}

/** Below this a candidate is not shown as "similar". */
export const MIN_SIMILARITY = 0.35;
/** Rows kept per product and kind. */
export const TOP_N = 6;

const isNumeric = (type: string) => type === "number" || type === "range";
const isChoice = (type: string) => type === "enum" || type === "boolean";

/** The attribute that names what the product is: the category's first enum. */
export function kindAttributeId(attributes: Iterable<AttributeInfo>): string | null {
  let kind: AttributeInfo | null = null;
  for (const attribute of attributes)
    if (attribute.type === "enum" && (!kind || attribute.position < kind.position)) kind = attribute;
  return kind?.id ?? null;
}

const middle = (value: ComparableValue) => ((value.numMin ?? 0) + (value.numMax ?? value.numMin ?? 0)) / 2;

/** 1 for equal values, 0 for values a whole catalogue range apart (ranges compare their middles). */
export function numericCloseness(a: ComparableValue, b: ComparableValue, range: AttributeRange | undefined): number {
  const difference = Math.abs(middle(a) - middle(b));
  if (difference === 0) return 1;
  const spread = range ? range.max - range.min : 0;
  if (!(spread > 0)) return 0;
  return Math.max(0, 1 - difference / spread);
}

function display(attribute: AttributeInfo, value: ComparableValue): string {
  if (isChoice(attribute.type)) return value.enumValue ?? "";
  const unit = attribute.unit ?? "";
  if (value.numMin !== null && value.numMax !== null && value.numMin !== value.numMax)
    return formatRange(value.numMin, value.numMax, unit);
  return formatQuantity(value.numMin ?? value.numMax ?? 0, unit);
}

const lower = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

interface Compared {
  attribute: AttributeInfo;
  closeness: number;
  source: ComparableValue;
  candidate: ComparableValue;
}

/**
 * "Same 0.4 m² shelf area, condenser temperature −85 °C vs −80 °C": up to two specifications the candidate shares,
 * then the closest one that differs (the candidate's value first). The kind attribute is only named when nothing
 * else is shared.
 */
export function similarityReason(compared: Compared[], kindId: string | null): string {
  // Shared "no" booleans say nothing; specifications are named in the category's order (key ones first).
  const same = compared.filter(
    (c) =>
      c.closeness === 1 &&
      (isNumeric(c.attribute.type) ||
        (c.attribute.id !== kindId && !(c.attribute.type === "boolean" && c.source.enumValue === "no"))),
  );
  const differing = compared
    .filter((c) => c.closeness < 1 && isNumeric(c.attribute.type) && c.closeness >= 0.6)
    .sort((a, b) => a.attribute.position - b.attribute.position);
  const parts: string[] = [];
  const sameSorted = same.sort((a, b) => a.attribute.position - b.attribute.position).slice(0, 2);
  if (sameSorted.length) {
    parts.push(
      `Same ${sameSorted
        .map((c) =>
          isNumeric(c.attribute.type)
            ? `${display(c.attribute, c.source)} ${lower(c.attribute.label)}`
            : `${lower(c.attribute.label)} (${display(c.attribute, c.source)})`,
        )
        .join(" and ")}`,
    );
  }
  const diff = differing[0];
  if (diff)
    parts.push(
      `${parts.length ? lower(diff.attribute.label) : diff.attribute.label} ${display(diff.attribute, diff.candidate)} vs ${display(diff.attribute, diff.source)}`,
    );
  if (!parts.length) {
    const kind = compared.find((c) => c.attribute.id === kindId);
    return kind ? `Also a ${display(kind.attribute, kind.source)}` : "Similar specifications";
  }
  return parts.join(", ");
}

/**
 * How alike two products' specifications are, 0..1, with the reason; null when they are not equivalents (a
 * different kind, or nothing numeric or enumerated in common). Every comparable attribute either of them has
 * counts in the denominator, so a candidate missing half the specifications scores at most about half.
 */
export function scoreSimilarity(
  attributes: ReadonlyMap<string, AttributeInfo>,
  ranges: ReadonlyMap<string, AttributeRange>,
  source: readonly ComparableValue[],
  candidate: readonly ComparableValue[],
): SimilarityResult | null {
  const kindId = kindAttributeId(attributes.values());
  const candidateBy = new Map(candidate.map((v) => [v.attributeId, v]));
  const sourceIds = new Set(source.map((v) => v.attributeId));
  let considered = 0;
  let total = 0;
  const compared: Compared[] = [];
  for (const value of source) {
    const attribute = attributes.get(value.attributeId);
    if (!attribute || !(isNumeric(attribute.type) || isChoice(attribute.type))) continue;
    considered++;
    const other = candidateBy.get(value.attributeId);
    if (!other) continue;
    let closeness: number;
    if (isChoice(attribute.type)) {
      closeness = value.enumValue !== null && value.enumValue === other.enumValue ? 1 : 0;
      if (attribute.id === kindId && closeness === 0) return null;
    } else {
      if (value.numMin === null || other.numMin === null) continue;
      closeness = numericCloseness(value, other, ranges.get(attribute.id));
    }
    total += closeness;
    compared.push({ attribute, closeness, source: value, candidate: other });
  }
  for (const value of candidate) {
    const attribute = attributes.get(value.attributeId);
    if (attribute && (isNumeric(attribute.type) || isChoice(attribute.type)) && !sourceIds.has(value.attributeId))
      considered++;
  }
  if (!compared.length || considered === 0) return null;
  const score = total / considered;
  // The reason is worded only when asked for (the job words the top rows only).
  return {
    score,
    get reason() {
      return similarityReason(compared, kindId);
    },
  };
}

/** The best `limit` candidates at or above MIN_SIMILARITY, best first (ties by id, so runs are repeatable). */
export function topSimilar<T extends { id: string; score: number }>(scored: T[], limit = TOP_N): T[] {
  return scored
    .filter((s) => s.score >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit);
}

/** "Bought together in 3 orders, compared together by 2 buyers". */
export function togetherReason(orders: number, compares: number): string {
  const parts: string[] = [];
  if (orders > 0) parts.push(`Bought together in ${orders} ${orders === 1 ? "order" : "orders"}`);
  if (compares > 0)
    parts.push(
      `${parts.length ? "compared" : "Compared"} together by ${compares} ${compares === 1 ? "buyer" : "buyers"}`,
    );
  return parts.join(", ");
}

/** An order says more than a comparison. */
export const togetherScore = (orders: number, compares: number) => orders * 2 + compares;
