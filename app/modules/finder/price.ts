// The finder's price reading (issue 12, ADR 026): "under $40,000", "budget around 15k GBP", "between $5k and $10k"
// → `price` requirements, bounds in US cents converted at the shop's stated rates (Currency.usdPerUnit, in the
// vocabulary). Pure. parseRequest calls readPrices before it reads quantities: the tokens of a price are marked
// read, so the number reader neither reads them as a quantity nor reports them as "a number without a unit".
//
// What is read as a price (and nothing else):
// 1. An amount with a currency: a sign before or after ("$40,000", "30k€", "30.000 €"), a code ("25,000 USD",
//    "EUR 20 000") or a currency word ("dollars", "euros", "pounds sterling"). "pound(s)" alone is a weight (lb) and
//    is a currency only after a price word ("budget 5,000 pounds").
// 2. An amount without a currency after a price word: "price under 40,000", "budget around 15k", "costs less than
//    20000". Price words: price(d), cost(s), budget, spend, pay, Preis, Kosten, prix, coût.
// 3. An amount without a currency written in thousands or millions ("40k", "2 million") after a comparator:
//    "below 40k", "from 50k", "up to 20k". A bare "40k" with no comparator is not read ("a 40k rpm rotor").
// Never: an amount followed by a unit or another word ("40k rpm", "15,000 x g", "50 L", "from 50k cells", "price
// 96 tests") when no currency is written (only words like "and", "for", "total", "max" may follow it); a
// number inside a word ("IL-6"); "under 40,000" with neither currency nor price word nor k/M (the number reader
// reports it as a number without a unit, and the buyer can add "$").
// Numbers: "40,000", "40.000" and "40 000" are forty thousand (a separator followed by exactly three digits groups
// thousands); "1.5k", "12,50" have decimals (one or two digits after the last separator). "k"/"thousand" multiply
// by 1,000 and "M"/"mn"/"million" by 1,000,000 ("k" with a currency in any case; without one, only "k" written
// onto the number or the words: "40 K" alone is kelvin).
// Comparators: before ("under", "below", "less than", "max.", "at most", "up to", "no more than", "within", "<";
// "over", "above", "more than", "at least", "min.", "from", "starting at", ">"; "about", "around", "approx.",
// "roughly", "~"; a few German and French words), after ("or less", "max", "or more", "+"), ranges ("between $5k
// and $10k", "$5k–$10k", "from 50k to 80k", "5-10k EUR": a currency or multiplier written on one end applies to
// both). Without a comparator a budget word means "at most" ("budget 15k") and an amount alone means "about": up to
// 10 % below it, never above it (a bare figure may be a ceiling; issue 35).
// Currency: the one written; none written is the shop's default, US dollars, and the chip says so. A currency the
// shop states no rate for is reported, not guessed.
import type { Comparator, PriceRequirement, Uninterpreted } from "./requirements";
import { ATTRIBUTE_SYNONYMS, type FinderVocabulary, type VocabularyCurrency } from "./vocabulary";
import { ATTRIBUTE_WORDS, NEGATION_WORDS, PRICE_EACH_WORDS, PRICE_PER_PIECE_WORDS } from "~/modules/catalog/lexicon";
import { resolveUnit } from "~/modules/catalog/units";
import { formatWholeMoney } from "~/utils/money";

/** The shop's default currency: an amount written without one is in it. */
export const DEFAULT_CURRENCY = "usd";

/** Currency words and codes (lower case) by currency code. Signs come from the shop's currencies. */
const CURRENCY_WORDS: Record<string, string[]> = {
  usd: ["usd", "us$", "us dollars", "us dollar", "dollars", "dollar"],
  eur: ["eur", "euros", "euro"],
  gbp: ["gbp", "pounds sterling", "pound sterling", "sterling", "pounds", "pound"],
  chf: ["chf", "swiss francs", "francs"],
  jpy: ["jpy", "yen"],
};
/** Words that are a unit when no price word says otherwise. */
const AMBIGUOUS_CURRENCY_WORDS = new Set(["pounds", "pound"]);

const PRICE_WORD = String.raw`(?:price[ds]?|pricing|cost(?:s|ing)?|budget(?:ed)?|spend(?:ing)?|pay|preis|kosten|prix|co[uû]t)`;
const COMPARATOR_WORDS: [string, Comparator][] = [
  [
    String.raw`under|below|beneath|less\s+than|cheaper\s+than|lower\s+than|at\s+most|up\s+to|no\s+more\s+than|not\s+more\s+than|not\s+exceeding|not\s+over|within|max(?:imum)?\.?:?|<=|≤|<|unter|bis|h[öo]chstens|maximal|moins\s+de|jusqu['’]?\s*[àa]|au\s+plus`,
    "below",
  ],
  [
    String.raw`over|above|more\s+than|at\s+least|no\s+less\s+than|starting\s+at|from|min(?:imum)?\.?:?|>=|≥|>|[üu]ber|ab|mindestens|plus\s+de|au\s+moins|[àa]\s+partir\s+de`,
    "above",
  ],
  [String.raw`about|around|approximately|approx\.?|roughly|circa|ca\.|close\s+to|~|≈|etwa|environ`, "about"],
];
const POSTFIXES: [RegExp, Comparator][] = [
  [/^\s*(?:or|and)\s+(?:less|below|under|lower|cheaper)\b/i, "below"],
  [/^\s*(?:max(?:imum)?\b\.?|at\s+most\b|tops\b)/i, "below"],
  [/^\s*(?:or|and)\s+(?:more|above|over|up|higher)\b/i, "above"],
  [/^\s*(?:min(?:imum)?\b\.?|at\s+least\b)/i, "above"],
  [/^\+(?![\d])/, "above"],
];

/** A number as written: grouped thousands (",", ".", " ", "'") and up to two decimals, or plain digits. */
const NUMBER = String.raw`(?:\d{1,3}(?:[,.' \u00a0\u202f]\d{3})+|\d+)(?:[.,]\d{1,2}(?!\d))?`;
const MULTIPLIER = String.raw`(?:\s?(?:thousand|million|mio\.?|mn|tsd\.?)|k|K|M)(?![\p{L}\p{N}])`;

interface Amount {
  start: number;
  end: number;
  value: number;
  /** Currency code written on the amount, if any. */
  currency: string | null;
  /** The currency was a word that may be a unit ("pounds"). */
  ambiguous: boolean;
  /** A multiplier was written ("k", "million"), and whether it may stand without a currency. */
  multiplier: number;
  bareMultiplier: boolean;
}

interface CurrencyMatcher {
  pattern: RegExp;
  codeOf: (written: string) => string | null;
}

const matcherCache = new WeakMap<object, CurrencyMatcher>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A currency written before or after a number: the shop's signs, codes and words. */
function currencyMatcher(currencies: VocabularyCurrency[]): CurrencyMatcher {
  const cached = matcherCache.get(currencies);
  if (cached) return cached;
  const byText = new Map<string, string>();
  for (const c of currencies) {
    byText.set(c.symbol.toLowerCase(), c.code);
    byText.set(c.code.toLowerCase(), c.code);
    for (const word of CURRENCY_WORDS[c.code] ?? []) byText.set(word, c.code);
  }
  for (const [code, words] of Object.entries(CURRENCY_WORDS))
    for (const word of words) if (!byText.has(word)) byText.set(word, code);
  for (const [sign, code] of [
    ["$", "usd"],
    ["€", "eur"],
    ["£", "gbp"],
  ])
    if (!byText.has(sign)) byText.set(sign, code);
  const texts = [...byText.keys()].sort((a, b) => b.length - a.length);
  const alternatives = texts.map((t) => (/^[\p{L}]/u.test(t) ? `${escape(t)}(?![\\p{L}\\p{N}])` : escape(t)));
  const matcher = {
    pattern: new RegExp(`(?:${alternatives.join("|")})`, "iuy"),
    codeOf: (written: string) => byText.get(written.toLowerCase().replace(/\s+/g, " ")) ?? null,
  };
  matcherCache.set(currencies, matcher);
  return matcher;
}

function readNumber(written: string): number {
  const compact = written.replace(/[\s\u00a0\u202f']/g, "");
  // The last separator followed by one or two digits is the decimal point; every other one groups thousands.
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  const whole = (decimal ? compact.slice(0, decimal.index) : compact).replace(/[.,]/g, "");
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}

function multiplierOf(written: string): number {
  const word = written.trim().toLowerCase();
  if (word === "k" || word === "thousand" || word.startsWith("tsd")) return 1_000;
  return 1_000_000;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Every amount in the text outside `blocked` positions, with the currency written on it (if any). */
/** A written amount with its multiplier, compiled once (sticky: read at one position at a time). */
const AMOUNT = new RegExp(`${NUMBER}(${MULTIPLIER})?`, "uy");

function findAmounts(text: string, currencies: CurrencyMatcher, blocked: (index: number) => boolean): Amount[] {
  const amounts: Amount[] = [];
  const number = AMOUNT;
  for (let at = 0; at < text.length; at++) {
    if (!/\d/.test(text[at])) continue;
    const previous = text[at - 1] ?? "";
    // Not inside a word or a number ("IL-6", "CO2", "1,5"); after a dash only as the end of a range ("5-10k").
    if (/[–—-]/.test(previous) ? !/[\dkKM$€£ ]/.test(text[at - 2] ?? "") : /[\p{L}\p{N}.,−]/u.test(previous)) continue;
    if (blocked(at)) continue;
    number.lastIndex = at;
    const match = number.exec(text);
    if (!match) continue;
    let end = at + match[0].length;
    // A grouped number that runs into a following number ("2 100 L"): keep what the pattern read; units are checked
    // below.
    const multiplierText = match[1] ?? "";
    const multiplier = multiplierText ? multiplierOf(multiplierText) : 1;
    const bareMultiplier =
      multiplierText !== "" && (/^k$/.test(multiplierText) || /thousand|million/i.test(multiplierText));
    if (LETTER_OR_DIGIT.test(text[end] ?? "") && !/[$€£]/.test(text[end] ?? "")) {
      // "2R", "96well", "30kEUR": only a currency may follow without a space.
      currencies.pattern.lastIndex = end;
      if (!currencies.pattern.exec(text)) continue;
    }
    const value = readNumber(match[0].slice(0, match[0].length - multiplierText.length)) * multiplier;
    if (!Number.isFinite(value)) continue;
    let start = at;
    let currency: string | null = null;
    let ambiguous = false;
    // A currency before: "$40,000", "US$ 5k", "EUR 20 000".
    const before = /(?:^|[^\p{L}])(US\$|[$€£]|[a-z]{3})\s?$/iu.exec(text.slice(Math.max(0, at - 5), at));
    if (before) {
      const code = currencies.codeOf(before[1]);
      if (code) {
        currency = code;
        start = at - before[1].length - (before[0].endsWith(" ") ? 1 : 0);
      }
    }
    // A currency after: "30k€", "25,000 USD", "5,000 pounds".
    currencies.pattern.lastIndex = end + (text[end] === " " ? 1 : 0);
    const after = currencies.pattern.exec(text);
    if (after) {
      const code = currencies.codeOf(after[0]);
      if (code && (currency === null || currency === code)) {
        currency = code;
        ambiguous = AMBIGUOUS_CURRENCY_WORDS.has(after[0].toLowerCase());
        end = after.index + after[0].length;
      }
    }
    amounts.push({ start, end, value, currency, ambiguous, multiplier, bareMultiplier });
    at = end - 1;
  }
  return amounts;
}

/** A unit right after an amount ("40k rpm", "15,000 x g"): then it is a quantity, not a price. */
function unitFollows(text: string, end: number): boolean {
  const words = /^ ?([^\s\d,;:()!?]+)(?: ([^\s\d,;:()!?]+))?/u.exec(text.slice(end, end + 30));
  if (!words) return false;
  const candidates = [words[2] ? `${words[1]} ${words[2]}` : null, words[1]].filter((w): w is string => w !== null);
  return candidates.some((w) => {
    const unit = resolveUnit(w.replace(/[.]+$/, ""));
    return unit !== null && unit !== "";
  });
}

/** Words that may follow a price written without a currency ("under 40k for a freeze dryer"). */
const AFTER_PRICE = new Set(
  "and or but with for in at per each total overall max maximum min minimum tops budget please incl including excl excluding net gross vat tax".split(
    " ",
  ),
);

/** A word after an amount without a currency ("from 50k cells", "price 96 tests"): it counts that, not money. */
function nounFollows(text: string, end: number): boolean {
  const word = /^\s?([\p{L}][\p{L}-]*)/u.exec(text.slice(end, end + 30));
  return word !== null && !AFTER_PRICE.has(word[1].toLowerCase());
}

interface PriceMention {
  start: number;
  end: number;
  comparator: Comparator;
  low: number;
  high: number;
  currency: string | null;
}

const comparatorBefore = COMPARATOR_WORDS.map(
  ([words, kind]) => [new RegExp(`(?:^|[\\s(,;:])(${words})\\s*$`, "i"), kind] as const,
);
const negationBefore = new RegExp(
  `(?:^|[\\s(,;:])(${NEGATION_WORDS.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\s+$`,
  "i",
);
const priceWordBefore = new RegExp(`(?:^|[\\s(,;])(${PRICE_WORD}(?:\\s+(?:of|is|at|around|about|:))?:?)\\s*$`, "i");

/** Where a regular expression's first group starts in the text (`offset`: where the searched slice starts). */
function groupStart(match: RegExpExecArray, offset: number): number {
  return offset + match.index + match[0].indexOf(match[1]);
}

/** Where the words read before a position start: at most 60 characters back. */
function windowStart(at: number): number {
  return Math.max(0, at - 60);
}

/** The comparator and price word written before `at` (nearest first): "budget around", "costs less than". */
function wordsBefore(
  text: string,
  at: number,
): { start: number; comparator: Comparator | null; priceWord: string | null } {
  const offset = windowStart(at);
  let before = text.slice(offset, at);
  let start = at;
  let comparator: Comparator | null = null;
  // The longest comparator written: "no less than" is "at least", not "less than".
  for (const [pattern, kind] of comparatorBefore) {
    const match = pattern.exec(before);
    if (match && groupStart(match, offset) < start) {
      comparator = kind;
      start = groupStart(match, offset);
    }
  }
  // "not above 20k", "nicht über 20.000 €": a negation right before the comparator turns it round (issue 35).
  const negation =
    comparator === "below" || comparator === "above" ? negationBefore.exec(text.slice(offset, start)) : null;
  if (negation) {
    comparator = comparator === "below" ? "above" : "below";
    start = groupStart(negation, offset);
  }
  before = text.slice(offset, start);
  const price = priceWordBefore.exec(before);
  if (price) start = groupStart(price, offset);
  return { start, comparator, priceWord: price ? price[1] : null };
}

/**
 * The words of the specifications' labels ("resolving", "power", "speed") and of the other names people give those
 * written in bare thousands ("resolution", "Drehzahl"): a "240k" after one is not money.
 */
function attributeWords(attributes: Pick<FinderVocabulary, "attributes">["attributes"]): Set<string> {
  const words = new Set<string>();
  const names = (key: string) => [
    ...(ATTRIBUTE_SYNONYMS[key] ?? []),
    ...Object.values(ATTRIBUTE_WORDS).flatMap((language) => language[key] ?? []),
  ];
  // Other names only of the specifications written as bare thousands ("100k resolution", "15k rcf"): counts and speeds.
  const bare = (a: (typeof attributes)[number]) =>
    a.type === "number" && (!a.unit || a.unit === "rpm" || a.unit === "× g");
  for (const attribute of attributes)
    for (const name of [attribute.label, ...(bare(attribute) ? names(attribute.key) : [])])
      for (const word of name.toLowerCase().match(/\p{L}{3,}/gu) ?? []) words.add(word);
  return words;
}

/**
 * Amounts read as prices: ranges joined, comparators and price words around them, the rules above applied. Rule 3
 * (a bare "40k" after a comparator) does not apply when the word before the comparator names a specification
 * ("resolving power at least 240k", "speed up to 50k"): the amount is that specification's, not a price.
 */
function findPriceMentions(text: string, amounts: Amount[], specificationWords: Set<string>): PriceMention[] {
  const mentions: PriceMention[] = [];
  for (let i = 0; i < amounts.length; i++) {
    const first = amounts[i];
    const next = amounts[i + 1];
    const context = wordsBefore(text, first.start);
    // Only the words just before an amount count: a window, as in wordsBefore, so a long request is not read from its
    // start once per amount.
    const between = /(?:^|\s)(between|from|zwischen|von|entre|de)\s+$/i.exec(
      text.slice(windowStart(first.start), first.start),
    );
    let last = first;
    let low = first.value;
    let high = first.value;
    let range = false;
    if (next) {
      const gap = text.slice(first.end, next.start);
      const separator = between ? /^\s*(?:and|&|to|until|und|bis|et|à|a|–|—|-)\s*$/i : /^\s*(?:–|—|-|to|bis|à)\s*$/i;
      if (separator.test(gap)) {
        range = true;
        last = next;
        let firstValue = first.value;
        // "5-10k": the multiplier written on the upper end applies to the lower one.
        if (first.multiplier === 1 && next.multiplier > 1 && first.value * next.multiplier <= next.value)
          firstValue = first.value * next.multiplier;
        low = Math.min(firstValue, next.value);
        high = Math.max(firstValue, next.value);
      }
    }
    const currencies = [first.currency, last.currency].filter((c): c is string => c !== null);
    if (range && currencies.length === 2 && currencies[0] !== currencies[1]) continue;
    const currency = currencies[0] ?? null;
    const ambiguousOnly = (range ? [first, last] : [first]).every((a) => a.currency === null || a.ambiguous);
    const hasBareMultiplier = first.bareMultiplier || last.bareMultiplier;
    const start = range && between ? first.start - between[0].trimStart().length : context.start;
    // For a range, its first word ("between") stands where a comparator would.
    const words = range && between ? wordsBefore(text, start) : context;
    const priceWord = words.priceWord !== null;
    const comparatorWritten = range || context.comparator !== null;
    let end = last.end;
    let comparator: Comparator | null = range ? "between" : context.comparator;
    if (!range) {
      for (const [pattern, kind] of POSTFIXES) {
        const match = pattern.exec(text.slice(end, end + 20));
        if (match) {
          if (comparator === null) {
            comparator = kind;
            end += match[0].length;
          }
          break;
        }
      }
    }
    // Only a word right before it ("resolution at least 60k"), not one ending an earlier clause ("detector, under 100k").
    const wordBefore =
      /(\p{L}+)[^\p{L},;]*$/u.exec(text.slice(windowStart(words.start), words.start))?.[1]?.toLowerCase() ?? "";
    const isPrice =
      (currency !== null && !ambiguousOnly) ||
      priceWord ||
      (hasBareMultiplier &&
        (comparatorWritten || comparator !== null) &&
        !unitFollows(text, last.end) &&
        !specificationWords.has(wordBefore));
    if (!isPrice) continue;
    if (currency === null && (unitFollows(text, last.end) || nounFollows(text, end))) continue;
    if (range) i++;
    mentions.push({
      start: Math.min(start, words.start),
      end,
      // No comparator: a budget is what one can spend at most; an amount alone is "about".
      // "budget around 130k": a budget is a ceiling even around a figure (issue 35).
      comparator:
        /^budget/i.test(words.priceWord ?? "") && (comparator === null || comparator === "about")
          ? "below"
          : (comparator ?? "about"),
      low,
      high,
      currency,
    });
  }
  return mentions;
}

function rateText(rate: number): string {
  return String(Number(rate.toPrecision(6)));
}

const USD_FALLBACK: VocabularyCurrency = { code: "usd", symbol: "$", template: "$$1", usdPerUnit: 1 };

/** The shop's currencies; US dollars (the rates' unit, 1 by definition) are always among them. */
export function shopCurrencies(vocabulary: Pick<FinderVocabulary, "currencies">): VocabularyCurrency[] {
  const currencies = vocabulary.currencies ?? [];
  return currencies.some((c) => c.code === "usd")
    ? currencies.map((c) => (c.code === "usd" ? { ...c, usdPerUnit: 1 } : c))
    : [...currencies, USD_FALLBACK];
}

/** The chip's amount: bounds in the buyer's currency, and in US dollars with the rate when it is another one. */
function describeAmount(
  comparator: Comparator,
  low: number,
  high: number,
  currency: VocabularyCurrency,
  rate: number,
  assumed: boolean,
): string {
  const usd = shopCurrencies({}).find((c) => c.code === "usd")!;
  // Whole units through the currency's template, cents only when there are any: the shop's one money format.
  const shown = (units: number, c: VocabularyCurrency) => formatWholeMoney(Math.round(units * 100), c);
  const text = (c: VocabularyCurrency, factor: number) => {
    const round = (n: number) => (factor === 1 ? n : Math.round(n * factor));
    switch (comparator) {
      case "below":
        return `at most ${shown(round(high), c)}`;
      case "above":
        return `at least ${shown(round(low), c)}`;
      // "covers" (a wanted range a product's range must hold) is never read for a price; shown as a range if given.
      case "between":
      case "covers":
        return `between ${shown(round(low), c)} and ${shown(round(high), c)}`;
      case "about":
        return `about ${shown(round(low), c)}, not above it`;
    }
  };
  const own = text(currency, 1);
  if (assumed) return `${own} (no currency given: read as US dollars)`;
  if (currency.code === "usd") return own;
  const converted = text(usd, rate)
    .replace(/^(?:at most|at least|about|between) /, "")
    .replace(/, not above it$/, "");
  return `${own} (≈ ${converted} at 1 ${currency.code.toUpperCase()} = ${rateText(rate)} USD)`;
}

/** The tokens a price covers, so the later steps skip them (parse.ts passes its tokens). */
export interface PriceToken {
  start: number;
  end: number;
  used: boolean;
}

export interface PriceReading {
  /** Price requirements with the position their fragment starts at. */
  requirements: (PriceRequirement & { at: number })[];
  /** The spans read as prices, [start, end) in the text. */
  spans: { start: number; end: number }[];
  uninterpreted: Uninterpreted[];
}

const priceVocabularyCache = new WeakMap<
  object,
  { currencies: VocabularyCurrency[]; matcher: CurrencyMatcher; specificationWords: Set<string> }
>();

/**
 * The shop's currencies, their matcher and the specifications' words, once per vocabulary: shopCurrencies returns a
 * new array each time, so a matcher cached on it was compiled again on every request (issue 35's profile).
 */
function priceVocabularyOf(
  vocabulary: Pick<FinderVocabulary, "currencies"> & Partial<Pick<FinderVocabulary, "attributes">>,
) {
  const cached = priceVocabularyCache.get(vocabulary);
  if (cached) return cached;
  const currencies = shopCurrencies(vocabulary);
  const read = {
    currencies,
    matcher: currencyMatcher(currencies),
    specificationWords: attributeWords(vocabulary.attributes ?? []),
  };
  priceVocabularyCache.set(vocabulary, read);
  return read;
}

// Either apostrophe ("l'unité", "l’unité").
const escaped = (word: string) => escape(word).replace(/['’]/g, "['’]");
/** "per pack", "a box", "la boîte", "each" right after a price (PRICE_EACH_WORDS). */
const PRICE_EACH = new RegExp(
  `^\\s*(?:(?:${PRICE_EACH_WORDS.before.map(escaped).join("|")})\\s*(?:${PRICE_EACH_WORDS.items.map(escaped).join("|")})|${PRICE_EACH_WORDS.alone.map(escaped).join("|")})(?![\\p{L}])`,
  "iu",
);

/** "per tip", "pro Test", "par réaction" right after a price (PRICE_PER_PIECE_WORDS). */
const PRICE_PER_PIECE = new RegExp(
  `^\\s*(?:${PRICE_EACH_WORDS.before.map(escaped).join("|")})\\s*(?:${PRICE_PER_PIECE_WORDS.map(escaped).join("|")})(?![\\p{L}])`,
  "iu",
);

/**
 * The price step of parseRequest: finds prices in the request (the rules at the top of this file), marks their
 * tokens as read and returns their requirements. Tokens already read (compliance phrases) are skipped.
 */
export function readPrices(
  { text, tokens }: { text: string; tokens: PriceToken[] },
  vocabulary: Pick<FinderVocabulary, "currencies"> & Partial<Pick<FinderVocabulary, "attributes">>,
): PriceReading {
  const reading: PriceReading = { requirements: [], spans: [], uninterpreted: [] };
  const { currencies, matcher, specificationWords } = priceVocabularyOf(vocabulary);
  const insideUsedToken = (index: number) => tokens.some((t) => t.used && t.start <= index && index < t.end);
  const found = findPriceMentions(text, findAmounts(text, matcher, insideUsedToken), specificationWords);
  // "less than 8k euros but more than 5k": an amount without a currency beside amounts in one currency is in that
  // currency, not the shop's default (issue 35: $5,000 is not €5,000).
  const written = [...new Set(found.flatMap((m) => (m.currency === null ? [] : [m.currency])))];
  const mentions = written.length === 1 ? found.map((m) => ({ ...m, currency: m.currency ?? written[0]! })) : found;
  for (const mention of mentions) {
    const written = text.slice(mention.start, mention.end);
    const source = written.trim();
    const start = mention.start + (written.length - written.trimStart().length);
    // "under $400 per pack": a listed price is one pack's, so the words are read with the price. "under $0.10 per
    // tip" is not: reported, never compared with a pack's price.
    const perPiece = PRICE_PER_PIECE.exec(text.slice(mention.end));
    const each = perPiece ?? PRICE_EACH.exec(text.slice(mention.end));
    const end = mention.end + (each?.[0].length ?? 0);
    reading.spans.push({ start, end: mention.end });
    for (const t of tokens) if (t.start < end && t.end > start) t.used = true;
    if (perPiece) {
      reading.uninterpreted.push({
        text: text.slice(start, end).trim(),
        reason:
          "A price per tip, test or sample: the finder compares the price of what is sold (a pack, a box, a kit), so it was not used.",
      });
      continue;
    }
    const code = mention.currency ?? DEFAULT_CURRENCY;
    const currency = currencies.find((c) => c.code === code);
    const rate = currency?.usdPerUnit ?? null;
    if (!currency || rate === null || !(rate > 0)) {
      reading.uninterpreted.push({
        text: source,
        reason: `A price in ${code.toUpperCase()}, for which the shop states no exchange rate; write it in US dollars.`,
      });
      continue;
    }
    const cents = (units: number) => Math.round(units * 100 * rate);
    // "about €12k", "€12k": 10 % below the figure, never above it. Whether a bare figure is a ceiling or a target
    // is a guess, so only prices both readings accept are met (issue 35: no claim at €12.9k against a €12k budget).
    const band = mention.comparator === "about" ? mention.high * 0.1 : 0;
    const min = mention.comparator === "below" ? null : cents(mention.low - band);
    const max = mention.comparator === "above" ? null : cents(mention.high);
    reading.requirements.push({
      kind: "price",
      source,
      label: "Price",
      comparator: mention.comparator,
      min,
      max,
      currency: code,
      usdPerUnit: rate,
      amount: describeAmount(mention.comparator, mention.low, mention.high, currency, rate, mention.currency === null),
      at: start,
    });
  }
  return reading;
}
