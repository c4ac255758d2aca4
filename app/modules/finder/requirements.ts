// The product finder's requirements (issue 12, ADR 026): what a buyer's sentence was understood to ask for, as
// one JSON shape that the deterministic parser and the optional language-model provider both produce, and that the
// ranking query and the page read. Numbers are inclusive bounds in the base unit of their dimension (units.ts), so
// "colder than −112 °F" and "at most −80 °C" are the same requirement.
import { z } from "~/utils/zod";

export const DIMENSIONS = [
  "temperature",
  "volume",
  "length",
  "mass",
  "pressure",
  "rotation",
  "rcf",
  "power",
  "area",
  "flow",
  "time",
  "concentration",
  "frequency",
  "velocity",
  "count",
  "percent",
] as const;

/**
 * How a number's bounds are met by a product's value: "below"/"above"/"between"/"about" by any overlap of the
 * product's value (or range) with [min, max]; "covers" only when the product's range holds all of [min, max]
 * ("covering 190–1100 nm", issue 36).
 */
export const COMPARATORS = ["below", "above", "between", "about", "covers"] as const;
export type Comparator = (typeof COMPARATORS)[number];

export const SCALES = ["benchtop", "pilot", "production"] as const;
export type Scale = (typeof SCALES)[number];

/** At most this many requirements are read from one request; the rest is reported as not used. */
export const MAX_REQUIREMENTS = 12;
/** At most this many characters of a request are read. */
export const MAX_REQUEST_LENGTH = 500;
/** At most this many free words are searched for. */
export const MAX_KEYWORDS = 8;

const source = z.string().min(1).max(MAX_REQUEST_LENGTH);
const id = z.string().min(1).max(200);

/** "freeze dryer": a product kind, as the options of the categories' kind attributes it stands for. */
const kindRequirement = z.object({
  kind: z.literal("type"),
  source,
  label: z.string().min(1).max(100),
  options: z
    .array(z.object({ attributeId: id, value: z.string().min(1).max(100) }))
    .min(1)
    .max(20),
});

/** "diagnostic kits": a whole category. */
const categoryRequirement = z.object({
  kind: z.literal("category"),
  source,
  label: z.string().min(1).max(100),
  categoryIds: z.array(id).min(1).max(10),
  /** Read from a negation ("not a consumable"): the other categories. It names no candidates of its own. */
  negated: z.boolean().optional(),
});

/** "condenser colder than −80 °C": inclusive bounds in the base unit, on one attribute (by key, in any category). */
const numberRequirement = z
  .object({
    kind: z.literal("number"),
    source,
    /** What it applies to, as shown ("Condenser temperature"); "Any volume" when ambiguous. */
    label: z.string().min(1).max(100),
    /** The attribute definitions (ids) it is matched against: one key, possibly in several categories. */
    attributeIds: z.array(id).min(1).max(20),
    /** True when the request did not say which attribute and several of the dimension exist. */
    ambiguous: z.boolean(),
    dimension: z.enum(DIMENSIONS),
    comparator: z.enum(COMPARATORS),
    min: z.number().finite().nullable(),
    max: z.number().finite().nullable(),
    /** The unit the buyer wrote (table key of units.ts): values are shown back in it. */
    unit: z.string().max(20),
    /**
     * Written without a comparison ("SUB 500 L", "25k rpm"): the comparator is how such a value is meant (issue 35),
     * and the store search ranks by it rather than filtering.
     */
    bare: z.boolean().optional(),
    /** "under 60 kg", "above 0.5 m/s": the bound itself does not meet it ("at most", "≤" keep it). */
    strict: z.boolean().optional(),
  })
  .refine((r) => r.min !== null || r.max !== null, "a number requirement needs a bound")
  .refine((r) => r.min === null || r.max === null || r.min <= r.max, "min must not be above max");

/** "PVDF membrane", "sterile": one enum or yes/no attribute, any of the values. */
const enumRequirement = z.object({
  kind: z.literal("enum"),
  source,
  label: z.string().min(1).max(100),
  attributeIds: z.array(id).min(1).max(20),
  values: z.array(z.string().min(1).max(100)).min(1).max(40),
  /**
   * Read from a negation ("not PVDF", "not a microcentrifuge"): the attribute's other options. It names no candidates
   * of its own (every other option would), it only checks those the rest of the request found.
   */
  negated: z.boolean().optional(),
});

const brandRequirement = z.object({
  kind: z.literal("brand"),
  source,
  label: z.string().min(1).max(100),
  brandIds: z.array(id).min(1).max(60),
  /** Read from a negation ("not from Roche"): every other brand. It names no candidates of its own. */
  negated: z.boolean().optional(),
});

/** "21 CFR Part 11", "GMP": matched against the product's own words (title, subtitle, description). */
const complianceRequirement = z.object({
  kind: z.literal("compliance"),
  source,
  label: z.string().min(1).max(100),
  /** Words searched for (full text, any of them). */
  terms: z.array(z.string().min(1).max(60)).min(1).max(6),
});

/**
 * "C18", "microcentrifuge", "96-well" (issue 35): a word that narrows the product kind beyond the kind attribute's
 * options, matched against the product's own words (title, subtitle, description, text specifications) — never
 * dropped, never taken as met because the kind is.
 */
const featureRequirement = z.object({
  kind: z.literal("feature"),
  source,
  label: z.string().min(1).max(100),
  /** Phrases searched for (full text, any of them). */
  terms: z.array(z.string().min(1).max(60)).min(1).max(6),
  /**
   * Read from a negation ("not amber", "without fluorescence detector", "not benchtop"): met when the product's
   * words do not say any of the phrases. It names no candidates of its own.
   */
  negated: z.boolean().optional(),
});

/** "benchtop", "pilot", "production": matched against the product's and its category's words. */
const scaleRequirement = z.object({
  kind: z.literal("scale"),
  source,
  scale: z.enum(SCALES),
  terms: z.array(z.string().min(1).max(60)).min(1).max(6),
});

/**
 * "under €30,000", "budget around 15k GBP": the product's price (the price it is listed at, in its own currency)
 * converted to US cents at the shop's stated rate (Currency.usdPerUnit). `min`/`max` are inclusive bounds in US
 * cents, converted from what the buyer wrote at `usdPerUnit`; `currency` is the buyer's currency (lower-case code,
 * the shop's default "usd" when none was written) and `amount` the bounds as shown back, with the rate.
 */
const priceRequirement = z
  .object({
    kind: z.literal("price"),
    source,
    label: z.string().min(1).max(100),
    comparator: z.enum(COMPARATORS),
    min: z.number().finite().nonnegative().nullable(),
    max: z.number().finite().nonnegative().nullable(),
    currency: z.string().regex(/^[a-z]{3}$/),
    /** US dollars per unit of `currency`, the rate `min`/`max` were converted at. */
    usdPerUnit: z.number().finite().positive(),
    /** "at most €30,000 (≈ $32,400 at 1 EUR = 1.08 USD)". */
    amount: z.string().min(1).max(200),
  })
  .refine((r) => r.min !== null || r.max !== null, "a price requirement needs a bound")
  .refine((r) => r.min === null || r.max === null || r.min <= r.max, "min must not be above max");

/**
 * "in stock", "ships within 2 weeks" (ADR 084): how soon an option can be had, checked against the variants' stock and
 * lead times. `withinDays` null: units on hand now.
 */
const deliveryRequirement = z.object({
  kind: z.literal("delivery"),
  source,
  label: z.string().min(1).max(100),
  withinDays: z.number().int().min(0).max(366).nullable(),
});

export const requirementSchema = z.discriminatedUnion("kind", [
  kindRequirement,
  categoryRequirement,
  numberRequirement,
  enumRequirement,
  brandRequirement,
  complianceRequirement,
  scaleRequirement,
  priceRequirement,
  featureRequirement,
  deliveryRequirement,
]);
export type Requirement = z.infer<typeof requirementSchema>;
export type NumberRequirement = Extract<Requirement, { kind: "number" }>;
export type PriceRequirement = Extract<Requirement, { kind: "price" }>;

export const requirementsSchema = z.object({
  requirements: z.array(requirementSchema).max(MAX_REQUIREMENTS),
  /** Free words that were not understood as a requirement: searched for in the products' text. */
  keywords: z.array(z.string().min(1).max(40)).max(MAX_KEYWORDS),
});
export type Requirements = z.infer<typeof requirementsSchema>;

export interface Uninterpreted {
  text: string;
  reason: string;
}

export interface Contradiction {
  message: string;
  /** The fragments that conflict: the page offers to keep either. */
  sources: string[];
}

/** Everything the parser read from one request. */
export interface ParsedRequest extends Requirements {
  /** The request as read (normalised, capped): chips remove fragments from it. */
  text: string;
  uninterpreted: Uninterpreted[];
  /** Parts read as about the message, not the product (a greeting, how many to order): shown, never checked. */
  context: Uninterpreted[];
  contradictions: Contradiction[];
  notices: string[];
}
