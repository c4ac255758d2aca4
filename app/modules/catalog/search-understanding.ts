// What the store search understands of a query beyond its words (issue 35, ADR 062): the finder's parser reads it
// (units, SI prefixes, k/M suffixes, locale separators, comparison words, kind names in every language of the
// lexicon, misspelt kinds), and the store search keeps what it can use — a number with a unit becomes a
// specification the SQL ranks (or, when a comparison is stated, filters) by, and a misspelt or accent-less kind name
// becomes that kind's own name, so the full-text plan widens it to the kind's other names (searchPlan) and the
// spelling correction on product names never turns it into another kind. One piece of code per rule: nothing here
// reads a unit, a number or a comparison itself. Pure: the same query and vocabulary give the same reading.
import { readDelivery } from "~/modules/finder/delivery";
import { requirementLabel, withoutFragment } from "~/modules/finder/describe";
import { NOT_WANTED, editDistance, parseRequest } from "~/modules/finder/parse";
import type { Comparator, NumberRequirement } from "~/modules/finder/requirements";
import { kindNameOf, namesOfKinds } from "./search-terms";
import { tokenize } from "~/modules/finder/tokens";
import type { FinderVocabulary } from "~/modules/finder/vocabulary";

/** A number with a unit in a store query, as the specification it names (bounds in the attribute's base unit). */
export interface SpecificationTerm {
  /** The words it was read from ("≥ 20,000 x g"). */
  source: string;
  /** As shown back: "Maximum RCF at least 20,000 × g". */
  label: string;
  /** The attribute definitions it applies to (one key, possibly in several categories; several when ambiguous). */
  attributeIds: string[];
  comparator: Comparator;
  min: number | null;
  max: number | null;
  /**
   * A stated comparison on a named specification ("at least 500 L", "≥ 20,000 x g", "colder than −80 °C"): only
   * products whose recorded value meets it match. A bare value ("0.22 µm", "500L") ranks the products that have it
   * first and leaves the others in the results.
   */
  required: boolean;
  /**
   * A stated comparison (what `required` starts as): when few or no products meet it and it only ranks, it still
   * ranks above a price or a wanted word, as the visitor is told those products come first.
   */
  stated: boolean;
  /** The query did not say which specification, and several of the dimension exist ("0.22 µm"). */
  ambiguous: boolean;
}

/**
 * What ranks a match up or down beyond its words (issue 35): a price the query states ("under $30,000": the
 * reference price within the bounds, in US cents) and the brands it does not want ("not from Roche"). Ranking only:
 * a product without a price or of another brand is still found by its words.
 */
export interface SearchPreferences {
  price: { min: number | null; max: number | null; label: string } | null;
  excludedBrandIds: string[];
  /**
   * The kinds the query names, as the kind attributes' options ("mass spectrometer": the technique options of the
   * mass spectrometers): a product recorded as one of them is that kind, where another only mentions it ("LC-MS
   * vials"). Empty when the query names none.
   */
  kinds: { attributeId: string; value: string }[];
}

export interface UnderstoodSearch {
  /** The query as searched for words: without the words that became specifications, misspelt kinds corrected. */
  text: string;
  specifications: SpecificationTerm[];
  /** Kind names read from a misspelling or another spelling ("centrifgue" → "centrifuge"). */
  corrections: { from: string; to: string }[];
  preferences: SearchPreferences;
}

/** At most this many specifications of a query are used (each is a test in the ranked sample's rank). */
export const MAX_SPECIFICATIONS = 4;

/** At most this many kind options rank a query's matches (one probe of each ranked match's values for all). */
const MAX_KIND_OPTIONS = 20;

/** Without accents, as the finder reads lexicon names ("bioreacteur" is "bioréacteur"). */
function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/**
 * The name to search for a kind the finder read from `source` when the store's plan does not know `source` as a kind
 * name (a misspelling, a name without its accents): the closest of the names of exactly the kinds read, so a
 * misspelt kind never becomes another kind. Null when the plan knows the words already.
 */
function correctedKindName(source: string, options: string[]): string | null {
  if (kindNameOf(source)) return null;
  const typed = withoutAccents(source.toLowerCase());
  let best: { name: string; distance: number } | null = null;
  for (const name of namesOfKinds(options)) {
    const distance = editDistance(typed, withoutAccents(name), Math.max(typed.length, name.length));
    // Ties go to the first name: English before other languages (namesOfKinds).
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name ?? null;
}

/** Cuts `fragment` out of `text` once (case as written), leaving single spaces. */
function without(text: string, fragment: string): string {
  const at = text.indexOf(fragment);
  if (at === -1) return text;
  return `${text.slice(0, at)} ${text.slice(at + fragment.length)}`.replace(/\s+/g, " ").trim();
}

function specificationOf(r: NumberRequirement): SpecificationTerm {
  return {
    source: r.source,
    label: requirementLabel(r),
    attributeIds: r.attributeIds,
    comparator: r.comparator,
    min: r.min,
    max: r.max,
    required: r.comparator !== "about" && !r.ambiguous && !r.bare,
    stated: r.comparator !== "about" && !r.ambiguous && !r.bare,
    ambiguous: r.ambiguous,
  };
}

/**
 * How the store search reads `q` with the catalogue's vocabulary (see the file's head). When nothing searchable is
 * left once the specifications are taken out ("0.22 µm" alone), the words stay in the text and the specifications
 * only rank: the search still needs words to match.
 */
export function understandSearch(q: string, vocabulary: FinderVocabulary): UnderstoodSearch {
  const parsed = parseRequest(q, vocabulary);
  let text = parsed.text;
  const corrections: UnderstoodSearch["corrections"] = [];
  const specifications: SpecificationTerm[] = [];
  const preferences: SearchPreferences = { price: null, excludedBrandIds: [], kinds: [] };
  // Words that are not searched for: a price's ("under", "$30,000") and what the query does not want ("not from
  // Roche", "no single-use", "except PTFE") — searched for, they would find exactly the products not wanted.
  const unsearched: string[] = [];
  for (const u of parsed.uninterpreted) if (u.reason === NOT_WANTED) unsearched.push(u.text);
  for (const r of parsed.requirements) {
    if (r.kind === "price") {
      if (!preferences.price) preferences.price = { min: r.min, max: r.max, label: requirementLabel(r) };
      unsearched.push(r.source);
    } else if (
      (r.kind === "brand" || r.kind === "enum" || r.kind === "category" || r.kind === "feature") &&
      r.negated
    ) {
      unsearched.push(r.source);
      if (r.kind === "brand")
        preferences.excludedBrandIds.push(
          ...vocabulary.brands.filter((b) => !r.brandIds.includes(b.id)).map((b) => b.id),
        );
    } else if (r.kind === "enum" && r.values.length === 1 && r.values[0] === "no") {
      // "non-sterile", "no single-use": the attribute's word would find the products that are.
      unsearched.push(r.source);
    } else if (r.kind === "type") {
      preferences.kinds.push(...r.options.slice(0, MAX_KIND_OPTIONS - preferences.kinds.length));
      const name = correctedKindName(r.source, [...new Set(r.options.map((o) => o.value))]);
      if (!name || !text.includes(r.source)) continue;
      text = text.replace(r.source, name);
      corrections.push({ from: r.source, to: name });
    } else if (r.kind === "number" && specifications.length < MAX_SPECIFICATIONS) {
      specifications.push(specificationOf(r));
    }
  }
  let searched = text;
  for (const fragment of unsearched) searched = without(searched, fragment);
  // An ambiguous number ("covering 190 to 1100 nm" with no attribute named) is not surely a specification: its words
  // stay searched as well.
  for (const s of specifications) if (!s.ambiguous) searched = without(searched, s.source);
  if (!/[\p{L}\p{N}]/u.test(searched))
    return {
      text,
      specifications: specifications.map((s) => ({ ...s, required: false })),
      corrections,
      preferences,
    };
  return { text: searched, specifications, corrections, preferences };
}

/**
 * "centrifuge in stock", "Pipetten auf Lager" (ADR 084): the store's own In stock filter, not words to search for —
 * searched, they found only the few products whose text says "stock". The same address with the filter on and the
 * phrase out of the query, or null when the query has none. A delivery time ("ships within 2 weeks") has no filter
 * here and stays searched.
 */
export function inStockLocation(url: URL): string | null {
  const q = url.searchParams.get("q");
  if (!q) return null;
  const phrase = readDelivery({ text: q, tokens: tokenize(q) }).find((r) => r.withinDays === null);
  if (!phrase) return null;
  const params = new URLSearchParams(url.searchParams);
  const rest = withoutFragment(q, phrase.source).trim();
  if (rest) params.set("q", rest);
  else params.delete("q");
  params.set("stock", "in");
  params.delete("page");
  return `${url.pathname}?${params}`;
}
