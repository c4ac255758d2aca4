// The finder's requirement parser (issue 12, ADR 026): a buyer's sentence → requirements JSON, deterministically
// and without I/O. It reads quantities with units (converted by the catalogue's unit module) and their comparators
// ("colder than", "at least", "up to", "between … and …", "about"), product kinds and categories (with the domain's
// synonyms), enum options, yes/no attributes, brands, compliance terms and scale words, using the vocabulary the
// caller passes in (the catalogue's definitions). What it cannot read is reported, never guessed; requirements
// that cannot hold together are reported as contradictions and not used.
import { normalizeWord } from "~/modules/catalog/search-terms";
import {
  ARTICLES,
  AT_LEAST_WORDS,
  ATTRIBUTE_WORDS,
  CAPABILITY_KEYS,
  CLAUSE_WORDS_BY_LANGUAGE,
  COMPARISON_NAMES_ATTRIBUTE,
  CONTAINER_WORDS,
  IMPLIED_SPECIFICATIONS,
  COMPARISON_AFTER,
  COMPARISON_WORDS,
  COVER_WORDS,
  ENGLISH_HOMOGRAPHS,
  FILLER_WORDS,
  OPTION_NAMES,
  LOWER_IS_BETTER,
  MAX_WORDS,
  KIND_NAMES,
  KIND_NARROWERS,
  LIST_NEGATION_SAME_KIND_WORDS,
  LIST_NEGATION_WORDS,
  NEGATION_WORDS,
  RANGE_WORDS,
  REACH_WORDS,
  STRICT_COMPARISON_WORDS,
  UNITS_BY_KIND,
  WELL_WORDS,
  WITH_WORDS,
  WITHOUT_PHRASES,
  WITHOUT_WORDS,
  YES_NO_WORDS,
  type ComparisonSense,
} from "~/modules/catalog/lexicon";
import { BASE_UNITS, convert, dimensionOf, resolveUnit, toBase, type Dimension } from "~/modules/catalog/units";
import {
  MAX_KEYWORDS,
  MAX_REQUEST_LENGTH,
  MAX_REQUIREMENTS,
  type Comparator,
  type Contradiction,
  type NumberRequirement,
  type ParsedRequest,
  type Requirement,
  type Scale,
  type Uninterpreted,
} from "./requirements";
import {
  ATTRIBUTE_SYNONYMS,
  BRAND_SYNONYMS,
  CATEGORY_SYNONYMS,
  COMPLIANCE_TERMS,
  GENERIC_NAME_WORDS,
  KIND_SYNONYMS,
  NEGATIONS,
  SCALE_TERMS,
  STOP_WORDS,
  kindAttributeOf,
  type FinderVocabulary,
  type VocabularyAttribute,
} from "./vocabulary";
import { SCALE_LABELS, describeNumber } from "./describe";
import { readPrices } from "./price";
import { ORDER_QUANTITY, readContext } from "./context";
import { readDelivery } from "./delivery";
import { TOKEN, phraseWords, tokenize, type Token } from "./tokens";

// The synonym table's keys are written in this form, so both readers of the table normalise alike.
export { normalizeWord };
export { phraseWords };

/** The request as read: Unicode-normalised, "minus 80" as "−80", single spaces, at most MAX_REQUEST_LENGTH. */
export function normalizeRequest(input: string): { text: string; truncated: boolean } {
  let text = input
    .normalize("NFKC")
    .replace(/μ/g, "µ")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\bminus\s+(?=\d)/gi, "−")
    .replace(/\s+/g, " ")
    .trim();
  let truncated = false;
  if (text.length > MAX_REQUEST_LENGTH) {
    truncated = true;
    const cut = text.slice(0, MAX_REQUEST_LENGTH);
    const space = cut.lastIndexOf(" ");
    text = (space > MAX_REQUEST_LENGTH / 2 ? cut.slice(0, space) : cut).trim();
  }
  return { text, truncated };
}

// ---------------------------------------------------------------------------------------------------------------
// Quantities

/** Words after a number that look like units but are not meant as one here. */
const NOT_UNITS = new Set(["a", "an", "in", "at", "t", "to", "or", "and", "of"]);

interface RawNumber {
  start: number;
  end: number;
  value: number;
  unit: string | null;
  /** The number was written right after a dash that follows a digit ("2-8"): a range separator, not a sign. */
  dashed: boolean;
  /**
   * The value read in the unit it means beside a kind (UNITS_BY_KIND: a bare "g" beside a centrifuge is × g), when
   * that reads the digits otherwise: "20.000 g" is 20 g of mass but 20,000 × g (writtenValue).
   */
  valueAsKindUnit?: number;
  /** The value with its one dot read as grouping thousands, where it was read as a decimal point ("1.100"). */
  valueGrouped?: number;
}

function readUnit(text: string, at: number): { unit: string; end: number } | null {
  // "4°C-40°C", "190nm–1100nm": a dash before the next number ends the unit (a range, issue 35); so does a "+"
  // ("200 L+": 200 L or more, read by POSTFIXES).
  const slice = text.slice(at, at + 40).replace(/[-–—][+\-−]?\d[\s\S]*$/u, "");
  const match = /^( ?)([^\s\d,;:()!?+][^\s,;:()!?+]*)(?: ([^\s\d,;:()!?+]+))?(?: ([^\s\d,;:()!?+]+))?/u.exec(slice);
  if (!match) return null;
  const [, space, ...words] = match;
  const present = words.filter((w): w is string => w !== undefined);
  for (let n = present.length; n >= 1; n--) {
    const candidate = present.slice(0, n).join(" ").replace(/[.]+$/, "");
    const length = space.length + present.slice(0, n).join(" ").length;
    if (!candidate || candidate === "MS") continue;
    if (NOT_UNITS.has(candidate.toLowerCase()) && !(candidate === "in" && inchesAt(text, at + length))) continue;
    const unit = resolveUnit(candidate);
    if (unit === null || unit === "") continue;
    const trailingDots = present.slice(0, n).join(" ").match(/[.]+$/)?.[0].length;
    return { unit, end: at + length - (trailingDots ?? 0) };
  }
  return null;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * "30.5 in", "18 in (under a shelf)", "24 in wide": "in" after a number is inches where the request ends there, or a
 * stop, a bracket or a size word follows; else it is the preposition ("50 mL in 2 minutes", "in a box").
 */
function inchesAt(text: string, end: number): boolean {
  return /^\s*(?:$|[,.;:)(!?–—-]|(?:tall|wide|deep|high|long)\b)/iu.test(text.slice(end, end + 12));
}

/**
 * A number as written, before its unit: English thousands ("15,000"), German thousands ("15.000", "1.234,5"), a
 * decimal point or a decimal comma ("1,5"). Alternatives in this order, each linear (no nested quantifiers over
 * the same characters), so a long run of digits and separators cannot make the expression backtrack.
 */
// A group of thousands is three digits, no more: "0.00001 g" is a hundred-thousandth, never "0.000" and "01".
const WRITTEN_NUMBER =
  /[+\-−]?(?:[1-9]\d{0,2}(?: \d{3})+(?![\d.,])|\d+(?:,\d{3})+(?!\d)(?:\.\d+)?|\d+(?:\.\d{3})+(?!\d)(?:,\d+)?|\d+[.,]\d+|\d+)/g;

/** Dimensions whose values are whole numbers in practice: there "15.000" cannot mean fifteen and a fraction. */
const WHOLE_NUMBER_DIMENSIONS = new Set<Dimension>(["rotation", "rcf", "count"]);

/**
 * The value of a written number. A comma before exactly three digits groups thousands ("15,000"); any other
 * single comma is a decimal comma ("1,5" = 1.5). A dot before exactly three digits ("20.000") groups thousands when
 * there are several such groups ("1.000.000"), when a decimal comma follows ("1.234,5"), or when the unit is one
 * whose values are whole numbers (rpm, × g, a count): "20.000 x g" is 20,000 × g, but "1.000 mL" is one millilitre.
 * A leading "0." is always a decimal point. A space groups thousands ("15 000 rpm", as French writes them) only
 * before rpm or × g; elsewhere "2 100 mL" stays two numbers (findNumbers). In a request that groups thousands with
 * dots elsewhere (groupsThousandsWithDots) every such dot groups: "mind. 1.600 L, ≥ 1.000 U/min" is 1,600 L.
 */
function writtenValue(raw: string, dimension: Dimension, dotsGroupThousands = false): number {
  const sign = raw.replace(/^[+\-−]/, "") === raw ? "" : raw[0] === "+" ? "" : "-";
  const digits = raw.replace(/^[+\-−]/, "").replace(/ /g, "");
  let plain: string;
  if (/^\d+(?:,\d{3})+(?:\.\d+)?$/.test(digits) && !digits.startsWith("0,")) plain = digits.replace(/,/g, "");
  else if (
    /^[1-9]\d{0,2}(?:\.\d{3})+(?:,\d+)?$/.test(digits) &&
    (/\..*\./.test(digits) || digits.includes(",") || WHOLE_NUMBER_DIMENSIONS.has(dimension) || dotsGroupThousands)
  )
    plain = digits.replace(/\./g, "").replace(",", ".");
  else plain = digits.replace(",", ".");
  return Number(`${sign}${plain}`);
}

/**
 * Whether the request groups thousands with dots, as German writes numbers: a dot before three digits where it can
 * only group ("1.000 U/min", "20.000 x g", "1.000.000", "1.234,5", "12.500 €"), or a decimal comma ("0,5 vvm",
 * "1,5 ml"). One writer writes numbers one way, so then "mind. 1.600 L" is 1,600 L, not 1.6 L.
 */
function groupsThousandsWithDots(text: string): boolean {
  if (writtenInGermanOrFrench(text)) return true;
  if (/(?<![\d.,])\d+,\d{1,2}(?![\d.,])/.test(text)) return true;
  for (const match of text.matchAll(/(?<![\d.,])[1-9]\d{0,2}((?:\.\d{3})+)(,\d+)?(?![\d.,])/g)) {
    if (match[1]!.length > 4 || match[2]) return true;
    const end = match.index + match[0].length;
    if (/^\s?(?:€|\$|£|EUR|USD|GBP|CHF)/i.test(text.slice(end))) return true;
    const read = readUnit(text, end);
    if (read && WHOLE_NUMBER_DIMENSIONS.has(dimensionOf(read.unit) ?? "count")) return true;
  }
  return false;
}

/** The lexicon's German and French words that no English request writes (ENGLISH_HOMOGRAPHS), lower case. */
const GERMAN_OR_FRENCH_WORDS: Set<string> = (() => {
  const wordsOf = (language: "en" | "de" | "fr") =>
    [
      ...Object.keys(KIND_NAMES[language]),
      ...Object.values(ATTRIBUTE_WORDS[language]).flat(),
      ...FILLER_WORDS[language],
      ...CLAUSE_WORDS_BY_LANGUAGE[language],
      ...Object.values(COMPARISON_WORDS[language]).flat(),
      ...Object.values(COMPARISON_AFTER[language]).flat(),
      ...Object.values(RANGE_WORDS[language]).flat(),
    ].flatMap((phrase) => phrase.toLowerCase().split(/\s+/));
  const english = new Set([...wordsOf("en"), ...ENGLISH_HOMOGRAPHS]);
  return new Set(
    [...wordsOf("de"), ...wordsOf("fr")].filter((w) => w.replace(/\.$/, "").length > 2 && !english.has(w)),
  );
})();

/**
 * Whether the request is written in German or French (a word of theirs no English request writes: "mind.",
 * "Zentrifuge", "höchstens", "avec"). Both write a decimal comma, so a dot before three digits there groups
 * thousands: "UHPLC mind. 1.300 bar" is 1,300 bar, which a buyer would not write for 1.3 bar.
 */
function writtenInGermanOrFrench(text: string): boolean {
  return [...text.toLowerCase().matchAll(/\p{L}[\p{L}'’]*\.?/gu)].some(([word]) =>
    [word, word.replace(/\.$/, ""), word.replace(/s$/, "")].some((w) => GERMAN_OR_FRENCH_WORDS.has(w)),
  );
}

/** Words before a "50K" that make it a temperature in kelvin rather than fifty thousand. */
const TEMPERATURE_CONTEXT = /temp|condenser|collector|cold|cool|warm|hot|freez|cryo|kelvin|°/i;

/**
 * "50k rpm", "240k", "2M": a thousands ("k") or millions ("M") suffix right after the digits, with nothing but a
 * unit of a whole-number dimension (or no unit: a count) after it. "50K" beside a temperature word, "50 K" with a
 * space and "50 kg" / "50 kPa" are not suffixes.
 */
function readMultiplier(text: string, end: number): { factor: number; unit: string | null; end: number } | null {
  const letter = text[end];
  if (letter !== "k" && letter !== "K" && letter !== "M") return null;
  if (/\p{L}/u.test(text[end + 1] ?? "")) return null;
  const factor = letter === "M" ? 1e6 : 1e3;
  const after = text[end + 1] ?? "";
  const read = after === " " ? readUnit(text, end + 1) : null;
  if (read && WHOLE_NUMBER_DIMENSIONS.has(dimensionOf(read.unit) ?? "count"))
    return { factor, unit: read.unit, end: read.end };
  if (read && dimensionOf(read.unit) !== "temperature") return { factor, unit: read.unit, end: read.end };
  if (letter === "K" && TEMPERATURE_CONTEXT.test(text.slice(Math.max(0, end - 60), end))) return null;
  return { factor, unit: null, end: end + 1 };
}

/**
 * Numbers read at most: three per requirement used (a range takes two), so a request of 250 numbers costs what one
 * of a dozen does (issue 35); the rest are left to the leftovers, which report them as numbers not read.
 */
const MAX_NUMBERS = MAX_REQUIREMENTS * 3;

function findNumbers(text: string, blocked: (index: number) => boolean): RawNumber[] {
  const found: RawNumber[] = [];
  const dotsGroup = groupsThousandsWithDots(text);
  const pattern = new RegExp(WRITTEN_NUMBER.source, "g");
  for (let match = pattern.exec(text); match && found.length < MAX_NUMBERS; match = pattern.exec(text)) {
    let start = match.index;
    let raw = match[0];
    if (raw.includes(" ")) {
      // "15 000 rpm": thousands grouped by spaces, only before a unit of rotation or force (a bare "g" may be a
      // force: UNITS_BY_KIND); else the first group.
      const read = readUnit(text, start + raw.length);
      const dimension = read ? dimensionOf(read.unit) : null;
      if (dimension !== "rotation" && dimension !== "rcf" && !(read && read.unit in UNITS_BY_KIND)) {
        raw = raw.slice(0, raw.indexOf(" "));
        pattern.lastIndex = start + raw.length;
      }
    }
    let dashed = false;
    const before = text[start - 1] ?? "";
    if (/^[+\-−]/.test(raw)) {
      if (LETTER_OR_DIGIT.test(before)) {
        // "2-8", "4°C-40°C": the dash separates a range (after a digit or right after the previous number's unit);
        // "sub-2 µm": a comparison written onto the number (COMPARISON_WORDS); "IL-6", "CoV-2": part of a word.
        const previous = found[found.length - 1];
        const afterUnit = previous !== undefined && previous.unit !== null && previous.end === start;
        if ((/\d/.test(before) || afterUnit) && raw[0] !== "+") {
          dashed = true;
          start += 1;
          raw = raw.slice(1);
        } else if (raw[0] !== "+" && readPrefix(text.slice(Math.max(0, start - 40), start + 1))) {
          start += 1;
          raw = raw.slice(1);
        } else continue;
      }
    } else if (LETTER_OR_DIGIT.test(before) || before === "." || before === ",") continue;
    if (blocked(start)) continue;
    let end = start + raw.length;
    let factor = 1;
    let unit: string | null = null;
    const multiplier = readMultiplier(text, end);
    if (multiplier) {
      factor = multiplier.factor;
      unit = multiplier.unit;
      end = multiplier.end;
    } else {
      // "960er Pack", "96er-Platte": German writes a count as an adjective; the unit comes after its ending.
      if (/^er[\s-]\p{L}/u.test(text.slice(end, end + 4))) end += 2;
      const after = text[end] ?? "";
      if (/\p{L}/u.test(after) || /[°º×µ%"]/.test(after) || after === " ") {
        const read = readUnit(text, end);
        if (read) {
          unit = read.unit;
          end = read.end;
        } else if (after !== " ") continue; // "2R", "96well": a word, not a quantity
      }
      // "6-channel", "2-pack": a count written onto its noun, which names what it counts (a count of wells was read
      // before: readWellCounts); a count no specification names is reported as not understood.
    }
    const value = writtenValue(raw, unit === null ? "count" : (dimensionOf(unit) ?? "count"), dotsGroup) * factor;
    if (!Number.isFinite(value)) continue;
    const kindUnit = unit === null ? undefined : UNITS_BY_KIND[unit]?.unit;
    const valueAsKindUnit = kindUnit ? writtenValue(raw, dimensionOf(kindUnit) ?? "count", dotsGroup) * factor : value;
    const valueGrouped = writtenValue(raw, "count", true) * factor;
    found.push({
      start,
      end,
      value,
      unit,
      dashed,
      ...(valueAsKindUnit !== value ? { valueAsKindUnit } : {}),
      ...(valueGrouped !== value ? { valueGrouped } : {}),
    });
  }
  return found;
}

interface Mention {
  start: number;
  end: number;
  comparator: Comparator;
  /** Written bounds in `unit` (null unit: none was written). */
  low: number;
  high: number;
  unit: string | null;
  /** The bounds read in the unit it means beside a kind, where the digits read otherwise (RawNumber). */
  asKindUnit?: { low: number; high: number };
  /** A single value's digits with a dot read as grouping thousands ("1.000 bar"), where it was a decimal point. */
  grouped?: number;
  /** °C was assumed for a unit-less temperature comparison. */
  assumed: boolean;
  bare: boolean;
  /** Written with "up to" ("bis", "jusqu'à"): at most, unless the attribute is a capability (capabilityOf). */
  upTo: boolean;
  /** A range after a cover word ("covering 190–1100 nm"): "covers" on a range attribute (coverageReading). */
  covering: boolean;
  /** The comparison's own words ("at least", "or more"), "" without any. */
  words: string;
  /**
   * Written as "better"/"faster"/"finer" (or "worse"/"slower"): the comparator is "above" ("below") for now, turned
   * round on an attribute where a lower value is the better one (polarityReading).
   */
  polarity?: "better" | "worse";
  /** The value itself, without the rounding a bare value allows (maximumReading). */
  exact?: boolean;
  /** The comparison leaves the number itself out ("under 60 kg": STRICT_COMPARISON_WORDS). */
  strict?: boolean;
  /** Where a comparison written after the attribute's name stands ("0.3 µm pores or smaller": "or smaller"). */
  comparisonAfterName?: { start: number; end: number };
}

/** A phrase of the lexicon as a pattern: any run of spaces between words, either apostrophe. */
function phrasePattern(phrase: string): string {
  return phrase
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/ /g, "\\s+")
    .replace(/'/g, "['’]");
}

/** A comparison word as looked up: lower case, single spaces, a straight apostrophe. */
function comparisonKey(written: string): string {
  return written.toLowerCase().replace(/\s+/g, " ").replace(/’/g, "'");
}

const SYMBOL_SENSES: [string, ComparisonSense][] = [
  ["<=", "below"],
  ["≤", "below"],
  ["<", "below"],
  [">=", "above"],
  ["≥", "above"],
  [">", "above"],
  ["~", "about"],
  ["≈", "about"],
];

/** Every comparison word of the lexicon (all languages) and symbol, by how it bounds the number after it. */
const COMPARISON_SENSES = new Map<string, ComparisonSense>([
  ...Object.values(COMPARISON_WORDS).flatMap((senses) =>
    (Object.entries(senses) as [ComparisonSense, string[]][]).flatMap(([sense, words]) =>
      words.map((word): [string, ComparisonSense] => [comparisonKey(word), sense]),
    ),
  ),
  ...SYMBOL_SENSES,
]);

/**
 * A comparison right before a number: a lexicon word or symbol, perhaps after a negation ("no smaller than"). The
 * alternatives are fixed words (no nested quantifiers), and it runs on the 40 characters before the number only.
 */
const PREFIX = new RegExp(
  // After a space, or after an elided article or preposition ("d'au moins", "qu'au plus").
  `(?:^|\\s|['’])(?:(${NEGATION_WORDS.map(phrasePattern).join("|")})\\s+)?(${[...COMPARISON_SENSES.keys()]
    .sort((x, y) => y.length - x.length)
    .map(phrasePattern)
    .join("|")})\\s*$`,
  "iu",
);

/** A negation turns "below" and "above" round ("not below 200 L" is at least 200 L; "no more than" at most). */
const NEGATED: Record<ComparisonSense, ComparisonSense> = {
  below: "above",
  above: "below",
  upTo: "above",
  about: "about",
  better: "worse",
  worse: "better",
};

const STRICT_COMPARISONS = new Set(STRICT_COMPARISON_WORDS.map(comparisonKey));

/** The comparison written before a number, or null; `strict` when it leaves the number out ("under", not "≤"). */
function readPrefix(before: string): { sense: ComparisonSense; text: string; strict: boolean } | null {
  const match = PREFIX.exec(before);
  if (!match) return null;
  const sense = COMPARISON_SENSES.get(comparisonKey(match[2]));
  if (!sense) return null;
  return {
    sense: match[1] ? NEGATED[sense] : sense,
    text: match[0],
    strict: !match[1] && STRICT_COMPARISONS.has(comparisonKey(match[2])),
  };
}

/** A comparison after the number: its comparator, and "better"/"worse" when it depends on the attribute. */
const POSTFIXES: [RegExp, Comparator, ("better" | "worse")?][] = [
  ...(["better", "worse"] as const).map((sense): [RegExp, Comparator, "better" | "worse"] => [
    new RegExp(
      `^\\s*(?:${Object.values(COMPARISON_AFTER)
        .flatMap((language) => language[sense])
        .map(phrasePattern)
        .join("|")})(?![\\p{L}])`,
      "iu",
    ),
    sense === "better" ? "above" : "below",
    sense,
  ]),
  [/^\s*(?:or|and)\s+(?:more|higher|greater|larger|above|warmer|hotter|over|up|bigger)\b/i, "above"],
  [/^\s*(?:or|and)\s+(?:less|lower|below|colder|cooler|smaller|fewer|under|down)\b/i, "below"],
  [/^\s*(?:max(?:imum)?|at\s+most)\b\.?/i, "below"],
  [/^\s*(?:min(?:imum)?|at\s+least)\b\.?/i, "above"],
  [/^\s*\+(?!\d)/, "above"],
  ...(["below", "above"] as const).flatMap((sense): [RegExp, Comparator][] => {
    const words = Object.values(COMPARISON_AFTER).flatMap((language) => language[sense]);
    return words.length
      ? [[new RegExp(`^\\s*(?:${words.map(phrasePattern).join("|")})(?![\\p{L}])`, "iu"), sense]]
      : [];
  }),
];

/**
 * "of shelf area or more", "of working volume at most": of/in and up to three words of a name, then the comparison;
 * or one word of a name ("0.3 µm pores or smaller", "150 L chamber or larger").
 */
const NAMED_THEN_POSTFIX =
  /^(\s+(?:(?:of|in)\s+(?:[\p{L}\p{N}-]+\s+){0,2}[\p{L}\p{N}-]+|\p{L}[\p{L}-]*))\s+((?:or|and)\s+(?:more|higher|greater|larger|bigger|better|finer|above|over|warmer|hotter|less|lower|smaller|fewer|below|under|colder|cooler)|(?:at\s+(?:least|most))|min(?:imum)?|max(?:imum)?)(?![\p{L}])/iu;

const TEMPERATURE_WORDS = /colder|cooler|warmer|hotter|kälter|wärmer|froid|chaud/i;

const rangeWords = (part: "between" | "and" | "from" | "to") =>
  Object.values(RANGE_WORDS).flatMap((language) => language[part]);
const BETWEEN_WORDS = new Set(rangeWords("between"));
/** "between" or "from" (any language) right before the first number of a range. */
const BETWEEN = new RegExp(
  `(?:^|\\s)(${[...rangeWords("between"), ...rangeWords("from")].map(phrasePattern).join("|")})\\s+$`,
  "iu",
);
const AND = new RegExp(`^\\s*(?:${rangeWords("and").map(phrasePattern).join("|")})\\s*$`, "iu");
const FROM_TO = new RegExp(`^\\s*(?:${[...rangeWords("to").map(phrasePattern), "–", "—", "-"].join("|")})\\s*$`, "iu");
/** Between two numbers with no "between"/"from" before them: a dash, "..", or a "to" word that is not English "until". */
const TO = new RegExp(
  `^\\s*(?:–|—|-|\\.\\.|${rangeWords("to")
    .filter((w) => w !== "until")
    .map(phrasePattern)
    .join("|")})\\s*$`,
  "iu",
);

/** A cover word right before a range (perhaps with "the"), in any language. */
const COVER = new RegExp(
  `(?:^|\\s)(?:${Object.values(COVER_WORDS)
    .flat()
    .sort((x, y) => y.length - x.length)
    .map(phrasePattern)
    .join("|")})(?:\\s+the)?\\s+$`,
  "iu",
);

function findMentions(text: string, numbers: RawNumber[]): Mention[] {
  const mentions: Mention[] = [];
  for (let i = 0; i < numbers.length; i++) {
    const first = numbers[i];
    const next = numbers[i + 1];
    let start = first.start;
    let end = first.end;
    let low = first.value;
    let high = first.value;
    let unit = first.unit;
    let range = false;
    let asKindUnit: Mention["asKindUnit"] =
      first.valueAsKindUnit === undefined ? undefined : { low: first.valueAsKindUnit, high: first.valueAsKindUnit };
    const before = text.slice(Math.max(0, first.start - 40), first.start);
    const between = BETWEEN.exec(before);
    if (next) {
      const gap = text.slice(first.end, next.start);
      const separator = between ? (BETWEEN_WORDS.has(between[1].toLowerCase()) ? AND : FROM_TO) : TO;
      const sameDimension =
        first.unit === null || next.unit === null || dimensionOf(first.unit) === dimensionOf(next.unit ?? first.unit);
      if ((separator.test(gap) || (next.dashed && gap === "")) && sameDimension) {
        range = true;
        unit = first.unit ?? next.unit;
        // "190 to 1.100 nm": a range ends above where it starts, so an end read at or below its start groups thousands.
        const nextValue =
          next.valueGrouped !== undefined && next.value <= first.value && next.valueGrouped > first.value
            ? next.valueGrouped
            : next.value;
        const second = next.unit && unit && next.unit !== unit ? toBaseIn(nextValue, next.unit, unit) : nextValue;
        low = Math.min(first.value, second);
        high = Math.max(first.value, second);
        if (first.valueAsKindUnit !== undefined || next.valueAsKindUnit !== undefined) {
          const [a, b] = [first.valueAsKindUnit ?? first.value, next.valueAsKindUnit ?? second];
          asKindUnit = { low: Math.min(a, b), high: Math.max(a, b) };
        }
        end = next.end;
        i++;
      }
    }
    let comparator: Comparator = range ? "between" : "about";
    let bare = !range;
    let prefixText = "";
    let upTo = false;
    let polarity: Mention["polarity"];
    let comparisonAfterName: Mention["comparisonAfterName"];
    let strict = false;
    if (range && between) {
      start -= between[0].trimStart().length;
      bare = false;
    } else {
      const prefix = readPrefix(before);
      if (prefix) {
        upTo = prefix.sense === "upTo";
        if (prefix.sense === "better" || prefix.sense === "worse") polarity = prefix.sense;
        comparator =
          prefix.sense === "upTo" || prefix.sense === "worse"
            ? "below"
            : prefix.sense === "better"
              ? "above"
              : prefix.sense;
        prefixText = prefix.text;
        strict = prefix.strict;
        start -= prefix.text.trimStart().length;
        bare = false;
      }
    }
    if (bare || comparator === "between") {
      const after = text.slice(end, end + 20);
      for (const [pattern, kind, sense] of POSTFIXES) {
        const match = pattern.exec(after);
        if (match) {
          prefixText = match[0];
          comparator = kind;
          polarity = sense;
          end += match[0].length;
          bare = false;
          break;
        }
      }
    }
    if (bare) {
      // "8 m² of shelf area or more": the comparison follows the attribute's name (issue 35). It bounds the number,
      // while the name between them stays in the text to name the attribute; the comparison's words are read here.
      const named = NAMED_THEN_POSTFIX.exec(text.slice(end, end + 60));
      if (named) {
        prefixText = named[2];
        const at = end + named[0].length - named[2].length;
        comparisonAfterName = { start: at, end: at + named[2].length };
        comparator =
          /^(?:or|and)\s+(?:more|higher|greater|larger|bigger|better|finer|above|over|warmer|hotter)|^min/i.test(
            named[2],
          )
            ? "above"
            : "below";
        if (/better|finer/i.test(named[2])) polarity = "better";
        bare = false;
      }
    }
    let assumed = false;
    // "below 4", and "-80" on its own: no count, volume or price is negative; in a lab a bare negative is degrees.
    if (unit === null && (TEMPERATURE_WORDS.test(prefixText) || low < 0)) {
      unit = "°C";
      assumed = true;
    }
    // "from 190 to 1100 nm", "de 200 à 1000 nm", "von 2 bis 8", a bare "2–10 L": a range written from one end to
    // the other asks for all of it, as a cover word does; only "between … and …" asks for any overlap.
    let covering = range && (between === null || !BETWEEN_WORDS.has(between[1].toLowerCase()));
    if (range) {
      const cover = COVER.exec(text.slice(Math.max(0, start - 40), start));
      if (cover) {
        covering = true;
        start -= cover[0].trimStart().length;
      }
    }
    mentions.push({
      start,
      end,
      comparator,
      low,
      high,
      unit,
      assumed,
      bare,
      upTo,
      covering,
      words: prefixText,
      ...(polarity ? { polarity } : {}),
      ...(comparisonAfterName ? { comparisonAfterName } : {}),
      ...(strict ? { strict } : {}),
      ...(asKindUnit ? { asKindUnit } : {}),
      ...(!range && first.valueGrouped !== undefined ? { grouped: first.valueGrouped } : {}),
    });
  }
  return mentions;
}

function toBaseIn(value: number, from: string, to: string): number {
  return convert(value, from, to) ?? value;
}

/**
 * Inclusive bounds in the base unit for a mention (the "about" band is ±10 %, or ±5 °C for temperatures). A count
 * written bare ("pack of 960", "96 tests") is exact: a pack of 1,000 is not a pack of 960 (issue 35); only "about
 * 100 tests" has the band.
 */
function bounds(mention: Mention, unit: string): { min: number | null; max: number | null } {
  const low = toBase(mention.low, unit)!;
  const high = toBase(mention.high, unit)!;
  const lo = Math.min(low, high);
  const hi = Math.max(low, high);
  switch (mention.comparator) {
    case "below":
      return { min: null, max: hi };
    case "above":
      return { min: lo, max: null };
    case "between":
    case "covers":
      return { min: lo, max: hi };
    case "about": {
      if (mention.exact || (mention.bare && (mention.unit === null || dimensionOf(unit) === "count")))
        return { min: lo, max: hi };
      // A bare value is the value, within rounding ("2 mL" is not 1.8 mL); "about 2 mL" is ±10 % (±5 °C). "About"
      // before a range ("~160–170 L") is the range within rounding too: its ends already say how far off may be.
      const temperature = dimensionOf(unit) === "temperature";
      const withinRounding = mention.bare || lo !== hi;
      const share = withinRounding ? 0.02 : 0.1;
      const tolerance = temperature ? (withinRounding ? 1 : 5) : Math.max(Math.abs(lo), Math.abs(hi)) * share;
      return { min: round(lo - tolerance), max: round(hi + tolerance) };
    }
  }
}

function round(value: number): number {
  return Number(value.toPrecision(12));
}

// ---------------------------------------------------------------------------------------------------------------
// Phrases

type PhraseAction =
  | { kind: "type"; label: string; options: { attributeId: string; value: string }[] }
  | { kind: "category"; label: string; categoryIds: string[] }
  | { kind: "brand"; brandIds: string[] }
  /** `value` as read (an option, or the common start of several: "Class II"), `values` the options it means. */
  | { kind: "enum"; attribute: string; value: string; values: string[] }
  | { kind: "boolean"; key: string; says?: "no" }
  | { kind: "compliance"; label: string; terms: string[] }
  | { kind: "scale"; scale: Scale };

interface Phrase {
  words: string[];
  action: PhraseAction;
  /** Read only as written, never as the closest name to a misspelt word (other languages' names: "hotte" is not "hotter"). */
  exact?: boolean;
  /**
   * The words as written (lower case), for a brand: matched as written, not by their normalised form, so "water" is
   * not the brand Waters (issue 35) — nor is it a misspelling of it.
   */
  literal?: string[];
  /** An abbreviation, read only where written in capitals (OPTION_NAMES: "CA" is cellulose acetate, "ca" circa). */
  capitals?: boolean;
}

const phraseCache = new WeakMap<FinderVocabulary, Phrase[]>();

/** Without accents: "bioréacteur" is also written "bioreacteur". */
function withoutAccents(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").normalize("NFC");
}

/** The lexicon's kind names in every language, each also without its accents. */
function lexiconKindNames(): [string, string[]][] {
  return Object.values(KIND_NAMES).flatMap((names) =>
    Object.entries(names).flatMap(([name, options]): [string, string[]][] =>
      withoutAccents(name) === name
        ? [[name, options]]
        : [
            [name, options],
            [withoutAccents(name), options],
          ],
    ),
  );
}

function phrasesOf(vocabulary: FinderVocabulary): Phrase[] {
  const cached = phraseCache.get(vocabulary);
  if (cached) return cached;
  const phrases: Phrase[] = [];
  const add = (text: string, action: PhraseAction, exact = false, literal = false, capitals = false) => {
    const words = phraseWords(text);
    const written = literal ? [...text.matchAll(TOKEN)].map((m) => m[0].toLowerCase()) : [];
    if (words.length)
      phrases.push({
        words,
        action,
        ...(exact || capitals ? { exact: true } : {}),
        ...(literal ? { literal: written } : {}),
        ...(capitals ? { capitals } : {}),
      });
  };
  // Kinds: the options of each category's kind attribute, and the synonyms that name them.
  const kindOptions = new Map<string, { attributeId: string; value: string }[]>();
  for (const category of vocabulary.categories) {
    const attribute = kindAttributeOf(vocabulary, category.id);
    if (!attribute) continue;
    for (const option of attribute.options) {
      const key = option.toLowerCase();
      kindOptions.set(key, [...(kindOptions.get(key) ?? []), { attributeId: attribute.id, value: option }]);
    }
  }
  const kindAttributeIds = new Set([...kindOptions.values()].flat().map((o) => o.attributeId));
  for (const [key, options] of kindOptions) add(key, { kind: "type", label: options[0].value, options });
  for (const [synonym, names] of Object.entries(KIND_SYNONYMS)) {
    const options = names.flatMap((name) => kindOptions.get(name.toLowerCase()) ?? []);
    if (options.length) add(synonym, { kind: "type", label: names.join(" or "), options });
  }
  for (const [name, kinds] of lexiconKindNames()) {
    const options = kinds.flatMap((kind) => kindOptions.get(kind.toLowerCase()) ?? []);
    if (options.length) add(name, { kind: "type", label: kinds.join(" or "), options }, true);
  }
  for (const category of vocabulary.categories)
    add(category.name, { kind: "category", label: category.name, categoryIds: [category.id] });
  for (const [synonym, ids] of Object.entries(CATEGORY_SYNONYMS)) {
    const known = ids.filter((id) => vocabulary.categories.some((c) => c.id === id));
    const names = known.map((id) => vocabulary.categories.find((c) => c.id === id)!.name);
    if (known.length) add(synonym, { kind: "category", label: names.join(" or "), categoryIds: known });
  }
  for (const brand of vocabulary.brands) {
    add(brand.name, { kind: "brand", brandIds: [brand.id] }, false, true);
    for (const word of [...brand.name.matchAll(TOKEN)].map((m) => m[0].toLowerCase()))
      if (word.length >= 3 && !GENERIC_NAME_WORDS.has(normalizeWord(word)))
        add(word, { kind: "brand", brandIds: [brand.id] }, false, true);
  }
  for (const [synonym, ids] of Object.entries(BRAND_SYNONYMS)) {
    const known = ids.filter((id) => vocabulary.brands.some((b) => b.id === id));
    if (known.length) add(synonym, { kind: "brand", brandIds: known });
  }
  const seenEnum = new Set<string>();
  for (const attribute of vocabulary.attributes) {
    if (attribute.type === "enum" && !kindAttributeIds.has(attribute.id)) {
      // "Class II, Type A2": the part before the comma names every option that starts with it ("class II").
      const byHead = new Map<string, string[]>();
      for (const option of attribute.options) {
        const head = option.includes(", ") ? option.slice(0, option.indexOf(", ")) : null;
        if (head && !attribute.options.includes(head)) byHead.set(head, [...(byHead.get(head) ?? []), option]);
      }
      for (const [value, values] of [
        ...attribute.options.map((option) => [option, [option]] as const),
        ...byHead.entries(),
      ]) {
        const key = `${attribute.key}\u0000${value}`;
        if (seenEnum.has(key)) continue;
        seenEnum.add(key);
        add(value, { kind: "enum", attribute: attribute.key, value, values: [...values] });
        for (const name of OPTION_NAMES[value] ?? [])
          add(
            name,
            { kind: "enum", attribute: attribute.key, value, values: [...values] },
            true,
            false,
            /^[\p{L}\p{N}]{1,3}$/u.test(name),
          );
      }
    }
    if (attribute.type === "boolean" && !seenEnum.has(`bool\u0000${attribute.key}`)) {
      seenEnum.add(`bool\u0000${attribute.key}`);
      add(attribute.label, { kind: "boolean", key: attribute.key });
      for (const word of YES_NO_WORDS[attribute.key]?.yes ?? []) add(word, { kind: "boolean", key: attribute.key });
      for (const word of YES_NO_WORDS[attribute.key]?.no ?? [])
        add(word, { kind: "boolean", key: attribute.key, says: "no" });
    }
  }
  for (const term of COMPLIANCE_TERMS)
    for (const phrase of term.phrases) add(phrase, { kind: "compliance", label: term.label, terms: term.terms });
  for (const [scale, { phrases: names }] of Object.entries(SCALE_TERMS) as [Scale, { phrases: string[] }][])
    for (const name of names) add(name, { kind: "scale", scale });
  phrases.sort((a, b) => b.words.length - a.words.length);
  phraseCache.set(vocabulary, phrases);
  return phrases;
}

const phraseKindsCache = new WeakMap<Phrase[], { compliance: Phrase[]; others: Phrase[] }>();

/** The compliance phrases (read first) and the others, split once per vocabulary. */
function phraseKinds(phrases: Phrase[]): { compliance: Phrase[]; others: Phrase[] } {
  const cached = phraseKindsCache.get(phrases);
  if (cached) return cached;
  const split = {
    compliance: phrases.filter((p) => p.action.kind === "compliance"),
    others: phrases.filter((p) => p.action.kind !== "compliance"),
  };
  phraseKindsCache.set(phrases, split);
  return split;
}

interface PhraseMatch {
  from: number;
  to: number;
  action: PhraseAction;
}

/** Longest phrases first, each token in at most one phrase, phrases never across a used token. */
/** Edit distance with transpositions (optimal string alignment), stopping early above `limit`. */
export function editDistance(a: string, b: string, limit = 2): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous2[j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = row;
  }
  return previous[b.length];
}

/** Typos tolerated in a one-word name: one edit from five letters, two from nine; never in short words. */
function typoLimit(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}

/** Phrases by their first word (each list longest first, as the phrases are): a token looks up its own only. */
const phraseIndexCache = new WeakMap<Phrase[], Map<string, Phrase[]>>();

function phraseIndex(phrases: Phrase[]): Map<string, Phrase[]> {
  const cached = phraseIndexCache.get(phrases);
  if (cached) return cached;
  const index = new Map<string, Phrase[]>();
  for (const phrase of phrases) {
    const list = index.get(phrase.words[0]);
    if (list) list.push(phrase);
    else index.set(phrase.words[0], [phrase]);
  }
  phraseIndexCache.set(phrases, index);
  return index;
}

const NO_PHRASES: Phrase[] = [];

function matchPhrases(tokens: Token[], phrases: Phrase[], typos?: { from: string; to: string }[]): PhraseMatch[] {
  // Leftmost-longest: "liquid chromatography system" is "liquid chromatography" + "system", not
  // "liquid" + "chromatography system".
  const matches: PhraseMatch[] = [];
  const index = phraseIndex(phrases);
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].used) continue;
    const fitsAt = (at: number, p: Phrase) =>
      at + p.words.length <= tokens.length &&
      p.words.every(
        (word, j) =>
          !tokens[at + j].used &&
          tokens[at + j].norm === word &&
          (!p.literal || tokens[at + j].raw.toLowerCase() === p.literal[j]) &&
          (!p.capitals || tokens[at + j].raw === tokens[at + j].raw.toUpperCase()),
      );
    const fits = (p: Phrase) => fitsAt(i, p) && !describesNextKind(p);
    // "sterile filter tips", "centrifuge tubes": a kind's name right before another kind's name describes it, as the
    // first noun of an English compound does, and the last names the kind. It is not read as a kind then; a shorter
    // phrase may still be read ("sterile").
    const describesNextKind = (p: Phrase) => {
      if (p.action.kind !== "type") return false;
      const at = i + p.words.length;
      const next = at < tokens.length ? (index.get(tokens[at].norm) ?? NO_PHRASES).find((q) => fitsAt(at, q)) : null;
      if (next?.action.kind !== "type") return false;
      const options = next.action.options;
      return !p.action.options.some((o) => options.some((n) => n.attributeId === o.attributeId && n.value === o.value));
    };
    const fitsRest = (p: Phrase) =>
      i + p.words.length <= tokens.length &&
      p.words.every((word, j) => j === 0 || (!tokens[i + j].used && tokens[i + j].norm === word));
    const starting = index.get(tokens[i].norm) ?? NO_PHRASES;
    // After a negation a yes/no attribute is what is negated: "no single-use bioreactor" is a bioreactor that is
    // not single-use, not "no" to single-use bioreactors.
    const negated = i > 0 && NEGATION_SET.has(tokens[i - 1].norm);
    let phrase =
      (negated ? starting.find((p) => p.action.kind === "boolean" && fits(p)) : undefined) ?? starting.find(fits);
    // A misspelt one-word name ("centrifgue", "lyophilzer"): the closest one within its typo limit.
    const token = tokens[i].norm;
    if (!phrase && typos && typoLimit(token) > 0 && !FILLER.has(token) && /^\p{L}+$/u.test(token)) {
      let best = Infinity;
      for (const p of phrases) {
        if (p.exact || typoLimit(p.words[0]) === 0) continue;
        // A name written right was not read for a reason ("freeze dryer vials": it describes the next kind).
        if (p.words[0] === token) continue;
        // "biosafty cabinet": a name of several words is misspelt in its first word only, the rest as written.
        if (p.words.length > 1 && !fitsRest(p)) continue;
        // A word that is a brand's word but for a plural "s" ("water", Waters) is that word, not a misspelt brand.
        if (p.literal && p.words[0] === token) continue;
        const distance = editDistance(token, p.words[0], Math.min(typoLimit(token), typoLimit(p.words[0])));
        if (distance <= Math.min(typoLimit(token), typoLimit(p.words[0])) && distance < best) {
          best = distance;
          phrase = p;
        }
      }
      if (phrase) typos.push({ from: tokens[i].raw, to: phrase.words[0] });
    }
    if (!phrase) continue;
    matches.push({ from: i, to: i + phrase.words.length, action: phrase.action });
    i += phrase.words.length - 1;
  }
  return matches;
}

// ---------------------------------------------------------------------------------------------------------------
// Attributes for numbers

const LABEL_NOISE = new Set(["maximum", "max", "minimum", "range", "per", "of", "and", "the", "m", "z", "24", "h"]);

const attributeWordsCache = new WeakMap<VocabularyAttribute, string[][]>();

/** The word sequences that name an attribute, read once per attribute of a vocabulary (not per number). */
function attributeWords(attribute: VocabularyAttribute): string[][] {
  const cached = attributeWordsCache.get(attribute);
  if (cached) return cached;
  const words = attributeWordsOf(attribute);
  attributeWordsCache.set(attribute, words);
  return words;
}

function attributeWordsOf(attribute: VocabularyAttribute): string[][] {
  const own = phraseWords(attribute.label)
    .filter((w) => !LABEL_NOISE.has(w))
    .map((w) => [w]);
  const synonyms = [
    ...(ATTRIBUTE_SYNONYMS[attribute.key] ?? []),
    ...Object.values(ATTRIBUTE_WORDS).flatMap((words) => words[attribute.key] ?? []),
  ].map(phraseWords);
  return [phraseWords(attribute.label), ...own, ...synonyms].filter((w) => w.length > 0);
}

function containsSequence(words: string[], sequence: string[]): number {
  for (let i = 0; i + sequence.length <= words.length; i++) if (sequence.every((w, j) => words[i + j] === w)) return i;
  return -1;
}

const CLAUSE_WORDS = new Set([
  ...["and", "with", "but", "or", "plus", "that", "which", "while", "whereas"],
  ...Object.values(CLAUSE_WORDS_BY_LANGUAGE).flat(),
]);

/** Words that carry no requirement, in every language of the lexicon. */
const FILLER = new Set([...STOP_WORDS, ...Object.values(FILLER_WORDS).flat().map(normalizeWord)]);

/** Token indexes around a mention within its clause: up to four before and three after. */
function contextOf(text: string, tokens: Token[], mention: Mention, mentionTokens: Set<number>): number[] {
  const before: number[] = [];
  const after: number[] = [];
  const firstInside = tokens.findIndex((t) => t.end > mention.start);
  const lastBefore = (firstInside === -1 ? tokens.length : firstInside) - 1;
  for (let i = lastBefore; i >= 0 && before.length < 4; i--) {
    const gap = text.slice(tokens[i].end, i === lastBefore ? mention.start : tokens[i + 1].start);
    if (/[,;!?]|\.\s/.test(gap) || mentionTokens.has(i) || CLAUSE_WORDS.has(tokens[i].norm)) break;
    if (!tokens[i].used) before.unshift(i);
  }
  const firstAfter = tokens.findIndex((t) => t.start >= mention.end);
  if (firstAfter !== -1)
    for (let i = firstAfter; i < tokens.length && after.length < 3; i++) {
      const gap = text.slice(i === firstAfter ? mention.end : tokens[i - 1].end, tokens[i].start);
      if (/[,;!?]|\.\s/.test(gap) || mentionTokens.has(i) || CLAUSE_WORDS.has(tokens[i].norm)) break;
      if (!tokens[i].used) after.push(i);
    }
  return [...before, ...after];
}

function dimensionOfAttribute(attribute: VocabularyAttribute): Dimension | null {
  if (attribute.type !== "number" && attribute.type !== "range") return null;
  return dimensionOf(attribute.unit ?? "");
}

/** Contradictions explained at most; the others are dropped just the same. */
const MAX_CONTRADICTIONS = 3;

// Reading a request, step by step. A token's `used` flag says that an earlier step has read it, so the steps run in
// the order parseRequest calls them; each one returns what it found and what it reports.

/** The request being read: its text and its tokens. */
interface Reading {
  text: string;
  tokens: Token[];
}

/** A requirement with the position its fragment starts at, to keep the requirements in the request's order. */
type Placed<R extends Requirement> = R & { at: number };

const UNITLESS_NUMBER = "A number without a unit: say what it measures, such as “50 L”, “−80 °C” or “96 tests”.";

function markUsed(tokens: Token[], from: number, to: number): void {
  for (let i = from; i < to; i++) tokens[i].used = true;
}

/** The text of tokens `from` up to (not including) `to`, and where it starts. */
function fragmentOf({ text, tokens }: Reading, from: number, to: number): { source: string; start: number } {
  const start = tokens[from].start;
  return { source: text.slice(start, tokens[to - 1].end), start };
}

/** Compliance phrases are read first: they contain numbers ("21 CFR Part 11") that are not quantities. */
function readCompliance(reading: Reading, phrases: Phrase[]): Placed<Requirement>[] {
  const matches = matchPhrases(reading.tokens, phraseKinds(phrases).compliance);
  for (const m of matches) markUsed(reading.tokens, m.from, m.to);
  return matches.flatMap((m) => {
    if (m.action.kind !== "compliance") return [];
    const { source, start } = fragmentOf(reading, m.from, m.to);
    return [{ kind: "compliance" as const, source, label: m.action.label, terms: m.action.terms, at: start }];
  });
}

interface Quantities {
  mentions: Mention[];
  /** The tokens inside a mention: they end the words around another mention. */
  mentionTokens: Set<number>;
}

/** Numbers with their units, comparators and ranges, outside the tokens already read. */
function readQuantities({ text, tokens }: Reading): Quantities {
  const insideUsedToken = (index: number) => tokens.some((t) => t.used && t.start <= index && index < t.end);
  const mentions = findMentions(text, findNumbers(text, insideUsedToken));
  const mentionTokens = new Set<number>();
  tokens.forEach((t, i) => {
    if (mentions.some((m) => t.start < m.end && t.end > m.start)) {
      t.used = true;
      mentionTokens.add(i);
    }
    // The comparison after a name is read; the name between stays unread, to name the attribute.
    if (
      mentions.some(
        (m) => m.comparisonAfterName && t.start >= m.comparisonAfterName.start && t.end <= m.comparisonAfterName.end,
      )
    )
      t.used = true;
  });
  return { mentions, mentionTokens };
}

/** A yes/no attribute as written: the value is settled once the request's categories are known. */
interface YesNoMention {
  key: string;
  value: "yes" | "no";
  source: string;
  at: number;
}

interface Words {
  requirements: Placed<Requirement>[];
  yesNo: YesNoMention[];
  uninterpreted: Uninterpreted[];
  notices: string[];
}

const WITH_SET = new Set(WITH_WORDS);

/** "tips with filter": a kind's name right after a WITH word that follows another kind's name (WITH_WORDS). */
function partOfKindBefore(tokens: Token[], matches: PhraseMatch[], m: PhraseMatch): boolean {
  const before = matches.filter((other) => other !== m && other.to < m.from && other.action.kind === "type");
  if (!before.length || m.action.kind !== "type") return false;
  if (m.from > 0 && WITH_SET.has(tokens[m.from - 1].norm)) return true;
  // "tips 200 µL filter", "Spitzen steril, Filter": a kind's one-word name that is the word narrowing a kind named
  // before it (KIND_NARROWERS: "filter" of filter tips) names that part, not a syringe filter wanted instead of the tips,
  // unless "or" joins them ("tips or filters").
  const lastWords = new Set(m.action.options.map((o) => o.value.toLowerCase().split(/\s+/).at(-1)));
  if (lastWords.size !== 1 || m.to - m.from !== 1) return false;
  const [part] = [...lastWords];
  return before.some((other) => {
    const between = tokens.slice(other.to, m.from).map((t) => t.norm);
    if (between.some((w) => OR_WORDS.has(w))) return false;
    const kinds = other.action.kind === "type" ? other.action.options.map((o) => o.value) : [];
    return Object.values(KIND_NARROWERS).some((n) => n.terms.includes(part!) && n.kinds.some((k) => kinds.includes(k)));
  });
}

/** "or" in the lexicon's languages: kinds it joins are alternatives. */
const OR_WORDS = new Set(["or", "oder", "ou"]);

/**
 * "tips with no filter", "Spitzen ohne Filter": a negated kind's name after another kind's name, where the two kinds
 * share no option, names a part the wanted kind goes without (excluding the other kind would change nothing).
 */
function negatedPartOfKindBefore(matches: PhraseMatch[], m: PhraseMatch, negation: number): boolean {
  if (m.action.kind !== "type") return false;
  const partOptions = m.action.options;
  // The part is checked on the one word its kinds end in ("filter"); kinds without one are excluded as kinds.
  const lastWords = new Set(partOptions.map((o) => o.value.toLowerCase().split(/\s+/).at(-1)));
  if (lastWords.size !== 1) return false;
  const wanted = matches.filter((other) => other !== m && other.to <= negation && other.action.kind === "type");
  return (
    wanted.length > 0 &&
    wanted.every(
      (other) =>
        other.action.kind === "type" &&
        other.action.options.every(
          (o) => !partOptions.some((p) => p.attributeId === o.attributeId && p.value === o.value),
        ),
    )
  );
}

/**
 * The part a kind's name stands for, checked on the product's words: the name as written and the word its kinds end
 * in ("Filter" → "filter" for Syringe filter or Capsule filter), so "avec filtre" is checked on "filter" too. Negated
 * ("with no filter"), the words are the part's name alone, never the negation.
 */
function partRequirement(
  action: Extract<PhraseAction, { kind: "type" }>,
  source: string,
  at: number,
  negated = false,
): Placed<Requirement> {
  const lastWords = action.options.map((o) => o.value.toLowerCase().split(/\s+/).at(-1)!);
  const shared = lastWords.every((w) => w === lastWords[0]) ? [lastWords[0]!] : [];
  const named = negated ? [] : [source.toLowerCase()];
  const terms = [...new Set([...shared, ...named])].slice(0, 6);
  if (negated) return { kind: "feature", source, label: `Without ${terms[0]}`.slice(0, 100), terms, negated: true, at };
  return { kind: "feature", source, label: `With ${source.toLowerCase()}`.slice(0, 100), terms, at };
}

/** Kinds, categories, brands, options, yes/no attributes and scale words, misspelt one-word names included. */
function readWords(reading: Reading, phrases: Phrase[], vocabulary: FinderVocabulary): Words {
  const { tokens } = reading;
  const typos: { from: string; to: string }[] = [];
  const matches = matchPhrases(tokens, phraseKinds(phrases).others, typos);
  const words: Words = { requirements: [], yesNo: [], uninterpreted: [], notices: [] };
  for (const typo of typos) words.notices.push(`“${typo.from}” was read as “${typo.to}”.`);
  const purposes = purposeKinds(tokens, matches);
  const unwanted: { attributeId: string; value: string }[] = [];
  let negated: PhraseMatch | null = null;
  for (const m of matches) {
    markUsed(tokens, m.from, m.to);
    const { source, start } = fragmentOf(reading, m.from, m.to);
    const before = m.action.kind === "boolean" ? -1 : negationBefore(tokens, m.from);
    const negation: number =
      before !== -1 || m.action.kind === "boolean" ? before : listNegationBefore(reading, m, negated);
    negated = negation !== -1 ? m : null;
    if (purposes.has(m))
      words.uninterpreted.push({
        text: source,
        reason: "Read as what the product is for, not as what you are looking for.",
      });
    else if (negation !== -1 && m.action.kind === "type" && negatedPartOfKindBefore(matches, m, negation)) {
      markUsed(tokens, negation, m.from);
      const { source: negatedSource, start: negatedStart } = fragmentOf(reading, negation, m.to);
      words.requirements.push(partRequirement(m.action, negatedSource, negatedStart, true));
    } else if (negation !== -1) {
      const negated = readNegated(reading, m, negation, vocabulary);
      if (negated.requirement) words.requirements.push(negated.requirement);
      if (negated.uninterpreted) words.uninterpreted.push(negated.uninterpreted);
      if (m.action.kind === "type") unwanted.push(...m.action.options);
    } else if (m.action.kind === "boolean") words.yesNo.push(readYesNo(reading, m, m.action.key, m.action.says));
    else if (m.action.kind === "type" && partOfKindBefore(tokens, matches, m))
      words.requirements.push(partRequirement(m.action, source, start));
    else if (m.action.kind !== "compliance")
      words.requirements.push(requirementOfPhrase(m.action, source, start, vocabulary));
  }
  words.requirements = withoutUnwantedKinds(words.requirements, unwanted);
  // "centrifuge but not a microcentrifuge": a negation that would leave out every option of a kind wanted beside it
  // read a narrower word as the kind itself; it is not used then (the narrower word is read on its own).
  words.requirements = words.requirements.filter((r) => {
    if (r.kind !== "enum" || !r.negated) return true;
    const excludesWantedKind = words.requirements.some(
      (t) =>
        t.kind === "type" &&
        t.options.some((o) => r.attributeIds.includes(o.attributeId)) &&
        t.options.every((o) => !r.attributeIds.includes(o.attributeId) || !r.values.includes(o.value)),
    );
    if (excludesWantedKind) words.uninterpreted.push({ text: r.source, reason: NOT_WANTED });
    return !excludesWantedKind;
  });
  return words;
}

/**
 * "mass spectrometer, but not an Orbitrap": a negated kind's options are taken out of the kinds wanted beside it
 * (a kind left with no option is kept as written: the negation then only goes unused).
 */
function withoutUnwantedKinds(
  requirements: Placed<Requirement>[],
  unwanted: { attributeId: string; value: string }[],
): Placed<Requirement>[] {
  if (!unwanted.length) return requirements;
  const isUnwanted = (o: { attributeId: string; value: string }) =>
    unwanted.some((u) => u.attributeId === o.attributeId && u.value === o.value);
  return requirements.map((r) => {
    if (r.kind !== "type") return r;
    const options = r.options.filter((o) => !isUnwanted(o));
    if (!options.length || options.length === r.options.length) return r;
    return { ...r, options, label: [...new Set(options.map((o) => o.value))].join(" or ") };
  });
}

/** "a freeze dryer for 200 vials": a kind after "for" is what the product is for, when another kind says what it is. */
function purposeKinds(tokens: Token[], matches: PhraseMatch[]): Set<PhraseMatch> {
  const afterFor = (m: PhraseMatch) =>
    m.action.kind === "type" && tokens.slice(Math.max(0, m.from - 4), m.from).some((t) => t.norm === "for");
  const kindNamed = matches.some((m) => m.action.kind === "type" && !afterFor(m));
  return new Set(kindNamed ? matches.filter(afterFor) : []);
}

const NEGATION_SET = new Set([...NEGATIONS, ...NEGATION_WORDS, ...WITHOUT_WORDS].map(normalizeWord));
const ARTICLE_SET = new Set(ARTICLES);

/**
 * The index of the negation that negates the phrase starting at token `from` ("not benchtop", "without single-use",
 * "not a benchtop one", "not from Agilent"), unless an earlier step has read it; -1 when there is none.
 */
function negationBefore(tokens: Token[], from: number, evenIfRead = false): number {
  const free = (k: number) => k >= 0 && (evenIfRead || !tokens[k].used);
  // "other than", "apart from": a phrase ending right before the name (before an article is skipped: "from").
  const phraseEndingAt = (end: number) => {
    for (const phrase of NEGATION_PHRASES) {
      const begin = end - phrase.length + 1;
      if (begin >= 0 && phrase.every((word, j) => free(begin + j) && tokens[begin + j].norm === word)) return begin;
    }
    return -1;
  };
  let i = from - 1;
  const direct = phraseEndingAt(i);
  if (direct !== -1) return direct;
  for (let skipped = 0; skipped < 2 && free(i) && ARTICLE_SET.has(tokens[i].norm); skipped++) {
    i--;
    const phrase = phraseEndingAt(i);
    if (phrase !== -1) return phrase;
  }
  if (!free(i)) return -1;
  return NEGATION_SET.has(tokens[i].norm) ? i : phraseEndingAt(i);
}

const NEGATION_PHRASES = WITHOUT_PHRASES.map((phrase) => phraseWords(withoutAccents(phrase)))
  .concat(WITHOUT_PHRASES.map(phraseWords))
  .filter((words) => words.length > 1)
  .sort((a, b) => b.length - a.length);
const LIST_NEGATION_SET = new Set(LIST_NEGATION_WORDS);

const LIST_NEGATION_SAME_KIND_SET = new Set(LIST_NEGATION_SAME_KIND_WORDS);

/** Whether two matched names are of one kind: two brands, two categories, two kinds, two options of one attribute. */
function sameKindOfName(a: PhraseAction, b: PhraseAction): boolean {
  if (a.kind === "enum" && b.kind === "enum") return a.attribute === b.attribute;
  return a.kind === b.kind && ["brand", "category", "type"].includes(a.kind);
}

/**
 * "not PES or PTFE", "neither Roche nor Merck": the index of the list word that carries the negation of the name
 * before (the negated match `previous`) on to the name `m`; -1 when there is none. "except Agilent and Waters", "not
 * Thermo, Merck", "no Agilent/Waters": "and", a comma or a slash carries it on to a name of the same kind (the index is
 * then the name's own, the negation having no word of its own).
 */
function listNegationBefore({ text, tokens }: Reading, m: PhraseMatch, previous: PhraseMatch | null): number {
  if (!previous) return -1;
  if (m.from === previous.to) {
    const between = text.slice(tokens[previous.to - 1].end, tokens[m.from].start);
    return /^\s*[,/&]\s*$/.test(between) && sameKindOfName(previous.action, m.action) ? m.from : -1;
  }
  if (m.from - previous.to !== 1) return -1;
  const word = tokens[previous.to];
  if (word.used) return -1;
  if (LIST_NEGATION_SET.has(word.norm)) return previous.to;
  return LIST_NEGATION_SAME_KIND_SET.has(word.norm) && sameKindOfName(previous.action, m.action) ? previous.to : -1;
}

/** "non-sterile": a negation right before the attribute, unless an earlier step has read it, says "no". */
function readYesNo(reading: Reading, m: PhraseMatch, key: string, says?: "no"): YesNoMention {
  const { text, tokens } = reading;
  const end = tokens[m.to - 1].end;
  let start = tokens[m.from].start;
  const negation = negationBefore(tokens, m.from);
  if (negation !== -1) {
    markUsed(tokens, negation, m.from);
    start = tokens[negation].start;
  }
  // "unsterile" says no; "not unsterile" says yes.
  const no = (negation !== -1) !== (says === "no");
  return { key, value: no ? "no" : "yes", source: text.slice(start, end), at: start };
}

/** The index of the first token at or after `at` (tokens.length when none). */
function firstTokenFrom(tokens: Token[], at: number): number {
  const index = tokens.findIndex((t) => t.start >= at);
  return index === -1 ? tokens.length : index;
}

export const NOT_WANTED = "Read as what you do not want: the finder cannot leave it out, so it was not used.";

/**
 * A negated option or kind ("not PVDF", "not a microcentrifuge") as any other option of its attribute, a negated brand
 * or category ("not from Roche") as any other one (issue 35); a negated scale or standard ("not benchtop") as nothing
 * wanted, reported. Never the negated thing as a requirement.
 */
function readNegated(
  reading: Reading,
  m: PhraseMatch,
  negation: number,
  vocabulary: FinderVocabulary,
): { requirement: Placed<Requirement> | null; uninterpreted: Uninterpreted | null } {
  const { text, tokens } = reading;
  markUsed(tokens, negation, m.from);
  const start = tokens[negation].start;
  const source = text.slice(start, tokens[m.to - 1].end);
  const action = m.action;
  // An option of an attribute, or a kind (an option of the kind attribute): any other option of the same attributes.
  const excluded =
    action.kind === "enum"
      ? vocabulary.attributes
          .filter((a) => a.key === action.attribute && a.type === "enum")
          .flatMap((a) => action.values.filter((v) => a.options.includes(v)).map((value) => ({ attribute: a, value })))
      : action.kind === "type"
        ? action.options.flatMap((o) => {
            const attribute = vocabulary.attributes.find((a) => a.id === o.attributeId && a.type === "enum");
            return attribute ? [{ attribute, value: o.value }] : [];
          })
        : [];
  if (excluded.length) {
    const attributes = [...new Map(excluded.map((e) => [e.attribute.id, e.attribute])).values()];
    const values = new Set(excluded.map((e) => e.value));
    const others = [...new Set(attributes.flatMap((a) => a.options))].filter((o) => !values.has(o));
    if (others.length && others.length <= 40)
      return {
        requirement: {
          kind: "enum",
          source,
          label:
            `${attributes[0].label}: not ${action.kind === "enum" ? action.value : [...values].join(" or ")}`.slice(
              0,
              100,
            ),
          attributeIds: attributes.map((a) => a.id).slice(0, 20),
          values: others,
          negated: true,
          at: start,
        },
        uninterpreted: null,
      };
  }
  if (action.kind === "brand") {
    const others = vocabulary.brands.filter((b) => !action.brandIds.includes(b.id));
    const names = vocabulary.brands.filter((b) => action.brandIds.includes(b.id)).map((b) => b.name);
    if (others.length && others.length <= 60)
      return {
        requirement: {
          kind: "brand",
          source,
          label: `not ${names.join(" or ")}`.slice(0, 100),
          brandIds: others.map((b) => b.id),
          negated: true,
          at: start,
        },
        uninterpreted: null,
      };
  }
  if (action.kind === "category") {
    const others = vocabulary.categories.filter((c) => !action.categoryIds.includes(c.id));
    if (others.length && others.length <= 10)
      return {
        requirement: {
          kind: "category",
          source,
          label: `Not ${action.label}`.slice(0, 100),
          categoryIds: others.map((c) => c.id),
          negated: true,
          at: start,
        },
        uninterpreted: null,
      };
  }
  // "not benchtop": the product must not call itself that (its own words; issue 35).
  if (action.kind === "scale")
    return {
      requirement: {
        kind: "feature",
        source,
        label: `Not ${SCALE_LABELS[action.scale]}`,
        terms: SCALE_TERMS[action.scale].own,
        negated: true,
        at: start,
      },
      uninterpreted: null,
    };
  return { requirement: null, uninterpreted: { text: source, reason: NOT_WANTED } };
}

function requirementOfPhrase(
  action: Exclude<PhraseAction, { kind: "boolean" | "compliance" }>,
  source: string,
  at: number,
  vocabulary: FinderVocabulary,
): Placed<Requirement> {
  switch (action.kind) {
    case "type":
      return { kind: "type", source, label: action.label, options: action.options, at };
    case "category":
      return { kind: "category", source, label: action.label, categoryIds: action.categoryIds, at };
    case "brand": {
      const names = action.brandIds.map((id) => vocabulary.brands.find((b) => b.id === id)?.name ?? id);
      return { kind: "brand", source, label: names.join(" or "), brandIds: action.brandIds, at };
    }
    case "enum": {
      const attributes = vocabulary.attributes.filter(
        (a) => a.key === action.attribute && a.type === "enum" && action.values.some((v) => a.options.includes(v)),
      );
      return {
        kind: "enum",
        source,
        label: `${attributes[0]?.label ?? action.attribute}: ${action.value}`,
        attributeIds: attributes.map((a) => a.id),
        values: action.values,
        at,
      };
    }
    case "scale":
      return { kind: "scale", source, scale: action.scale, terms: SCALE_TERMS[action.scale].own, at };
  }
}

/** Whether an attribute belongs to the categories the request is about: those of its kinds and categories, else every category. */
function scopeOf(requirements: Requirement[], vocabulary: FinderVocabulary): (a: VocabularyAttribute) => boolean {
  const named = new Set<string>();
  for (const r of requirements) {
    if (r.kind === "category") r.categoryIds.forEach((id) => named.add(id));
    if (r.kind === "type")
      r.options.forEach((o) => {
        const attribute = vocabulary.attributes.find((a) => a.id === o.attributeId);
        if (attribute) named.add(attribute.categoryId);
      });
  }
  return (a) => named.size === 0 || named.has(a.categoryId);
}

/**
 * "vitamin B2 ELISA": an option's abbreviation ("B2", "A2", "CA": three letters or digits at most) of an attribute no
 * kind or category named records is not that option — an ELISA has no cabinet class. Its words are left unread, so
 * they are searched for and reported, and no result claims to meet the request.
 */
function withoutAbbreviationsOutOfScope(
  reading: Reading,
  requirements: Placed<Requirement>[],
  vocabulary: FinderVocabulary,
  inScope: (a: VocabularyAttribute) => boolean,
): Placed<Requirement>[] {
  return requirements.filter((r) => {
    if (r.kind !== "enum" || !/^[\p{L}\p{N}]{1,3}$/u.test(r.source)) return true;
    if (vocabulary.attributes.some((a) => r.attributeIds.includes(a.id) && inScope(a))) return true;
    for (const token of reading.tokens)
      if (token.start >= r.at && token.end <= r.at + r.source.length) token.used = false;
    return false;
  });
}

/**
 * Yes/no attributes as requirements on the attributes of that key in scope (all of that key when none is). One asked
 * for both ways is a contradiction; one that an option already asks the same of is read once.
 */
function readYesNoRequirements(
  yesNo: YesNoMention[],
  requirements: Placed<Requirement>[],
  vocabulary: FinderVocabulary,
  inScope: (a: VocabularyAttribute) => boolean,
): { requirements: Placed<Requirement>[]; contradictions: Contradiction[] } {
  const added: Placed<Requirement>[] = [];
  const contradictions: Contradiction[] = [];
  for (const b of yesNo) {
    const attributes = vocabulary.attributes.filter((a) => a.key === b.key && a.type === "boolean");
    const scoped = attributes.filter(inScope);
    const chosen = scoped.length ? scoped : attributes;
    const conflicting = yesNo.find((other) => other.key === b.key && other.value !== b.value);
    if (conflicting) {
      if (b.value === "yes")
        contradictions.push({
          message: `“${b.source}” and “${conflicting.source}” ask for opposite things; neither was used.`,
          sources: [b.source, conflicting.source],
        });
      continue;
    }
    const ids = chosen.map((a) => a.id).join();
    if ([...requirements, ...added].some((r) => r.kind === "enum" && r.attributeIds.join() === ids)) continue;
    added.push({
      kind: "enum",
      source: b.source,
      label: `${chosen[0].label}: ${b.value === "yes" ? "yes" : "no"}`,
      attributeIds: chosen.map((a) => a.id),
      values: [b.value],
      at: b.at,
    });
  }
  return { requirements: added, contradictions };
}

interface NumberReading {
  requirements: Placed<NumberRequirement>[];
  uninterpreted: Uninterpreted[];
  notices: string[];
  /** Counts of things no specification counts ("384 wells"): the number and the word, searched for. */
  keywords: string[];
  /** Counts of a kind that has no pack size ("2 CO2 incubators"): how many to order. */
  context: Uninterpreted[];
}

/**
 * "384 wells", "96 samples": a count followed by the word for what it counts, when no specification counts it. The
 * number and the word are searched for in the products' text (never read as another count, never dropped).
 */
function countOfThings(
  { text, tokens }: Reading,
  mention: Mention,
): { keywords: string[]; uninterpreted: Uninterpreted } | null {
  if (mention.unit !== null || mention.comparator === "between") return null;
  const noun = tokens.find((t) => t.start >= mention.end);
  if (!noun || noun.used || !/^\s+$/.test(text.slice(mention.end, noun.start)) || !/^\p{L}{3,}$/u.test(noun.raw))
    return null;
  noun.used = true;
  const written = text.slice(mention.start, noun.end);
  return {
    // As written when it is one word ("10K MWCO" → "10k"), else its value ("1,536 wells" → "1536").
    keywords: [
      /^[\p{L}\p{N}]+$/u.test(text.slice(mention.start, mention.end))
        ? text.slice(mention.start, mention.end).toLowerCase()
        : String(mention.low),
      noun.norm,
    ].map((k) => k.slice(0, 40)),
    uninterpreted: { text: written, reason: `No specification counts ${noun.raw}; searched for as words.` },
  };
}

/**
 * "centrifuge, 20,000 g": a unit that means another beside the kinds the request names (UNITS_BY_KIND), unless a
 * word around the number names an attribute of the unit's own dimension in scope.
 */
function unitOfKind(
  mention: Mention,
  kindValues: Set<string>,
  namedAround: (pool: VocabularyAttribute[]) => NamedAttributes,
  vocabulary: FinderVocabulary,
  inScope: (a: VocabularyAttribute) => boolean,
): Mention {
  const other = mention.unit === null ? undefined : UNITS_BY_KIND[mention.unit];
  if (!other || !other.kinds.some((k) => kindValues.has(k.toLowerCase()))) return mention;
  const own = dimensionOf(mention.unit!);
  const pool = vocabulary.attributes.filter((a) => dimensionOfAttribute(a) === own && inScope(a));
  if (namedAround(pool).score > 0) return mention;
  return { ...mention, unit: other.unit, ...mention.asKindUnit };
}

const CONTAINER_SET = new Set(CONTAINER_WORDS.map(normalizeWord));

/** Words before a quantity that say what the product is for ("for 1.5 mL tubes", "für", "pour"). */
const FOR_WORDS = /(?:^|\s)(?:for|für|pour)\s+$/iu;

/**
 * The container after a quantity written after "for" ("for 1.5 ml tubes", CONTAINER_WORDS); null when the quantity
 * is not written so ("for 500 liter batches" is the product's own volume).
 */
function forThings({ text, tokens }: Reading, mention: Mention): Token | null {
  if (mention.unit === null || !FOR_WORDS.test(text.slice(Math.max(0, mention.start - 8), mention.start))) return null;
  const noun = tokens.find((t) => t.start >= mention.end);
  if (!noun || noun.used || !/^\s+$/.test(text.slice(mention.end, noun.start)) || !/^\p{L}{3,}$/u.test(noun.raw))
    return null;
  return CONTAINER_SET.has(noun.norm) ? noun : null;
}

const COMPARISON_NAMES = Object.entries(COMPARISON_NAMES_ATTRIBUTE).flatMap(([key, words]) =>
  words.map((word) => ({ key, word: comparisonKey(word) })),
);

/**
 * "lighter than 6 kg", "no deeper than 37 cm", "schmaler als 1 m": a comparison that names what it compares
 * (COMPARISON_NAMES_ATTRIBUTE) names the attribute when no word around the number does.
 */
function namedByComparison(named: NamedAttributes, mention: Mention, pool: VocabularyAttribute[]): NamedAttributes {
  if (named.score > 0 || !mention.words) return named;
  const written = comparisonKey(mention.words);
  const keys = COMPARISON_NAMES.filter((c) =>
    new RegExp(`(?:^|\\s)${phrasePattern(c.word)}(?:\\s|$)`, "iu").test(written),
  );
  const attributes = pool.filter((a) => keys.some((k) => k.key === a.key));
  return attributes.length ? { ...named, score: 1, attributes } : named;
}

/** Which attribute each number is about, from the words around it and its dimension. */
function readNumbers(
  reading: Reading,
  { mentions, mentionTokens }: Quantities,
  vocabulary: FinderVocabulary,
  inScope: (a: VocabularyAttribute) => boolean,
  kinds: { start: number; end: number }[] = [],
  kindValues: Set<string> = new Set(),
): NumberReading {
  const { text, tokens } = reading;
  const numbers: NumberReading = { requirements: [], uninterpreted: [], notices: [], keywords: [], context: [] };
  if (mentions.length > MAX_REQUIREMENTS)
    numbers.notices.push(`Only the first ${MAX_REQUIREMENTS} numbers were read (${mentions.length} were found).`);
  let previousEnd = 0;
  for (const found of mentions.slice(0, MAX_REQUIREMENTS)) {
    let mention = unitOfKind(
      found,
      kindValues,
      (pool) => attributesNamedAround(contextOf(text, tokens, found, mentionTokens), tokens, pool),
      vocabulary,
      inScope,
    );
    const written = text.slice(mention.start, mention.end);
    // "not 0.45 µm", "without a -50 °C condenser", "kein 2-mL": a value ruled out. No check leaves a value out, so it
    // is reported, never read as the value wanted (which every product having it would claim to meet).
    const firstToken = firstTokenFrom(tokens, mention.start);
    const negation = mention.bare ? negationBefore(tokens, firstToken) : -1;
    if (negation !== -1) {
      markUsed(tokens, negation, firstToken);
      numbers.uninterpreted.push({ text: text.slice(tokens[negation].start, mention.end), reason: NOT_WANTED });
      previousEnd = mention.end;
      continue;
    }
    const dimension: Dimension = mention.unit === null ? "count" : (dimensionOf(mention.unit) ?? "count");
    const candidates = vocabulary.attributes.filter((a) => dimensionOfAttribute(a) === dimension);
    const scoped = candidates.filter(inScope);
    const pool = scoped.length ? scoped : candidates;
    const named = namedByComparison(
      attributesNamedAround(contextOf(text, tokens, mention, mentionTokens), tokens, pool),
      mention,
      pool,
    );
    mention = groupedReading(mention, named.score > 0 ? named.attributes : pool);
    const range = bounds(mention, mention.unit ?? "");
    // "colder than −80 °C and warmer than 0 °C": a number right after another of its dimension, with no words of
    // its own, is about the same attribute.
    const previous = numbers.requirements[numbers.requirements.length - 1];
    const joined =
      previous &&
      previous.dimension === dimension &&
      /^\s*,?\s*(?:and|but|yet|while|or)?\s*$/i.test(text.slice(previousEnd, mention.start));
    let attributes = named.attributes;
    const previousAttributes = joined ? vocabulary.attributes.filter((a) => previous.attributeIds.includes(a.id)) : [];
    // "25mm 0.45um": a bare number no stored value of the previous attribute is near (0.45 µm is no filter's
    // diameter) is about another attribute of its dimension, not a contradiction of the first (issue 35).
    // A stated comparison is about it when it bounds the other end ("colder than −80 °C and warmer than −90 °C") or
    // a stored value could meet it: "0.01 mg and at least 200 g" is a readability and a weighing capacity (issue 35).
    const opposite =
      (previous?.comparator === "above" && mention.comparator === "below") ||
      (previous?.comparator === "below" && mention.comparator === "above");
    // Never a number a hundred times away from every stored value of it ("0.01 mg, under 8 kg" on a balance: 8 kg is
    // no readability, though every readability is under it).
    const nearPrevious = previousAttributes.some((a) => magnitudeDistance(a, range.min ?? range.max) <= 2);
    if (
      named.score === 0 &&
      joined &&
      nearPrevious &&
      ((!mention.bare && opposite) || canMeet(previousAttributes, range))
    ) {
      attributes = previousAttributes;
    } else if (named.score === 0 && mention.bare && forThings(reading, mention)) {
      // "minifuge for 1.5 ml tubes", "rotor for 50 mL tubes": what the product is for, not its own size.
      const noun = forThings(reading, mention)!;
      noun.used = true;
      numbers.keywords.push(noun.norm);
      numbers.uninterpreted.push({
        text: text.slice(mention.start, noun.end),
        reason: "Read as what the product is for, not as a specification of its own; searched for as words.",
      });
      continue;
    } else if (named.score === 0 && countedKind(reading, mention, kinds)) {
      // "1000 tips", "100 amber vials": a count of the kind itself is its pack size; of a kind sold one at a time
      // ("a quote for 2 CO2 incubators"), how many to order.
      const packSizes = scoped.filter((a) => a.key === "pack-size");
      if (!packSizes.length) {
        const kind = countedKind(reading, mention, kinds)!;
        numbers.context.push({ text: text.slice(mention.start, kind.end), reason: ORDER_QUANTITY });
        continue;
      }
      attributes = packSizes;
    } else if (named.score === 0) {
      const reason = whyNumberIsUnread(mention, dimension, pool);
      const counted = reason && dimension === "count" ? countOfThings(reading, mention) : null;
      if (counted) {
        numbers.keywords.push(...counted.keywords);
        numbers.uninterpreted.push(counted.uninterpreted);
        continue;
      }
      if (reason) {
        numbers.uninterpreted.push({ text: written, reason });
        continue;
      }
      attributes = pool;
    }
    if (mention.assumed) numbers.notices.push(`“${written}” has no unit; it was read as degrees Celsius.`);
    const stated = range.min ?? range.max;
    // "1 mg or finer" on a balance is at most 1 mg of readability, which every balance reads, so it is plausible
    // there: with "better"/"worse" each attribute is checked in the direction the word means on it, not as "at
    // least 1 mg" (which no readability is, leaving only the weighing capacity).
    const plausible =
      keysOf(attributes).length <= 1
        ? attributes
        : mention.polarity
          ? plausibleInDirection(attributes, stated, mention.polarity)
          : nearestInMagnitude(plausibleAttributes(attributes, range), stated);
    // "0.1 mg or finer" on a balance: "better"/"finer" names the attributes where a lower value is the better one.
    const ranked = mention.polarity ? plausible.filter((a) => isLowerBetter(a, { below: stated })) : [];
    // "0.3 µm or finer" is at most 0.3 µm on those: a pore size, not particles no column has that small.
    const better =
      ranked.length > 1
        ? plausibleAttributes(
            ranked,
            mention.polarity === "better" ? { min: null, max: stated } : { min: stated, max: null },
          )
        : ranked;
    const fitting = reachedRanges(mention, better.length ? better : plausible, range);
    const read = maximumReading(
      startReading(
        bareReading(
          coverageReading(
            capabilityReading(
              finenessReading(coldReading(polarityReading(mention, fitting), fitting), fitting),
              fitting,
            ),
            fitting,
          ),
          fitting,
        ),
        fitting,
      ),
      fitting,
    );
    numbers.requirements.push(
      numberRequirementOf(reading, read, fitting, named.words, dimension, bounds(read, read.unit ?? "")),
    );
    previousEnd = mention.end;
  }
  return numbers;
}

/**
 * Whether a lower value of the attribute is the better one (LOWER_IS_BETTER: readability, a time; with `sizes`, a
 * pore or particle size, where "finer" and "better" are smaller). With `below`, the number compared: a temperature
 * below zero is better colder ("freeze dryer −80 °C or better" is a condenser at −80 °C or colder, not one at −50 °C).
 */
function isLowerBetter(
  attribute: VocabularyAttribute,
  { sizes = true, below = null }: { sizes?: boolean; below?: number | null } = {},
): boolean {
  return (
    (below !== null && below < 0 && dimensionOfAttribute(attribute) === "temperature") ||
    LOWER_IS_BETTER.keys.includes(attribute.key) ||
    (sizes && LOWER_IS_BETTER.sizes.includes(attribute.key)) ||
    LOWER_IS_BETTER.dimensions.includes(dimensionOfAttribute(attribute) ?? "")
  );
}

/**
 * "0.01 mg or better", "results faster than 30 min", "25,000 rpm or faster": "better" is at most the number on
 * attributes where a lower value is the better one (LOWER_IS_BETTER: readability, time to result), at least it on
 * every other; "worse" the other way round. The comparison's words are checked, so it is never "about".
 */
function polarityReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (!mention.polarity || !attributes.length) return mention;
  const stated = mention.unit === null ? null : toBase(mention.high, mention.unit);
  const lowerIsBetter = attributes.every((a) => isLowerBetter(a, { below: stated }));
  const better = mention.polarity === "better";
  return { ...mention, comparator: better === lowerIsBetter ? "below" : "above" };
}

/**
 * A bare value, with no comparison written ("SUB 500 L", "centrifuge 25k rpm", "−105 °C condenser", "2 mL vials"),
 * read as a buyer means it (issue 35), never as ±10 %: on an operating range, the range must hold the value; on a
 * capability (a maximum, a capacity, CAPABILITY_KEYS), at least it; on a temperature below zero in every product (a
 * condenser), at least that cold; on anything else the value itself (bounds: within rounding).
 */
function bareReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (!mention.bare || mention.comparator !== "about" || mention.low !== mention.high || !attributes.length)
    return mention;
  if (attributes.every((a) => a.type === "range")) return { ...mention, comparator: "covers" };
  if (attributes.every(isCapability)) return { ...mention, comparator: "above" };
  // "result in 20 min": a time where less is better is a limit, as a capability's value is a floor.
  if (attributes.every((a) => dimensionOfAttribute(a) === "time" && isLowerBetter(a, { below: null })))
    return { ...mention, comparator: "below" };
  if (attributes.every((a) => dimensionOfAttribute(a) === "temperature" && a.observed && a.observed.max < 0))
    return { ...mention, comparator: "below" };
  return mention;
}

/**
 * "HPLC > 1.000 bar", "pressure at least 1.300 bar": a dot before three digits read as a decimal point gives a value
 * more than a hundred times below every stored value of what it can be about (no HPLC is rated to 1 bar), while
 * grouping thousands gives one they hold: the dot groups thousands, as its writer meant. A comparison with the
 * decimal reading would be met by every product, or by none.
 */
function groupedReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (mention.grouped === undefined || mention.unit === null) return mention;
  const decimal = toBase(mention.low, mention.unit);
  const grouped = toBase(mention.grouped, mention.unit);
  if (decimal === null || grouped === null || decimal <= 0) return mention;
  const observed = attributes.flatMap((a) => (a.observed ? [a.observed] : []));
  if (!observed.length || !observed.every((o) => decimal * 100 < o.min)) return mention;
  if (!observed.some((o) => o.min <= grouped && grouped <= o.max)) return mention;
  return { ...mention, low: mention.grouped, high: mention.grouped };
}

/** Words that say where a range starts ("starting at 190 nm", "ab 190 nm", "à partir de 190 nm", "190 nm and up"). */
const START_WORDS =
  /^(?:starting\s+(?:at|from)|ab|à\s+partir\s+de|a\s+partir\s+de|dès|des|(?:and|&)\s+(?:up|upwards|onwards)|upwards|onwards)$/iu;

/**
 * "UV-Vis starting at 190 nm", "ab 190 nm": on an operating range, a word saying where it starts asks the range to
 * hold that value, as "from 190 nm" does — read as "at least", any range reaching past it would meet it, and a
 * 200–1,100 nm spectrophotometer would claim to start at 190 nm.
 */
function startReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (mention.comparator !== "above" || !START_WORDS.test(mention.words.trim()) || !attributes.length) return mention;
  const ranges = attributes.every((a) => a.type === "range");
  // "ab 190 nm bis 1.100 nm", "à partir de 10 000 jusqu'à 15 000 tr/min": the start of a range written out, not "at
  // least" its first number with the end dropped.
  if (mention.low < mention.high) return { ...mention, comparator: ranges ? "covers" : "between" };
  return ranges ? { ...mention, comparator: "covers" } : mention;
}

/**
 * Whether an attribute is a capability — what a product reaches rather than what it measures: an operating range
 * ("agitation 50–1,000 rpm", "working volume 50–2,000 L") or a rating of a maximum or a capacity (key "max-…" or
 * "…-capacity": maximum speed, maximum RCF, maximum pressure, weighing capacity).
 */
function isCapability(attribute: VocabularyAttribute): boolean {
  return (
    attribute.type === "range" ||
    attribute.key.startsWith("max-") ||
    attribute.key.endsWith("-capacity") ||
    CAPABILITY_KEYS.includes(attribute.key)
  );
}

/**
 * "SUB up to 2,000 L", "agitation up to 1,000 rpm", "balance weighing up to 220 g": on a capability, "up to" (bis,
 * jusqu'à) says the product must reach that value — at least it, read as "above" (a range reaching it meets it).
 * A temperature below zero is reached from above: at most it ("centrifuge up to −10 °C" cools to −10 °C or colder).
 * On any other attribute ("CO2 incubator up to 100 L": a size) it stays a ceiling, as do the words that only mean
 * a ceiling ("at most", "max", "no more than", "≤").
 */
function capabilityReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (!mention.upTo || attributes.length === 0 || !attributes.every(isCapability)) return mention;
  // "Zentrifuge bis −10 °C", "shelf up to −40 °C": a temperature below zero is reached by getting that cold — read as
  // "warmer than", every centrifuge would meet it whatever it cools to.
  const stated = mention.unit === null ? null : toBase(mention.high, mention.unit);
  if (stated !== null && stated < 0 && attributes.every((a) => dimensionOfAttribute(a) === "temperature"))
    return { ...mention, comparator: "below" };
  return { ...mention, comparator: "above" };
}

/**
 * "CO2 incubator up to 55 °C": "up to" on an operating range (a temperature range) and on single values all below the
 * number (a condenser temperature, every one below zero) is about the range — a ceiling every product of the others
 * meets is not what was asked — so it is read as reaching 55 °C (capabilityReading), and an incubator reaching only
 * 51 °C does not meet it.
 */
function reachedRanges(
  mention: Mention,
  attributes: VocabularyAttribute[],
  { max }: { min: number | null; max: number | null },
): VocabularyAttribute[] {
  if (!mention.upTo || max === null) return attributes;
  const ranges = attributes.filter((a) => a.type === "range");
  const others = attributes.filter((a) => a.type !== "range");
  if (!ranges.length || !others.length || !others.every((a) => a.observed && a.observed.max < max)) return attributes;
  return ranges;
}

const REACH_SET = new Set(REACH_WORDS);

const MAX_WORD = new RegExp(`^(?:${MAX_WORDS.map(phrasePattern).join("|")})$`, "iu");

/**
 * "centrifuge max 15,000 rpm", "600 bar max", "balance 220 g max" on a maximum (a "max-…" specification: maximum speed,
 * RCF, pressure) or a capacity (weighing capacity, ice capacity): a "max" word may name the specification or cap it, so only the value both readings accept — the value itself — is met
 * (issue 35: neither a 12,500 rpm nor a 15,200 rpm centrifuge is claimed to meet it).
 */
function maximumReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (mention.comparator !== "below" || !MAX_WORD.test(mention.words.trim())) return mention;
  if (!attributes.length || !attributes.every((a) => a.key.startsWith("max-") || a.key.endsWith("-capacity")))
    return mention;
  return { ...mention, comparator: "about", bare: true, exact: true };
}

// After a space, or an elided article ("d'au moins", "qu’au moins").
const AT_LEAST = new RegExp(`(?:^|\\s|\\p{L}?['’])(?:${AT_LEAST_WORDS.map(phrasePattern).join("|")})(?:\\s|$)`, "iu");

/**
 * "readability at least 0.1 mg", "Empfindlichkeit mindestens 1 pg/mL": on attributes where a lower value is the
 * better one (LOWER_IS_BETTER), an "at least" word says at least that good — at most the number (issue 35: a 1 mg
 * balance does not meet "at least 0.1 mg readability").
 */
function finenessReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (mention.comparator !== "above" || mention.polarity || !AT_LEAST.test(` ${mention.words} `)) return mention;
  if (!attributes.length || !attributes.every((a) => isLowerBetter(a, { sizes: false }))) return mention;
  return { ...mention, comparator: "below" };
}

/**
 * "condenser at least −85 °C", "Kondensator mindestens −85 °C", "condenseur au moins −85 °C": on a temperature that
 * is below zero in every product (a condenser), a plain "at least" (not "warmer than") says how cold it gets — at
 * least that cold, read as "below" (issue 35: a −50 °C condenser does not meet "at least −85 °C").
 */
function coldReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (mention.comparator !== "above" || mention.high >= 0 || TEMPERATURE_WORDS.test(mention.words)) return mention;
  if (!attributes.length || !attributes.every((a) => dimensionOfAttribute(a) === "temperature")) return mention;
  // "reaching −85 °C" on any temperature: getting that cold (REACH_WORDS).
  if (REACH_SET.has(mention.words.trim().toLowerCase())) return { ...mention, comparator: "below" };
  if (!attributes.every((a) => a.observed && a.observed.max < 0)) return mention;
  return { ...mention, comparator: "below" };
}

/**
 * "covering 190–1100 nm", "spectrophotometer 200-900 nm", "CO2 incubator 5 to 50 °C", "between −10 and 40 °C": a
 * range on attributes that are ranges themselves (an operating range) asks for the product's range to hold all of it
 * ("covers"), with or without a cover word — any overlap would let a 190–800 nm spectrophotometer claim 200–900 nm
 * (issue 35). On a single-value attribute ("between 100 and 150 L") the value lies in the range.
 */
function coverageReading(mention: Mention, attributes: VocabularyAttribute[]): Mention {
  if (mention.comparator !== "between") return mention;
  if (attributes.length === 0 || !attributes.every((a) => a.type === "range")) return mention;
  return { ...mention, comparator: "covers" };
}

interface NamedAttributes {
  attributes: VocabularyAttribute[];
  score: number;
  /** The tokens of the attributes' words. */
  words: Set<number>;
}

/** The attributes whose words appear around a number: longer word sequences count more, ties are all kept. */
function attributesNamedAround(context: number[], tokens: Token[], pool: VocabularyAttribute[]): NamedAttributes {
  const contextWords = context.map((i) => tokens[i].norm);
  let best: NamedAttributes = { attributes: [], score: 0, words: new Set() };
  for (const attribute of pool) {
    let score = 0;
    const words = new Set<number>();
    for (const sequence of attributeWords(attribute)) {
      const at = containsSequence(contextWords, sequence);
      if (at === -1) continue;
      score += sequence.length * (sequence.length > 1 ? 2 : 1);
      for (let j = 0; j < sequence.length; j++) words.add(context[at + j]);
    }
    if (score > best.score) best = { attributes: [attribute], score, words };
    else if (score === best.score && score > 0) {
      best.attributes.push(attribute);
      words.forEach((w) => best.words.add(w));
    }
  }
  return best;
}

/** Why a number no word names cannot be read, or null when every attribute of its dimension in scope may be meant. */
function whyNumberIsUnread(mention: Mention, dimension: Dimension, pool: VocabularyAttribute[]): string | null {
  if (dimension === "count") return mention.unit === null ? UNITLESS_NUMBER : "Not matched to any specification.";
  if (pool.length === 0) return `No product specification here is measured in ${BASE_UNITS[dimension] || "that unit"}.`;
  return null;
}

function keysOf(attributes: VocabularyAttribute[]): string[] {
  return [...new Set(attributes.map((a) => a.key))];
}

/** Whether some stored value of the attributes can meet the bounds (true when none has observed values). */
function canMeet(attributes: VocabularyAttribute[], { min, max }: { min: number | null; max: number | null }): boolean {
  return attributes.some(
    (a) => !a.observed || ((max ?? Infinity) >= a.observed.min && (min ?? -Infinity) <= a.observed.max),
  );
}

/**
 * Among attributes of several keys, those of the keys whose stored values the requirement can meet (a 0.22 µm value
 * is a pore size, not a column length); all of them when none can.
 */
function plausibleAttributes(
  attributes: VocabularyAttribute[],
  { min, max }: { min: number | null; max: number | null },
): VocabularyAttribute[] {
  const meetable = attributes.filter(
    (a) => !a.observed || ((max ?? Infinity) >= a.observed.min && (min ?? -Infinity) <= a.observed.max),
  );
  const keys = keysOf(meetable.length ? meetable : attributes);
  return attributes.filter((a) => keys.includes(a.key));
}

/**
 * The attributes a "better"/"worse" comparison could be met on, each read in its own direction: at most the number
 * where a lower value is the better one (readability, a pore size) for "better", at least it elsewhere.
 */
function plausibleInDirection(
  attributes: VocabularyAttribute[],
  stated: number | null,
  polarity: "better" | "worse",
): VocabularyAttribute[] {
  const meetable = attributes.filter((a) => {
    if (!a.observed || stated === null) return true;
    return isLowerBetter(a, { below: stated }) === (polarity === "better")
      ? stated >= a.observed.min
      : stated <= a.observed.max;
  });
  // Met on several ("200 g or better": a readability of at most 200 g, a capacity of at least it): the one whose
  // stored values are nearest the number, by orders of magnitude, is the one meant: 200 g is a capacity, 1 mg a
  // readability.
  const distance = (a: VocabularyAttribute) => magnitudeDistance(a, stated);
  const nearest = Math.min(...meetable.map(distance));
  const keys = keysOf(meetable.length ? meetable.filter((a) => distance(a) === nearest) : attributes);
  return attributes.filter((a) => keys.includes(a.key));
}

/**
 * "UV-Vis starting at 190 nm": when one specification's stored values hold the number, those whose every stored
 * value is more than a hundred times away are not what was meant (no width is 190 nm), even where a comparison
 * with them would be met by every product (every width is at least 190 nm).
 */
function nearestInMagnitude(attributes: VocabularyAttribute[], stated: number | null): VocabularyAttribute[] {
  if (stated === null || stated <= 0 || keysOf(attributes).length <= 1) return attributes;
  const distance = (a: VocabularyAttribute) => magnitudeDistance(a, stated);
  if (!attributes.some((a) => distance(a) === 0)) return attributes;
  return attributes.filter((a) => distance(a) <= 2);
}

/**
 * How many orders of magnitude a number lies outside an attribute's stored values (0 inside them, or when either is
 * unknown or not above zero): 2 is a hundred times smaller than the smallest or larger than the largest.
 */
function magnitudeDistance(attribute: VocabularyAttribute, stated: number | null): number {
  const seen = attribute.observed;
  if (!seen || stated === null || stated <= 0 || seen.min <= 0) return 0;
  return Math.max(0, Math.log10(seen.min / stated), Math.log10(stated / seen.max));
}

/** What a number of each dimension is, for a requirement that more specifications than three could be. */
const DIMENSION_NAMES: Record<Dimension, string> = {
  temperature: "Temperature",
  volume: "Volume",
  length: "Length",
  mass: "Mass",
  pressure: "Pressure",
  rotation: "Speed",
  rcf: "Centrifugal force",
  power: "Power",
  area: "Area",
  flow: "Flow rate",
  time: "Time",
  concentration: "Concentration",
  frequency: "Frequency",
  velocity: "Velocity",
  count: "Count",
  percent: "Percentage",
};

/** A number's requirement; its fragment runs from the attribute's words before the number (if any) through it. */
function numberRequirementOf(
  { text, tokens }: Reading,
  mention: Mention,
  attributes: VocabularyAttribute[],
  words: Set<number>,
  dimension: Dimension,
  { min, max }: { min: number | null; max: number | null },
): Placed<NumberRequirement> {
  let start = mention.start;
  let end = mention.end;
  for (const index of words) {
    start = Math.min(start, tokens[index].start);
    end = Math.max(end, tokens[index].end);
    tokens[index].used = true;
  }
  const keys = keysOf(attributes);
  const ambiguous = keys.length > 1;
  const label = ambiguous
    ? keys.length > 3
      ? `${DIMENSION_NAMES[dimension]} (any of ${keys.length} specifications)`
      : keys.map((k) => attributes.find((a) => a.key === k)!.label).join(" or ")
    : attributes[0].label;
  const unit = mention.unit ?? "";
  return {
    kind: "number",
    source: text.slice(start, end),
    label: label.length > 100 ? `${label.slice(0, 97)}…` : label,
    attributeIds: attributes.slice(0, 20).map((a) => a.id),
    ambiguous,
    dimension,
    comparator: mention.comparator,
    min,
    max,
    unit: resolveUnit(unit) ?? unit,
    ...(mention.bare ? { bare: true } : {}),
    ...(mention.strict && (mention.comparator === "below" || mention.comparator === "above") ? { strict: true } : {}),
    at: start,
  };
}

/**
 * Numbers on the same attribute whose bounds do not overlap: both are dropped, and explained while fewer than
 * MAX_CONTRADICTIONS contradictions (`explained` so far) are.
 */
function numberContradictions(
  numbers: NumberRequirement[],
  explained: number,
): { dropped: Set<NumberRequirement>; contradictions: Contradiction[] } {
  const dropped = new Set<NumberRequirement>();
  const contradictions: Contradiction[] = [];
  for (let i = 0; i < numbers.length; i++)
    for (let j = i + 1; j < numbers.length; j++) {
      const a = numbers[i];
      const b = numbers[j];
      if (a.ambiguous || b.ambiguous || a.attributeIds.join() !== b.attributeIds.join()) continue;
      const low = Math.max(a.min ?? -Infinity, b.min ?? -Infinity);
      const high = Math.min(a.max ?? Infinity, b.max ?? Infinity);
      if (low <= high) continue;
      dropped.add(a);
      dropped.add(b);
      if (explained + contradictions.length >= MAX_CONTRADICTIONS) continue;
      contradictions.push({
        message: `“${a.source}” and “${b.source}” cannot both hold: ${a.label.toLowerCase()} would have to be ${describeNumber(a)} and ${describeNumber(b)} at once. Neither was used; keep one of them.`,
        sources: [a.source, b.source],
      });
    }
  return { dropped, contradictions };
}

/** "benchtop" beside "production": different scales, so neither is used (a "pilot" word still is). */
function scaleContradiction(requirements: Requirement[]): Contradiction | null {
  const scales = requirements.filter((r): r is Extract<Requirement, { kind: "scale" }> => r.kind === "scale");
  const benchtop = scales.find((s) => s.scale === "benchtop");
  const production = scales.find((s) => s.scale === "production");
  if (!benchtop || !production) return null;
  return {
    message: `“${benchtop.source}” and “${production.source}” describe different scales; neither was used.`,
    sources: [benchtop.source, production.source],
  };
}

/** A kind named more precisely elsewhere in the request ("Orbitrap" beside "mass spectrometer") replaces the general one. */
function withoutGeneralKinds(requirements: Placed<Requirement>[]): Placed<Requirement>[] {
  const optionSet = (r: Requirement) =>
    r.kind === "type" ? new Set(r.options.map((o) => `${o.attributeId}=${o.value}`)) : new Set<string>();
  const isGeneral = (r: Requirement) =>
    r.kind === "type" &&
    requirements.some((other) => {
      if (other === r || other.kind !== "type") return false;
      const mine = optionSet(r);
      const theirs = optionSet(other);
      return theirs.size < mine.size && [...theirs].every((o) => mine.has(o));
    });
  return requirements.filter((r) => !isGeneral(r));
}

/**
 * "PES or PTFE membrane": options of one attribute wanted beside each other are alternatives — a product has one
 * membrane, so both at once would be met by none. They are read as one requirement (any of them), at the first one's
 * place; negated options ("not PES or PTFE") stay apart, each leaving its option out.
 */
function withAlternativeOptions(requirements: Placed<Requirement>[]): Placed<Requirement>[] {
  const firstByAttributes = new Map<string, Placed<Extract<Requirement, { kind: "enum" }>>>();
  const merged: Placed<Requirement>[] = [];
  for (const r of requirements) {
    if (r.kind !== "enum" || r.negated || r.values.some((v) => v === "yes" || v === "no")) {
      merged.push(r);
      continue;
    }
    const key = r.attributeIds.join();
    const first = firstByAttributes.get(key);
    if (!first) {
      const copy = { ...r, values: [...r.values] };
      firstByAttributes.set(key, copy);
      merged.push(copy);
      continue;
    }
    for (const value of r.values) if (!first.values.includes(value)) first.values.push(value);
    const [name] = first.label.split(": ");
    first.label = `${name}: ${first.values.join(" or ")}`.slice(0, 100);
  }
  return merged;
}

/** Duplicates (the same kind named twice) are read once, at their first place. */
function withoutDuplicates(requirements: Placed<Requirement>[]): Placed<Requirement>[] {
  const seen = new Set<string>();
  return requirements.filter((r) => {
    const { at: _at, source: _source, ...rest } = r;
    const key = JSON.stringify(rest);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The first MAX_REQUIREMENTS requirements in the request's order, saying so when there were more. */
function firstRequirements(requirements: Placed<Requirement>[]): { requirements: Requirement[]; notices: string[] } {
  const notices =
    requirements.length > MAX_REQUIREMENTS
      ? [
          `Only the first ${MAX_REQUIREMENTS} requirements were used (${requirements.length} were found); remove some to use the others.`,
        ]
      : [];
  return {
    requirements: requirements.slice(0, MAX_REQUIREMENTS).map(({ at: _at, ...r }) => r as Requirement),
    notices,
  };
}

/** Runs of tokens no step has read, without stop words at either end. */
function unreadRuns(tokens: Token[]): Token[][] {
  const runs: Token[][] = [];
  let run: Token[] = [];
  for (const token of tokens) {
    if (token.used) {
      runs.push(run);
      run = [];
    } else if (FILLER.has(token.norm) && !/\d/.test(token.raw)) {
      if (run.length) run.push(token);
    } else run.push(token);
  }
  runs.push(run);
  for (const each of runs) while (each.length && FILLER.has(each[each.length - 1].norm)) each.pop();
  return runs.filter((each) => each.length > 0);
}

const IMPLIED = new Map(
  Object.entries(IMPLIED_SPECIFICATIONS).flatMap(([word, spec]) => [
    [normalizeWord(word), spec],
    [normalizeWord(withoutAccents(word)), spec],
  ]),
);

/**
 * "refrigerated centrifuge", "centrifugeuse réfrigérée": a word that states a specification without a number
 * (IMPLIED_SPECIFICATIONS), on the attributes of its key in the request's scope — only when the request names a kind
 * or category, and never after a negation ("not refrigerated" is left to the negated words).
 */
function readImpliedSpecifications(
  reading: Reading,
  vocabulary: FinderVocabulary,
  inScope: (a: VocabularyAttribute) => boolean,
  scoped: boolean,
): Placed<NumberRequirement>[] {
  if (!scoped) return [];
  const { tokens } = reading;
  const found: Placed<NumberRequirement>[] = [];
  tokens.forEach((token, i) => {
    const spec = IMPLIED.get(token.norm);
    // A compound the kind's reading took may have taken its negation with it ("keine Kühlzentrifuge").
    if (!spec || (token.used && !spec.namesKind) || negationBefore(tokens, i, token.used) !== -1) return;
    const attributes = vocabulary.attributes.filter((a) => a.key === spec.key && inScope(a));
    const dimension = dimensionOf(spec.unit);
    if (!attributes.length || !dimension) return;
    token.used = true;
    const min = spec.min === undefined ? null : toBase(spec.min, spec.unit);
    const max = spec.max === undefined ? null : toBase(spec.max, spec.unit);
    found.push({
      kind: "number",
      source: token.raw,
      label: attributes[0].label,
      attributeIds: attributes.slice(0, 20).map((a) => a.id),
      ambiguous: false,
      dimension,
      // Both ends on an operating range ("fridge": 2–8 °C storage) read as the range written out would: the
      // product's range holds it.
      comparator:
        min !== null && max !== null
          ? attributes.every((a) => a.type === "range")
            ? "covers"
            : "between"
          : max !== null
            ? "below"
            : "above",
      min,
      max,
      unit: spec.unit,
      at: token.start,
    });
  });
  return found;
}

/** At most this many words after a negation are read as what the product must not say ("without fluorescence detector"). */
const MAX_NEGATED_WORDS = 2;

/**
 * "not amber", "without fluorescence detector", "no copper": words no other step read, right after a negation,
 * are what the product's own words must not say (issue 35) — never searched for as wanted. One or two words, up to
 * the clause's end or a word another step read.
 */
function readNegatedWords(reading: Reading): Placed<Requirement>[] {
  const { text, tokens } = reading;
  const requirements: Placed<Requirement>[] = [];
  const wordLike = (t: Token) => !t.used && /^\p{L}[\p{L}-]*$/u.test(t.raw) && t.raw.length >= 3 && !FILLER.has(t.norm);
  for (let i = 0; i < tokens.length; i++) {
    if (!wordLike(tokens[i])) continue;
    const negation = negationBefore(tokens, i);
    if (negation === -1) continue;
    let to = i + 1;
    while (
      to < tokens.length &&
      to - i < MAX_NEGATED_WORDS &&
      wordLike(tokens[to]) &&
      /^[\s-]+$/.test(text.slice(tokens[to - 1].end, tokens[to].start))
    )
      to++;
    const phrase = tokens
      .slice(i, to)
      .map((t) => t.raw.toLowerCase())
      .join(" ");
    markUsed(tokens, negation, to);
    const { source, start } = fragmentOf(reading, negation, to);
    requirements.push({
      kind: "feature",
      source,
      label: `Not “${phrase}”`.slice(0, 100),
      terms: [phrase.slice(0, 60)],
      negated: true,
      at: start,
    });
    i = to - 1;
  }
  return requirements;
}

export const NEGATION_UNAPPLIED =
  "A negation the finder could not tie to what it rules out: it was not applied, so no result claims to meet it.";

/**
 * "filterless tips", "sterile, filter-less": a word of the lexicon with "less" on it says the product is without it
 * (a negated word, checked on the product's words). Only a stem the lexicon knows is read so ("stainless" is not
 * "without stain").
 */
function readLessWords(reading: Reading, phrases: Phrase[]): Placed<Requirement>[] {
  const { text, tokens } = reading;
  const known = phraseIndex(phraseKinds(phrases).others);
  const requirements: Placed<Requirement>[] = [];
  tokens.forEach((token, i) => {
    const stem = /^(\p{L}{4,}?)-?less$/u.exec(token.raw.toLowerCase())?.[1];
    const withHyphen =
      !stem && /^less$/i.test(token.raw) && i > 0 && text.slice(tokens[i - 1].end, token.start) === "-";
    const word = stem ?? (withHyphen ? tokens[i - 1].norm : null);
    if (!word || token.used || !known.has(normalizeWord(word))) return;
    const from = withHyphen ? i - 1 : i;
    markUsed(tokens, from, i + 1);
    const { source, start } = fragmentOf(reading, from, i + 1);
    requirements.push({ kind: "feature", source, label: `Not “${word}”`, terms: [word], negated: true, at: start });
  });
  return requirements;
}

/** What is left: words searched for in the products' text, reported as not understood, and bare numbers. */
function readLeftovers({ text, tokens }: Reading): {
  keywords: string[];
  uninterpreted: Uninterpreted[];
  notices: string[];
} {
  const keywords: string[] = [];
  const uninterpreted: Uninterpreted[] = [];
  for (const run of unreadRuns(tokens)) {
    // "4x750ml", "5424R": a word that starts with a digit but is no quantity is a word, never dropped unsaid.
    const words = run.filter((t) => !FILLER.has(t.norm) && (!/^\d/.test(t.raw) || /\p{L}/u.test(t.raw)));
    // A number no reader took: reported, never dropped (issue 35).
    const numbers = run.filter((t) => /^\d/.test(t.raw));
    if (words.length) {
      uninterpreted.push({
        text: text.slice(run[0].start, run[run.length - 1].end),
        reason: "Not recognised as a category, specification, brand or standard; searched for as words.",
      });
      for (const word of words) if (!keywords.includes(word.norm) && word.norm.length >= 2) keywords.push(word.norm);
    } else if (numbers.length) {
      const unitless = numbers.every((t) => /^[\d.,]+$/.test(t.raw));
      uninterpreted.push({
        text: unitless ? numbers.map((t) => t.raw).join(" ") : text.slice(run[0].start, run[run.length - 1].end),
        reason: unitless
          ? UNITLESS_NUMBER
          : "A quantity that could not be read; write it with a space, such as “4 °C”.",
      });
    }
  }
  // A negation no requirement took ("Sartorius not wanted", "not 0.45 µm", "rather not 15000 rpm") is a filler word
  // to the runs above, but dropping it would claim the very thing the buyer ruled out (issue 35): it is reported.
  const reported = (token: Token) =>
    uninterpreted.some((u) => {
      const at = text.indexOf(u.text);
      return at !== -1 && at <= token.start && token.end <= at + u.text.length;
    });
  tokens.forEach((token, i) => {
    if (token.used || !NEGATION_SET.has(token.norm) || reported(token)) return;
    const next = tokens[i + 1];
    uninterpreted.push({ text: text.slice(token.start, next ? next.end : token.end), reason: NEGATION_UNAPPLIED });
  });
  return {
    keywords: keywords.slice(0, MAX_KEYWORDS).map((k) => k.slice(0, 40)),
    uninterpreted,
    notices:
      keywords.length > MAX_KEYWORDS ? [`Only the first ${MAX_KEYWORDS} unrecognised words were searched for.`] : [],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Words that narrow a kind, and counts of wells (issue 35)

interface Narrower {
  words: string[];
  label: string;
  kinds: string[];
  terms: string[];
}

/** The lexicon's narrowing words as token sequences (each also without its accents), longest first. */
const NARROWERS: Narrower[] = Object.entries(KIND_NARROWERS)
  .flatMap(([key, narrower]) =>
    [...new Set([key, withoutAccents(key)])].map((written) => ({ words: phraseWords(written), ...narrower })),
  )
  .filter((n) => n.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);
const NARROWERS_BY_FIRST_WORD = new Map<string, Narrower[]>();
for (const narrower of NARROWERS)
  NARROWERS_BY_FIRST_WORD.set(narrower.words[0], [...(NARROWERS_BY_FIRST_WORD.get(narrower.words[0]) ?? []), narrower]);

const kindOptionCache = new WeakMap<FinderVocabulary, Map<string, { attributeId: string; value: string }[]>>();

/** Every kind option of the vocabulary by its lower-case name. */
function kindOptionsOf(vocabulary: FinderVocabulary): Map<string, { attributeId: string; value: string }[]> {
  const cached = kindOptionCache.get(vocabulary);
  if (cached) return cached;
  const options = new Map<string, { attributeId: string; value: string }[]>();
  for (const category of vocabulary.categories) {
    const attribute = kindAttributeOf(vocabulary, category.id);
    if (!attribute) continue;
    for (const option of attribute.options) {
      const key = option.toLowerCase();
      options.set(key, [...(options.get(key) ?? []), { attributeId: attribute.id, value: option }]);
    }
  }
  kindOptionCache.set(vocabulary, options);
  return options;
}

/**
 * "C18 column", "microcentrifuge", "Mikrozentrifuge": a word that narrows the kind is a requirement of its own,
 * checked on the product's words — read even inside a kind's name that an earlier step has read, so it is never
 * dropped with the kind taken for it. Without any kind in the request ("C18, 1.7 µm") it names its kind too; after a
 * negation ("not C18") it is reported as not wanted.
 */
function readNarrowers(
  reading: Reading,
  kinds: Placed<Requirement>[],
  vocabulary: FinderVocabulary,
): { requirements: Placed<Requirement>[]; uninterpreted: Uninterpreted[]; notices: string[] } {
  const { tokens } = reading;
  const requirements: Placed<Requirement>[] = [];
  const uninterpreted: Uninterpreted[] = [];
  const notices: string[] = [];
  const kindNamed = kinds.some((r) => r.kind === "type");
  const seen = new Set<string>();
  /** The last narrowing word read as wanted, and the token after it. */
  let last: { feature: Placed<Extract<Requirement, { kind: "feature" }>>; end: number } | null = null;
  for (let i = 0; i < tokens.length; i++) {
    let narrower = NARROWERS_BY_FIRST_WORD.get(tokens[i].norm)?.find(
      (n) => i + n.words.length <= tokens.length && n.words.every((word, j) => tokens[i + j].norm === word),
    );
    if (!narrower) {
      narrower = misspeltNarrower(tokens, i);
      if (narrower) notices.push(`“${tokens[i].raw}” was read as “${narrower.words[0]}”.`);
    }
    if (!narrower) continue;
    let to = i + narrower.words.length;
    // "troponin I", "Troponin T": a capital letter written after it names which one, checked with it (never dropped,
    // nor taken for the pronoun).
    const letter = to < tokens.length && !tokens[to].used && /^\p{Lu}$/u.test(tokens[to].raw) ? tokens[to].raw : null;
    if (letter) {
      narrower = {
        ...narrower,
        label: `${narrower.label} ${letter}`,
        terms: narrower.terms.map((t) => `${t} ${letter}`),
      };
      to += 1;
    }
    // A negation read with the kind the word names ("without microcentrifuges") negates the narrower word too.
    const negation = negationBefore(tokens, i, true);
    const from = negation === -1 ? i : negation;
    markUsed(tokens, from, to);
    const { source, start } = fragmentOf(reading, from, to);
    i = to - 1;
    if (negation !== -1) {
      // "not C18", "without microcentrifuges": the product must not say it (issue 35).
      requirements.push({
        kind: "feature",
        source,
        label: `Not ${narrower.label}`,
        terms: narrower.terms,
        negated: true,
        at: start,
      });
      continue;
    }
    // "isocratic or binary", "DAD oder FLD": narrowing words joined by "or" are alternatives, one requirement whose
    // words any may say (as "gradient" is binary or quaternary), never both at once.
    const alternativeOf: Placed<Extract<Requirement, { kind: "feature" }>> | null =
      last && last.end === from - 1 && OR_SET.has(tokens[from - 1].norm) ? last.feature : null;
    if (alternativeOf) {
      tokens[from - 1].used = true;
      alternativeOf.label = `${alternativeOf.label} or ${narrower.label}`;
      alternativeOf.terms = [...new Set([...alternativeOf.terms, ...narrower.terms])];
      alternativeOf.source = reading.text.slice(alternativeOf.at, tokens[to - 1].end);
      last = { feature: alternativeOf, end: to };
      continue;
    }
    if (seen.has(narrower.label)) continue;
    seen.add(narrower.label);
    const feature: Placed<Extract<Requirement, { kind: "feature" }>> = {
      kind: "feature",
      source,
      label: narrower.label,
      terms: narrower.terms,
      at: start,
    };
    requirements.push(feature);
    last = { feature, end: to };
    const options = narrower.kinds.flatMap((k) => kindOptionsOf(vocabulary).get(k.toLowerCase()) ?? []);
    if (!kindNamed && options.length && !requirements.some((r) => r.kind === "type"))
      requirements.push({ kind: "type", source, label: narrower.kinds.join(" or "), options, at: start });
  }
  return { requirements, uninterpreted, notices };
}

/** Words that join alternatives ("isocratic or binary", "DAD oder FLD", "DAD ou FLD"). */
const OR_SET = new Set(["or", "oder", "ou"]);

/** Narrowing words of one word, long enough that one letter off is a misspelling, not another word. */
const MISSPELT_NARROWER_LENGTH = 8;

/**
 * "ultracentifuge": a word no step read, one letter off a narrowing word of MISSPELT_NARROWER_LENGTH letters or more
 * (so "ionized" never becomes "ionizer", nor "deionised" "ioniser"). A narrowing name of several words is misspelt in
 * its first word only, the rest as written ("precison balance"), as a kind's name is: the kind read through the typo
 * must not lose the narrower its name carries.
 */
function misspeltNarrower(tokens: Token[], i: number): Narrower | undefined {
  const token = tokens[i].norm;
  if (token.length < MISSPELT_NARROWER_LENGTH || !/^\p{L}+$/u.test(token)) return undefined;
  // A name of several words, misspelt in its first word only (few: compared on every request).
  const longer = SEVERAL_WORD_NARROWERS.find(
    (n) =>
      i + n.words.length <= tokens.length &&
      n.words.every((word, j) => j === 0 || tokens[i + j].norm === word) &&
      editDistance(token, n.words[0], 1) <= 1,
  );
  if (longer) return longer;
  // Words repeat across requests ("condenser", "centrifuge"): each is compared with the one-word narrowers once.
  if (misspeltNarrowers.has(token)) return misspeltNarrowers.get(token) ?? undefined;
  const found = ONE_WORD_NARROWERS.find(
    (n) => Math.abs(n.words[0].length - token.length) <= 1 && editDistance(token, n.words[0], 1) <= 1,
  );
  if (misspeltNarrowers.size >= MAX_REMEMBERED_WORDS) misspeltNarrowers.clear();
  misspeltNarrowers.set(token, found ?? null);
  return found;
}

const ONE_WORD_NARROWERS = NARROWERS.filter(
  (n) => n.words.length === 1 && n.words[0].length >= MISSPELT_NARROWER_LENGTH,
);
const SEVERAL_WORD_NARROWERS = NARROWERS.filter(
  (n) => n.words.length > 1 && n.words[0].length >= MISSPELT_NARROWER_LENGTH,
);
/** Words already compared with the narrowing words (null: none is one letter off), at most MAX_REMEMBERED_WORDS. */
const misspeltNarrowers = new Map<string, Narrower | null>();
const MAX_REMEMBERED_WORDS = 5000;

const WELL_SET = new Set(WELL_WORDS.map(normalizeWord));

/**
 * "96-well", "384 wells", "96 puits": a count of wells, read before the quantities so it is never a volume, a pack
 * size or a bare number. The count's token is read here; the well word is left for a kind's name ("well plate")
 * and marked read after the kinds (`wordTokens`).
 */
function readWellCounts(reading: Reading): { requirements: Placed<Requirement>[]; wordTokens: number[] } {
  const { text, tokens } = reading;
  const requirements: Placed<Requirement>[] = [];
  const wordTokens: number[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const count = tokens[i];
    const word = tokens[i + 1];
    if (count.used || !/^\d{1,4}$/.test(count.raw) || !WELL_SET.has(word.norm)) continue;
    if (!/^\s*[-‐–]?\s*$/.test(text.slice(count.end, word.start))) continue;
    const n = Number(count.raw);
    if (n < 1) continue;
    count.used = true;
    wordTokens.push(i + 1);
    // "not 384 wells": a plate that says 384-well is ruled out, checked on its words as any negated word is.
    const negation = negationBefore(tokens, i);
    if (negation !== -1) markUsed(tokens, negation, i);
    const from = negation === -1 ? count.start : tokens[negation].start;
    requirements.push({
      kind: "feature",
      source: text.slice(from, word.end),
      label: negation === -1 ? `${n}-well` : `Not ${n}-well`,
      terms: [`${n}-well`],
      ...(negation === -1 ? {} : { negated: true }),
      at: from,
    });
  }
  return { requirements, wordTokens };
}

/** "6 x 250 mL", "24×1,5 ml", "4x750ml": a count of places, "x" or "×", and what each place holds. */
const HELD_COUNT = /(?<![\p{L}\p{N}.,])(\d{1,3})\s*[x×]\s*(\d+(?:[.,]\d+)?)/gu;

/**
 * "a rotor for 24 x 1.5 ml tubes", "6x250ml": how many of what a product holds (a rotor's or rack's capacity), read
 * before the quantities so the volume is never taken for the product's own volume nor the count left bare. It is
 * checked on the product's own words ("24 x 1.5/2.0 mL"), as written with "x" or "×" (issue 35).
 */
function readHeldCounts(reading: Reading): Placed<Requirement>[] {
  const { text, tokens } = reading;
  const requirements: Placed<Requirement>[] = [];
  for (const match of text.matchAll(HELD_COUNT)) {
    const start = match.index;
    const held = readUnit(text, start + match[0].length);
    if (!held || dimensionOf(held.unit) !== "volume") continue;
    const inside = tokens.filter((t) => t.start < held.end && t.end > start);
    if (inside.some((t) => t.used)) continue;
    for (const t of inside) t.used = true;
    const count = Number(match[1]);
    const each = match[2]!.replace(",", ".");
    requirements.push({
      kind: "feature",
      source: text.slice(start, held.end),
      label: `Holds ${count} × ${each} ${held.unit}`,
      terms: [`${count} x ${each}`, `${count} × ${each}`],
      at: start,
    });
  }
  return requirements;
}

/** Where the request names kinds: a count right before one of them counts the kind ("1000 tips"). */
function kindSpans(requirements: Placed<Requirement>[]): { start: number; end: number }[] {
  return requirements.filter((r) => r.kind === "type").map((r) => ({ start: r.at, end: r.at + r.source.length }));
}

/**
 * "1000 tips", "100 amber vials", "2 CO2 incubators": a count followed (perhaps after one word) by the name of a kind
 * the request names counts that kind; the kind's name where it stands, or null.
 */
function countedKind(
  { text }: Reading,
  mention: Mention,
  kinds: { start: number; end: number }[],
): { start: number; end: number } | null {
  if (mention.unit !== null || mention.comparator === "between" || !kinds.length) return null;
  // "1000er Spitzen": a German count adjective before the kind's name is as often its size (1000 µL tips) as its
  // count, so it is not read as either (reported); "960er Pack" names the pack (a pack word, ATTRIBUTE_WORDS).
  if (/\d[eE][rR]$/.test(text.slice(mention.start, mention.end))) return null;
  const after = text.slice(mention.end, mention.end + 40);
  const gap = /^\s+(?:[\p{L}-]+\s+)?/u.exec(after)?.[0].length;
  if (gap === undefined) return null;
  const kindAt = (at: number) => kinds.find((k) => k.start === at) ?? null;
  return kindAt(mention.end + gap) ?? kindAt(mention.end + (/^\s+/.exec(after)?.[0].length ?? 0));
}

const knownWordsCache = new WeakMap<FinderVocabulary, Set<string>>();

/**
 * The words the finder reads (of kinds, brands, options, specifications' names, negations, wells), filler words left
 * out: what an e-mail's addressee or signature never holds (context.ts).
 */
function knownWordsOf(vocabulary: FinderVocabulary): Set<string> {
  const cached = knownWordsCache.get(vocabulary);
  if (cached) return cached;
  const known = new Set<string>();
  for (const phrase of phrasesOf(vocabulary)) for (const word of phrase.words) known.add(word);
  for (const attribute of vocabulary.attributes)
    for (const words of attributeWords(attribute)) for (const word of words) known.add(word);
  for (const word of [...NEGATION_WORDS, ...WITHOUT_WORDS, ...WELL_WORDS]) known.add(normalizeWord(word));
  for (const word of FILLER) known.delete(word);
  knownWordsCache.set(vocabulary, known);
  return known;
}

/** A request with nothing to read: no requirements, and what it reports. */
function unreadRequest(text: string, notices: string[], uninterpreted: Uninterpreted[]): ParsedRequest {
  return { text, requirements: [], keywords: [], uninterpreted, context: [], contradictions: [], notices };
}

/** Reads a request against the catalogue's vocabulary. Pure and deterministic; never throws on any input. */
export function parseRequest(input: string, vocabulary: FinderVocabulary): ParsedRequest {
  const { text, truncated } = normalizeRequest(input);
  const notices = truncated
    ? [`Only the first ${MAX_REQUEST_LENGTH} characters of the request were read; shorten it to add more.`]
    : [];
  if (!text) return unreadRequest(text, notices, []);
  if (!/[\p{L}\p{N}]/u.test(text))
    return unreadRequest(text, notices, [
      { text, reason: "It has no letters or numbers, so there is nothing to look for." },
    ]);
  const reading: Reading = { text, tokens: tokenize(text) };
  const known = knownWordsOf(vocabulary);
  const context = readContext(reading, (token) => known.has(token.norm));
  const delivery = readDelivery(reading);
  const phrases = phrasesOf(vocabulary);
  const compliance = readCompliance(reading, phrases);
  const prices = readPrices(reading, vocabulary);
  const wells = readWellCounts(reading);
  const held = readHeldCounts(reading);
  const quantities = readQuantities(reading);
  const lessWords = readLessWords(reading, phrases);
  const words = readWords(reading, phrases, vocabulary);
  for (const index of wells.wordTokens) reading.tokens[index].used = true;
  const narrowers = readNarrowers(reading, words.requirements, vocabulary);
  words.uninterpreted.push(...narrowers.uninterpreted);
  // A kind negated beside the kind it narrows ("centrifuge without microcentrifuges") is read by its narrower word.
  const negatedNarrowers = new Set(
    narrowers.requirements.flatMap((r) => (r.kind === "feature" && r.negated ? [r.source] : [])),
  );
  words.uninterpreted = words.uninterpreted.filter((u) => !(u.reason === NOT_WANTED && negatedNarrowers.has(u.text)));
  const allNamed = [...compliance, ...words.requirements, ...wells.requirements, ...held, ...narrowers.requirements];
  const inScope = scopeOf(allNamed, vocabulary);
  const named = withoutAbbreviationsOutOfScope(reading, allNamed, vocabulary, inScope);
  const yesNo = readYesNoRequirements(words.yesNo, named, vocabulary, inScope);
  const kindValues = new Set(
    named.flatMap((r) => (r.kind === "type" ? r.options.map((o) => o.value.toLowerCase()) : [])),
  );
  const numbers = readNumbers(reading, quantities, vocabulary, inScope, kindSpans(named), kindValues);
  numbers.requirements.push(...readImpliedSpecifications(reading, vocabulary, inScope, named.length > 0));
  const wordRequirements = [...named, ...yesNo.requirements];
  const conflicts = numberContradictions(numbers.requirements, yesNo.contradictions.length);
  const scaleConflict = scaleContradiction(wordRequirements);
  const negatedWords = readNegatedWords(reading);
  const placed = [
    ...wordRequirements.filter((r) => !(scaleConflict && r.kind === "scale" && r.scale !== "pilot")),
    ...numbers.requirements.filter((r) => !conflicts.dropped.has(r)),
    ...prices.requirements,
    ...delivery,
    ...negatedWords,
    ...lessWords,
  ].sort((a, b) => a.at - b.at);
  const kept = firstRequirements(withoutDuplicates(withAlternativeOptions(withoutGeneralKinds(placed))));
  const leftovers = readLeftovers(reading);
  leftovers.uninterpreted.push(...prices.uninterpreted);
  return {
    text,
    requirements: kept.requirements,
    keywords: [...new Set([...numbers.keywords, ...leftovers.keywords])].slice(0, MAX_KEYWORDS),
    uninterpreted: [...words.uninterpreted, ...numbers.uninterpreted, ...leftovers.uninterpreted],
    context: [...context, ...numbers.context].sort((a, b) => text.indexOf(a.text) - text.indexOf(b.text)),
    contradictions: [...yesNo.contradictions, ...conflicts.contradictions, ...(scaleConflict ? [scaleConflict] : [])],
    notices: [
      ...notices,
      ...words.notices,
      ...narrowers.notices,
      ...numbers.notices,
      ...kept.notices,
      ...leftovers.notices,
    ],
  };
}
