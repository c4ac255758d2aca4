// How soon the buyer needs the product (ADR 084): "in stock", "ships within 2 weeks", "Lieferzeit max. 3 Wochen",
// "livraison sous 10 jours", "2-week lead time". Read before the numbers, so that "2 weeks" is not taken for a
// specification's time (a time to result, a run time) and "in" not for inches; checked against the variants' stock and
// lead times (checks.ts, catalog/availability.ts). A date ("by 15 March", "KW 3") is not read: it stays not understood.
import {
  BUSINESS_DAY_WORDS,
  COUNT_WORDS,
  DELIVERY_TIME_AFTER_WORDS,
  DELIVERY_TIME_UNITS,
  DELIVERY_WORDS,
  IN_STOCK_WORDS,
  NEGATION_WORDS,
  STOCK_NEGATION_WORDS,
  WITHIN_WORDS,
} from "~/modules/catalog/lexicon";
import { formatLeadTime } from "~/modules/catalog/availability";
import type { Requirement } from "./requirements";
import { phraseAt, phraseList, type Token } from "./tokens";

export type DeliveryRequirement = Extract<Requirement, { kind: "delivery" }>;

/** The longest delivery time read (a year); anything longer is no limit a buyer means. */
export const MAX_DELIVERY_DAYS = 366;

const IN_STOCK = phraseList(Object.values(IN_STOCK_WORDS).flat());
const DELIVERY = phraseList(Object.values(DELIVERY_WORDS).flat());
const WITHIN = phraseList(Object.values(WITHIN_WORDS).flat());
const AFTER = phraseList(DELIVERY_TIME_AFTER_WORDS);
const NEGATIONS = new Set([...NEGATION_WORDS, ...STOCK_NEGATION_WORDS]);
/** A negation this many words before, in the same clause, rules a delivery phrase out ("pas besoin qu'elle soit en stock"). */
const NEGATION_REACH = 6;
const BUSINESS_BEFORE = new Set(BUSINESS_DAY_WORDS.before);
const BUSINESS_AFTER = new Set(BUSINESS_DAY_WORDS.after);
/** A count and its unit written as one word: "48h", "10d", "2wk". */
const JOINED = /^(\d{1,3})(h|hrs?|d|days?|wks?|weeks?)$/i;
const JOINED_UNITS: Record<string, string> = { h: "h", hr: "h", hrs: "h", d: "day", day: "day", days: "day" };
/** Between a range's two counts: "2-3 weeks", "2 to 3 weeks", "2 bis 3 Wochen", "2 à 3 semaines". */
const RANGE_WORDS = new Set(["to", "bis", "à", "a", "or", "oder", "ou"]);

interface Reading {
  text: string;
  tokens: Token[];
}

/** "a week", "eine Woche", "une semaine": one. */
const ONE_WORDS = new Set(["a", "an", "one", "eine", "einer", "ein", "une", "un"]);

function countOf(token: Token | undefined): number | null {
  if (!token || token.used) return null;
  if (/^\d{1,3}$/.test(token.raw)) return Number(token.raw);
  const word = token.raw.toLowerCase();
  return ONE_WORDS.has(word) ? 1 : (COUNT_WORDS[word] ?? null);
}

/** Calendar days for a count of a unit: hours round up to a day, business days to 7 per 5. */
function daysOf(count: number, unit: { days: number; businessDays?: boolean }): number {
  const days = count * unit.days;
  return Math.ceil(unit.businessDays ? (days * 7) / 5 : days - 1e-9);
}

/**
 * A time at token `at`: "2 weeks", "2-3 weeks" (the longer), "10 business days", "10 jours ouvrés", "48h".
 * Returns the days and the token after it, or null.
 */
function timeAt(text: string, tokens: Token[], at: number): { days: number; next: number } | null {
  const joined = tokens[at] && !tokens[at].used ? JOINED.exec(tokens[at].raw) : null;
  if (joined) {
    const unitWord = joined[2]!.toLowerCase();
    const unit = DELIVERY_TIME_UNITS[JOINED_UNITS[unitWord] ?? unitWord];
    return unit ? { days: daysOf(Number(joined[1]), unit), next: at + 1 } : null;
  }
  let count = countOf(tokens[at]);
  if (count === null) return null;
  let k = at + 1;
  // A range: the later count is the limit.
  const gap = tokens[k] ? text.slice(tokens[at].end, tokens[k].start).trim() : "";
  const upper =
    gap === "-" || gap === "–"
      ? countOf(tokens[k])
      : gap === "" && tokens[k] && RANGE_WORDS.has(tokens[k].raw.toLowerCase())
        ? countOf(tokens[k + 1])
        : null;
  if (upper !== null && upper >= count) {
    k += gap === "" ? 2 : 1;
    count = upper;
  }
  const business = tokens[k] && !tokens[k].used && BUSINESS_BEFORE.has(tokens[k].raw.toLowerCase());
  if (business) k++;
  const unit = tokens[k] && !tokens[k].used ? DELIVERY_TIME_UNITS[tokens[k].raw.toLowerCase()] : undefined;
  if (!unit) return null;
  k++;
  const after = tokens[k] && !tokens[k].used && BUSINESS_AFTER.has(tokens[k].raw.toLowerCase());
  if (after) k++;
  const days = daysOf(count, business || after ? { ...unit, businessDays: true } : unit);
  return { days, next: k };
}

/** Words written shortened with a stop that does not end the clause: "max. 3 Wochen", "ca. 2 weeks". */
const ABBREVIATIONS = new Set(["max", "ca", "approx", "env", "min"]);

/**
 * Whether tokens [from, to) are one clause: nothing between them but spaces and the signs a limit is written with
 * ("lead time: < 4 weeks", "2-3 weeks") — no comma or stop ("stable for 2 weeks, delivered cold" is no delivery time).
 */
function oneClause(text: string, tokens: Token[], from: number, to: number): boolean {
  for (let k = from + 1; k < to; k++) {
    const gap = text.slice(tokens[k - 1]!.end, tokens[k]!.start);
    if (/[,;!?]/.test(gap)) return false;
    if (gap.includes(".") && !ABBREVIATIONS.has(tokens[k - 1]!.raw.toLowerCase())) return false;
  }
  return true;
}

/** Whether a negation stands a few words before token `at` in the same clause ("doesn't need to be in stock"). */
function negatedBefore(text: string, tokens: Token[], at: number): boolean {
  for (let k = at - 1; k >= Math.max(0, at - NEGATION_REACH); k--) {
    if (!oneClause(text, tokens, k, k + 2)) return false;
    if (NEGATIONS.has(tokens[k]!.raw.toLowerCase())) return true;
  }
  return false;
}

/** Token `at` past the words that repeat a time is a limit from the order ("2 weeks max", "4 Wochen nach Auftragseingang"). */
function afterTime(text: string, tokens: Token[], at: number): number {
  const words = phraseAt(tokens, at, AFTER);
  return words && oneClause(text, tokens, at - 1, at + words) ? at + words : at;
}

/** The requirement a delivery time of `days` (null: in stock now) reads as. */
export function deliveryRequirement(source: string, withinDays: number | null): DeliveryRequirement {
  return {
    kind: "delivery",
    source,
    label: withinDays === null ? "In stock" : `Ships within ${formatLeadTime(Math.max(1, withinDays))}`,
    withinDays,
  };
}

/**
 * Reads "in stock" and delivery times, marking their words read. A negated one ("not in stock") is left to the other
 * readers, which report it as not understood.
 */
export function readDelivery(reading: Reading): (DeliveryRequirement & { at: number })[] {
  const { text, tokens } = reading;
  const found: (DeliveryRequirement & { at: number })[] = [];
  const take = (from: number, to: number, withinDays: number | null) => {
    for (let k = from; k < to; k++) tokens[k]!.used = true;
    const start = tokens[from]!.start;
    found.push({ ...deliveryRequirement(text.slice(start, tokens[to - 1]!.end), withinDays), at: start });
  };
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.used || negatedBefore(text, tokens, i)) continue;
    const stock = phraseAt(tokens, i, IN_STOCK);
    if (stock) {
      take(i, i + stock, null);
      i += stock - 1;
      continue;
    }
    // "ships within 2 weeks", "lead time of at most 10 business days", "Lieferzeit max. 3 Wochen".
    const word = phraseAt(tokens, i, DELIVERY);
    if (word) {
      const limit = phraseAt(tokens, i + word, WITHIN);
      const time = timeAt(text, tokens, i + word + limit);
      if (time && time.days <= MAX_DELIVERY_DAYS && oneClause(text, tokens, i, time.next)) {
        const end = afterTime(text, tokens, time.next);
        take(i, end, time.days);
        i = end - 1;
        continue;
      }
    }
    // "within 2 weeks delivery", "2-week lead time", "3 Wochen Lieferzeit".
    const limit = phraseAt(tokens, i, WITHIN);
    const time = timeAt(text, tokens, i + limit);
    if (time) {
      const after = phraseAt(tokens, time.next, DELIVERY);
      if (after && time.days <= MAX_DELIVERY_DAYS && oneClause(text, tokens, i, time.next + after)) {
        take(i, time.next + after, time.days);
        i = time.next + after - 1;
      }
    }
  }
  return found;
}
