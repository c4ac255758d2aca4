// The finder's answer for one product (issue 12, ADR 026): each requirement checked against the product's stored
// values (met / not met / unknown, with the product's value in the buyer's unit), a score that orders the results,
// a one-line reason, and follow-up questions for the key attributes the request left open. Pure: the server reads
// the rows, this decides.
import { productAvailability, shipsWithin, type AvailabilityVariant } from "~/modules/catalog/availability";
import { formatQuantity, formatRange, fromBase, toBase } from "~/modules/catalog/units";
import { formatMoney, type CurrencyInfo } from "~/utils/money";
import { requirementLabel, withRefinement } from "./describe";
import type { ParsedRequest, Requirement } from "./requirements";
import { kindAttributeOf, type FinderVocabulary, type VocabularyAttribute } from "./vocabulary";

export interface ProductValue {
  attributeId: string;
  numMin: number | null;
  numMax: number | null;
  enumValue: string | null;
  /** Set when the value is one variant's own (it then replaces the product's value for that variant). */
  variantId?: string | null;
}

/** What ranking reads of a candidate. */
export interface CandidateRow {
  id: string;
  title: string;
  brandId: string | null;
  categoryId: string | null;
  rating: number;
  /** The product's values of the attributes the request and the follow-ups are about. */
  values: ProductValue[];
  /** Per requirement index: does the product's text say it (compliance, scale and feature requirements only). */
  /** Each text check's answer by requirement index; a scale's is false when the product says another scale. */
  textMatches: Record<number, boolean | null>;
  /**
   * Per text check (compliance and feature requirements), the text specifications that decide it per option: every
   * value one option records as its own (saying it or not), and the product's own values that say it. Absent or
   * without an option's value: the product's words decide for every option.
   */
  textValues?: Record<number, TextValueHit[]>;
  /** Full-text rank of the request's free words (0 without any). */
  keywordRank: number;
  /** The listed price in US cents at the shop's stated rate (price requirements only; null: no price or no rate). */
  priceUsdCents?: number | null;
  /** Each variant's selling price in US cents (price requirements only): a variant's price goes with its values. */
  variantPrices?: { id: string; usdCents: number | null }[];
  /** Each variant's stock and lead time (delivery requirements only): a variant's delivery goes with its values. */
  shipping?: ShippingOption[];
  /** False when the product is sold on quote only (delivery requirements only). */
  purchasable?: boolean;
}

/** A variant as a delivery requirement reads it. */
export interface ShippingOption extends AvailabilityVariant {
  id: string;
}

/** A text specification's value and whether it says a text check's words. */
export interface TextValueHit {
  attributeId: string;
  /** The option (variant) whose own value it is; null for the product's. */
  variantId: string | null;
  says: boolean;
}

/** A candidate that is shown: its checks name its brand and category too. */
export interface ShownRow extends CandidateRow {
  brandName: string | null;
  categoryName: string | null;
  /** The listed price in its own currency (price requirements show it). */
  priceCents?: number | null;
  currency?: Partial<CurrencyInfo> | null;
}

/** "not-understood": a part of the request the reader could not turn into a requirement, so nothing was checked. */
export type CheckStatus = "met" | "not-met" | "unknown" | "not-understood";

export interface RequirementCheck {
  label: string;
  status: CheckStatus;
  /** The product's value as shown to the buyer ("−84 °C", "Sartorius"), null when it has none. */
  value: string | null;
}

/** How much each kind of requirement weighs in the order (met counts fully, unknown a quarter, not met nothing). */
export const WEIGHTS: Record<Requirement["kind"], number> = {
  type: 4,
  category: 2,
  number: 3,
  enum: 3,
  brand: 2,
  compliance: 1.5,
  scale: 1,
  price: 3,
  feature: 2,
  delivery: 2,
};
const UNKNOWN_SHARE = 0.25;
/** A check on a product's words has no value to show, only what its words say ("not Without filter (…)"). */
const WORD_CHECK_VALUES: Record<string, string> = {
  mentioned: "its words say it",
  "another scale": "its words say another scale",
};
/** A product meeting each requirement in a different option ranks below one whose single option meets them all. */
const SPLIT_PENALTY = 0.5;
const KEYWORD_WEIGHT = 1.5;

/** An attribute definition's key: its id is "<categoryId>.<key>" (ADR 013). */
function keyOfAttribute(attributeId: string): string {
  return attributeId.slice(attributeId.indexOf(".") + 1);
}

function overlaps(value: ProductValue, min: number | null, max: number | null): boolean {
  if (value.numMin === null || value.numMax === null) return false;
  return (min === null || value.numMax >= min) && (max === null || value.numMin <= max);
}

/** Whether a product's range holds a value (the band's centre, give or take its rounding). */
function holds(value: ProductValue, wanted: number): boolean {
  const slack = Math.abs(wanted) * 1e-9;
  return value.numMin! <= wanted + slack && value.numMax! >= wanted - slack;
}

function shownNumbers(values: ProductValue[], unit: string): string {
  const shown = [...new Set(values.map((v) => formatRange(v.numMin!, v.numMax!, unit)))];
  return shown.length > 3 ? `${shown.slice(0, 3).join(" · ")} …` : shown.join(" · ");
}

/** "$35,000.00", or "£112,000.00 (≈ €131,704.00)" when the buyer wrote another currency than the product's. */
function shownPrice(requirement: Extract<Requirement, { kind: "price" }>, shown: ShownRow): string | null {
  if (shown.priceCents === null || shown.priceCents === undefined) return null;
  const own = formatMoney(shown.priceCents, shown.currency);
  const usd = shown.priceUsdCents;
  if (usd === null || usd === undefined || shown.currency?.code === requirement.currency) return own;
  return `${own} (≈ ${formatMoney(Math.round(usd / requirement.usdPerUnit), { code: requirement.currency })})`;
}

function shownOptions(values: ProductValue[]): string {
  return [...new Set(values.map((v) => (v.enumValue === "yes" ? "Yes" : v.enumValue === "no" ? "No" : v.enumValue)))]
    .slice(0, 3)
    .join(" · ");
}

/**
 * A requirement checked against the product's values: its status, and for a `shown` one the product's value as the
 * buyer reads it. Ranking needs the status of every candidate; only the shown results need the formatted value.
 */
function evaluate(
  requirement: Requirement,
  index: number,
  row: CandidateRow,
  shown: ShownRow | null,
): { status: CheckStatus; value: string | null } {
  const withValue = shown !== null;
  switch (requirement.kind) {
    case "type": {
      const ids = new Set(requirement.options.map((o) => o.attributeId));
      const values = row.values.filter((v) => ids.has(v.attributeId) && v.enumValue !== null);
      // A product of a category none of the kinds belongs to is another kind ("<categoryId>.<key>", ADR 013); one in
      // the kind's category without a recorded kind is unknown.
      if (!values.length)
        return {
          status:
            row.categoryId !== null && ![...ids].some((id) => id.startsWith(`${row.categoryId}.`))
              ? "not-met"
              : "unknown",
          value: null,
        };
      const met = values.some((v) =>
        requirement.options.some((o) => o.attributeId === v.attributeId && o.value === v.enumValue),
      );
      return { status: met ? "met" : "not-met", value: withValue ? shownOptions(values) : null };
    }
    case "category":
      return {
        status: row.categoryId !== null && requirement.categoryIds.includes(row.categoryId) ? "met" : "not-met",
        value: shown?.categoryName ?? null,
      };
    case "number": {
      const values = row.values.filter(
        (v) => requirement.attributeIds.includes(v.attributeId) && v.numMin !== null && v.numMax !== null,
      );
      if (!values.length) return { status: "unknown", value: null };
      // "covers" (issue 36): the product's range holds all of the wanted one. "about" a value: a product's range
      // (a working volume of 31–496 L) must hold the value itself — coming within the band around it is not doing
      // 500 L (issue 35) — while a single value may lie anywhere in the band. Every other comparator: any overlap.
      const meets = (v: ProductValue) => {
        if (requirement.comparator === "covers") return v.numMin! <= requirement.min! && v.numMax! >= requirement.max!;
        if (
          requirement.comparator === "about" &&
          v.numMin! < v.numMax! &&
          requirement.min !== null &&
          requirement.max !== null
        )
          return holds(v, (requirement.min + requirement.max) / 2);
        // "under 60 kg": a 60 kg instrument is not under it; "above 0.5 m/s": 0.50 m/s is not above it.
        if (requirement.strict && requirement.comparator === "below" && requirement.max !== null)
          return v.numMin! < requirement.max;
        if (requirement.strict && requirement.comparator === "above" && requirement.min !== null)
          return v.numMax! > requirement.min;
        return overlaps(v, requirement.min, requirement.max);
      };
      const value = withValue ? shownNumbers(values, requirement.unit) : null;
      // A number whose specification was a guess among several ("biosafety cabinet 1200 mm": width or height): when
      // the product records more than one of them and they disagree, which one the buyer meant decides it, so it is
      // neither met nor not met but not understood (issue 35).
      if (requirement.ambiguous) {
        const byKey = new Map<string, boolean>();
        for (const v of values) {
          const key = keyOfAttribute(v.attributeId);
          byKey.set(key, (byKey.get(key) ?? false) || meets(v));
        }
        const verdicts = new Set(byKey.values());
        if (verdicts.size > 1) return { status: "not-understood", value };
      }
      return { status: values.some(meets) ? "met" : "not-met", value };
    }
    case "enum": {
      const values = row.values.filter((v) => requirement.attributeIds.includes(v.attributeId) && v.enumValue !== null);
      if (!values.length) return { status: "unknown", value: null };
      const met = values.some((v) => requirement.values.includes(v.enumValue!));
      return { status: met ? "met" : "not-met", value: withValue ? shownOptions(values) : null };
    }
    case "brand":
      return {
        status: row.brandId !== null && requirement.brandIds.includes(row.brandId) ? "met" : "not-met",
        value: shown?.brandName ?? null,
      };
    case "price": {
      // Any option's price within the limit meets it (a wide cabinet over a floor the narrow one is under);
      // oneOptionMeetsAll asks the same option to meet the rest.
      const optionPrices = (row.variantPrices ?? []).flatMap((v) => (v.usdCents === null ? [] : [v.usdCents]));
      const prices = optionPrices.length ? optionPrices : row.priceUsdCents == null ? [] : [row.priceUsdCents];
      const value = shown ? shownPrice(requirement, shown) : null;
      if (!prices.length) return { status: "unknown", value };
      const met = prices.some(
        (usd) =>
          (requirement.min === null || usd >= requirement.min) && (requirement.max === null || usd <= requirement.max),
      );
      return { status: met ? "met" : "not-met", value };
    }
    case "delivery": {
      // Any option that ships in time meets it (oneOptionMeetsAll asks the same option to meet the rest); one whose
      // brand has not said how soon is unknown. Sold on quote only: unknown, the quote says.
      const options = row.shipping ?? [];
      const value = shown && row.shipping ? productAvailability(options, row.purchasable ?? true).text : null;
      if (row.purchasable === false || !options.length) return { status: "unknown", value };
      const verdicts = options.map((option) => shipsWithin(option, requirement.withinDays));
      const meeting = options.find((_, i) => verdicts[i] === true);
      const status = meeting ? "met" : verdicts.includes(null) ? "unknown" : "not-met";
      return { status, value: meeting && shown ? productAvailability([meeting]).text : value };
    }
    case "compliance":
    case "scale":
    case "feature":
      // "not amber": met when the product's words do not say it (issue 35).
      if (requirement.kind === "feature" && requirement.negated)
        return row.textMatches[index]
          ? { status: "not-met", value: "mentioned" }
          : { status: "met", value: "not mentioned" };
      if (row.textMatches[index]) return { status: "met", value: "mentioned" };
      // "pilot" on a product whose words say benchtop: another scale (finder.server's scale check).
      if (requirement.kind === "scale" && row.textMatches[index] === false)
        return { status: "not-met", value: "another scale" };
      return { status: "unknown", value: "not mentioned" };
  }
}

/**
 * The product as each of its options (variants) is: the variant's own values over the product's, and its own price.
 * Empty when nothing about the product differs by variant.
 */
function optionRows(row: CandidateRow): CandidateRow[] {
  const ids = new Set<string>();
  for (const value of row.values) if (value.variantId) ids.add(value.variantId);
  for (const hits of Object.values(row.textValues ?? {}))
    for (const hit of hits) if (hit.variantId) ids.add(hit.variantId);
  const priced = row.variantPrices && row.variantPrices.length > 1 ? row.variantPrices : null;
  for (const variant of priced ?? []) ids.add(variant.id);
  const shipped = row.shipping && row.shipping.length > 1 ? row.shipping : null;
  for (const variant of shipped ?? []) ids.add(variant.id);
  if (ids.size === 0) return [];
  return [...ids].map((id) => {
    const own = row.values.filter((v) => v.variantId === id);
    const ownAttributes = new Set(own.map((v) => v.attributeId));
    return {
      ...row,
      values: [...row.values.filter((v) => !v.variantId && !ownAttributes.has(v.attributeId)), ...own],
      priceUsdCents: priced ? (priced.find((v) => v.id === id)?.usdCents ?? null) : row.priceUsdCents,
      // An option is priced by its own price alone (the price check reads the options' prices when given).
      variantPrices: undefined,
      // An option ships as it is stocked itself.
      shipping: shipped ? shipped.filter((v) => v.id === id) : row.shipping,
      textMatches: optionTextMatches(row, id),
      textValues: undefined,
    };
  });
}

/**
 * What one option's words say (issue 35): where some option records a text check's words as its own value (a
 * detector "DAD + FLD" on the dearer option only), that option's values decide, its own over the product's of the same
 * specification; the title and description, which speak of every option ("choice of variable wavelength or diode
 * array detection"), do not. Elsewhere the product's words decide for every option, as before.
 */
function optionTextMatches(row: CandidateRow, id: string): Record<number, boolean | null> {
  const matches = { ...row.textMatches };
  for (const [index, hits] of Object.entries(row.textValues ?? {})) {
    if (!hits.some((hit) => hit.variantId !== null && hit.says)) continue;
    const own = hits.filter((hit) => hit.variantId === id);
    const ownAttributes = new Set(own.map((hit) => hit.attributeId));
    const says =
      own.some((hit) => hit.says) ||
      hits.some((hit) => hit.variantId === null && hit.says && !ownAttributes.has(hit.attributeId));
    matches[Number(index)] = says;
  }
  return matches;
}

/**
 * Whether one option meets every requirement at once (issue 35): a freeze dryer whose −84 °C condenser is the dearer
 * variant and whose price fits only the cheaper one meets each requirement, but no buyer can order both in one.
 */
export function oneOptionMeetsAll(requirements: Requirement[], row: CandidateRow): boolean {
  const options = optionRows(row);
  if (options.length === 0) return true;
  return options.some((option) =>
    meetsEveryRequirement(
      requirements,
      requirements.map((r, i) => evaluate(r, i, option, null).status),
    ),
  );
}

export function checkRequirement(requirement: Requirement, index: number, row: ShownRow): RequirementCheck {
  return { label: requirementLabel(requirement), ...evaluate(requirement, index, row, row) };
}

/**
 * The order's score from the checks' statuses. Several kinds in one request are alternatives ("HPLC or UHPLC"): the
 * kind part of the score is the best of them, counted once.
 */
function scoreOf(requirements: Requirement[], statuses: CheckStatus[], keywordRank: number): number {
  let score = 0;
  let kind = 0;
  requirements.forEach((requirement, i) => {
    // Not understood (a specification guessed among several that disagree): it may be met, as an unknown may.
    const share =
      statuses[i] === "met" ? 1 : statuses[i] === "unknown" || statuses[i] === "not-understood" ? UNKNOWN_SHARE : 0;
    const points = WEIGHTS[requirement.kind] * share;
    if (requirement.kind === "type") kind = Math.max(kind, points);
    else score += points;
  });
  return score + kind + KEYWORD_WEIGHT * Math.min(keywordRank, 1);
}

export interface ScoredProduct {
  id: string;
  score: number;
  checks: RequirementCheck[];
  reason: string;
}

/**
 * The product's checks, score and reason line. `notUnderstood`: the parts of the request that were not read as a
 * requirement (issue 35): each is shown on every result as not understood, and no result then claims to meet all.
 */
export function scoreProduct(requirements: Requirement[], row: ShownRow, notUnderstood: string[] = []): ScoredProduct {
  const checks = requirements.map((r, i) => checkRequirement(r, i, row));
  const score = scoreOf(
    requirements,
    checks.map((c) => c.status),
    row.keywordRank,
  );
  const unread = notUnderstood.map((text): RequirementCheck => ({
    label: `“${text}”`,
    status: "not-understood",
    value: "not understood",
  }));
  const split =
    meetsEveryRequirement(
      requirements,
      checks.map((c) => c.status),
    ) && !oneOptionMeetsAll(requirements, row);
  const reason = split
    ? `Meets each of your ${countedChecks(requirements, checks).length} requirements, but no single option meets them all.`
    : reasonOf(requirements, checks, notUnderstood);
  return { id: row.id, score: split ? score - SPLIT_PENALTY : score, checks: [...checks, ...unread], reason };
}

/** The checks that count, one per requirement: alternatives of kind ("HPLC or UHPLC") count as one, the best. */
function countedChecks<C extends { status: CheckStatus }>(requirements: Requirement[], checks: C[]): C[] {
  const kinds = checks.filter((_, i) => requirements[i]?.kind === "type");
  const others = checks.filter((_, i) => requirements[i] && requirements[i].kind !== "type");
  return kinds.length ? [kinds.find((c) => c.status === "met") ?? kinds[0]!, ...others] : others;
}

/** Whether a product meets every requirement that was understood (statuses in the requirements' order). */
export function meetsEveryRequirement(requirements: Requirement[], statuses: CheckStatus[]): boolean {
  return (
    requirements.length > 0 &&
    countedChecks(
      requirements,
      statuses.map((status) => ({ status })),
    ).every((c) => c.status === "met")
  );
}

const quoted = (texts: string[]) => texts.map((t) => `“${t}”`).join(", ");

/**
 * One line: how many requirements it meets, and the first ones it does not (or cannot be checked for). "Meets all"
 * only when every requirement was met and nothing of the request was left not understood (issue 35).
 */
export function reasonOf(
  requirements: Requirement[],
  checks: RequirementCheck[],
  notUnderstood: string[] = [],
): string {
  // The checks whose specification was a guess the product's values disagree on are not understood too.
  const guessed = countedChecks(requirements, checks)
    .filter((c) => c.status === "not-understood")
    .map((c) => c.label);
  const unreadTexts = [...guessed, ...notUnderstood];
  const unread = unreadTexts.length ? `not understood: ${quoted(unreadTexts.slice(0, 2))}` : null;
  if (!requirements.length)
    return unread ? `Matches words of your request — ${unread}.` : "Matches the words of your request.";
  const counted = countedChecks(requirements, checks);
  const met = counted.filter((c) => c.status === "met");
  const notMet = counted.filter((c) => c.status === "not-met");
  const unknown = counted.filter((c) => c.status === "unknown");
  const describe = (c: RequirementCheck) =>
    !c.value ? c.label : `${c.label} (${WORD_CHECK_VALUES[c.value] ?? `has ${c.value}`})`;
  if (met.length === counted.length)
    return unread
      ? `Meets the ${counted.length} requirement${counted.length === 1 ? "" : "s"} understood — ${unread}.`
      : `Meets all ${counted.length} of your requirements.`;
  const parts = [`Meets ${met.length} of ${counted.length}`];
  if (notMet.length) parts.push(`not ${notMet.slice(0, 2).map(describe).join("; ")}`);
  if (unknown.length)
    parts.push(
      `no data for ${unknown
        .slice(0, 2)
        .map((c) => c.label)
        .join("; ")}`,
    );
  if (unread) parts.push(unread);
  return `${parts.join(" — ")}.`;
}

/**
 * Orders the candidates: score, then the catalogue's rating, then title for a stable order. Only statuses are
 * computed here; scoreProduct explains the ones that are shown.
 */
export function rankProducts<Row extends CandidateRow>(
  requirements: Requirement[],
  rows: Row[],
): { id: string; score: number; statuses: CheckStatus[]; meetsAll: boolean; row: Row }[] {
  return rows
    .map((row) => {
      const statuses = requirements.map((r, i) => evaluate(r, i, row, null).status);
      const each = meetsEveryRequirement(requirements, statuses);
      const meetsAll = each && oneOptionMeetsAll(requirements, row);
      const score = scoreOf(requirements, statuses, row.keywordRank) - (each && !meetsAll ? SPLIT_PENALTY : 0);
      return { id: row.id, score, statuses, meetsAll, row };
    })
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.row.rating - a.row.rating ||
        a.row.title.localeCompare(b.row.title) ||
        (a.id < b.id ? -1 : 1),
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Follow-up questions

export interface FollowUp {
  question: string;
  /** Refined requests: the link's text and the whole new request. */
  answers: { label: string; q: string }[];
}

/** The categories a request names (through its kinds and categories). */
export function namedCategories(parsed: Pick<ParsedRequest, "requirements">, vocabulary: FinderVocabulary): string[] {
  const ids = new Set<string>();
  for (const r of parsed.requirements) {
    if (r.kind === "category") r.categoryIds.forEach((id) => ids.add(id));
    if (r.kind === "type")
      for (const option of r.options) {
        const attribute = vocabulary.attributes.find((a) => a.id === option.attributeId);
        if (attribute) ids.add(attribute.categoryId);
      }
  }
  return [...ids];
}

/**
 * The attributes a follow-up may ask about: the facet attributes (not text) of the categories the request names,
 * but not their kind attribute nor one the request already constrains. Without a named category: the kind
 * attributes of every category ("what kind of product?").
 */
export function followUpAttributes(
  parsed: Pick<ParsedRequest, "requirements">,
  vocabulary: FinderVocabulary,
): VocabularyAttribute[] {
  const categories = namedCategories(parsed, vocabulary);
  if (!categories.length)
    return vocabulary.categories
      .map((c) => kindAttributeOf(vocabulary, c.id))
      .filter((a): a is VocabularyAttribute => a !== null);
  const constrained = new Set<string>();
  for (const r of parsed.requirements) {
    if (r.kind === "number" || r.kind === "enum")
      r.attributeIds.forEach((id) => constrained.add(vocabulary.attributes.find((a) => a.id === id)?.key ?? id));
  }
  const kinds = new Set(categories.map((c) => kindAttributeOf(vocabulary, c)?.id));
  return vocabulary.attributes.filter(
    (a) =>
      categories.includes(a.categoryId) &&
      a.isFacet &&
      a.type !== "text" &&
      !kinds.has(a.id) &&
      !constrained.has(a.key),
  );
}

function roundForQuestion(value: number): number {
  if (value === 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(Math.abs(value))) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/**
 * Up to three questions about key attributes the request left open, chosen among those most of the best results
 * have values for, each answered by links that add the answer to the request. Answers are written so the parser
 * reads them back (the attribute's label, a comparator, a value in its unit).
 */
export function followUpQuestions(
  parsed: Pick<ParsedRequest, "requirements" | "text">,
  vocabulary: FinderVocabulary,
  rows: CandidateRow[],
): FollowUp[] {
  const attributes = followUpAttributes(parsed, vocabulary);
  const top = rows.slice(0, 50);
  const questions: { coverage: number; followUp: FollowUp }[] = [];
  const byKey = new Map<string, VocabularyAttribute[]>();
  for (const a of attributes) byKey.set(a.key, [...(byKey.get(a.key) ?? []), a]);
  // One pass over the results' values (a finder view asks this for every open attribute): per key, its values
  // and how many of the results have one.
  const keyOfId = new Map<string, string>();
  for (const [key, group] of byKey) for (const a of group) keyOfId.set(a.id, key);
  const valuesByKey = new Map<string, { values: ProductValue[]; rows: number }>();
  for (const row of top) {
    const seen = new Set<string>();
    for (const v of row.values) {
      const key = keyOfId.get(v.attributeId);
      if (key === undefined) continue;
      let entry = valuesByKey.get(key);
      if (!entry) valuesByKey.set(key, (entry = { values: [], rows: 0 }));
      entry.values.push(v);
      if (!seen.has(key)) {
        seen.add(key);
        entry.rows++;
      }
    }
  }
  for (const [key, group] of byKey) {
    const attribute = group[0];
    const { values, rows: coverage } = valuesByKey.get(key) ?? { values: [], rows: 0 };
    if (coverage < Math.max(2, top.length / 3)) continue;
    const label = attribute.label.toLowerCase();
    let followUp: FollowUp | null = null;
    if (attribute.type === "number" || attribute.type === "range") {
      const unit = attribute.unit ?? "";
      // Sorted in the base unit: every unit is the base unit times a positive factor plus an offset, so the order
      // is the same in the attribute's unit and only the three quartiles need converting.
      const mids = values
        .filter((v) => v.numMin !== null && v.numMax !== null)
        .map((v) => (v.numMin! + v.numMax!) / 2)
        .sort((a, b) => a - b);
      if (mids.length === 0) continue;
      const quartile = (at: number) => roundForQuestion(fromBase(mids[Math.floor(at)], unit) ?? 0);
      const median = quartile(mids.length / 2);
      const low = quartile(mids.length / 4);
      const high = quartile((mids.length * 3) / 4);
      const shown = (n: number) => formatQuantity(toBase(n, unit) ?? n, unit).replace(/,/g, "");
      const temperature = key.includes("temperature") || unit === "°C";
      // Both directions around the results' middle value, and the upper quarter.
      const answers = temperature
        ? [
            `${label} colder than ${shown(low)}`,
            `${label} colder than ${shown(median)}`,
            `${label} warmer than ${shown(median)}`,
          ]
        : [
            `${label} at most ${shown(median)}`,
            `${label} at least ${shown(median)}`,
            `${label} at least ${shown(high)}`,
          ];
      followUp = {
        question: `What ${label} do you need?`,
        answers: [...new Set(answers)].slice(0, 3).map((text) => ({
          label: text.replace(`${label} `, ""),
          q: withRefinement(parsed.text, text),
        })),
      };
    } else if (attribute.type === "enum" || attribute.type === "boolean") {
      const counts = new Map<string, number>();
      for (const v of values) if (v.enumValue) counts.set(v.enumValue, (counts.get(v.enumValue) ?? 0) + 1);
      const options = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([o]) => o);
      if (options.length < 2) continue;
      const answer = (option: string) =>
        attribute.type === "boolean" ? (option === "yes" ? label : `not ${label}`) : option;
      followUp = {
        question: attribute.type === "boolean" ? `Does it need to be ${label}?` : `Which ${label}?`,
        answers: options.slice(0, 4).map((option) => ({
          label: attribute.type === "boolean" ? (option === "yes" ? "Yes" : "No") : option,
          q: withRefinement(parsed.text, answer(option)),
        })),
      };
    }
    if (followUp && followUp.answers.length) questions.push({ coverage, followUp });
  }
  return questions
    .sort((a, b) => b.coverage - a.coverage)
    .slice(0, 3)
    .map((q) => q.followUp);
}
