// Types of the blind relevance set (see README.md in this folder). Plain data: the judgement of every
// request is written as tests on recorded catalogue data (specifications, variant prices, brand, words),
// never as a list of products and never from any search output.

/** The classes of request the set is spread over (a request may belong to several). */
export type RequestClass =
  | "units" // units and numbers: µl/uL/ul, mL vs L, SI prefixes, "50k", "20.000 x g", decimal commas, counts
  | "comparison" // comparison words and direction: at least, not more than, up to, between, covers
  | "price" // price ceilings and floors, in USD / EUR / GBP
  | "synonym" // a kind by another name, or a need that implies a kind without naming it
  | "de-fr" // German or French words for kinds and comparisons
  | "negation" // not benchtop, no single-use, without …
  | "unanswerable" // a kind the catalogue has, with a constraint no product meets
  | "plain"; // a plain, easy request

/**
 * One way a product is the right kind: its product-level enum attribute `key` is one of `values`
 * (optionally only in `category`). A kind is a list of these; any one matching is enough.
 */
export interface KindTest {
  category?: string;
  key: string;
  values: string[];
}

export interface Kind {
  /** Human-readable name of the kind ("centrifuge", "freeze dryer (lab or pilot)"). */
  name: string;
  tests: KindTest[];
}

/**
 * A constraint on a product (checked per variant: the variant's own attributes over the product's,
 * together with that variant's price). `value` strings are quantities as a person writes them
 * ("15,000 rpm", "-80 °C", "190–1100 nm") and are read with parseQuantity from ~/modules/catalog/units.
 *
 * Numeric ops on a stored value [min, max] (a single number has min = max):
 *  - atLeast X:   max ≥ X   (the product reaches X or more: "at least 15,000 rpm", "at least 200 L working volume")
 *  - atMost X:    min ≤ X   (the product goes down to X or lower: "condenser −80 °C or colder", "≤ 25 kg")
 *  - maxAtMost X: max ≤ X   (the whole stored range is at or below X)
 *  - minAtLeast X: min ≥ X  (the whole stored range is at or above X)
 *  - covers [a, b]: min ≤ a and max ≥ b   (the product's range covers the wanted range or value)
 *  - overlaps [a, b]: min ≤ b and max ≥ a
 *  - within [a, b]: a ≤ min and max ≤ b   ("between 100 and 150 L")
 *  - equals X: the stored value is X (within 0.1 %)
 * A product without a readable value for the key does not meet the constraint.
 */
export type Constraint =
  | {
      spec: string;
      op: "atLeast" | "atMost" | "maxAtMost" | "minAtLeast" | "equals";
      value: string;
    }
  | { spec: string; op: "covers" | "overlaps" | "within"; value: string }
  /** enum / boolean attributes: the stored value is (not) one of `values` (exact option text, "yes"/"no"). */
  | { spec: string; op: "oneOf" | "notOneOf"; values: string[] }
  /** text attributes: the stored text contains (does not contain) any of `words`, case-insensitive. */
  | { spec: string; op: "contains" | "notContains"; words: string[] }
  /** the variant's price as sold now (sale price if any, else list price), converted to `currency`. */
  | { price: "atMost" | "atLeast"; amount: number; currency: "usd" | "eur" | "gbp" }
  | { brand: string[] }
  | { notBrand: string[] }
  /** title (or title + subtitle + description) contains any of `anyOf` as a whole word, case-insensitive. */
  | { words: string[]; in: "title" | "text" }
  /** title (or title + subtitle + description) contains none of `noneOf` as a whole word. */
  | { notWords: string[]; in: "title" | "text" };

export interface BlindRequest {
  /** The request as a buyer typed it. */
  q: string;
  classes: RequestClass[];
  kind: Kind;
  constraints: Constraint[];
  /** Why the request is judged this way (readings of ambiguous words, currency assumed, ...). */
  note?: string;
}
