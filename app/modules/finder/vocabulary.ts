// What the finder's parser knows (issue 12, ADR 026): the catalogue's own vocabulary (categories, attribute
// definitions with their units and options, brands — read from the database and passed in, so the parser stays
// pure) and the domain's synonyms, which are plain data here. Nothing in this file names a product.
import type { AttributeType } from "~/modules/catalog/specifications";
import type { Scale } from "./requirements";

// The domain synonyms and stop words are shared with the store search (ADR 032): one table, in the catalogue.
export { CATEGORY_SYNONYMS, KIND_SYNONYMS, STOP_WORDS } from "~/modules/catalog/search-terms";

export interface VocabularyCategory {
  id: string;
  name: string;
  description: string;
}

export interface VocabularyAttribute {
  /** "<categoryId>.<key>" (ADR 013). */
  id: string;
  categoryId: string;
  key: string;
  label: string;
  type: AttributeType;
  unit: string | null;
  options: string[];
  isFacet: boolean;
  position: number;
  /** Lowest and highest stored value (base unit) of a number or range attribute, when known. */
  observed?: { min: number; max: number } | null;
}

export interface VocabularyBrand {
  id: string;
  name: string;
}

/** A currency the shop prices in, with the exchange rate it states (null: none stated). */
export interface VocabularyCurrency {
  /** Lower-case ISO code: "usd". */
  code: string;
  symbol: string;
  template: string;
  /** US dollars per unit, or null when the shop states no rate for it. */
  usdPerUnit: number | null;
}

export interface FinderVocabulary {
  categories: VocabularyCategory[];
  attributes: VocabularyAttribute[];
  brands: VocabularyBrand[];
  /** The shop's currencies and rates (price requirements); without them only US dollars are read. */
  currencies?: VocabularyCurrency[];
}

/**
 * A category's kind attribute: the enum that says what a product is ("Equipment type", "System type"). It is the
 * category's first enum attribute by position, which is how the definitions are written (ADR 013).
 */
export function kindAttributeOf(vocabulary: FinderVocabulary, categoryId: string): VocabularyAttribute | null {
  const enums = vocabulary.attributes
    .filter((a) => a.categoryId === categoryId && a.type === "enum")
    .sort((a, b) => a.position - b.position);
  return enums[0] ?? null;
}

/**
 * Words that name an attribute beyond its label, by attribute key (any category). The label's own words count
 * too; these are what people write instead ("collector" for the condenser, "pore" for the pore size).
 */
export const ATTRIBUTE_SYNONYMS: Record<string, string[]> = {
  "condenser-temperature": ["condenser", "collector", "ice condenser", "coil"],
  "shelf-area": ["shelf", "shelf area", "shelf space"],
  "shelf-temperature": ["shelf temperature", "shelf temp"],
  "working-volume": ["working volume", "volume", "vessel", "scale", "bag"],
  "chamber-volume": ["chamber", "interior", "volume", "capacity"],
  "ice-capacity": ["ice", "ice capacity"],
  "max-pressure": ["pressure", "backpressure", "back pressure"],
  "flow-rate": ["flow", "flow rate", "flowrate"],
  "max-speed": ["speed", "spin"],
  "max-rcf": ["rcf", "g force", "force"],
  "temperature-range": ["temperature", "temp", "refrigerated", "cooling"],
  "weighing-capacity": ["capacity", "weighing", "load", "weigh up to"],
  readability: ["readability", "resolution", "read"],
  "pore-size": ["pore", "pore size", "rating"],
  "particle-size": ["particle", "particle size"],
  "column-length": ["length", "long"],
  "internal-diameter": ["id", "inner diameter", "internal diameter", "bore"],
  diameter: ["diameter", "wide"],
  volume: ["volume", "fill", "capacity"],
  "tests-per-kit": ["test", "tests per kit", "reaction", "determination"],
  "time-to-result": ["result", "turnaround", "time to result", "answer"],
  sensitivity: ["sensitivity", "lod", "detection limit", "limit of detection"],
  "storage-temperature": ["storage", "store", "stored", "shipping", "keep"],
  agitation: ["agitation", "stirring", "stirrer", "impeller", "rpm"],
  "wavelength-range": ["wavelength", "spectral range"],
  "detection-channels": ["channel", "colour", "color", "dye", "plex"],
  "resolving-power": ["resolving power", "resolution", "fwhm"],
  weight: ["weight", "weigh", "heavy", "mass"],
  width: ["width", "wide"],
  depth: ["depth", "deep"],
  height: ["height", "tall", "high"],
  "co2-range": ["co2"],
  "inflow-velocity": ["inflow", "airflow", "velocity"],
  "pack-size": ["pack", "pk", "per pack", "box", "boxes", "pack size", "pcs", "piece"],
  "oven-temperature": ["oven", "column temperature"],
  "sample-volume": ["sample", "sample volume"],
  "mass-range": ["m z", "mass range"],
  "ph-range": ["ph"],
};

/** Extra names of brands beyond their own names' words. */
export const BRAND_SYNONYMS: Record<string, string[]> = {
  millipore: ["merck"],
  milliporesigma: ["merck"],
  emd: ["merck"],
  thermo: ["thermo-fisher"],
  "thermo fisher": ["thermo-fisher"],
  "thermo scientific": ["thermo-fisher"],
  thermofisher: ["thermo-fisher"],
  invitrogen: ["thermo-fisher"],
};

/** Words that are not brand names although they are words of a brand's name. */
export const GENERIC_NAME_WORDS = new Set([
  "scientific",
  "technologies",
  "technology",
  "corporation",
  "corp",
  "inc",
  "kgaa",
  "gmbh",
  "diagnostics",
  "diagnostic",
  "fisher",
  "life",
  "sciences",
  "and",
  "group",
]);

/** Compliance terms, each with the words searched for in a product's text. */
export const COMPLIANCE_TERMS: { label: string; phrases: string[]; terms: string[] }[] = [
  {
    label: "21 CFR Part 11",
    phrases: ["21 cfr part 11", "cfr part 11", "21 cfr 11", "part 11", "cfr 11"],
    terms: ["21 CFR Part 11", "Part 11", "audit trail"],
  },
  { label: "GMP", phrases: ["gmp", "cgmp", "good manufacturing practice"], terms: ["GMP", "cGMP"] },
  { label: "GLP", phrases: ["glp", "good laboratory practice"], terms: ["GLP"] },
  { label: "EU Annex 1", phrases: ["annex 1", "eu annex 1"], terms: ["Annex 1"] },
  { label: "ISO 13485", phrases: ["iso 13485"], terms: ["ISO 13485"] },
  { label: "IVD", phrases: ["ivd", "ce ivd", "in vitro diagnostic", "ivdr"], terms: ["IVD", "in vitro diagnostic"] },
  { label: "USP <797>", phrases: ["usp 797"], terms: ["USP 797"] },
];

/**
 * Scale words, each with `own`: the words that say only that scale in a product's own text. A product meets the scale
 * when it says one of them and, when the scale is negated ("not benchtop"), when it says none (issue 35). Words that
 * only go with a scale ("laboratory", "clinical batches", "commercial") are not said to be it: a pilot dryer "built for
 * clinical batches" is not a production one, nor a "Production Lyophilizer" a pilot one. `suggests`: words that go
 * with a scale, so that a product saying them but not the scale asked for ("Laboratory Lyophilizer" for "pilot") is
 * taken to be another scale (finder.server's scale check), never this one.
 */
export const SCALE_TERMS: Record<Scale, { phrases: string[]; own: string[]; suggests: string[] }> = {
  benchtop: {
    phrases: [
      "benchtop",
      "bench top",
      "tabletop",
      "table top",
      "laboratory scale",
      "lab scale",
      "compact",
      // German and French (issue 35): "Tischgerät", "de paillasse".
      "tischgerät",
      "tischmodell",
      "paillasse",
      "de paillasse",
    ],
    own: ["benchtop", "bench-top", "tabletop"],
    suggests: ["laboratory"],
  },
  pilot: {
    phrases: ["pilot", "pilot scale", "clinical scale", "scale up", "process development"],
    own: ["pilot", "scale-up"],
    suggests: ["clinical"],
  },
  production: {
    phrases: ["production", "production scale", "manufacturing", "commercial scale", "process scale", "large scale"],
    own: ["production", "process-scale"],
    suggests: ["manufacturing", "commercial"],
  },
};

/** Enum-like words for yes/no attributes: "non-sterile" says sterile = no. */
export const NEGATIONS = ["non", "not", "no", "without"];
